// @vitest-environment node
// The handlers driven through msw's getResponse, exactly as the Node server does, with an explicit cookie jar.
import { seedProducts } from './seed';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AddEntryResponse, CartEntry, ProductItem, ShoppingCart } from '../src/types';
import { createHandlers } from './handlers';
import { createState, type PlatformState, type snapshot } from './state';

type Cart = { shoppingCart: ShoppingCart };
type ProductsPage = { products: ProductItem[]; nextCursor: string | null };
type Stock = { results: unknown[] };
type Message = { message: string };
/** GET /__mock/state: the platform's state as JSON. */
type Snapshot = ReturnType<typeof snapshot>;

const ORIGIN = 'http://127.0.0.1:3000';

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;
let jar: Map<string, string>;

beforeEach(() => {
  state = createState();
  handlers = createHandlers(state);
  jar = new Map([['crumb', 'c1']]);
});

interface CallOptions {
  body?: unknown;
  /** The X-CSRF-Token header; default: the jar's crumb. null: none. */
  csrf?: string | null;
  /** The Idempotency-Key header; default: none. */
  key?: string;
}

/** One request through the handlers; Set-Cookie answers go into the jar like a browser's. */
async function call(method: string, path: string, { body, csrf = jar.get('crumb') ?? null, key }: CallOptions = {}): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
  if (csrf !== null) headers.set('X-CSRF-Token', csrf);
  if (key !== undefined) headers.set('Idempotency-Key', key);
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await getResponse(handlers, new Request(ORIGIN + path, init));
  if (!response) throw new Error(`unhandled: ${method} ${path}`);
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return response;
}

const json = async <T>(r: Response | Promise<Response>): Promise<T> => (await r).json() as Promise<T>;
const addPoster = (quantity = 1, key?: string) =>
  call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId: 'p-poster', sku: null, quantity, additionalFields: null }, key });
const cartQuantity = async () => (await json<ShoppingCart>(call('GET', '/api/commerce/shopping-cart'))).totalQuantity;

