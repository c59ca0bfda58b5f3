import type { Api } from './client';

// The census (spec 001 §7). Every call's failures are ignored: never retried, never shown (each resolves either way).

/** The click and render calls give up after this long (spec 001 §9 "Click/render call timeout 2500 ms"). */
export const CENSUS_TIMEOUT_MS = 2500;

/**
 * `POST /api/census/RecordQuickView/{id}` (spec 001 §7; its payload is not shown: none is sent): a quick view of the
 * product was opened.
 */
export function recordQuickView(api: Api, productId: string): Promise<void> {
  return api.request('POST', `/api/census/RecordQuickView/${encodeURIComponent(productId)}`).then(
    () => {},
    () => {},
  );
}

/** `POST /api/census/RecordHit`, form-encoded: `event`, `data` (JSON text) and, where the visitor has one, `ss_cvr`. */
export function recordHit(api: Api, event: string, data: Record<string, unknown>, visitor: string | null): Promise<void> {
  const body = new URLSearchParams({ event, data: JSON.stringify(data) });
  if (visitor) body.set('ss_cvr', visitor);
  return api.request('POST', '/api/census/RecordHit', { body, keepalive: true }).then(
    () => {},
    () => {},
  );
}

/**
 * `POST /api/census/{call}` for `button-render`, `button-click`, `form-render` (and `overlay`), JSON: never awaited by
 * what it counts, given up after 2,500 ms, `keepalive` so that a navigation (to the checkout) does not cancel it.
 */
export function censusCall(api: Api, call: 'button-render' | 'button-click' | 'form-render' | 'overlay', body: Record<string, unknown>): Promise<void> {
  return api.request('POST', `/api/census/${call}`, { json: body, keepalive: true, signal: AbortSignal.timeout(CENSUS_TIMEOUT_MS) }).then(
    () => {},
    () => {},
  );
}
