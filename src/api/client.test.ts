import { apiRootOf } from '../contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEvent } from './census';
import { createApi, type Api } from './client';
import type { RateLimitError } from './answerErrors';
import { isStorefrontError, type StorefrontError } from './errors';
import { isNetworkError } from './guards';
import { parseRetryAfter } from './retryAfter';
import { isCrumbError, isHttpError, isRateLimitError } from './guards';
import { defaultT } from '../i18n';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ORIGIN = 'http://127.0.0.1:3000';
/** The rejection of a promise that must fail. */
const failure = <E = StorefrontError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e as E,
  );
let api: Api;
const request: Api['request'] = (...args) => api.request(...args);
const setSiteUserToken = (token: string | null) => api.setSiteUserToken(token);
beforeEach(() => {
  api = createApi('', defaultT);
  document.cookie = 'crumb=abc123; path=/';
});

describe('request', () => {
  it('uses the page origin by default and an explicit API root when configured', async () => {
    server.use(http.get(`${ORIGIN}/api/ping`, () => HttpResponse.json({ where: 'page' })));
    server.use(http.get('https://api.example.com/api/ping', () => HttpResponse.json({ where: 'root' })));
    expect(await request('GET', '/api/ping')).toEqual({ where: 'page' });
    api = createApi('https://api.example.com/', defaultT);
    expect(await request('GET', '/api/ping')).toEqual({ where: 'root' });
  });

  it('sends the crumb cookie as the CSRF header on writes only, and the site-user token when set', async () => {
    const seen: Record<string, string | null>[] = [];
    const record = ({ request: r }: { request: Request }) => {
      seen.push({ method: r.method, csrf: r.headers.get('X-CSRF-Token'), user: r.headers.get('X-SiteUser-XSRF-Token') });
      return HttpResponse.json({});
    };
    server.use(http.get(`${ORIGIN}/api/x`, record), http.post(`${ORIGIN}/api/x`, record), http.put(`${ORIGIN}/api/x`, record));
    await request('GET', '/api/x');
    await request('POST', '/api/x', { json: {} });
    setSiteUserToken('tok');
    await request('PUT', '/api/x', { json: {} });
    expect(seen).toEqual([
      { method: 'GET', csrf: null, user: null },
      { method: 'POST', csrf: 'abc123', user: null },
      { method: 'PUT', csrf: 'abc123', user: 'tok' },
    ]);
  });

  it('turns crumbFail into the session-expired message, or the cookies message when cookies are off', async () => {
    server.use(http.post(`${ORIGIN}/api/x`, () => HttpResponse.json({ crumbFail: true }, { status: 401 })));
    const error = await failure(request('POST', '/api/x', { json: {} }));
    expect(isCrumbError(error)).toBe(true);
    expect(error.message).toBe('Your session has expired. Please reload the page and try again.');

    const spy = vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    const off = await failure(request('POST', '/api/x', { json: {} }));
    spy.mockRestore();
    expect(off.message).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('turns 429 into the rate-limit message with Retry-After, and never retries a POST', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/x`, () => {
        calls++;
        return HttpResponse.json({ message: 'slow down' }, { status: 429, headers: { 'Retry-After': '2' } });
      }),
    );
    const error = await failure<RateLimitError>(request('POST', '/api/x', { json: {} }));
    expect(isRateLimitError(error)).toBe(true);
    expect(error.message).toBe('Please try again in a few seconds.');
    expect(error.retryAfterMs).toBe(2000);
    expect(calls).toBe(1);
  });

  it("shows the server's message for other errors, else the generic one", async () => {
    server.use(http.post(`${ORIGIN}/api/a`, () => HttpResponse.json({ message: 'Out of stock, sorry' }, { status: 409 })));
    server.use(http.post(`${ORIGIN}/api/b`, () => new HttpResponse('<html>oops</html>', { status: 400 })));
    const a = await failure(request('POST', '/api/a', { json: {} }));
    expect(isHttpError(a) && a.status).toBe(409);
    expect(a.message).toBe('Out of stock, sorry');
    expect(a.detail).toBe('POST /api/a → 409');
    const b = await failure(request('POST', '/api/b', { json: {} }));
    expect(b.message).toBe('Unknown error, please try again later.');
  });

  it('retries a GET after a 5xx and after a network error, then succeeds', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/api/flaky`, () => {
        calls++;
        if (calls === 1) return HttpResponse.json({}, { status: 503 });
        if (calls === 2) return HttpResponse.error();
        return HttpResponse.json({ ok: true });
      }),
    );
    expect(await request('GET', '/api/flaky')).toEqual({ ok: true });
    expect(calls).toBe(3);
  }, 15_000);

  it('never retries a POST on a network error, and says to check the connection', async () => {
    let calls = 0;
    server.use(
      http.post(`${ORIGIN}/api/x`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const error = await failure(request('POST', '/api/x', { json: {} }));
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('Please check your internet connection.');
    expect(calls).toBe(1);
  });

  it('errors are recognised by kind, not by class identity', () => {
    expect(isStorefrontError({ name: 'StorefrontHttpError', kind: 'http' })).toBe(true);
    expect(isStorefrontError(new Error('x'))).toBe(false);
    expect(isStorefrontError(null)).toBe(false);
  });
});

describe('the API root, resolved once by apiRootOf and used as it is (docs/embed-contract.md, "The API root")', () => {
  afterEach(() => {
    document.head.querySelectorAll('base').forEach((b) => b.remove());
    vi.restoreAllMocks();
  });

  it("a path is resolved against the document's URL, once: a <base href> there, or added later, moves no request", async () => {
    const seen: string[] = [];
    server.use(http.get(`${ORIGIN}/shop/api/ping`, ({ request: r }) => (seen.push(r.url), HttpResponse.json({ where: 'page' }))));
    server.use(http.get('https://evil.example/*', ({ request: r }) => (seen.push(r.url), HttpResponse.json({ where: 'base' }))));
    document.head.insertAdjacentHTML('beforeend', '<base href="https://evil.example/other/">');
    api = createApi(apiRootOf('/shop/'), defaultT);
    expect(api.url('/api/ping')).toBe(`${ORIGIN}/shop/api/ping`);
    expect(await request('GET', '/api/ping')).toEqual({ where: 'page' });
    document.head.querySelector('base')!.href = 'https://evil.example/again/';
    expect(await request('GET', '/api/ping')).toEqual({ where: 'page' });
    expect(seen).toEqual([`${ORIGIN}/shop/api/ping`, `${ORIGIN}/shop/api/ping`]);
  });

  it("empty: the page's origin; an absolute URL keeps its origin and path, without its query, fragment or trailing slash", () => {
    expect(createApi(apiRootOf(''), defaultT).url('/api/x')).toBe(`${ORIGIN}/api/x`);
    expect(createApi(apiRootOf('https://api.example/v1//?q=1#h'), defaultT).url('/api/x')).toBe('https://api.example/v1/api/x');
  });

  it.each([['javascript:alert(1)'], ['data:text/plain,x'], ['ftp://files.example/'], ['http://[nope']])(
    "refuses %s with one console error, and uses the page's origin",
    (root) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(createApi(apiRootOf(root), defaultT).url('/api/x')).toBe(`${ORIGIN}/api/x`);
      expect(error).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(`[storefront] data-api-root "${root}" is not a path or an http(s) URL: the page's origin is used`);
    },
  );
});

