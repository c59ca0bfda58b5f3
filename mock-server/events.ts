import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import type { AnalyticsEventRecord, ErrorReportBatch, PerformanceBatch, PlatformState } from './types';

export type { AnalyticsEventRecord, ErrorReportBatch, PerformanceBatch };

// The platform's event recording. Analytics (spec 001 §7): `POST /api/v1/clanker/events`, kept under
// `analyticsEvents`. Errors (spec 000 §7): `POST /api/events/RecordJavascriptErrors` takes a list of
// `{ event, data, timestamp }`. The spec shows no answer: the mock answers 204 and keeps each batch, as sent, for
// `GET /__mock/state` (`errorReports`). The crumb check and the fault rules apply as to every write.

/** Batches (and analytics events) kept at most (oldest dropped), so a demo server left running keeps a bounded memory. */
export const ERROR_REPORT_LIMIT = 1000;

const isEntry = (v: unknown): boolean => {
  const e = v as { event?: unknown; data?: unknown; timestamp?: unknown } | null;
  return (
    typeof e == 'object' && !!e && typeof e.event == 'string' && typeof e.data == 'object' && !!e.data && typeof e.timestamp == 'number'
  );
};

/** The newer tracker's endpoint (spec 001 §7). A beacon cannot carry the CSRF header: no crumb check here. */
export const ANALYTICS_PATH = '/api/v1/clanker/events';

/**
 * An analytics event's body: form-encoded (`eventSchemaName`, and `eventContent` as JSON text: what sendBeacon sends)
 * or JSON `{ eventSchemaName, eventContent }`. Null when it is neither.
 */
async function readAnalyticsEvent(request: Request): Promise<{ eventSchemaName: string; eventContent: Record<string, unknown> } | null> {
  let schema: unknown;
  let content: unknown;
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      const form = new URLSearchParams(await request.text());
      schema = form.get('eventSchemaName');
      content = JSON.parse(form.get('eventContent') ?? 'null');
    } else
      ({ eventSchemaName: schema, eventContent: content } =
        (JSON.parse(await request.text()) as { eventSchemaName?: unknown; eventContent?: unknown } | null) ?? {});
  } catch {
    return null;
  }
  return typeof schema == 'string' && schema && typeof content == 'object' && content && !Array.isArray(content)
    ? { eventSchemaName: schema, eventContent: content as Record<string, unknown> }
    : null;
}

/**
 * The collector version (spec 001 §9 "Collector version 4.8.0"): an event's `eventContent.client_version`, when it has
 * one, must be it (the SDK's own name and version go in `client_name` and `sdk_version`: docs/analytics.md).
 */
export const COLLECTOR_VERSION = '4.8.0';

/** Why an event's content is refused (400), or null: a `client_version` that is not the collector version. */
const refusal = (content: Record<string, unknown>): string | null =>
  'client_version' in content && content['client_version'] !== COLLECTOR_VERSION
    ? `client_version must be the collector version ${COLLECTOR_VERSION} (spec 001 §9), not ${JSON.stringify(content['client_version'])}.`
    : null;

/** The newer tracker's validate mode (spec 001 §7), `…/validate-event-content/{schema}`: beacons too, no crumb check. */
export const VALIDATE_PATH = '/api/v1/clanker/validate-event-content/';

/** The performance collector's records (spec 001 §7): beacons too, so no crumb check either. */
export const PERFORMANCE_RECORDS_PATH = '/api/performance/records';

export function eventHandlers(state: PlatformState): HttpHandler[] {
  return [
    // The collector's settings: a new page-load id each time (spec 001 §4 "Performance collector").
    http.get('*/api/performance/settings', () => HttpResponse.json({ pageLoadId: `pl-${++state.nextPageLoadId}` })),
    http.post(`*${PERFORMANCE_RECORDS_PATH}`, async ({ request }) => {
      const body = await readJson(request);
      const isRecord = (r: unknown) => {
        const v = r as Record<string, unknown> | null;
        return (
          typeof v == 'object' &&
          !!v &&
          typeof v.app == 'string' &&
          typeof v.event == 'string' &&
          typeof v.pageLoadId == 'string' &&
          typeof v.ts == 'number' &&
          typeof v.data == 'object'
        );
      };
      if (!Array.isArray(body) || !body.length || !body.every(isRecord))
        return errorResponse(400, 'A non-empty JSON list of {app, data, event, pageLoadId, ts} is required.');
      state.performanceRecords.push({ at: Date.now(), records: body as PerformanceBatch['records'] });
      if (state.performanceRecords.length > ERROR_REPORT_LIMIT)
        state.performanceRecords.splice(0, state.performanceRecords.length - ERROR_REPORT_LIMIT);
      return new HttpResponse(null, { status: 204 });
    }),
    // Validate mode (spec 001 §7): the event's content checked, not recorded as an event: kept with `validate: true`.
    http.post<{ schema: string }>(`*${VALIDATE_PATH}:schema`, async ({ request, params }) => {
      const event = await readAnalyticsEvent(request);
      if (!event)
        return errorResponse(400, 'eventSchemaName (a string) and eventContent (an object) are required, form-encoded or as JSON.');
      if (event.eventSchemaName != params.schema)
        return errorResponse(400, `eventSchemaName ${event.eventSchemaName} is not the path's ${params.schema}.`);
      const refused = refusal(event.eventContent);
      if (refused) return errorResponse(400, refused);
      state.analyticsEvents.push({ at: Date.now(), ...event, validate: true });
      if (state.analyticsEvents.length > ERROR_REPORT_LIMIT)
        state.analyticsEvents.splice(0, state.analyticsEvents.length - ERROR_REPORT_LIMIT);
      return HttpResponse.json({ valid: true });
    }),
    http.post(`*${ANALYTICS_PATH}`, async ({ request }) => {
      const event = await readAnalyticsEvent(request);
      if (!event)
        return errorResponse(400, 'eventSchemaName (a string) and eventContent (an object) are required, form-encoded or as JSON.');
      const refused = refusal(event.eventContent);
      if (refused) return errorResponse(400, refused);
      state.analyticsEvents.push({ at: Date.now(), ...event });
      if (state.analyticsEvents.length > ERROR_REPORT_LIMIT)
        state.analyticsEvents.splice(0, state.analyticsEvents.length - ERROR_REPORT_LIMIT);
      return new HttpResponse(null, { status: 202 });
    }),
    http.post('*/api/events/RecordJavascriptErrors', async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      if (!Array.isArray(body) || !body.length || !body.every(isEntry))
        return errorResponse(400, 'A non-empty list of {event, data, timestamp} is required.');
      state.errorReports.push({ at: Date.now(), entries: body as ErrorReportBatch['entries'] });
      if (state.errorReports.length > ERROR_REPORT_LIMIT) state.errorReports.splice(0, state.errorReports.length - ERROR_REPORT_LIMIT);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
