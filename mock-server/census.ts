import { http, HttpResponse, type HttpHandler } from 'msw';
import { findProduct, MESSAGES } from './cart';
import { crumbFailResponse, errorResponse, readCookies } from './http';
import type { CensusRecord, PlatformState, TrackerEventRecord } from './types';

// The census (spec 001 §7): page views (`POST /api/census/RecordHit`, form-encoded `event`, an audience event type of
// spec 001 §3 as its number's text (a page view: 1; kept as the number), `data` as JSON text and `ss_cvr`), the buy
// buttons' renders and clicks and the forms' renders (`button-render`, `button-click`, `form-render`, `overlay`: JSON,
// `visitorCookie` and the page's fields), and quick views (`RecordQuickView/{id}`, no payload). The spec shows no answers: the mock answers 204 and keeps each call under `census` (`GET /__mock/state`), emptied by a reset.
// The crumb check and the fault rules apply as to every write.
// The older tracker (spec 001 §7), `POST /api/events/RecordEvent`: form-encoded `crumb` (from the cookie: the mock
// checks it against the cookie, as the header of every write), `event`, `data` (a JSON object as text) and extra
// fields; answered 204 and kept under `trackerEvents`, emptied by a reset.

/** Census calls kept at most (oldest dropped), so a demo server left running keeps a bounded memory. */
export const CENSUS_LIMIT = 2000;

/**
 * RecordHit's `event`: an audience event type (spec 001 §3 "Audience event types: page view 1, site search 2, heartbeat
 * 10, audio 20, video 21"), form-encoded as its number's text; anything else is refused (400).
 */
export const AUDIENCE_EVENT_TYPES = [1, 2, 10, 20, 21] as const;

/** The JSON census calls (spec 001 §7), the last part of their path. */
export const CENSUS_JSON_CALLS = ['button-render', 'button-click', 'form-render', 'overlay'] as const;

/** The popup overlay's moments (widgets/popup; the spec names only "event fields"): anything else is refused (400). */
export const OVERLAY_EVENTS = ['shown', 'closed', 'submitted'] as const;

function keep(state: PlatformState, request: Request, call: string, fields: Record<string, unknown>): Response {
  const cookies = readCookies(request);
  const record: CensusRecord = {
    at: Date.now(),
    call,
    fields,
    cookies: { ...(cookies.ss_cvr && { ss_cvr: cookies.ss_cvr }), ...(cookies.ss_cvt && { ss_cvt: cookies.ss_cvt }) },
  };
  state.census.push(record);
  if (state.census.length > CENSUS_LIMIT) state.census.splice(0, state.census.length - CENSUS_LIMIT);
  return new HttpResponse(null, { status: 204 });
}

export function censusHandlers(state: PlatformState): HttpHandler[] {
  return [
    http.post('*/api/census/RecordHit', async ({ request }) => {
      if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
        return errorResponse(400, 'RecordHit takes a form-encoded body.');
      const form = new URLSearchParams(await request.text());
      const event = form.get('event');
      let data: unknown;
      try {
        data = JSON.parse(form.get('data') ?? '');
      } catch {
        data = undefined;
      }
      if (!event || typeof data != 'object' || !data || Array.isArray(data))
        return errorResponse(400, 'event (text) and data (a JSON object as text) are required.');
      if (!AUDIENCE_EVENT_TYPES.map(String).includes(event))
        return errorResponse(400, `event must be an audience event type (spec 001 §3): ${AUDIENCE_EVENT_TYPES.join(', ')}.`);
      const fields: Record<string, unknown> = Object.fromEntries(form);
      fields.event = Number(event);
      fields.data = data;
      return keep(state, request, 'RecordHit', fields);
    }),
    ...CENSUS_JSON_CALLS.map((call) =>
      http.post(`*/api/census/${call}`, async ({ request }) => {
        let body: unknown;
        try {
          body = JSON.parse(await request.text());
        } catch {
          body = undefined;
        }
        if (typeof body != 'object' || !body || Array.isArray(body)) return errorResponse(400, `${call} takes a JSON object.`);
        const event = (body as { event?: unknown }).event;
        if (call == 'overlay' && !OVERLAY_EVENTS.includes(event as (typeof OVERLAY_EVENTS)[number]))
          return errorResponse(400, `overlay's event must be one of ${OVERLAY_EVENTS.join(', ')}.`);
        return keep(state, request, call, body as Record<string, unknown>);
      }),
    ),
    http.post('*/api/events/RecordEvent', async ({ request }) => {
      if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded'))
        return errorResponse(400, 'RecordEvent takes a form-encoded body.');
      const form = new URLSearchParams(await request.text());
      const crumb = readCookies(request).crumb;
      if (!crumb || form.get('crumb') !== crumb) return crumbFailResponse(request);
      let data: unknown;
      try {
        data = JSON.parse(form.get('data') ?? '');
      } catch {
        data = undefined;
      }
      const event = form.get('event');
      if (!event || typeof data != 'object' || !data || Array.isArray(data))
        return errorResponse(400, 'event (text) and data (a JSON object as text) are required.');
      const { event: _e, data: _d, ...fields } = Object.fromEntries(form);
      const record: TrackerEventRecord = { at: Date.now(), event, data: data as Record<string, unknown>, fields };
      state.trackerEvents.push(record);
      if (state.trackerEvents.length > CENSUS_LIMIT) state.trackerEvents.splice(0, state.trackerEvents.length - CENSUS_LIMIT);
      return new HttpResponse(null, { status: 204 });
    }),
    // A quick view of a product the catalog lacks: 404, as every id naming nothing.
    http.post<{ id: string }>('*/api/census/RecordQuickView/:id', ({ request, params }) =>
      findProduct(state, params.id)
        ? keep(state, request, 'RecordQuickView', { id: params.id })
        : errorResponse(404, MESSAGES.productNotFound),
    ),
  ];
}
