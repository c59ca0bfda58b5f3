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
  /**
   * A refused session (401 `siteUserAuthFail`) is this request's failure only, an HttpError: the tab is not signed out
   * (the sign-out's own call: only its 2xx signs out, docs/account.md). Otherwise such an answer signs the tab out.
   */
  keepSession?: boolean;
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
  setSiteUserToken(token: string | null | undefined): void;
  /** The strings of the runtime this API is for: the messages of its errors are in them. */
  readonly t: Translate;
}

/**
 * The API under `apiRoot`, an absolute http(s) origin and path as `apiRootOf` gives it (src/contract.ts: the loader
 * resolves the script tag's `data-api-root` when it runs, the React provider its `apiRoot`), so a `<base href>` never
 * moves a request; '' is the page's origin. Its errors' messages are `t`'s (the runtime's strings). Its ky instance is
 * made on the first request.
 * @example createApi('https://shop.example.com', rt.t).request('GET', '/api/commerce/shopping-cart')
 */
export function createApi(apiRoot: string, t: Translate): Api {
  const root = apiRoot.replace(/\/+$/, '') || location.origin;
  let siteUserToken: string | null | undefined;
  let http: KyInstance | undefined;
  const url = (path: string) => root + (path.startsWith('/') ? path : '/' + path);
  return {
    t,
    url,
    setSiteUserToken: (token) => void (siteUserToken = token),
    async request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: RequestOptions): Promise<T> {
      const what = `${method} ${path}`;
      const { keepSession, ...sent } = options ?? {};
      http ??= createTransport({ prefixUrl: url('/'), siteUserToken: () => siteUserToken ?? null });
      try {
        // ky's prefixUrl takes the path without its leading slash.
        const response = await http(path.replace(/^\/+/, ''), { ...sent, method });
        const text = await response.text();
        return (text ? JSON.parse(text) : null) as T;
      } catch (error) {
        throw await toStorefrontError(error, what, t, keepSession === true);
      }
    },
  };
}

/**
 * Turns ky's and fetch's failures into the SDK's typed errors. The mapping (./toStorefrontError.ts, with the error
 * classes it makes) loads with the first failure, not with the page. Should that code itself not arrive, the visitor is
 * most likely offline: the failure is a NetworkError (a caller's cancellation stays what it is).
 */
const loadMapping = loadOnce(() => import('./toStorefrontError'));
const toStorefrontError = (error: unknown, what: string, t: Translate, keepSession: boolean): Promise<unknown> =>
  loadMapping().then(
    (m) => m.toStorefrontError(error, what, REQUEST_TIMEOUT_MS, t, keepSession),
    () => (error instanceof DOMException && error.name == 'AbortError' ? error : noAnswer(t, what, error)),
  );
