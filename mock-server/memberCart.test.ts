// @vitest-environment node
// A member's cart is bound to the member's session: a CART cookie naming it from another browser gets a new empty
// cart, never the member's. And cart ids cannot be guessed: 128 bits from WebCrypto.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../src/types';
import { addEntry, CART_ID_BITS, newCartId } from './cart';
import { createHandlers } from './handlers';
import { createState, type PlatformState } from './state';
import { TestBrowser } from './testBrowser';

const ADA = ['ada@example.com', 'lovelace-1815'] as const;
const GRACE = ['grace@example.com', 'cobol-1959'] as const;
const ADA_SAVED = ['p-poster × 2', 'p-ebook × 1'];

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;

beforeEach(() => {
  state = createState();
  handlers = createHandlers(state);
});

const cartOf = async (browser: TestBrowser) => (await browser.call('GET', '/api/commerce/shopping-cart')).json() as Promise<ShoppingCart>;
const lines = (cart: ShoppingCart) => cart.entries.map((e) => `${e.itemId} × ${e.quantity}`);
const adaCart = () => lines(state.carts['cart-su-ada']!);

/** A browser that learnt the member's cart id (a shared computer, a log, a screenshot) and sets it as its CART. */
function thiefWith(cartId: string): TestBrowser {
  const thief = new TestBrowser(handlers);
  thief.jar.set('CART', cartId);
  thief.jar.set('hasCart', 'true');
  return thief;
}

describe("a member's cart is bound to the member's session", () => {
  it('from another browser, the CART cookie naming it reads the empty cart, and an add makes a new cart', async () => {
    const laptop = new TestBrowser(handlers);
    await laptop.signIn(...ADA);
    expect(lines(await cartOf(laptop))).toEqual(ADA_SAVED);

    const thief = thiefWith('cart-su-ada');
    expect(await cartOf(thief)).toMatchObject({ id: '', entries: [], totalQuantity: 0 });
    const added = await thief.add('p-tee', 'TEE-S-BLA');
    expect(added.status).toBe(200);
    const { shoppingCart } = (await added.json()) as { shoppingCart: ShoppingCart };
    expect(shoppingCart.id).not.toBe('cart-su-ada');
    expect(lines(shoppingCart)).toEqual(['p-tee × 1']);
    expect(thief.jar.get('CART')).toBe(shoppingCart.id);
    expect(lines(await cartOf(thief))).toEqual(['p-tee × 1']);
    // Ada's cart is as it was, and still hers.
    expect(adaCart()).toEqual(ADA_SAVED);
    expect(lines(await cartOf(laptop))).toEqual(ADA_SAVED);
  });

  it("from another browser, the member's entries cannot be changed, removed or given fields", async () => {
    await new TestBrowser(handlers).signIn(...ADA);
    const thief = thiefWith('cart-su-ada');
    const entry = '/api/commerce/shopping-cart/entries/entry-su-ada-1';
    expect((await thief.call('PUT', entry, { body: { quantity: 9 } })).status).toBe(404);
    expect((await thief.call('DELETE', entry)).status).toBe(404);
    const fields = await thief.call('PUT', `${entry}/additionalFields`, {
      body: { itemId: 'p-poster', sku: null, additionalFields: '{}' },
    });
    expect(fields.status).toBe(404);
    expect(adaCart()).toEqual(ADA_SAVED);
  });

  it('another member signed in with the CART cookie naming it does not reach it either', async () => {
    await new TestBrowser(handlers).signIn(...ADA);
    const grace = new TestBrowser(handlers);
    await grace.signIn(...GRACE);
    grace.jar.set('CART', 'cart-su-ada');
    expect((await cartOf(grace)).id).toBe('');
    expect((await grace.add('p-ebook', null)).status).toBe(200);
    expect(grace.jar.get('CART')).not.toBe('cart-su-ada');
    expect(adaCart()).toEqual(ADA_SAVED);
  });

  it('a sign-out with cloneCart=true and no session copies nothing of it', async () => {
    await new TestBrowser(handlers).signIn(...ADA);
    const thief = thiefWith('cart-su-ada');
    const out = await thief.call('DELETE', '/api/site-users/account/session?cloneCart=true');
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()).toContain('CART=; Path=/; Max-Age=0');
    expect(Object.keys(state.carts)).toEqual(['cart-su-ada']);
  });

  it('a session that ends takes the cart with it: the same browser reads the empty cart until the member signs in again', async () => {
    const browser = new TestBrowser(handlers);
    await browser.signIn(...ADA);
    await browser.call('POST', '/__mock/sessions/expire');
    browser.token = null;
    browser.jar.delete('SiteUserSession');
    expect((await cartOf(browser)).id).toBe('');
    await browser.signIn(...ADA);
    expect(lines(await cartOf(browser))).toEqual(ADA_SAVED);
  });

  it("a member's cart made at sign-in (none saved) is bound the same way; anonymous carts still follow their cookie", async () => {
    const grace = new TestBrowser(handlers);
    await grace.signIn(...GRACE);
    await grace.add('p-mug', 'MUG-BLU').then((r) => expect(r.status).toBe(409)); // sold out: nothing added
    await grace.add('p-consult', null);
    const graceCart = grace.jar.get('CART')!;
    expect(state.siteUsers.find((u) => u.id === 'su-grace')!.cartId).toBe(graceCart);
    expect((await cartOf(thiefWith(graceCart))).id).toBe('');

    const visitor = new TestBrowser(handlers);
    await visitor.add('p-poster', null);
    const other = thiefWith(visitor.jar.get('CART')!);
    expect(lines(await cartOf(other))).toEqual(['p-poster × 1']);
  });
});

describe('cart ids', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`carry ${CART_ID_BITS} bits from WebCrypto, never Math.random: cart- and 32 hex digits`, () => {
    expect(CART_ID_BITS).toBeGreaterThanOrEqual(128);
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const random = vi.spyOn(Math, 'random');
    const added = addEntry(state, undefined, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: null });
    expect(added.ok && added.value.cart.id).toMatch(/^cart-[0-9a-f]{32}$/);
    expect(crypto).toHaveBeenCalledWith(expect.objectContaining({ length: 16 }));
    expect(random).not.toHaveBeenCalled();
  });

  it('are unique, and every one of the 128 bits varies (none fixed, none stuck)', () => {
    const ids = Array.from({ length: 2000 }, newCartId);
    expect(new Set(ids).size).toBe(ids.length);
    const ones = new Array<number>(128).fill(0);
    for (const id of ids) {
      const hex = id.slice('cart-'.length);
      for (let bit = 0; bit < 128; bit++) if ((parseInt(hex[bit >> 2]!, 16) >> (3 - (bit & 3))) & 1) ones[bit]!++;
    }
    // Each bit is 1 in about half the ids: 1000 ± 150 is over 6 standard deviations (≈ 22) either way.
    expect(ones.filter((n) => n < 850 || n > 1150)).toEqual([]);
  });

  it('new carts made at sign-in and by a sign-out copy are of the same kind', async () => {
    const browser = new TestBrowser(handlers);
    await browser.signIn(...GRACE);
    expect(browser.jar.get('CART')).toMatch(/^cart-[0-9a-f]{32}$/);
    await browser.call('DELETE', '/api/site-users/account/session?cloneCart=true');
    expect(browser.jar.get('CART')).toMatch(/^cart-[0-9a-f]{32}$/);
  });
});
