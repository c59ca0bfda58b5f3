import ky, { type KyInstance } from 'ky';
import { SITE_USER_HEADER } from '../contract';
import { readCookie } from '../dom/readCookie';
import { loadOnce } from '../runtime/loadOnce';

/** The Retry-After reader loads with the first 429 or 503 (a failed load is forgotten). */
const loadRetryAfter = loadOnce(() => import('./retryAfter'));

/** Every attempt gives up after this long (a timeout is final: it is not retried). */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Header carrying the `crumb` cookie's value on writes (the platform's CSRF check). */
export const CSRF_HEADER = 'X-CSRF-Token';
/** Header carrying the signed-in site user's XSRF token (spec 001 §7): the loader's too, so in src/contract.ts. */
export { SITE_USER_HEADER };
/** Statuses worth another GET. */
export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
/** A Retry-After (after 429 or 503) longer than this is not waited out: the answer stands at once. */
export const MAX_RETRY_AFTER_MS = 10_000;

export interface TransportOptions {
  /** The API root every path is under: the script tag's `data-api-root`, else the page's origin. */
  prefixUrl: string;
  /** The signed-in site user's XSRF token, read at each request (null: none). */
  siteUserToken?: () => string | null;
  /** How many times a failed GET is tried again. @default 2 */
  retries?: number;
  /** @default REQUEST_TIMEOUT_MS */
  timeout?: number;
}

/**
 * `request` with `redirect: 'manual'`: for a request that carries the crumb or the site user's XSRF token. A redirect
 * would take both headers to wherever the answer points, another origin included (a compromised or misconfigured API
 * host sending the session's token to a third party): such a request follows none, and the browser hands back the
 * redirect itself (an `opaqueredirect` answer, status 0), which the SDK refuses with the generic failure text
 * (docs/security.md, "Credentialed requests stay where they were sent"). The platform's API answers with no redirect.
 */
export const noRedirect = (request: Request): Request => new Request(request, { redirect: 'manual' });

/**
 * The SDK's one ky instance (only src/api imports ky: tests/unit/boundaries.test.ts). What it adds to ky's defaults:
 * - credentials included (the cart cookie), a per-attempt timeout of 15 s;
 * - GETs only are retried (a retried POST could add twice), twice, after a network error or a status in
 *   RETRY_STATUSES, backing off 300 ms, 600 ms, 1.2 s … up to 4 s; after 429 and 503 the server's Retry-After is
 *   waited instead, unless it is over 10 s, when the answer stands at once (the visitor is not kept waiting);
 * - writes carry the `crumb` cookie as X-CSRF-Token, and every request the site user's XSRF token where set; a request
 *   carrying either follows no redirect (`noRedirect`).
 * Failures are ky's HTTPError and TimeoutError, or fetch's own errors; client.ts maps them to the SDK's typed errors.
 */
export function createTransport({
  prefixUrl,
  siteUserToken = () => null,
  retries = 2,
  timeout = REQUEST_TIMEOUT_MS,
}: TransportOptions): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'include',
    timeout,
    retry: {
      limit: retries,
      methods: ['get'],
      statusCodes: RETRY_STATUSES,
      afterStatusCodes: [429, 503],
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      backoffLimit: 4_000,
      // ky would cap a longer Retry-After at maxRetryAfter and wait that long; the SDK gives up at once instead.
      shouldRetry: ({ error }) => {
        const response = (error as { response?: Response }).response;
        if (!response || (response.status != 429 && response.status != 503)) return undefined;
        // Should its code not arrive (offline), ky decides as it would.
        return loadRetryAfter().then(
          ({ parseRetryAfter }) => {
            const after = parseRetryAfter(response.headers.get('Retry-After'));
            return after != null && after > MAX_RETRY_AFTER_MS ? false : undefined;
          },
          () => undefined,
        );
      },
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const crumb = request.method != 'GET' && request.method != 'HEAD' && readCookie('crumb');
          if (crumb) request.headers.set(CSRF_HEADER, crumb);
          const token = siteUserToken();
          if (token) request.headers.set(SITE_USER_HEADER, token);
          // A request carrying either follows no redirect: a 3xx is its answer, refused (./toStorefrontError.ts).
          if (crumb || token) return noRedirect(request);
        },
      ],
    },
  });
}
