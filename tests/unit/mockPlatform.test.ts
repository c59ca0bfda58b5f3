// The SDK's cart store against the mock platform's own handlers in msw/node (the unit-test host): the same handlers
// the Node server and Storybook run.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server } from '../../mock-server/node';
import { createCart, type Cart } from '../../src/cart/store';
import { addToCart } from '../../src/cart/writes';
import { isCrumbError, isHttpError } from '../../src/api/guards';
import { shouldLoadCart } from '../../src/cart/shouldLoadCart';
import { clearCookies } from './clearCookies';
import { createApi } from '../../src/api/client';
import type { Emit } from '../../src/types';
import { defaultT } from '../../src/i18n';

/** The cart under test: a new one for each test, on the page's origin, announcing through `emitHook`. */
let c: Cart;
let emitHook: Emit;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  emitHook = () => {};
  c = createCart(createApi('', defaultT), (name, detail) => emitHook(name, detail));
  clearCookies('hasCart', 'CART', 'crumb');
});

describe('cart store × mock platform (msw/node)', () => {
  it('adds items with the crumb, gets the spec totals, and the next page load fetches the same cart', async () => {
    ensureCrumbCookie();
    const first = await addToCart(c, { itemId: 'p-poster', sku: null, quantity: 2, additionalFields: '{}' });
    expect(first.shoppingCart).toMatchObject({
      totalQuantity: 2,
      subtotalCents: 3000,
      grandTotalCents: 3000,
      requiresShipping: true,
      hasDigital: false,
    });
    const second = await addToCart(c, { itemId: 'p-ebook', sku: 'EBOOK', quantity: 1, additionalFields: '{}' });
    expect(second.shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 3999, hasDigital: true, purelyDigital: false });
    expect(second.newlyAdded).toMatchObject({ itemId: 'p-ebook', quantity: 1, purchasePriceCents: 999 });

    // The platform set the cart cookies: a new page load knows there is a cart and loads it once.
    expect(shouldLoadCart()).toBe(true);
    // A new page: a new cart.
    c = createCart(createApi('', defaultT), (name, detail) => emitHook(name, detail));
    c.start();
    const loaded = await c.load();
    expect(loaded?.totalQuantity).toBe(3);
    expect(c.store.getState().status).toBe('ready');
  });

  it('refuses a write without the crumb (crumbFail) and a sold-out variant (server message)', async () => {
    const noCrumb = await addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }).catch((e: unknown) => e);
    expect(isCrumbError(noCrumb) && noCrumb.message).toBe('Your session has expired. Please reload the page and try again.');
    ensureCrumbCookie();
    const soldOut = await addToCart(c, { itemId: 'p-mug', sku: 'MUG-BLU', quantity: 1, additionalFields: '{}' }).catch((e: unknown) => e);
    expect(isHttpError(soldOut) && soldOut.message).toBe('Sorry, we do not have enough of that item available.');
    expect(c.store.getState().cart).toBeNull();
  });
});
