import type { Api } from './client';

/**
 * Where the instalment provider's static modal page of a locale is served. The spec shows no path: an assumption of the
 * SDK, under the API root (docs/widgets/instalment-pill.md).
 */
export const modalPagePath = (locale: string) => `/api/commerce/instalments/modal/${encodeURIComponent(locale)}`;

export const MODAL_TIMEOUT_MS = 15_000;

/**
 * The provider's static modal page of `locale`, as HTML text (sanitise before use). A plain `fetch`, not the API's
 * transport: a static page needs no cookies, CSRF header or retries. Rejects naming the URL and status.
 */
export function fetchModalPage(api: Api, locale: string): Promise<string> {
  const url = api.url(modalPagePath(locale));
  // A timer, not AbortSignal.timeout, which Chrome and Edge 93–102 of the baseline lack (docs/embed-contract.md).
  const abort = new AbortController();
  setTimeout(() => abort.abort(), MODAL_TIMEOUT_MS);
  return fetch(url, { credentials: 'omit', signal: abort.signal }).then((r) => {
    if (!r.ok) throw new Error(`GET ${url} → ${r.status}`);
    return r.text();
  });
}
