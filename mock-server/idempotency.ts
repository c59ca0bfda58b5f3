import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './http';
import type { PlatformState, StoredAnswer } from './types';

// Idempotent cart writes (docs/embed-contract.md, "Idempotent writes": an assumption the SDK makes of the platform's
// API). A write that carries an `Idempotency-Key` is applied once: its answer is kept for 24 hours under the key, and
// the same request sent again with that key (a browser re-sending a POST after a dropped connection, say) gets the kept
// answer back, with nothing applied a second time.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long an answer is kept under its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The longest key taken (the SDK sends 32 hex digits). */
export const IDEMPOTENCY_KEY_MAX = 255;
/** Answers kept at most: the oldest go first, so a demo server left running keeps a bounded memory. */
export const IDEMPOTENCY_LIMIT = 10_000;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `The ${IDEMPOTENCY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX} visible ASCII characters.`,
  reused: `This ${IDEMPOTENCY_HEADER} was already used for a different request.`,
} as const;

/** What makes two requests "the same": method, path with query, and body. */
const fingerprint = async (request: Request): Promise<string> => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}\n${await request.clone().text()}`;
};

/** Drops the answers older than the TTL (and the oldest past the limit). */
function prune(state: PlatformState, now: number): void {
  for (const [key, kept] of state.idempotency) {
    if (now - kept.at < IDEMPOTENCY_TTL_MS && state.idempotency.size <= IDEMPOTENCY_LIMIT) break;
    state.idempotency.delete(key);
  }
}

async function keep(response: Response, request: string, at: number): Promise<StoredAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => name != 'set-cookie' && headers.push([name, value]));
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  return { request, at, status: response.status, headers, body: await response.clone().text() };
}

const replay = (kept: StoredAnswer): Response => {
  const headers = new Headers();
  for (const [name, value] of kept.headers) headers.append(name, value);
  headers.set('Idempotent-Replayed', 'true');
  return new HttpResponse(kept.body || null, { status: kept.status, headers });
};

/**
 * One handler in front of `writes` (the cart's write handlers): a matching request with an `Idempotency-Key` is answered
 * by them once, and from the kept answer after that. Without the header a write is applied each time, as before.
 * Answers of 5xx are not kept (the write may not have happened; a retry should try it).
 */
export function idempotentWrites(state: PlatformState, writes: HttpHandler[], now: () => number = Date.now): HttpHandler {
  /** Keys whose first request is still being answered: a second one with the key waits for it. */
  const inFlight = new Map<string, Promise<unknown>>();
  return http.all('*/api/commerce/shopping-cart/entries*', async ({ request }) => {
    if (request.method == 'GET' || request.method == 'HEAD') return undefined;
    const key = request.headers.get(IDEMPOTENCY_HEADER);
    if (key === null) return undefined;
    if (!key || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) return errorResponse(400, IDEMPOTENCY_MESSAGES.badKey);
    while (inFlight.has(key)) await inFlight.get(key);
    const at = now();
    prune(state, at);
    const print = await fingerprint(request);
    const kept = state.idempotency.get(key);
    if (kept) return kept.request == print ? replay(kept) : errorResponse(422, IDEMPOTENCY_MESSAGES.reused);
    const answered = getResponse(writes, request);
    inFlight.set(
      key,
      answered.catch(() => {}),
    );
    try {
      const response = await answered;
      if (response && response.status < 500 && response.type != 'error') state.idempotency.set(key, await keep(response, print, at));
      return response;
    } finally {
      inFlight.delete(key);
    }
  });
}
