import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import * as mockCart from '../../mock-server/cart';
import type { FaultRule } from '../../mock-server/faults';
import { isStorefrontError, type StorefrontError } from '../api/errors';
import type { ShoppingCart } from '../types';
import { quantityProblem, removeEntry, setEntryFields, setEntryQuantity, withQuantity } from './entries';
import { listen } from './listen';
import { createCart, type Cart } from './store';
import { addFromPage, addToCart, FIRST_WRITE_WAIT_MS } from './writes';
import { clearCookies } from '../../tests/unit/clearCookies';
import { createApi } from '../api/client';
import type { Emit } from '../types';
import { defaultT } from '../i18n';

/** The error a write rejects with (and a failure if it resolves). */
const failure = (p: Promise<unknown>): Promise<StorefrontError> =>
  p.then(
    () => {
      throw new Error('expected the write to fail');
    },
    (e: unknown) => e as StorefrontError,
  );

/** The cart under test: a new one for each test, on the page's origin, announcing through `emitHook`. */
let c: Cart;
let emitHook: Emit;
/** Stops the cart's listening to other tabs (./listen.ts). */
let unlisten = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let events: [string, unknown][] = [];
beforeEach(() => {
  resetMockPlatform();
  unlisten();
  emitHook = () => {};
  c = createCart(createApi('', defaultT), (name, detail) => emitHook(name, detail));
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie();
  events = [];
  emitHook = (name, detail) => events.push([name, detail]);
});
afterEach(() => vi.restoreAllMocks());

const ENTRY = (id: string) => `/api/commerce/shopping-cart/entries/${id}`;
const fault = (rule: FaultRule) => platform.faults.push(rule);
const shown = () => c.store.getState().cart!;
const serverCart = (): ShoppingCart => platform.carts[shown().id]!;
const names = () => events.map(([n]) => n);
const writes = () => platform.requests.filter((r) => r.method != 'GET').length;

/** A cart of a Tee M/White (sale $19) ×2, a Poster ($15) ×1 and an E-book ($9.99) ×1, loaded in the store. */
async function threeEntries(): Promise<ShoppingCart> {
  await addToCart(c, { itemId: 'p-tee', sku: 'TEE-M-WHI', quantity: 2, additionalFields: '{}' });
  await addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' });
  await addToCart(c, { itemId: 'p-ebook', sku: null, quantity: 1, additionalFields: '{}' });
  events = [];
  return shown();
}

describe('quantityProblem (spec 001 "Quantity input": 1…9999, whole)', () => {
  it.each([
    [NaN, 'Quantity must be a number.'],
    [Infinity, 'Quantity must be a number.'],
    [1.5, 'Quantity must be a whole number.'],
    [0, 'Quantity must be a whole number.'],
    [-2, 'Quantity must be a whole number.'],
    [10000, 'Sorry, we do not have enough of that item available.'],
    [1, null],
    [9999, null],
  ])('%s → %s', (q, message) => expect(quantityProblem(q, defaultT)).toBe(message));
});

describe('withQuantity', () => {
  it('changes the line and moves the totals by the same difference; 0 removes the entry', async () => {
    const cart = await threeEntries();
    const tee = cart.entries[0]!;
    const more = withQuantity(cart, tee.id, 5);
    expect(more.entries[0]).toMatchObject({ quantity: 5, subTotal: 9500 });
    expect(more).toMatchObject({ totalQuantity: 7, subtotalCents: 3800 + 1500 + 999 + 5700, grandTotalCents: 11999 });
    const none = withQuantity(cart, tee.id, 0);
    expect(none.entries.map((e) => e.itemId)).toEqual(['p-poster', 'p-ebook']);
    expect(none).toMatchObject({ totalQuantity: 2, subtotalCents: 2499 });
    expect(withQuantity(cart, 'nope', 3)).toEqual(cart);
    expect(cart.entries[0]!.quantity).toBe(2); // not mutated
  });
});