describe('a request carrying the crumb or the XSRF token follows no redirect', () => {
  /** A redirect to another origin, and whether anything reached it. */
  const elsewhere: string[] = [];
  beforeEach(() => {
    elsewhere.length = 0;
    server.use(
      http.all('https://evil.example/*', ({ request: r }) => {
        elsewhere.push(`${r.method} ${r.url} ${r.headers.get('X-CSRF-Token')} ${r.headers.get('X-SiteUser-XSRF-Token')}`);
        return HttpResponse.json({ message: 'Stolen' });
      }),
      http.all(
        `${ORIGIN}/api/moved`,
        () => new HttpResponse(null, { status: 307, headers: { Location: 'https://evil.example/api/moved' } }),
      ),
    );
  });

  it('a write (the crumb): the redirect is its answer, refused with the generic failure text; nothing reaches the other origin', async () => {
    const error = await failure(request('POST', '/api/moved', { json: { itemId: 'p' } }));
    expect(isHttpError(error)).toBe(true);
    expect(error.message).toBe('Unknown error, please try again later.');
    expect(error.detail).toMatch(/^POST \/api\/moved → a redirect, not followed/);
    expect(elsewhere).toEqual([]);
  });

  it("a GET with the signed-in visitor's token: the same (and not retried)", async () => {
    setSiteUserToken('tok');
    const error = await failure(request('GET', '/api/moved'));
    expect(error.message).toBe('Unknown error, please try again later.');
    expect(elsewhere).toEqual([]);
  });

  it("the census's own POSTs (a plain fetch): with the crumb or the token, redirect: 'manual'; with neither, as before", async () => {
    server.use(http.post(`${ORIGIN}/api/events/RecordEvent`, () => new HttpResponse(null, { status: 204 })));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const modes = async () => {
      fetchSpy.mockClear();
      await recordEvent(api, new URLSearchParams({ event: 'e' }));
      return (fetchSpy.mock.calls[0]![1] as RequestInit).redirect;
    };
    expect(await modes()).toBe('manual'); // the crumb cookie
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(await modes()).toBe('follow');
    sessionStorage.setItem('sf-xsrf', 'tok');
    try {
      expect(await modes()).toBe('manual');
    } finally {
      sessionStorage.removeItem('sf-xsrf');
      fetchSpy.mockRestore();
    }
  });

  it('a GET that carries neither follows it as before', async () => {
    expect(await request('GET', '/api/moved')).toEqual({ message: 'Stolen' });
    expect(elsewhere).toEqual(['GET https://evil.example/api/moved null null']);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('3')).toBe(3000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(parseRetryAfter('soon')).toBeNull();
    expect(parseRetryAfter(null)).toBeNull();
  });
});
