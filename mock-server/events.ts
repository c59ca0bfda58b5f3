import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import type { ErrorReportBatch, PlatformState } from './types';

export type { ErrorReportBatch };

// The platform's event recording (spec 000 §7): `POST /api/events/RecordJavascriptErrors` takes a list of
// `{ event, data, timestamp }`. The spec shows no answer: the mock answers 204 and keeps each batch, as sent, for
// `GET /__mock/state` (`errorReports`). The crumb check and the fault rules apply as to every write.

/** Batches kept at most (oldest dropped), so a demo server left running keeps a bounded memory. */
export const ERROR_REPORT_LIMIT = 1000;

const isEntry = (v: unknown): boolean => {
  const e = v as { event?: unknown; data?: unknown; timestamp?: unknown } | null;
  return typeof e == 'object' && !!e && typeof e.event == 'string' && typeof e.data == 'object' && !!e.data && typeof e.timestamp == 'number';
};

export function eventHandlers(state: PlatformState): HttpHandler[] {
  return [
    http.post('*/api/events/RecordJavascriptErrors', async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      if (!Array.isArray(body) || !body.length || !body.every(isEntry)) return errorResponse(400, 'A non-empty list of {event, data, timestamp} is required.');
      state.errorReports.push({ at: Date.now(), entries: body as ErrorReportBatch['entries'] });
      if (state.errorReports.length > ERROR_REPORT_LIMIT) state.errorReports.splice(0, state.errorReports.length - ERROR_REPORT_LIMIT);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
