import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../types';
import { createApi } from '../api/client';
import type { Emit } from '../types';
import { createCart, type Cart } from './store';
import type { SyncMessage } from './cartSync';
import { listen } from './listen';
import { addToCart } from './writes';
import { shouldLoadCart } from './shouldLoadCart';
import { clearCookies } from '../../tests/unit/clearCookies';
import { defaultT } from '../i18n';

const ORIGIN = 'http://127.0.0.1:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

function cart(totalQuantity: number, id = 'c1'): ShoppingCart {
  return {
    id,
    websiteId: 'w',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

let gets = 0;
let events: string[] = [];
/** The cart under test: a new one for each test, on the page's origin, announcing through `emitHook`. */
let c: Cart;
let emitHook: Emit;
/** Stops the cart's listening (./listen.ts, which the runtime starts once the page is interactive). */
let unlisten = () => {};
afterEach(() => unlisten());
beforeEach(() => {
  emitHook = () => {};
  c = createCart(createApi('', defaultT), (name, detail) => emitHook(name, detail));
  clearCookies('SiteUserInfo', 'hasCart', 'CART');
  gets = 0;
  events = [];
  emitHook = (name) => events.push(name);
  server.use(
    http.get(`${ORIGIN}/api/commerce/shopping-cart`, ({ request }) => {
      gets++;
      const url = new URL(request.url);
      expect(url.searchParams.get('calculateSubtotal')).toBe('true');
      expect(url.searchParams.get('mock')).toBe('false');
      expect(Number(url.searchParams.get('timecode'))).toBeGreaterThan(0);
      return HttpResponse.json(cart(3));
    }),
  );
});
afterEach(() => server.resetHandlers());

describe('the cart-loading rule', () => {
  it('loads nothing for a visitor with no cart cookie', () => {
    expect(shouldLoadCart()).toBe(false);
    c.start();
    expect(gets).toBe(0);
    expect(c.store.getState().status).toBe('idle');
  });

  it.each([
    ['hasCart=true', true],
    ['hasCart=false', false],
    ['CART=abc', true],
    [`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`, true],
    [`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: false }))}`, false],
  ])('cookie %s → load: %s', (cookie, expected) => {
    document.cookie = `${cookie}; path=/`;
    expect(shouldLoadCart()).toBe(expected);
  });

  it('treats an unparsable SiteUserInfo cookie as signed out', () => {
    document.cookie = 'SiteUserInfo=%7Bnot-json; path=/';
    expect(shouldLoadCart()).toBe(false);
  });
});

describe('loading', () => {
  it('makes exactly one GET however many callers ask, and announces loading then loaded', async () => {
    document.cookie = 'hasCart=true; path=/';
    c.start();
    c.start();
    const results = await Promise.all([c.load(), c.load(), c.load()]);
    await c.load();
    expect(gets).toBe(1);
    expect(results.map((c) => c?.totalQuantity)).toEqual([3, 3, 3]);
    expect(c.store.getState()).toMatchObject({ status: 'ready', error: null });
    expect(events).toEqual(['cart-loading', 'cart-loaded']);
  });

  it('records a failed first load as an error state with the spec message', async () => {
    server.use(http.get(`${ORIGIN}/api/commerce/shopping-cart`, () => HttpResponse.json({ message: 'down' }, { status: 400 })));
    await expect(c.load()).rejects.toMatchObject({ kind: 'http', message: 'down' });
    expect(c.store.getState().status).toBe('error');
    expect(events).toEqual(['cart-loading', 'cart-error']);
  });

  it('refreshes once when the page is restored from the back/forward cache', async () => {
    c.start();
    unlisten = listen(c);
    expect(gets).toBe(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(gets).toBe(1);
  });
});

describe('adding', () => {
  it('posts the entry, takes the returned cart and announces recalculate and item-added', async () => {
    let body: unknown;
    server.use(
      http.post(`${ORIGIN}/api/commerce/shopping-cart/entries`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ shoppingCart: cart(4), newlyAdded: { id: 'e1' } });
      }),
    );
    const detail: unknown[] = [];
    emitHook = (name, d) => {
      events.push(name);
      if (name === 'item-added') detail.push(d);
    };
    await addToCart(c, { itemId: 'p1', sku: 'S1', quantity: 1, additionalFields: '{}' });
    expect(body).toEqual({ itemId: 'p1', sku: 'S1', quantity: 1, additionalFields: '{}' });
    expect(c.store.getState().cart?.totalQuantity).toBe(4);
    expect(events).toEqual(['recalculate-start', 'recalculate-end', 'item-added']);
    expect(detail[0]).toMatchObject({ newlyAdded: { id: 'e1' }, cart: { totalQuantity: 4 } });
    expect(c.store.getState().recalculating).toBe(0);
  });

  it('keeps the last valid cart and rethrows when an add fails', async () => {
    document.cookie = 'hasCart=true; path=/';
    await c.load();
    server.use(http.post(`${ORIGIN}/api/commerce/shopping-cart/entries`, () => HttpResponse.json({ message: 'nope' }, { status: 409 })));
    await expect(addToCart(c, { itemId: 'p1', sku: null, quantity: 1, additionalFields: '{}' })).rejects.toMatchObject({ message: 'nope' });
    expect(c.store.getState().cart?.totalQuantity).toBe(3);
    expect(events.slice(-2)).toEqual(['recalculate-start', 'recalculate-end']);
  });

  it("does not let a slow GET overwrite a later write's cart", async () => {
    server.use(
      http.get(`${ORIGIN}/api/commerce/shopping-cart`, async () => {
        await delay(80);
        return HttpResponse.json(cart(1));
      }),
      http.post(`${ORIGIN}/api/commerce/shopping-cart/entries`, () => HttpResponse.json({ shoppingCart: cart(2), newlyAdded: {} })),
    );
    const get = c.refresh();
    await addToCart(c, { itemId: 'p1', sku: null, quantity: 1, additionalFields: '{}' });
    await get;
    expect(c.store.getState().cart?.totalQuantity).toBe(2);
  });
});

