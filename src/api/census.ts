import { readCookie } from '../dom/readCookie';
import type { Api } from './client';
import { CSRF_HEADER, SITE_USER_HEADER } from './transport';
import { readToken } from '../account/token';

// The census (spec 001 §7). Every call's failures are ignored: never retried, never shown (each resolves either way).
// The page view and the button and form counts are sent with a plain `fetch` (telemetry, as the analytics beacon and
// the performance records are), not through the API client: nothing of the client's retries, error mapping or
// session handling applies to them, and a page pays for none of it (the client's code is not loaded for them).

/**
 * One telemetry POST: the crumb as every write carries it, the cookies, `keepalive`; given up at `timeout` ms when
 * given. Resolves with the answer's HTTP status, or 0 where no answer came (offline, given up, refused).
 */
function send(api: Api, path: string, body: BodyInit, type: string | null, timeout?: number): Promise<number> {
  try {
    const crumb = readCookie('crumb');
    // The signed-in visitor's token too, as on every request (spec 001 §7), though the census does not ask for it.
    const token = readToken();
    const headers: Record<string, string> = {
      ...(type && { 'content-type': type }),
      ...(crumb && { [CSRF_HEADER]: crumb }),
      ...(token && { [SITE_USER_HEADER]: token }),
    };
    // A timer, not AbortSignal.timeout, which Chrome and Edge 93–102 of the baseline lack (docs/embed-contract.md).
    const abort = new AbortController();
    if (timeout) setTimeout(() => abort.abort(), timeout);
    // Carrying the crumb or the token, it follows no redirect (./transport.ts, noRedirect).
    const redirect = crumb || token ? 'manual' : 'follow';
    return fetch(api.url(path), {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      redirect,
      headers,
      body,
      signal: abort.signal,
    }).then(
      (r) => r.status,
      () => 0,
    );
  } catch {
    return Promise.resolve(0);
  }
}

/** A census POST: its outcome is not read (spec 001 §7: failures ignored). */
const post = (api: Api, path: string, body: BodyInit, type: string | null, timeout?: number): Promise<void> =>
  send(api, path, body, type, timeout).then(() => {});

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

/**
 * `POST /api/census/RecordHit`, form-encoded: `event` (an audience event type, spec 001 §3: a page view is 1), `data`
 * (JSON text) and, where the visitor has one, `ss_cvr`.
 */
export function recordHit(api: Api, event: number, data: Record<string, unknown>, visitor: string | null): Promise<void> {
  const body = new URLSearchParams({ event: String(event), data: JSON.stringify(data) });
  if (visitor) body.set('ss_cvr', visitor);
  return post(api, '/api/census/RecordHit', body, null);
}

/**
 * `POST /api/census/{call}` for `button-render`, `button-click`, `form-render` (and `overlay`), JSON: never awaited by
 * what it counts, given up after 2,500 ms, `keepalive` so that a navigation (to the checkout) does not cancel it. The
 * renders go RENDERS_AT_ONCE at a time (`inTurn`); a press's call goes at once.
 */
export function censusCall(
  api: Api,
  call: 'button-render' | 'button-click' | 'form-render' | 'overlay',
  body: Record<string, unknown>,
): Promise<void> {
  const send = () => post(api, `/api/census/${call}`, JSON.stringify(body), 'application/json', CENSUS_TIMEOUT_MS);
  return call == 'button-click' ? send() : inTurn(api, send);
}

/** How many render calls of one runtime are out at once; the others wait their turn. */
const RENDERS_AT_ONCE = 2;
/** Per API client (a runtime's): its render calls out now, and those waiting their turn, in order. */
const renders = new WeakMap<Api, { out: number; waiting: (() => void)[] }>();

/**
 * Sends `send` when fewer than RENDERS_AT_ONCE of the runtime's render calls are out: renders sent all at once to a
 * census that hangs would hold what the page's own requests need (tests/e2e/census.test.ts), the 6 connections a
 * browser speaking HTTP/1.1 opens to a host, and the 64 KiB of keepalive bodies (beacons included) Chromium lets a page
 * have in flight. The press's call never waits. Each call's 2,500 ms start when it is sent; `send` never rejects.
 */
function inTurn(api: Api, send: () => Promise<void>): Promise<void> {
  const turns = renders.get(api) ?? { out: 0, waiting: [] };
  renders.set(api, turns);
  return new Promise<void>((done) => {
    const go = () => {
      turns.out++;
      void send().then(() => {
        turns.out--;
        done();
        turns.waiting.shift()?.();
      });
    };
    if (turns.out < RENDERS_AT_ONCE) go();
    else turns.waiting.push(go);
  });
}

/**
 * The older tracker, `POST /api/events/RecordEvent` (spec 001 §7): form-encoded, as built by src/telemetry/olderTracker.ts
 * (`crumb` from its cookie, `event`, `data` as JSON text, the extra fields). Resolves with the HTTP status, 0 for none.
 */
export const recordEvent = (api: Api, body: URLSearchParams): Promise<number> => send(api, '/api/events/RecordEvent', body, null);
