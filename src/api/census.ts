import type { Api } from './client';

/**
 * `POST /api/census/RecordQuickView/{id}` (spec 001 §7; its payload is not shown: none is sent): a quick view of the
 * product was opened. Failures are ignored: never retried, never shown (resolves either way).
 */
export function recordQuickView(api: Api, productId: string): Promise<void> {
  return api.request('POST', `/api/census/RecordQuickView/${encodeURIComponent(productId)}`).then(
    () => {},
    () => {},
  );
}