describe('setEntryQuantity', () => {
  it('shows the change at once, sends PUT {quantity}, takes the server cart, and announces recalculate-start/-end', async () => {
    const cart = await threeEntries();
    const tee = cart.entries[0]!;
    const done = setEntryQuantity(c, tee.id, 4);
    expect(shown().entries[0]!.quantity).toBe(4);
    expect(shown().subtotalCents).toBe(cart.subtotalCents + 3800);
    expect(c.store.getState().recalculating).toBe(1);
    expect(names()).toEqual(['recalculate-start']);
    const answer = await done;
    expect(answer.entries[0]!.quantity).toBe(4);
    expect(shown()).toEqual(serverCart());
    expect(serverCart().entries[0]).toMatchObject({ quantity: 4, subTotal: 7600 });
    expect(names()).toEqual(['recalculate-start', 'recalculate-end']);
    expect(events[1]![1]).toEqual({ cart: serverCart() });
    expect(platform.requests.at(-1)).toMatchObject({ method: 'PUT', path: ENTRY(tee.id) });
  });

  it('refuses a quantity outside the rule before any request', async () => {
    const cart = await threeEntries();
    const before = writes();
    for (const q of [0, 1.5, NaN, 10000]) {
      const error = await failure(setEntryQuantity(c, cart.entries[0]!.id, q));
      expect(isStorefrontError(error) && error.kind).toBe('data');
      expect(error.message).toBe(quantityProblem(q, defaultT));
    }
    expect(writes()).toBe(before);
    expect(shown()).toEqual(cart);
    expect(events).toEqual([]);
  });

  it.each([
    ['500 with a message', { status: 500, body: { message: 'The cart is being updated.' } }, 'The cart is being updated.'],
    ['409 stock', {}, 'Sorry, we do not have enough of that item available.'],
    ['429', { status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too many requests' } }, 'Please try again in a few seconds.'],
    ['network error', { networkError: true }, 'Please check your internet connection.'],
  ])('%s: rolls back to the server cart and rejects with the message to show', async (_, rule, message) => {
    const cart = await threeEntries();
    const tee = cart.entries[0]!;
    if (Object.keys(rule).length) fault({ method: 'PUT', path: ENTRY(tee.id), times: 1, ...rule });
    const quantity = Object.keys(rule).length ? 3 : 50; // M/White has 4 in stock
    const done = setEntryQuantity(c, tee.id, quantity);
    expect(shown().entries[0]!.quantity).toBe(quantity);
    const error = await failure(done);
    expect(error.message).toBe(message);
    expect(shown()).toEqual(cart);
    expect(names().slice(0, 2)).toEqual(['recalculate-start', 'recalculate-end']);
    expect(events[1]![1]).toEqual({ cart });
    // A network error leaves the write's fate unknown: one GET confirms the cart.
    await vi.waitFor(() => expect(c.store.getState().recalculating).toBe(0));
    expect(shown()).toEqual(serverCart());
  });

  it('crumbFail: the session-expired message, rolled back', async () => {
    const cart = await threeEntries();
    clearCookies('crumb');
    const error = await failure(setEntryQuantity(c, cart.entries[1]!.id, 2));
    expect(error.message).toBe('Your session has expired. Please reload the page and try again.');
    expect(shown()).toEqual(cart);
  });
});

describe('removeEntry', () => {
  it('removes at once, sends DELETE, takes the server cart', async () => {
    const cart = await threeEntries();
    const done = removeEntry(c, cart.entries[1]!.id);
    expect(shown().entries.map((e) => e.itemId)).toEqual(['p-tee', 'p-ebook']);
    expect(shown().totalQuantity).toBe(3);
    await done;
    expect(platform.requests.at(-1)).toMatchObject({ method: 'DELETE', path: ENTRY(cart.entries[1]!.id) });
    expect(shown()).toEqual(serverCart());
    expect(serverCart().entries).toHaveLength(2);
    expect(names()).toEqual(['recalculate-start', 'recalculate-end']);
  });

  it('puts the entry back when the removal fails', async () => {
    const cart = await threeEntries();
    fault({ method: 'DELETE', path: ENTRY(cart.entries[2]!.id), status: 500, body: { message: 'No.' }, times: 1 });
    const error = await failure(removeEntry(c, cart.entries[2]!.id));
    expect(error.message).toBe('No.');
    expect(shown()).toEqual(cart);
  });

  it('a failure keeps the other changes still in flight', async () => {
    const cart = await threeEntries();
    const [tee, poster] = cart.entries;
    fault({ method: 'DELETE', path: ENTRY(poster!.id), status: 500, body: { message: 'No.' }, times: 1 });
    fault({ method: 'PUT', path: ENTRY(tee!.id), delayMs: 100, times: 1 });
    const put = setEntryQuantity(c, tee!.id, 3);
    await removeEntry(c, poster!.id).catch(() => {});
    // The poster is back; the tee's change, still in flight, still shows.
    expect(shown().entries.map((e) => [e.itemId, e.quantity])).toEqual([
      ['p-tee', 3],
      ['p-poster', 1],
      ['p-ebook', 1],
    ]);
    await put;
    await vi.waitFor(() => expect(events.filter(([n]) => n == 'cart-loaded')).toHaveLength(1));
    expect(shown()).toEqual(serverCart());
  });
});

describe('concurrent changes (several widgets, tabs, random delays through /__mock/faults)', () => {
  /** Settles when no write is in flight and the confirming GET, if any, has answered. */
  async function quiet() {
    await vi.waitFor(() => expect(c.store.getState().recalculating).toBe(0), { timeout: 5000 });
    // The confirming GET (if any) and the other tab's messages.
    await new Promise((r) => setTimeout(r, 250));
    await vi.waitFor(() => expect(c.store.getState().recalculating).toBe(0));
  }

  it.each(Array.from({ length: 8 }, (_, i) => i + 1))(
    'round %i: the cart shown ends equal to the server cart, no entry lost',
    async (round) => {
      let seed = round * 7919;
      const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
      const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
      c.start();
      unlisten = listen(c);
      const cart = await threeEntries();
      const ids = cart.entries.map((e) => e.id);
      const other = new BroadcastChannel('storefront:cart');
      const ops: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        const id = pick(ids);
        const delayMs = Math.floor(random() * 120);
        const failing = random() < 0.2;
        const kind = pick(['quantity', 'quantity', 'quantity', 'remove', 'add', 'get', 'tab']);
        const rule = { delayMs, times: 1, ...(failing ? { status: 500, body: { message: 'Injected.' } } : {}) };
        if (kind == 'quantity') {
          fault({ method: 'PUT', path: ENTRY(id), ...rule });
          ops.push(setEntryQuantity(c, id, 1 + Math.floor(random() * 3)).catch(() => {}));
        } else if (kind == 'remove') {
          fault({ method: 'DELETE', path: ENTRY(id), ...rule });
          ops.push(removeEntry(c, id).catch(() => {}));
        } else if (kind == 'add') {
          fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', ...rule });
          ops.push(addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }).catch(() => {}));
        } else if (kind == 'get') {
          fault({ method: 'GET', path: '/api/commerce/shopping-cart', delayMs, times: 1 });
          ops.push(c.refresh().catch(() => {}));
        } else {
          // Another tab changes the cart on the server and tells this one later.
          const outcome = mockCart.setEntryQuantity(platform, cart.id, id, { quantity: 2 });
          const snapshot = structuredClone(platform.carts[cart.id]!);
          if (outcome.ok)
            ops.push(new Promise((r) => setTimeout(r, delayMs)).then(() => other.postMessage({ from: 'tab-2', cart: snapshot })));
        }
        await new Promise((r) => setTimeout(r, Math.floor(random() * 30)));
      }
      await Promise.all(ops);
      await quiet();
      other.close();
      expect(shown()).toEqual(serverCart());
      expect(c.store.getState().recalculating).toBe(0);
      expect(names().filter((n) => n == 'recalculate-start').length).toBe(names().filter((n) => n == 'recalculate-end').length);
    },
  );
});

