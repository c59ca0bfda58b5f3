import type { KyInstance } from 'ky';
import type { Translate } from '../i18n';
import { loadOnce } from '../runtime/loadOnce';
import { noAnswer } from './errors';
import { createTransport, REQUEST_TIMEOUT_MS } from './transport';

export { CSRF_HEADER, REQUEST_TIMEOUT_MS, SITE_USER_HEADER } from './transport';

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** fetch's `keepalive`: the request outlives the page (at most 64 KB of such bodies in flight). */
  keepalive?: boolean;
  /** Headers of this request only (the transport adds the CSRF and site-user headers itself). */
  headers?: Record<string, string>;
}

/** The platform's API as one runtime sees it (src/runtime/createRuntime.ts makes one per runtime). */
export interface Api {
  /**
   * One API call. Resolves with the parsed JSON body (or null for an empty one); rejects with a StorefrontError
   * (HttpError, NetworkError, TimeoutError, CrumbError, RateLimitError) whose message is ready to show.
   */
  request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T>;
  /** Absolute URL of an API path ('/api/…') under the API root. */
  url(path: string): string;
  /** Sets (or clears, with null) the site user's XSRF token, sent as X-SiteUser-XSRF-Token on every request. */
  setSiteUserToken(token: string | null): void;
  /** The strings of the runtime this API is for: the messages of its errors are in them. */
  readonly t: Translate;
}

/**
 * The API under `apiRoot` ('' = the page's origin; the script tag's `data-api-root`); its errors' messages are `t`'s (the
 * runtime's strings). Its ky instance is made on the first request.
 * @example createApi('https://shop.example.com', rt.t).request('GET', '/api/commerce/shopping-cart')
 */
export function createApi(apiRoot: string, t: Translate, early?: EarlyAnswer): Api {
  const root = apiRoot.replace(/\/+$/, '');
  let siteUserToken: string | null = null;
  let http: KyInstance | undefined;
  const url = (path: string) => (root || location.origin) + (path.startsWith('/') ? path : '/' + path);
  return {
    t,
    url,
    setSiteUserToken: (token) => void (siteUserToken = token),
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T> {
      const what = `${method} ${path}`;
      http ??= createTransport({ prefixUrl: url('/'), siteUserToken: () => siteUserToken });
      try {
        const response =
          (method == 'GET' && !options && !siteUserToken && (await early?.(path))) ||
          // ky's prefixUrl takes the path without its leading slash.
          (await http(path.replace(/^\/+/, ''), { ...options, method }));
        const text = await response.text();
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        throw await toStorefrontError(error, what, t);
      }
    },
  };
}

/**
 * The answer to a GET of an API path that the loader asked for before the runtime chunk arrived (loader/index.ts: a
 * product widget's product), if there is one to use; else undefined, and the request is made as usual.
 */
export type EarlyAnswer = (path: string) => Promise<Response | undefined> | undefined;

/**
 * Takes the loader's request for `url` out of `fetched` (a later GET asks the server again) and waits for its answer, at
 * most REQUEST_TIMEOUT_MS. A success is the answer; anything else (none, no answer in time, a network error: the
 * loader keeps a string, an error status) is undefined, and the request is made as if the early one had not been, with
 * ky's retries, Retry-After and error mapping: a product that fails costs one request more, never a different outcome.
 */
export async function takeEarly(fetched: Record<string, Promise<unknown>>, url: string): Promise<Response | undefined> {
  const early = fetched[url];
  delete fetched[url];
  // The timer is left to run out: it settles a race already decided, and costs nothing else.
  const answer = early && ((await Promise.race([early, new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS))])) as Response | string | undefined);
  return (answer as Response)?.ok ? (answer as Response) : undefined;
}

/**
 * Turns ky's and fetch's failures into the SDK's typed errors. The mapping (./toStorefrontError.ts, with the error
 * classes it makes) loads with the first failure, not with the page. Should that code itself not arrive, the visitor is
 * most likely offline: the failure is a NetworkError (a caller's cancellation stays what it is).
 */
const loadMapping = loadOnce(() => import('./toStorefrontError'));
const toStorefrontError = (error: unknown, what: string, t: Translate): Promise<unknown> =>
  loadMapping().then(
    (m) => m.toStorefrontError(error, what, REQUEST_TIMEOUT_MS, t),
    () => (error instanceof DOMException && error.name == 'AbortError' ? error : noAnswer(t, what, error)),
  );
