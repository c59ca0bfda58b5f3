/**
 * The SDK's HTTP transport: `fetch` with a per-attempt timeout and retries for GETs. It replaced ky, which cost
 * 2.5 KB gzip of the product page's 20 KB budget for the same behaviour (docs/architecture.md, "Size").
 * Only src/api uses it (tests/unit/boundaries.test.ts); everything else calls `request` in client.ts.
 */

import { parseRetryAfter } from './errors';

/** A response whose status is not 2xx. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(readonly response: Response) {
    super(`status ${response.status}`);
  }
}

/** No response within the timeout. */
export class HttpTimeoutError extends Error {
  override name = 'HttpTimeoutError';
}

export interface HttpOptions {
  method: string;
  headers?: Record<string, string>;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  /** The caller's cancel: rejects with the AbortError, never retried. */
  signal?: AbortSignal;
  /** Per attempt, in ms. */
  timeout: number;
  /** How many times a failed GET is tried again (network error, or a status in RETRY_STATUSES). Never for writes. */
  retries: number;
}

/** Statuses worth another GET; after 429 and 503 the server's Retry-After is honoured, if it is at most 10 s. */
export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
const MAX_RETRY_AFTER_MS = 10_000;
const MAX_BACKOFF_MS = 4_000;

/** 300 ms, 600 ms, 1.2 s … capped at 4 s: the delay before retry `n` (1-based) when the server names none. */
export const backoffMs = (n: number) => Math.min(300 * 2 ** (n - 1), MAX_BACKOFF_MS);

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', cancel);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const cancel = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', cancel, { once: true });
  });

async function attempt(url: string, init: RequestInit, timeout: number, signal?: AbortSignal): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal!.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new HttpStatusError(response);
    return response;
  } catch (error) {
    throw timedOut ? new HttpTimeoutError(`no response in ${timeout} ms`) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends one request (credentials included) and resolves with the 2xx response. Rejects with HttpStatusError (its
 * `response` unread), HttpTimeoutError, the caller's AbortError, or fetch's own error (a network failure).
 */
export async function send(url: string, options: HttpOptions): Promise<Response> {
  const { method, json, searchParams, signal, timeout } = options;
  const target = new URL(url);
  for (const [key, value] of Object.entries(searchParams ?? {})) target.searchParams.set(key, String(value));
  const headers = new Headers(options.headers);
  if (json !== undefined) headers.set('Content-Type', 'application/json');
  const init: RequestInit = { method, headers, credentials: 'include', body: json === undefined ? undefined : JSON.stringify(json) };
  const retries = method == 'GET' ? options.retries : 0;
  for (let n = 1; ; n++) {
    try {
      return await attempt(target.href, init, timeout, signal);
    } catch (error) {
      const status = error instanceof HttpStatusError ? error.response.status : 0;
      // Timeouts and the caller's cancel are final; so is any status not worth repeating, and the last try.
      if (n > retries || error instanceof HttpTimeoutError || signal?.aborted || (status && !RETRY_STATUSES.includes(status))) throw error;
      const after = status == 429 || status == 503 ? parseRetryAfter((error as HttpStatusError).response.headers.get('Retry-After')) : null;
      // A server that asks for a longer pause than we would make the visitor wait gets none: its answer stands.
      if (after != null && after > MAX_RETRY_AFTER_MS) throw error;
      await wait(after ?? backoffMs(n), signal);
    }
  }
}
