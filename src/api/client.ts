import type { KyInstance } from 'ky';
import { t } from '../i18n';
import { CrumbError, HttpError, NetworkError, RateLimitError, TimeoutError, parseRetryAfter } from './errors';
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function toStorefrontError(error: any, what: string): Promise<unknown> {
  const name = error?.name;
  if (error instanceof DOMException && name == 'AbortError') return error; // the caller cancelled
  if (name == 'HTTPError') {
    const response: Response = error.response;
    const { status } = response;
    // The body: parsed JSON, else its text, else (unreadable) null.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let body: any = null;
    try {
      body = await response.text();
      body = JSON.parse(body);
    } catch {
      /* keep what was read */
    }
    const detail = `${what} → ${status}`;
    if (body?.crumbFail) return new CrumbError(detail, navigator.cookieEnabled !== false);
    if (status == 429) return new RateLimitError(detail, parseRetryAfter(response.headers.get('Retry-After')));
    // The server's own message (`message`, else `error`) when it sent one.
    const message = [body?.message, body?.error].find((x) => typeof x == 'string' && x.trim());
    return new HttpError(status, message ?? t('unknownError'), detail, body);
  }
  if (name == 'TimeoutError') return new TimeoutError(`${what} → no answer in ${REQUEST_TIMEOUT_MS} ms`, REQUEST_TIMEOUT_MS);
  if (error instanceof SyntaxError) return new HttpError(200, t('unknownError'), `${what} → the answer is not JSON`, null);
  return new NetworkError(`${what} → ${error instanceof Error ? error.message : String(error)}`, error);
}
