import { HttpResponse, type JsonBodyType } from 'msw';

// Small response helpers shared by the handler modules.

/** Cookie names the platform uses (documented in docs/mock-platform.md; handlers.ts exports them as well). */
export const COOKIES = {
  /** Visitor session id; the CSRF token. Set by every HTML page of the Node server, and anew by a crumbFail answer. */
  crumb: 'crumb',
  /** The cart id. */
  cart: 'CART',
  /** "true" once the browser has a cart. */
  hasCart: 'hasCart',
  /** URL-encoded JSON {"authenticated":true,"siteUserId":"…"}, set at sign-in (not HttpOnly: the SDK reads it). */
  siteUser: 'SiteUserInfo',
  /** The signed-in site user's opaque session id (HttpOnly), set at sign-in (mock-server/session.ts). */
  session: 'SiteUserSession',
} as const;

/** Returned by readJson for a body that is present but not JSON. */
export const INVALID_JSON = Symbol('invalid JSON');

/** The request's JSON body; undefined when empty, INVALID_JSON when unparsable. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_JSON;
  }
}

/** Whether the handlers run inside the page that sent the request (Storybook's worker, happy-dom unit tests). */
function inSameOriginPage(request: Request): boolean {
  return typeof document !== 'undefined' && typeof location !== 'undefined' && new URL(request.url).origin === location.origin;
}

function parseCookies(text: string, separators: RegExp): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of text.split(separators)) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq > 0 && !(name in cookies)) cookies[name] = part.slice(eq + 1).trim();
  }
  return cookies;
}

/**
 * The request's cookies. Not msw's `cookies` resolver argument: msw appends the page's cookies to the request's Cookie
 * header with ", " once per handler it tries, and then prefers that header, so with two cookies on the page a value
 * reads as "abc, CART=…" and the crumb check fails. Here the header is split on both ";" and "," (no value the
 * platform sets contains either), and in a page the document's own cookies come first: in a browser the Cookie
 * header of a worker-handled request is empty, since scripts may not set it.
 */
export function readCookies(request: Request): Record<string, string> {
  const fromHeader = parseCookies(request.headers.get('cookie') ?? '', /[;,]/);
  return inSameOriginPage(request) ? { ...fromHeader, ...parseCookies(document.cookie, /;/) } : fromHeader;
}

/** `bytes` random bytes as hex, from WebCrypto (Node 20's own, the page's or the service worker's). */
export function randomHex(bytes: number): string {
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The platform's error shape: `{ message }` with a status. */
export const errorResponse = (status: number, message: string) => HttpResponse.json({ message }, { status });

export const invalidJson = () => errorResponse(400, 'The request body is not valid JSON.');

/**
 * A JSON response (status 200 unless `init` says otherwise) that sets `cookies` (each a full Set-Cookie value), with
 * one cookie store per host:
 * - in a page (Storybook's service worker, happy-dom unit tests) the browser would never see these cookies: it drops
 *   Set-Cookie from service-worker responses, and msw/node keeps its own jar that clearing document.cookie does not
 *   touch. So for a same-origin request they are written to document.cookie, as the browser would have done, and added
 *   to the response only after it is built, which keeps them out of msw's jar;
 * - elsewhere (the Node server, msw/node without a DOM) they go in the response headers; the Node server's client
 *   keeps them, and msw/node's jar replays the first (CART) on later requests.
 */
export function jsonWithCookies(
  request: Request,
  body: unknown,
  cookies: string[],
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  if (!inSameOriginPage(request)) {
    const headers = new Headers(init.headers);
    for (const cookie of cookies) headers.append('Set-Cookie', cookie);
    return HttpResponse.json(body as JsonBodyType, { status: init.status ?? 200, headers });
  }
  for (const cookie of cookies) document.cookie = asDocumentCookie(cookie);
  const response = HttpResponse.json(body as JsonBodyType, { status: init.status ?? 200, headers: init.headers ?? {} });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie); // for inspection; browsers ignore it
  return response;
}

/**
 * A Set-Cookie value as a page script may write it to document.cookie: without `HttpOnly` (a browser refuses an
 * HttpOnly cookie from document.cookie, and happy-dom would hide it from the page: SiteUserSession would be lost), and
 * with `Max-Age=0` as an Expires in the past (happy-dom counts a cookie expiring this very millisecond as live, so a
 * cleared cookie could linger as an empty one, notably under fake timers).
 */
function asDocumentCookie(cookie: string): string {
  return cookie.replace(/;\s*HttpOnly\b/gi, '').replace(/;\s*Max-Age=0\b/gi, '; Expires=Thu, 01 Jan 1970 00:00:00 GMT');
}

export const CRUMB_FAIL = { crumbFail: true, message: 'Missing CSRF token' } as const;

/**
 * The platform's crumbFail answer: 401 with CRUMB_FAIL and a fresh `crumb` cookie, as the platform hands out a new
 * one, so that a client reading the cookie again and retrying once gets through.
 */
export function crumbFailResponse(request: Request, headers?: Record<string, string>): Response {
  return jsonWithCookies(request, CRUMB_FAIL, [`${COOKIES.crumb}=${randomHex(16)}; Path=/; SameSite=Lax`], {
    status: 401,
    ...(headers && { headers }),
  });
}
