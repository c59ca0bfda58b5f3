import ky, { type KyInstance } from 'ky';
import { readCookie } from '../dom/readCookie';
import { t } from '../i18n';
import { CrumbError, HttpError, NetworkError, RateLimitError, TimeoutError, parseRetryAfter } from './errors';

/** Every request gives up after this long. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** Header carrying the `crumb` cookie's value on writes (the platform's CSRF check). */
export const CSRF_HEADER = 'X-CSRF-Token';
/** Header carrying the signed-in site user's XSRF token (spec 001 §7). */
export const SITE_USER_HEADER = 'X-SiteUser-XSRF-Token';

let apiRoot = '';
let siteUserToken: string | null = null;

/**
 * Sets the API root ('' = the page's origin). Called once by the runtime from the script tag's `data-api-root`.
 * @example configureApi({ apiRoot: 'https://shop.example.com' })
 */
export function configureApi(options: { apiRoot: string }): void {
  apiRoot = options.apiRoot.replace(/\/+$/, '');
}

/** Sets (or clears, with null) the site user's XSRF token, sent as X-SiteUser-XSRF-Token on every request. */
export function setSiteUserToken(token: string | null): void {
  siteUserToken = token;
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

const http: KyInstance = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  credentials: 'include',
  throwHttpErrors: true,
  retry: {
    // GETs are safe to repeat; POST and PUT never are (a retried add could add twice).
    limit: 2,
    methods: ['get'],
    statusCodes: [408, 429, 500, 502, 503, 504],
    afterStatusCodes: [429, 503],
    maxRetryAfter: 10_000,
    backoffLimit: 4_000,
  },
  hooks: {
    beforeRequest: [
      (request) => {
        if (isWrite(request.method)) {
          const crumb = readCookie('crumb');
          if (crumb) request.headers.set(CSRF_HEADER, crumb);
        }
        if (siteUserToken) request.headers.set(SITE_USER_HEADER, siteUserToken);
      },
    ],
  },
});

export interface RequestOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  signal?: AbortSignal;
}

/** Absolute URL of an API path ('/api/…') under the configured root. */
export function apiUrl(path: string): string {
  const base = apiRoot || location.origin;
  return base + (path.startsWith('/') ? path : '/' + path);
}

/**
 * One API call. Resolves with the parsed JSON body (or null for an empty one); rejects with a StorefrontError
 * (HttpError, NetworkError, TimeoutError, CrumbError, RateLimitError) whose message is ready to show.
 */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  const what = `${method} ${path}`;
  try {
    const response = await http(url, { method, json: options.json, searchParams: options.searchParams, signal: options.signal });
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  } catch (error) {
    throw await toStorefrontError(error, what);
  }
}

async function readBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  } catch {
    return null;
  }
}

function serverMessage(body: unknown): string | null {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['message', 'error'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

async function toStorefrontError(error: unknown, what: string): Promise<unknown> {
  if (error instanceof DOMException && error.name === 'AbortError') return error; // the caller cancelled
  const name = (error as { name?: string } | null)?.name;
  if (name === 'HTTPError') {
    const response = (error as { response: Response }).response;
    const body = await readBody(response);
    const detail = `${what} → ${response.status}`;
    if (typeof body === 'object' && body !== null && (body as { crumbFail?: unknown }).crumbFail) {
      return new CrumbError(detail, navigator.cookieEnabled !== false);
    }
    if (response.status === 429) return new RateLimitError(detail, parseRetryAfter(response.headers.get('Retry-After')));
    return new HttpError(response.status, serverMessage(body) ?? t('unknownError'), detail, body);
  }
  if (name === 'TimeoutError') return new TimeoutError(`${what} → no answer in ${REQUEST_TIMEOUT_MS} ms`, REQUEST_TIMEOUT_MS);
  if (error instanceof SyntaxError) return new HttpError(200, t('unknownError'), `${what} → the answer is not JSON`, null);
  return new NetworkError(`${what} → ${error instanceof Error ? error.message : String(error)}`, error);
}