describe('crumb check', () => {
  it('refuses writes whose X-CSRF-Token is missing or differs from the crumb cookie', async () => {
    for (const csrf of [null, 'other']) {
      const response = await call('POST', '/api/commerce/shopping-cart/entries', {
        body: { itemId: 'p-poster', sku: null, quantity: 1 },
        csrf,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ crumbFail: true, message: 'Missing CSRF token' });
    }
    jar.delete('crumb');
    expect((await call('DELETE', '/api/commerce/shopping-cart/entries/x', { csrf: 'c1' })).status).toBe(401);
    expect((await call('PUT', '/api/anything', { csrf: null })).status).toBe(401);
    expect(state.carts).toEqual({});
  });

  it('lets reads and the control surface through without a crumb', async () => {
    jar.clear();
    expect((await call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
  });
});

describe('cart over HTTP', () => {
  it('GET without a cart: the empty cart and no cookies', async () => {
    const response = await call('GET', '/api/commerce/shopping-cart?mock=false&timecode=1&calculateSubtotal=true');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toMatchObject({ id: '', entries: [], totalQuantity: 0, subtotalCents: 0 });
  });

  it('POST creates the cart and sets CART and hasCart once; GET then returns it', async () => {
    const first = await addPoster(2);
    expect(first.status).toBe(200);
    const { shoppingCart, newlyAdded } = (await first.json()) as AddEntryResponse;
    expect(first.headers.getSetCookie()).toEqual([`CART=${shoppingCart.id}; Path=/`, 'hasCart=true; Path=/']);
    expect(newlyAdded).toMatchObject({ itemId: 'p-poster', quantity: 2, subTotal: 3000, title: 'Poster' });
    const second = await addPoster(1);
    expect(second.headers.getSetCookie()).toEqual([]);
    const cart = await json<ShoppingCart>(call('GET', '/api/commerce/shopping-cart'));
    expect(cart).toMatchObject({ id: shoppingCart.id, totalQuantity: 3, subtotalCents: 4500, grandTotalCents: 4500 });
    expect(cart.entries).toHaveLength(1);
  });

  it('answers errors with status and message', async () => {
    const post = (body: unknown) => call('POST', '/api/commerce/shopping-cart/entries', { body });
    const cases = [
      [{ itemId: 'nope', sku: null, quantity: 1 }, 404, 'Product not found.'],
      [{ itemId: 'p-tee', sku: null, quantity: 1 }, 400, 'Sorry, that item variant is unavailable. Please select another variant.'],
      [{ itemId: 'p-tee', sku: 'TEE-L-WHI', quantity: 1 }, 409, 'Sorry, we do not have enough of that item available.'],
      [{ itemId: 'p-poster', sku: null, quantity: 0 }, 400, 'Quantity must be a whole number.'],
      ['{not json', 400, 'The request body is not valid JSON.'],
    ] as const;
    for (const [body, status, message] of cases) {
      const response = await post(body);
      expect([response.status, await response.json()]).toEqual([status, { message }]);
    }
  });

  it('PUT quantity, PUT additionalFields and DELETE answer with the cart; unknown entries 404', async () => {
    const { shoppingCart } = await json<AddEntryResponse>(
      call('POST', '/api/commerce/shopping-cart/entries', {
        body: { itemId: 'p-engraved-pen', sku: null, quantity: 1, additionalFields: null },
      }),
    );
    const entry = `/api/commerce/shopping-cart/entries/${shoppingCart.entries[0]!.id}`;
    expect((await json<Cart>(call('PUT', entry, { body: { quantity: 3 } }))).shoppingCart.totalQuantity).toBe(3);
    expect((await call('PUT', entry, { body: { quantity: 11 } })).status).toBe(409);
    const fields = await json<Cart & { updatedEntry: CartEntry }>(
      call('PUT', `${entry}/additionalFields`, { body: { itemId: 'p-engraved-pen', sku: null, additionalFields: '{"t":"Ada"}' } }),
    );
    expect(fields.updatedEntry.additionalFields).toBe('{"t":"Ada"}');
    expect(fields.shoppingCart.entries[0]!.additionalFields).toBe('{"t":"Ada"}');
    expect((await json<Cart>(call('DELETE', entry))).shoppingCart.entries).toEqual([]);
    const missing = await call('DELETE', entry);
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Cart entry not found.' }]);
  });
});

describe('product pictures', () => {
  it('/media/products/<name>.svg is drawn at the ?format width asked for; no such picture is a 404', async () => {
    const full = await call('GET', '/media/products/tee-black-front.svg');
    expect([full.status, full.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect(await full.text()).toMatch(/^<svg [^>]*width="1200" height="1500" viewBox="0 0 1200 1500"/);
    expect(await (await call('GET', '/media/products/tee-black-front.svg?format=300w')).text()).toMatch(
      /^<svg [^>]*width="300" height="375"/,
    );
    expect((await call('GET', '/media/products/nope.svg')).status).toBe(404);
    expect((await call('GET', '/media/products/__proto__.svg')).status).toBe(404);
    expect((await call('GET', '/media/products/tee-black-front.png')).status).toBe(404);
  });
});

describe('catalog endpoints', () => {
  it("a collection, a page at a time: limit (default 24), the next cursor until the last page, in the catalogue's order", async () => {
    const { seedProducts } = await import('./seed');
    const shop = seedProducts()
      .filter((p) => p.collectionId === 'c-shop')
      .map((p) => p.id);
    const first = await json<ProductsPage>(call('GET', '/api/commerce/products?collectionId=c-shop&limit=5'));
    expect(first.products.map((p: { id: string }) => p.id)).toEqual(shop.slice(0, 5));
    expect(first.nextCursor).toEqual(expect.any(String));
    const ids: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { products: { id: string }[]; nextCursor: string | null } = await json(
        call('GET', `/api/commerce/products?collectionId=c-shop&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`),
      );
      ids.push(...page.products.map((p: { id: string }) => p.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    expect(ids).toEqual(shop);
    expect(pages).toBe(Math.ceil(shop.length / 5));
    const all = await json<ProductsPage>(call('GET', '/api/commerce/products?collectionId=c-shop'));
    expect(all.products).toHaveLength(Math.min(24, shop.length));
    expect(await json(call('GET', '/api/commerce/products?collectionId=nope'))).toEqual({ products: [], nextCursor: null });
    for (const bad of ['limit=0', 'limit=51', 'limit=2.5', 'limit=x', 'cursor=24', 'cursor=o-1', 'cursor=o01']) {
      expect((await call('GET', `/api/commerce/products?collectionId=c-shop&${bad}`)).status, bad).toBe(400);
    }
  });

  it('products, stock (with or without the trailing slash), subscription and settings', async () => {
    expect((await json<ProductItem>(call('GET', '/api/commerce/products/p-gift'))).structuredContent.denominations).toEqual([
      2500, 5000, 10000,
    ]);
    const missing = await call('GET', '/api/commerce/products/nope');
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'Product not found.' }]);
    // Many at once: in the order asked, an unknown id left out, each id decoded after the split on commas.
    const many = await json<ProductsPage>(call('GET', '/api/commerce/products?ids=p-mug,nope,p-tee,p%2Cx'));
    expect(many.products.map((p: { id: string }) => p.id)).toEqual(['p-mug', 'p-tee']);
    expect((await call('GET', '/api/commerce/products')).status).toBe(400);
    expect((await call('GET', `/api/commerce/products?ids=${Array(51).fill('p-tee').join(',')}`)).status).toBe(400);
    expect(
      (await json<ProductsPage>(call('GET', `/api/commerce/products?ids=${Array(50).fill('p-tee').join(',')}`))).products,
    ).toHaveLength(50);
    expect((await json<Stock>(call('GET', '/api/commerce/inventory/stock/?itemId=p-tee'))).results).toHaveLength(6);
    expect((await json<Stock>(call('GET', '/api/commerce/inventory/stock?itemId=p-poster'))).results).toEqual([
      { variantId: 'v-poster', sku: 'POSTER', unlimited: true, qtyInStock: 0 },
    ]);
    expect((await call('GET', '/api/commerce/inventory/stock/?itemId=nope')).status).toBe(404);
    const sub = await call('POST', '/api/3/commerce/cart/subscription', {
      body: { itemId: 'p-coffee-club', sku: 'COFFEE-CLUB', qty: 1, additionalFields: null },
    });
    expect(Object.keys((await sub.json()) as object)).toEqual(['cartToken']);
    expect((await call('POST', '/api/3/commerce/cart/subscription', { body: { itemId: 'p-tee', sku: 'TEE-S-BLA', qty: 1 } })).status).toBe(
      400,
    );
    expect(await json(call('GET', '/api/commerce/settings'))).toEqual({
      currency: 'USD',
      storeSettings: { multipleQuantityAllowedForServices: true },
      checkoutMinimumCents: 0,
      captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' },
      localizedStrings: {},
    });
  });
});

describe('faults', () => {
  const setFaults = (rules: unknown) => call('PUT', '/__mock/faults', { body: rules });

  it('answers with the rule status, headers and body, the given number of times', async () => {
    await setFaults([
      {
        method: 'POST',
        path: '/api/commerce/shopping-cart/entries',
        status: 429,
        headers: { 'Retry-After': '2' },
        body: { message: 'Too many requests' },
        times: 2,
      },
    ]);
    for (let i = 0; i < 2; i++) {
      const response = await addPoster();
      expect([response.status, response.headers.get('Retry-After'), await response.json()]).toEqual([
        429,
        '2',
        { message: 'Too many requests' },
      ]);
    }
    expect((await addPoster()).status).toBe(200);
    expect(await json(call('GET', '/__mock/faults'))).toEqual([]);
  });

  it('matches method (any when omitted) and exact or prefix paths; without times it lasts until reset', async () => {
    await setFaults([
      { method: 'get', path: '/api/commerce/products/*', status: 503 },
      { path: '/api/commerce/settings', status: 500, body: 'boom' },
    ]);
    expect((await call('GET', '/api/commerce/products/p-tee')).status).toBe(503);
    expect((await call('GET', '/api/commerce/products/p-mug')).status).toBe(503);
    const text = await call('GET', '/api/commerce/settings');
    expect([text.status, await text.text()]).toEqual([500, 'boom']);
    expect((await call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
    expect((await call('GET', '/api/commerce/settings')).status).toBe(500);
    expect(await json(call('GET', '/__mock/faults'))).toHaveLength(2);
    await call('POST', '/__mock/reset');
    expect((await call('GET', '/api/commerce/settings')).status).toBe(200);
  });

  it('delays, then answers normally when the rule has no status', async () => {
    await setFaults([{ path: '/api/commerce/shopping-cart', delayMs: 150, times: 1 }]);
    const started = Date.now();
    const response = await call('GET', '/api/commerce/shopping-cart');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect([response.status, ((await response.json()) as { id: string }).id]).toEqual([200, '']);
  });

  it('networkError answers with a Response.error()', async () => {
    await setFaults([{ path: '/api/commerce/shopping-cart', networkError: true, times: 1 }]);
    expect((await call('GET', '/api/commerce/shopping-cart')).type).toBe('error');
    expect((await call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
  });

  it('probability: a seeded share of the matching requests, the same on every run; the log names the fault that answered', async () => {
    const run = async () => {
      await call('POST', '/__mock/reset');
      await setFaults([{ path: '/api/commerce/shopping-cart', status: 503, probability: 0.3, seed: 7 }]);
      const statuses: number[] = [];
      for (let i = 0; i < 200; i++) statuses.push((await call('GET', '/api/commerce/shopping-cart')).status);
      return statuses;
    };
    const first = await run();
    const failed = first.filter((s) => s == 503).length;
    expect(failed).toBeGreaterThan(40);
    expect(failed).toBeLessThan(80);
    expect(await run()).toEqual(first);
    const { requests } = await json<Snapshot>(call('GET', '/__mock/state'));
    expect(requests.filter((r) => r.fault == 503)).toHaveLength(failed);
    const response = await setFaults([{ path: '/api/x', status: 500, probability: 0 }]);
    expect([response.status, ((await response.json()) as Message).message]).toEqual([
      400,
      'faults[0]: "probability" must be a number above 0 and at most 1.',
    ]);
  });

  it('dropAnswer: the platform applies the write, then the connection drops', async () => {
    await setFaults([{ method: 'POST', path: '/api/commerce/shopping-cart/entries', dropAnswer: true, times: 1 }]);
    expect((await addPoster()).type).toBe('error');
    expect(Object.values(state.carts).map((c) => c.totalQuantity)).toEqual([1]);
  });

  it('rejects malformed rules with a clear message and keeps the old list', async () => {
    await setFaults([{ path: '/api/x', status: 500 }]);
    for (const [rules, message] of [
      [{ path: '/api/x' }, 'The body must be a JSON array of fault rules.'],
      [[{ path: 'api/x' }], 'faults[0]: "path" must be a string starting with "/".'],
      [[{ path: '/api/x' }, { path: '/api/y', status: 42 }], 'faults[1]: "status" must be an integer from 200 to 599.'],
      [[{ path: '/api/x', times: 0 }], 'faults[0]: "times" must be an integer ≥ 1.'],
      [[{ path: '/api/x', dropAnswer: 'yes' }], 'faults[0]: "dropAnswer" must be a boolean.'],
    ] as const) {
      const response = await setFaults(rules);
      expect([response.status, await response.json()]).toEqual([400, { message }]);
    }
    expect(state.faults).toEqual([{ path: '/api/x', status: 500 }]);
  });
});

describe('idempotent cart writes (Idempotency-Key)', () => {
  it('a write sent again with its key is answered as the first time and applied once', async () => {
    const first = await addPoster(2, 'k-1');
    const body = (await first.json()) as Cart;
    // The browser never got the first answer's cookies (a dropped connection): the repeat arrives without a cart.
    jar.delete('CART');
    jar.delete('hasCart');
    const again = await addPoster(2, 'k-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    // The replay carries the cart cookies again, so the browser lands in the cart the write made.
    expect(jar.get('CART')).toBe(body.shoppingCart.id);
    expect(await cartQuantity()).toBe(2);
    expect(Object.keys(state.carts)).toHaveLength(1);
  });

  it('a new key is a new write; no key applies each time, as before', async () => {
    await addPoster(1, 'k-1');
    await addPoster(1, 'k-2');
    await addPoster(1);
    await addPoster(1);
    expect(await cartQuantity()).toBe(4);
  });

  it('covers every cart write: quantity, additional fields and removal', async () => {
    const { newlyAdded } = await json<AddEntryResponse>(addPoster(1));
    const path = `/api/commerce/shopping-cart/entries/${newlyAdded.id}`;
    await call('PUT', path, { body: { quantity: 3 }, key: 'q' });
    await call('PUT', path, { body: { quantity: 5 } });
    const replayed = await call('PUT', path, { body: { quantity: 3 }, key: 'q' });
    expect(((await replayed.json()) as Cart).shoppingCart.totalQuantity).toBe(3);
    expect(await cartQuantity()).toBe(5);
    expect((await call('DELETE', path, { key: 'd' })).status).toBe(200);
    const again = await call('DELETE', path, { key: 'd' });
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
  });

  it('the same key with another request is refused (422), nothing applied', async () => {
    await addPoster(1, 'k-1');
    const other = await addPoster(5, 'k-1');
    expect([other.status, await other.json()]).toEqual([
      422,
      { message: 'This Idempotency-Key was already used for a different request.' },
    ]);
    expect(await cartQuantity()).toBe(1);
  });

  it('refuses a malformed key; an error answer is kept, a 5xx is not (the write may not have happened)', async () => {
    for (const key of ['', 'x'.repeat(256), 'a b', 'ü']) {
      const response = await addPoster(1, key).catch(() => null);
      // Headers refuses some values itself (non-ASCII); what reaches the platform is refused there.
      if (response)
        expect([response.status, ((await response.json()) as Message).message]).toEqual([
          400,
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
        ]);
    }
    const missing = () =>
      call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId: 'p-nope', sku: null, quantity: 1 }, key: 'e' });
    expect((await missing()).status).toBe(404);
    expect((await missing()).headers.get('Idempotent-Replayed')).toBe('true');
    await call('PUT', '/__mock/faults', { body: [{ method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 503, times: 1 }] });
    expect((await addPoster(1, 'k-5')).status).toBe(503);
    const retried = await addPoster(1, 'k-5');
    expect([retried.status, retried.headers.get('Idempotent-Replayed')]).toEqual([200, null]);
  });

  it('keeps an answer 24 hours; GET /__mock/state lists the keys; reset forgets them', async () => {
    let now = 1_000;
    state = createState();
    handlers = createHandlers(state);
    const { idempotentWrites } = await import('./idempotency');
    // A handler with its own clock in front of the platform's.
    const { cartHandlers } = await import('./handlers');
    handlers = [idempotentWrites(state, cartHandlers(state), () => now), ...handlers];
    await addPoster(1, 'k-t');
    now += 24 * 60 * 60 * 1000 - 1;
    await addPoster(1, 'k-t');
    expect(await cartQuantity()).toBe(1);
    now += 1;
    await addPoster(1, 'k-t');
    expect(await cartQuantity()).toBe(2);
    const { idempotency } = await json<Snapshot>(call('GET', '/__mock/state'));
    expect(idempotency).toEqual([{ key: 'k-t', request: 'POST /api/commerce/shopping-cart/entries', at: now, status: 200 }]);
    await call('POST', '/__mock/reset');
    expect((await json<Snapshot>(call('GET', '/__mock/state'))).idempotency).toEqual([]);
  });
});

describe('control surface', () => {
  it('logs every /api/ request (not /__mock/ ones), even those refused or faulted', async () => {
    await call('GET', '/api/commerce/shopping-cart?mock=false&timecode=5');
    await call('POST', '/api/commerce/shopping-cart/entries', { body: {}, csrf: null });
    const { requests } = await json<Snapshot>(call('GET', '/__mock/state'));
    expect(requests.map(({ at, ...r }: { at: number }) => (expect(typeof at).toBe('number'), r))).toEqual([
      { method: 'GET', path: '/api/commerce/shopping-cart', query: { mock: 'false', timecode: '5' } },
      { method: 'POST', path: '/api/commerce/shopping-cart/entries', query: {} },
    ]);
  });

  it('leaves paths that merely contain /api/ (dev-server modules) out of the log and the crumb check', async () => {
    expect(await getResponse(handlers, new Request(`${ORIGIN}/src/api/client.ts`))).toBeUndefined();
    expect(await getResponse(handlers, new Request(`${ORIGIN}/src/api/client.ts`, { method: 'POST' }))).toBeUndefined();
    expect(state.requests).toEqual([]);
  });

  it('GET /__mock/state has products, forms, settings, carts, requests, faults and form submissions', async () => {
    const { shoppingCart } = await json<AddEntryResponse>(addPoster());
    const snapshot = await json<Snapshot>(call('GET', '/__mock/state'));
    expect(Object.keys(snapshot)).toEqual(
      expect.arrayContaining(['products', 'forms', 'settings', 'carts', 'requests', 'faults', 'submissions']),
    );
    expect(Object.keys(snapshot.carts)).toEqual([shoppingCart.id]);
    expect(snapshot.forms.map((f: { id: string }) => f.id)).toEqual(['f-engraving', 'f-newsletter', 'f-contact']);
  });

  it('reset restores the seed and empties carts, faults and the log', async () => {
    await addPoster();
    await call('PUT', '/__mock/catalog', { body: { products: [{ id: 'p-only', structuredContent: { variants: [{ sku: 'X' }] } }] } });
    await call('PUT', '/__mock/faults', { body: [{ path: '/api/x', status: 500 }] });
    expect(await json(call('POST', '/__mock/reset'))).toEqual({ ok: true });
    const snapshot = await json<Snapshot>(call('GET', '/__mock/state'));
    expect([snapshot.products.length, snapshot.carts, snapshot.faults, snapshot.requests]).toEqual([seedProducts().length, {}, [], []]);
    expect((await call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
  });

  it('PUT /__mock/catalog replaces only the given parts, filling variant defaults', async () => {
    const response = await call('PUT', '/__mock/catalog', {
      body: {
        products: [
          {
            id: 'p-x',
            name: 'X',
            structuredContent: { productType: 2, variants: [{ sku: 'X1', priceMoney: { amount: '3.50', currencyCode: 'USD' } }] },
          },
        ],
        settings: {
          currency: 'EUR',
          storeSettings: { multipleQuantityAllowedForServices: false },
          checkoutMinimumCents: 1000,
          captchaSettings: { siteKey: 'k' },
          localizedStrings: {},
        },
      },
    });
    expect(response.status).toBe(200);
    expect((await json<ProductItem>(call('GET', '/api/commerce/products/p-x'))).structuredContent.variants[0]).toEqual({
      sku: 'X1',
      attributes: {},
      onSale: false,
      qtyInStock: 0,
      unlimited: true,
      priceMoney: { amount: '3.50', currencyCode: 'USD' },
    });
    expect((await call('GET', '/api/commerce/products/p-tee')).status).toBe(404);
    expect((await json<{ currency: string }>(call('GET', '/api/commerce/settings'))).currency).toBe('EUR');
    expect((await json<Snapshot>(call('GET', '/__mock/state'))).forms).toHaveLength(3);
    const { newlyAdded } = await json<AddEntryResponse>(
      call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId: 'p-x', sku: null, quantity: 2 } }),
    );
    expect(newlyAdded).toMatchObject({ purchasePriceCents: 350, subTotal: 700, productType: 'digital' });
  });

  it('PUT /__mock/catalog refuses malformed input with a message naming the problem', async () => {
    for (const [body, message] of [
      [[], 'The body must be a JSON object'],
      [{ product: [] }, 'Unknown key(s) "product"'],
      [{ products: [{ name: 'no id', structuredContent: { variants: [{}] } }] }, 'products[0] needs an "id"'],
      [{ products: [{ id: 'p-a', structuredContent: {} }] }, 'products[0] (p-a) needs "structuredContent.variants"'],
      [
        { products: [{ id: 'p-a', structuredContent: { variants: [{ priceMoney: { value: 'ten', currency: 'USD' } }] } }] },
        'products[0].structuredContent.variants[0].priceMoney must be money',
      ],
      [{ forms: [{ id: 'f' }] }, 'forms[0] (f) needs "fields"'],
      [{ settings: 3 }, '"settings" must be an object.'],
    ] as const) {
      const response = await call('PUT', '/__mock/catalog', { body });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Message).message).toContain(message);
    }
    expect(state.products).toHaveLength(seedProducts().length);
  });
});
