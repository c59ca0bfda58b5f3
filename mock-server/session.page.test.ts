// Site-user sessions inside a page (happy-dom, as in Storybook's service worker and the SDK's unit tests): the cookies
// are written to document.cookie, SiteUserSession without HttpOnly (a page cannot write one), and cleared cookies go.
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../tests/unit/clearCookies';
import { createHandlers, ensureCrumbCookie } from './handlers';
import { createState, type PlatformState } from './state';

const COOKIE_NAMES = ['crumb', 'CART', 'hasCart', 'SiteUserInfo', 'SiteUserSession'];

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;

beforeEach(() => {
  clearCookies(...COOKIE_NAMES);
  ensureCrumbCookie('c1');
  state = createState();
  handlers = createHandlers(state);
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies(...COOKIE_NAMES);
});

/** The page's cookies, by name. */
const pageCookies = () =>
  Object.fromEntries(
    document.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]),
  );

async function call(method: string, path: string, { body, token }: { body?: unknown; token?: string } = {}): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json', 'X-CSRF-Token': pageCookies().crumb ?? '' });
  if (token) headers.set('X-SiteUser-XSRF-Token', token);
  const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  const response = await getResponse(handlers, new Request(`${location.origin}${path}`, init));
  if (!response) throw new Error(`unhandled: ${method} ${path}`);
  return response;
}

const signIn = async (rememberMe = false) =>
  (await (
    await call('POST', '/api/site-users/account/session', { body: { email: 'ada@example.com', password: 'lovelace-1815', rememberMe } })
  ).json()) as { xsrfToken: string };

describe('site-user sessions in a page', () => {
  it('sign-in writes the cookies to document.cookie, SiteUserSession readable (no HttpOnly from a page)', async () => {
    const { xsrfToken } = await signIn(true);
    const cookies = pageCookies();
    expect(cookies.SiteUserSession).toBe(Object.keys(state.sessions)[0]);
    expect(JSON.parse(decodeURIComponent(cookies.SiteUserInfo!))).toEqual({ authenticated: true, siteUserId: 'su-ada' });
    expect([cookies.CART, cookies.hasCart]).toEqual(['cart-su-ada', 'true']);
    expect(
      (
        await call('POST', '/api/commerce/shopping-cart/entries', {
          body: { itemId: 'p-poster', sku: null, quantity: 1 },
          token: xsrfToken,
        })
      ).status,
    ).toBe(200);
    expect(
      (await call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId: 'p-poster', sku: null, quantity: 1 } })).status,
    ).toBe(401);
  });

  it('sign-out clears them at once, even under a fake clock that never moves', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { xsrfToken } = await signIn();
    expect((await call('DELETE', '/api/site-users/account/session?cloneCart=false', { token: xsrfToken })).status).toBe(200);
    expect(Object.keys(pageCookies())).toEqual(['crumb']);
  });

  it('an expired session: the 401 clears the session cookies from the page', async () => {
    const { xsrfToken } = await signIn();
    await call('POST', '/__mock/sessions/expire');
    const response = await call('POST', '/api/commerce/shopping-cart/entries', {
      body: { itemId: 'p-poster', sku: null, quantity: 1 },
      token: xsrfToken,
    });
    expect(response.status).toBe(401);
    expect(Object.keys(pageCookies()).sort()).toEqual(['CART', 'crumb', 'hasCart']);
  });

  it('a crumbFail writes a fresh crumb to the page; the retry reading it passes', async () => {
    state.faults = [{ method: 'POST', path: '/api/commerce/shopping-cart/entries', crumbFail: true, times: 1 }];
    const body = { itemId: 'p-poster', sku: null, quantity: 1 };
    expect((await call('POST', '/api/commerce/shopping-cart/entries', { body })).status).toBe(401);
    expect(pageCookies().crumb).toMatch(/^[0-9a-f]{32}$/);
    expect((await call('POST', '/api/commerce/shopping-cart/entries', { body })).status).toBe(200);
  });
});
