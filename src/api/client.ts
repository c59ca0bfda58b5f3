import type { KyInstance } from 'ky';
import { loadOnce } from '../runtime/loadOnce';
import { noAnswer } from './errors';
import { createTransport, REQUEST_TIMEOUT_MS } from './transport';

export { CSRF_HEADER, REQUEST_TIMEOUT_MS, SITE_USER_HEADER } from './transport';

let apiRoot = '';
let siteUserToken: string | null = null;
/** The ky instance for the current API root, made on first use. */
let http: KyInstance | null = null;

/**
 * Sets the API root ('' = the page's origin). Called once by the runtime from the script tag's `data-api-root`.
 * @example configureApi({ apiRoot: 'https://shop.example.com' })
 */
export function configureApi(options: { apiRoot: string }): void {
  apiRoot = options.apiRoot.replace(/\/+$/, '');
  http = null;
}

/** Sets (or clears, with null) the site user's XSRF token, sent as X-SiteUser-XSRF-Token on every request. */
export function setSiteUserToken(token: string | null): void {
  siteUserToken = token;
}


export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

/** Absolute URL of an API path ('/api/…') under the configured root. */
export function apiUrl(path: string): string {
  return (apiRoot || location.origin) + (path.startsWith('/') ? path : '/' + path);
}

/**
 * One API call. Resolves with the parsed JSON body (or null for an empty one); rejects with a StorefrontError
 * (HttpError, NetworkError, TimeoutError, CrumbError, RateLimitError) whose message is ready to show.
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { json, searchParams, signal }: RequestOptions = {}): Promise<T> {
  const what = `${method} ${path}`;
  http ??= createTransport({ prefixUrl: apiUrl('/'), siteUserToken: () => siteUserToken });
  try {
    // ky's prefixUrl takes the path without its leading slash.
    const text = await (await http(path.replace(/^\/+/, ''), { method, json, searchParams, signal })).text();
    return (text ? JSON.parse(text) : null) as T;
  } catch (error) {
    throw await toStorefrontError(error, what);
  }
}

/**
 * Turns ky's and fetch's failures into the SDK's typed errors. The mapping (./toStorefrontError.ts, with the error
 * classes it makes) loads with the first failure, not with the page. Should that code itself not arrive, the visitor is
 * most likely offline: the failure is a NetworkError (a caller's cancellation stays what it is).
 */
const loadMapping = loadOnce(() => import('./toStorefrontError'));
const toStorefrontError = (error: unknown, what: string): Promise<unknown> =>
  loadMapping().then(
    (m) => m.toStorefrontError(error, what, REQUEST_TIMEOUT_MS),
    () => (error instanceof DOMException && error.name == 'AbortError' ? error : noAnswer(what, error)),
  );