describe('additionalFields: a JSON string in the add and the update (spec 000 §7), "{}" when there are none', () => {
  /** The JSON bodies of the cart writes, as fetch was handed them. */
  const bodies = () => {
    const sent: Promise<{ method: string; body: unknown }>[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init);
      if (request.method != 'GET' && new URL(request.url).pathname.startsWith('/api/commerce/shopping-cart'))
        sent.push(
          request
            .clone()
            .json()
            .then((body: unknown) => ({ method: request.method, body })),
        );
      return fetch(request);
    });
    return () => Promise.all(sent);
  };

  it('Storefront.cart.add: none (or null) sends "{}"; an object is sent as its JSON; a string as it is', async () => {
    const seen = bodies();
    await addFromPage(c, { itemId: 'p-poster' });
    await addFromPage(c, { itemId: 'p-poster', additionalFields: null });
    await addFromPage(c, { itemId: 'p-engraved-pen', additionalFields: { 'engraving-text': 'Ada' } });
    await addFromPage(c, { itemId: 'p-engraved-pen', additionalFields: '{"engraving-text":"Bo"}' });
    expect((await seen()).map((r) => (r.body as { additionalFields: unknown }).additionalFields)).toEqual([
      '{}',
      '{}',
      '{"engraving-text":"Ada"}',
      '{"engraving-text":"Bo"}',
    ]);
  });

  it('the update sends the answers as a JSON string, with the item and its sku', async () => {
    await addFromPage(c, { itemId: 'p-engraved-pen', additionalFields: { 'engraving-text': 'Ada' } });
    const seen = bodies();
    await setEntryFields(c, shown().entries[0]!, '{"engraving-text":"Bo"}');
    expect(await seen()).toEqual([
      { method: 'PUT', body: { itemId: 'p-engraved-pen', sku: 'PEN-ENG', additionalFields: '{"engraving-text":"Bo"}' } },
    ]);
    expect(shown().entries[0]!.additionalFields).toBe('{"engraving-text":"Bo"}');
  });
});

