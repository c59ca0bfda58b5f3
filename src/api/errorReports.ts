import type { Api } from './client';

export const ERROR_REPORTS_PATH = '/api/events/RecordJavascriptErrors';

/** One reported error (spec 000 §7): what happened, when (epoch ms). `data` is described in docs/error-reporter.md. */
export interface ErrorReportEntry {
  event: string;
  data: Record<string, unknown>;
  timestamp: number;
}

/**
 * `POST /api/events/RecordJavascriptErrors` with a list of entries; the crumb cookie goes as the CSRF header, as on
 * every write (./transport.ts). `keepalive`: sent as the page is hidden or left, so the request outlives it.
 */
export function postErrorReports(api: Api, entries: ErrorReportEntry[], keepalive = false): Promise<unknown> {
  return api.request('POST', ERROR_REPORTS_PATH, { json: entries, keepalive });
}
