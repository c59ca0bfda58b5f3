// The msw/node host as the SDK's unit tests use it: happy-dom at http://127.0.0.1:3000/, cookies in document.cookie.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddEntryResponse, ShoppingCart } from '../src/types';
import { ensureCrumbCookie } from './handlers';
import { resetMockPlatform, server, state } from './node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  for (const name of ['crumb', 'CART', 'hasCart', 'SiteUserInfo']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean)
    .sort();

describe('mock platform under msw/node', () => {
  it('adds with the crumb from document.cookie, sets CART and hasCart there, and loads the same cart', async () => {
    const crumb = ensureCrumbCookie();
    expect(ensureCrumbCookie()).toBe(crumb);
    const response = await fetch('/api/commerce/shopping-cart/entries', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
      body: JSON.stringify({ itemId: 'p-tee', sku: 'TEE-S-BLA', quantity: 2, additionalFields: null }),
    });
    expect(response.status).toBe(200);
    const { shoppingCart } = (await response.json()) as AddEntryResponse;
    expect(cookieNames()).toEqual(['CART', 'crumb', 'hasCart']);
    expect(document.cookie).toContain('hasCart=true');
    const cart = (await (await fetch('/api/commerce/shopping-cart', { credentials: 'include' })).json()) as ShoppingCart;
    expect([cart.id, cart.totalQuantity, cart.subtotalCents]).toEqual([shoppingCart.id, 2, 5000]);
    expect(state.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
  });

  it('keeps the cart in document.cookie only: clearing the cookie forgets the cart, as in a browser', async () => {
    const crumb = ensureCrumbCookie();
    document.cookie = 'SiteUserInfo=' + encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' })) + '; Path=/';
    const post = async () => {
      const response = await fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': crumb },
        body: JSON.stringify({ itemId: 'p-poster', sku: null, quantity: 1, additionalFields: null }),
      });
      expect(response.status).toBe(200); // with four cookies on the page, the crumb still reads right
      return ((await response.json()) as AddEntryResponse).shoppingCart;
    };
    const first = await post();
    expect((await post()).id).toBe(first.id);
    document.cookie = 'CART=; Path=/; Max-Age=0';
    expect(((await (await fetch('/api/commerce/shopping-cart', { credentials: 'include' })).json()) as ShoppingCart).id).toBe('');
    const second = await post();
    expect(second.id).not.toBe(first.id);
    expect(Object.keys(state.carts)).toEqual([first.id, second.id]);
  });

  it('refuses a write when the page has no crumb', async () => {
    const response = await fetch('/api/commerce/shopping-cart/entries', { method: 'POST', body: '{}' });
    expect([response.status, await response.json()]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
  });

  it('a networkError fault makes fetch reject', async () => {
    state.faults = [{ path: '/api/commerce/shopping-cart', networkError: true, times: 1 }];
    await expect(fetch('/api/commerce/shopping-cart')).rejects.toThrow(TypeError);
    expect((await fetch('/api/commerce/shopping-cart')).status).toBe(200);
  });
});
