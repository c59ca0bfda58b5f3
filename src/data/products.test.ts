import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api/client';
import { isStorefrontError, type StorefrontError } from '../api/errors';
import { defaultT } from '../i18n';
import { createOnce } from '../runtime/loadOnce';
import { answeredItem, askProducts, productItem, takeEarlyProducts } from './products';
import type { DataSource } from './source';

const ORIGIN = 'http://127.0.0.1:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The product requests the platform got, as path and query. */
let asked: string[];
/** The ids the platform knows. */
let known: Set<string>;
let rt: DataSource;
const item = (id: string) => ({ id, name: `Product ${id}` });
beforeEach(() => {
  asked = [];
  known = new Set(['a', 'b', 'c', 'x,y', 'with space']);
  rt = { api: createApi('', defaultT), once: createOnce() };
  server.use(
    http.get(`${ORIGIN}/api/commerce/products`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      // The ids as the SDK writes them: split on the commas first, then each decoded.
      const raw = /[?&]ids=([^&]*)/.exec(url.search)?.[1] ?? '';
      const ids = raw.split(',').map(decodeURIComponent);
      return HttpResponse.json({ products: ids.filter((id) => known.has(id) || id.startsWith('n')).map(item) });
    }),
    http.get(`${ORIGIN}/api/commerce/products/:id`, ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      const id = params.id as string;
      return known.has(id) ? HttpResponse.json(item(id)) : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  );
});

const failure = <E = StorefrontError>(p: Promise<unknown>): Promise<E> =>
  p.then(
    () => Promise.reject(new Error('expected a failure')),
    (e: unknown) => e as E,
  );

describe('askProducts: the products of widgets found together', () => {
  it('asks for them in one request, and each widget gets its own product; asked again, nothing is sent', async () => {
    askProducts(rt, ['a', 'b', 'a', 'c']);
    expect(await Promise.all(['a', 'b', 'c'].map((id) => productItem(rt, id)))).toEqual([item('a'), item('b'), item('c')]);
    expect(asked).toEqual(['/api/commerce/products?ids=a,b,c']);
    askProducts(rt, ['c', 'b']);
    await productItem(rt, 'b');
    expect(asked).toHaveLength(1);
  });

  it('asks for 50 at most in one request', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `n${i}`);
    askProducts(rt, ids);
    const items = await Promise.all(ids.map((id) => productItem(rt, id)));
    expect(items.map((p) => p.id)).toEqual(ids);
    expect(asked.map((a) => a.split(',').length)).toEqual([50, 50, 20]);
  });

  it('one product alone is asked for by its own URL; ids are encoded, the commas between them not', async () => {
    askProducts(rt, ['with space']);
    askProducts(rt, ['x,y', 'a']);
    expect(await productItem(rt, 'with space')).toEqual(item('with space'));
    expect(await productItem(rt, 'x,y')).toEqual(item('x,y'));
    expect(asked.sort()).toEqual(['/api/commerce/products/with%20space', '/api/commerce/products?ids=x%2Cy,a']);
  });

  it('an id the answer leaves out fails alone, with an error naming it; the others are shown', async () => {
    askProducts(rt, ['a', 'gone', 'b']);
    const error = await failure(productItem(rt, 'gone'));
    expect(isStorefrontError(error)).toBe(true);
    expect(error.detail).toBe('GET /api/commerce/products?ids=a,gone,b → no "gone" in the answer');
    expect(await productItem(rt, 'a')).toEqual(item('a'));
    // That answer is kept: a widget of it mounted later fails the same way, asking nothing.
    expect(await failure(productItem(rt, 'gone'))).toBe(error);
    expect(asked).toHaveLength(1);
  });

  it('a failed request fails each of its products with the typed error; a later call asks again, alone', async () => {
    server.use(http.get(`${ORIGIN}/api/commerce/products`, () => HttpResponse.json({ message: 'Down for maintenance' }, { status: 400 })));
    askProducts(rt, ['a', 'b']);
    const [ea, eb] = await Promise.all([failure(productItem(rt, 'a')), failure(productItem(rt, 'b'))]);
    expect(ea).toBe(eb);
    expect(ea.message).toBe('Down for maintenance');
    expect(await productItem(rt, 'a')).toEqual(item('a'));
    expect(asked).toEqual(['/api/commerce/products/a']);
  });

  it('an id no URL can carry (a lone surrogate, empty) is left out, so the others are still asked for and shown', async () => {
    askProducts(rt, ['a', 'bad\uD800', '', 'b']);
    expect(await Promise.all([productItem(rt, 'a'), productItem(rt, 'b')])).toEqual([item('a'), item('b')]);
    expect(asked).toEqual(['/api/commerce/products?ids=a,b']);
    expect((await failure(productItem(rt, 'bad\uD800'))).kind).toBe('data');
    expect(asked).toHaveLength(1);
  });

  it('an answer with no list fails each product with a data error', async () => {
    server.use(http.get(`${ORIGIN}/api/commerce/products`, () => HttpResponse.json({ items: [] })));
    askProducts(rt, ['a', 'b']);
    const error = await failure(productItem(rt, 'b'));
    expect(error.kind).toBe('data');
  });
});