describe('idempotent writes (src/api/idempotency.ts, docs/embed-contract.md "Idempotent writes")', () => {
  /** Every cart write's request as fetch was handed it (the key is in its headers). */
  const sent = () => {
    const requests: Request[] = [];
    const fetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const request = new Request(input, init);
      if (request.method != 'GET') requests.push(request.clone());
      return fetch(request);
    });
    return requests;
  };
  const keyOf = (r: Request) => r.headers.get('Idempotency-Key');

  it('every write that changes the cart carries a key of its own: add, quantity, additional fields, removal', async () => {
    const requests = sent();
    const cart = await threeEntries();
    const [tee, poster] = cart.entries;
    await setEntryQuantity(c, tee!.id, 3);
    await setEntryFields(c, poster!, '{"a":1}').catch(() => {});
    await removeEntry(c, poster!.id);
    expect(requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST', 'PUT', 'PUT', 'DELETE']);
    const keys = requests.map(keyOf);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("the connection lost after the platform added: the browser's repeat of the request is answered, not added again", async () => {
    const requests = sent();
    fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', dropAnswer: true, times: 1 });
    const add = addToCart(c, { itemId: 'p-poster', sku: null, quantity: 2, additionalFields: '{}' });
    await expect(add).rejects.toMatchObject({ kind: 'network' });
    expect(Object.values(platform.carts).map((cart) => cart.totalQuantity)).toEqual([2]);
    // What Chromium does by itself on a reused connection: the same request again, key and all.
    const repeat = await fetch(requests[0]!.clone());
    expect([repeat.status, repeat.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect(Object.values(platform.carts).map((cart) => cart.totalQuantity)).toEqual([2]);
    // Without the key, the same repeat adds again (what the key prevents).
    const unkeyed = requests[0]!.clone();
    unkeyed.headers.delete('Idempotency-Key');
    await fetch(unkeyed);
    expect(Object.values(platform.carts).map((cart) => cart.totalQuantity)).toEqual([4]);
  });
});

/**
 * A Web Locks stand-in (happy-dom has none): one holder at a time per page, a waiter giving up when its signal aborts.
 * Returns the names taken, in order.
 */
function stubLocks(): string[] {
  let tail: Promise<unknown> = Promise.resolve();
  const held: string[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    locks: {
      request: (name: string, { signal }: { signal?: AbortSignal }, run: () => Promise<unknown>) => {
        const turn = new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('gave up', 'AbortError')));
          void tail.then(() => {
            if (signal?.aborted) return;
            held.push(name);
            run().then(resolve, reject);
          });
        });
        tail = turn.then(
          () => {},
          () => {},
        );
        return turn;
      },
    },
  });
  return held;
}

describe('the first write of a browser with no cart yet (src/cart/writes.ts, firstWrite)', () => {
  it('two at once take turns through a Web Lock, so the platform makes one cart, not two', async () => {
    const held = stubLocks();
    try {
      clearCookies('CART', 'hasCart');
      await Promise.all([
        addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }),
        addToCart(c, { itemId: 'p-ebook', sku: null, quantity: 1, additionalFields: '{}' }),
      ]);
      expect(held).toEqual(['storefront:first-cart-write', 'storefront:first-cart-write']);
      expect(Object.values(platform.carts).map((cart) => cart.entries.map((e) => e.itemId))).toEqual([['p-poster', 'p-ebook']]);
      // With a cart, writes go at once (no lock).
      await addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' });
      expect(held).toHaveLength(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a first write that hangs holds the others back FIRST_WRITE_WAIT_MS at most; then they are sent anyway', async () => {
    stubLocks();
    try {
      clearCookies('CART', 'hasCart');
      fault({ method: 'POST', path: '/api/commerce/shopping-cart/entries', delayMs: 60_000, times: 1 });
      const hung = addToCart(c, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }).catch(() => 'timed out');
      const started = Date.now();
      await addToCart(c, { itemId: 'p-ebook', sku: null, quantity: 1, additionalFields: '{}' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_WRITE_WAIT_MS - 50);
      expect(Date.now() - started).toBeLessThan(FIRST_WRITE_WAIT_MS + 2000);
      void hung;
    } finally {
      vi.unstubAllGlobals();
    }
  }, 20_000);
});
