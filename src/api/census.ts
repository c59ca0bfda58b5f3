import { readCookie } from '../dom/readCookie';
import type { Api } from './client';
import { CSRF_HEADER, SITE_USER_HEADER } from './transport';
import { readToken } from '../account/token';

// The census (spec 001 §7). Every call's failures are ignored: never retried, never shown (each resolves either way).
// The page view and the button and form counts are sent with a plain `fetch` (telemetry, as the analytics beacon and
// the performance records are), not through the API client: nothing of the client's retries, error mapping or
// session handling applies to them, and a page pays for none of it (measured: ≈ 8 ms less script on a product page).

/**
 * One telemetry POST: the crumb as every write carries it, the cookies; `keepalive` unless `keepalive` is false; given
 * up at `timeout` ms when given. Resolves with the answer's HTTP status, or 0 where no answer came (offline, given up,
 * refused).
 */
function send(api: Api, path: string, body: BodyInit, type: string | null, timeout?: number, keepalive = true): Promise<number> {
  try {
    const crumb = readCookie('crumb');
    // The signed-in visitor's token too, as on every request (spec 001 §7), though the census does not ask for it.
    const token = readToken();
    const headers: Record<string, string> = { ...(type && { 'content-type': type }), ...(crumb && { [CSRF_HEADER]: crumb }), ...(token && { [SITE_USER_HEADER]: token }) };
    return fetch(api.url(path), { method: 'POST', credentials: 'include', keepalive, headers, body, ...(timeout && { signal: AbortSignal.timeout(timeout) }) }).then(
      (r) => r.status,
      () => 0,
    );
  } catch {
    return Promise.resolve(0);
  }
}

/** A census POST: its outcome is not read (spec 001 §7: failures ignored). */
const post = (api: Api, path: string, body: BodyInit, type: string | null, timeout?: number, keepalive?: boolean): Promise<void> =>
  send(api, path, body, type, timeout, keepalive).then(() => {});

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
  return post(api, '/api/census/RecordHit', body, null);
}

/**
 * `POST /api/census/{call}` for `button-render`, `button-click`, `form-render` (and `overlay`), JSON: never awaited by
 * what it counts, given up after 2,500 ms. A press's call is `keepalive`, so that the navigation to the checkout that
 * may follow it does not cancel it. The renders are not: Chromium lets a page have 64 KiB of keepalive bodies in flight,
 * `sendBeacon`'s included, and while the census is slow the renders of about 120 buttons (a long collection) held it
 * all, so that the press's own call and its add-to-cart analytics event were refused (seen in Chromium:
 * tests/e2e/census.test.ts).
 */
export function censusCall(api: Api, call: 'button-render' | 'button-click' | 'form-render' | 'overlay', body: Record<string, unknown>): Promise<void> {
  return post(api, `/api/census/${call}`, JSON.stringify(body), 'application/json', CENSUS_TIMEOUT_MS, call == 'button-click');
}

/**
 * The older tracker, `POST /api/events/RecordEvent` (spec 001 §7): form-encoded, as built by src/telemetry/olderTracker.ts
 * (`crumb` from its cookie, `event`, `data` as JSON text, the extra fields). Resolves with the HTTP status, 0 for none.
 */
export const recordEvent = (api: Api, body: URLSearchParams): Promise<number> => send(api, '/api/events/RecordEvent', body, null);