describe('productItem', () => {
  it('the products asked for in one task are asked for together', async () => {
    const all = Promise.all([productItem(rt, 'a'), productItem(rt, 'b'), productItem(rt, 'a')]);
    expect(await all).toEqual([item('a'), item('b'), item('a')]);
    expect(asked).toEqual(['/api/commerce/products?ids=a,b']);
  });

  it("a product not found fails with the platform's 404, and is asked again next time", async () => {
    const error = await failure(productItem(rt, 'nope'));
    expect(error.message).toBe('Product not found');
    expect(error.detail).toBe('GET /api/commerce/products/nope → 404');
    await failure(productItem(rt, 'nope'));
    expect(asked).toEqual(['/api/commerce/products/nope', '/api/commerce/products/nope']);
  });
});

describe("takeEarlyProducts: the loader's requests made before the runtime arrived", () => {
  it('takes a many-products answer and a one-product answer with no request of its own, once', async () => {
    const many = Promise.resolve({ products: [item('a'), item('b')] });
    const fetched: Record<string, Promise<unknown>> = { a: many, b: many, c: Promise.resolve(item('c')) };
    takeEarlyProducts(rt, fetched);
    expect(fetched).toEqual({});
    expect(await Promise.all(['a', 'b', 'c'].map((id) => productItem(rt, id)))).toEqual([item('a'), item('b'), item('c')]);
    expect(asked).toEqual([]);
  });

  it("a failed one (an HTTP status, a network error's text, nothing) is asked for again, together", async () => {
    for (const answer of [503, 'TypeError: Failed to fetch', undefined]) {
      rt = { api: createApi('', defaultT), once: createOnce() };
      const early = Promise.resolve(answer);
      takeEarlyProducts(rt, { a: early, b: early });
      expect(await productItem(rt, 'b')).toEqual(item('b'));
    }
    expect(asked).toEqual(Array(3).fill('/api/commerce/products?ids=a,b'));
  });

  it('an id a good answer leaves out fails without a request', async () => {
    const many = Promise.resolve({ products: [item('a')] });
    takeEarlyProducts(rt, { a: many, gone: many });
    expect((await failure(productItem(rt, 'gone'))).kind).toBe('data');
    expect(asked).toEqual([]);
  });

  it('waits 15 s at most (the request timeout), then asks the platform', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      takeEarlyProducts(rt, { a: new Promise(() => {}) });
      let settled = false;
      const a = productItem(rt, 'a').then((p) => ((settled = true), p));
      await vi.advanceTimersByTimeAsync(14_999);
      expect(settled).toBe(false);
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      vi.useRealTimers();
      expect(await a).toEqual(item('a'));
      expect(asked).toEqual(['/api/commerce/products/a']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('answeredItem: a product already answered, read without waiting', () => {
  it('is the item once its answer is here: not before, not for an id the platform lacks, not for a failed request', async () => {
    askProducts(rt, ['a', 'b', 'gone']);
    expect(answeredItem(rt, 'a')).toBeUndefined();
    expect(await productItem(rt, 'a')).toEqual(item('a'));
    expect(answeredItem(rt, 'a')).toEqual(item('a'));
    expect(answeredItem(rt, 'b')).toEqual(item('b'));
    // Left out of the answer: an error, not an item.
    expect((await failure(productItem(rt, 'gone'))).kind).toBe('data');
    expect(answeredItem(rt, 'gone')).toBeUndefined();
    // A 404 of its own.
    expect((await failure(productItem(rt, 'nothing-here'))).kind).toBe('http');
    expect(answeredItem(rt, 'nothing-here')).toBeUndefined();
    // Another runtime's answers are not this one's.
    expect(answeredItem({ api: rt.api, once: createOnce() }, 'a')).toBeUndefined();
  });

  it("the loader's early answers count as soon as they are taken", async () => {
    takeEarlyProducts(rt, { c: Promise.resolve(item('c')) });
    await productItem(rt, 'c');
    expect(answeredItem(rt, 'c')).toEqual(item('c'));
    expect(asked).toEqual([]);
  });
});