describe('other tabs', () => {
  it('a tab that starts listening while hidden (opened in the background) asks the server once, the first time it is shown', async () => {
    c.start();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    unlisten = listen(c);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 30));
    expect(gets).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
    await vi.waitFor(() => expect(gets).toBe(1));
    await new Promise((r) => setTimeout(r, 30));
    expect(gets).toBe(1);
  });

  it('a write made before this tab listens still reaches the other tabs', async () => {
    server.use(
      http.post(`${ORIGIN}/api/commerce/shopping-cart/entries`, () => HttpResponse.json({ shoppingCart: cart(6), newlyAdded: {} })),
    );
    const heard: number[] = [];
    const other = new BroadcastChannel('storefront:cart');
    other.onmessage = ({ data }: MessageEvent<SyncMessage>) => heard.push(data.cart.totalQuantity);
    await addToCart(c, { itemId: 'p', sku: null, quantity: 1, additionalFields: '{}' });
    await new Promise((r) => setTimeout(r, 30));
    other.close();
    expect(heard).toEqual([6]);
  });

  it('a tab that starts listening while visible asks nothing when shown again', async () => {
    c.start();
    unlisten = listen(c);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 30));
    expect(gets).toBe(0);
  });

  it("shows another tab's cart from the BroadcastChannel at once, then lets the server confirm it with one GET", async () => {
    c.start();
    unlisten = listen(c);
    let confirms = 0;
    server.use(
      http.get(`${ORIGIN}/api/commerce/shopping-cart`, async () => {
        confirms++;
        await delay(100);
        return HttpResponse.json(cart(7));
      }),
    );
    const other = new BroadcastChannel('storefront:cart');
    other.postMessage({ from: 'another-tab', cart: cart(7) });
    await new Promise((r) => setTimeout(r, 50));
    // Shown before the GET answers.
    expect(c.store.getState().cart?.totalQuantity).toBe(7);
    expect(confirms).toBe(1);
    other.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(c.store.getState().cart?.totalQuantity).toBe(7);
    expect(confirms).toBe(1);
  });

  it("an older cart of another tab arriving after this tab's write ends with the server's cart", async () => {
    c.start();
    unlisten = listen(c);
    let server7 = cart(2);
    server.use(
      http.post(`${ORIGIN}/api/commerce/shopping-cart/entries`, async () => {
        await delay(60);
        server7 = cart(9);
        return HttpResponse.json({ shoppingCart: cart(9), newlyAdded: {} });
      }),
      http.get(`${ORIGIN}/api/commerce/shopping-cart`, () => HttpResponse.json(server7)),
    );
    await addToCart(c, { itemId: 'p', sku: null, quantity: 1, additionalFields: '{}' });
    // The other tab's message, sent before this tab's write was applied, arrives after its answer: an older cart.
    const other = new BroadcastChannel('storefront:cart');
    other.postMessage({ from: 'another-tab', cart: cart(2) });
    await new Promise((r) => setTimeout(r, 50));
    other.close();
    expect(c.store.getState().cart?.totalQuantity).toBe(9);
  });
});
