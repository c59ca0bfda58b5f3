import { beaconElsePost } from './beacon';
import type { Api } from './client';

export const PERFORMANCE_SETTINGS_PATH = '/api/performance/settings';
export const PERFORMANCE_RECORDS_PATH = '/api/performance/records';
/** Spec 001 §9: the settings request gives up after 30 s. */
export const PERFORMANCE_SETTINGS_TIMEOUT_MS = 30_000;

/** Spec 001 §8 "Performance": the three ways the settings request fails, each reported with this exact message. */
export const PERFORMANCE_MESSAGES = {
  status: 'XHR request DONE with unexpected status',
  timeout: 'Metric settings request timeout',
  noPageLoadId: 'Unable to resolve pageLoadId',
} as const;

/** One performance record (spec 001 §3 "Performance record envelope"). */
export interface PerformanceRecord {
  app: string;
  data: Record<string, unknown>;
  event: string;
  pageLoadId: string;
  ts: number;
}

/**
 * `GET /api/performance/settings` (spec 001 §7), its own 30 s timeout (not the API client's 15 s: this is the
 * collector's service, not the store's). Resolves with the page-load id, or rejects with an Error whose message is one
 * of PERFORMANCE_MESSAGES.
 */
export async function fetchPageLoadId(api: Api, timeoutMs = PERFORMANCE_SETTINGS_TIMEOUT_MS): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(api.url(PERFORMANCE_SETTINGS_PATH), { credentials: 'include', signal: abort.signal });
  } catch (error) {
    throw new Error(abort.signal.aborted ? PERFORMANCE_MESSAGES.timeout : PERFORMANCE_MESSAGES.status, { cause: error });
  } finally {
    clearTimeout(timer);
  }
  if (response.status != 200) throw new Error(PERFORMANCE_MESSAGES.status);
  const body = (await response.json().catch(() => null)) as { pageLoadId?: unknown } | null;
  const id = body?.pageLoadId;
  if ((typeof id != 'string' || !id) && typeof id != 'number') throw new Error(PERFORMANCE_MESSAGES.noPageLoadId);
  return String(id);
}

/**
 * `POST /api/performance/records`, a JSON list: by `navigator.sendBeacon` (as text/plain), else a keepalive POST with a
 * text/plain body. Resolves with whether it left; never rejects (failures are ignored).
 */
export function sendPerformanceRecords(api: Api, records: PerformanceRecord[]): Promise<boolean> {
  const body = JSON.stringify(records);
  return beaconElsePost(api.url(PERFORMANCE_RECORDS_PATH), body, body, 'text/plain');
}
