import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../api/client';
import { defaultT } from '../i18n';
import { createOnce } from '../runtime/loadOnce';
import { collectionPage, listPage } from './collections';
import { takeEarlyPages } from './earlyPages';
import { productItem } from './products';
import type { DataSource } from './source';

const ORIGIN = 'http://127.0.0.1:3000';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** What the platform was asked, as path and query. */
let asked: string[];
let rt: DataSource;
/** The collection: p0 … p29. */
const ALL = Array.from({ length: 30 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }));
let answer: ((url: URL) => Response | undefined) | undefined;
beforeEach(() => {
  asked = [];
  answer = undefined;
  rt = { api: createApi('', defaultT), once: createOnce() };
  server.use(
    http.get(`${ORIGIN}/api/commerce/products`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      const special = answer?.(url);
      if (special) return special;
      const ids = url.searchParams.get('ids');
      if (ids) return HttpResponse.json({ products: ALL.filter((p) => ids.split(',').includes(p.id)) });
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor')?.slice(1) ?? 0);
      return HttpResponse.json({
        products: ALL.slice(start, start + limit),
        nextCursor: start + limit < ALL.length ? `o${start + limit}` : null,
      });
    }),
    http.get(`${ORIGIN}/api/commerce/products/:id`, ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      const p = ALL.find((x) => x.id == params.id);
      return p ? HttpResponse.json(p) : HttpResponse.json({ message: 'Product not found.' }, { status: 404 });
    }),
  );
});

describe('collectionPage', () => {
  it('pages through a collection, one request a page, following the cursor; its products ask for nothing more', async () => {
    const first = await collectionPage(rt, { collectionId: 'c shop', limit: 24 });
    expect(first.items.map((p) => p.id)).toEqual(ALL.slice(0, 24).map((p) => p.id));
    expect(first.next).toBe('o24');
    const second = await collectionPage(rt, { collectionId: 'c shop', limit: 24, cursor: first.next });
    expect(second.items.map((p) => p.id)).toEqual(ALL.slice(24).map((p) => p.id));
    expect(second.next).toBeNull();
    expect(asked).toEqual([
      '/api/commerce/products?collectionId=c%20shop&limit=24',
      '/api/commerce/products?collectionId=c%20shop&limit=24&cursor=o24',
    ]);
    // A card's widgets take their product from the page.
    expect((await productItem(rt, 'p3')).name).toBe('Product 3');
    expect(asked).toHaveLength(2);
  });

  it("the first page is asked for once per runtime (the loader's early request is taken); a failed page is asked again", async () => {
    takeEarlyPages(rt, { '?collectionId=c&limit=24': Promise.resolve({ products: [ALL[0]], nextCursor: null }) });
    expect((await collectionPage(rt, { collectionId: 'c', limit: 24 })).items.map((p) => p.id)).toEqual(['p0']);
    expect(asked).toEqual([]);
    // The loader's request failed (offline: the error's text; an HTTP error: its status): asked again.
    takeEarlyPages(rt, { '?collectionId=d&limit=5': Promise.resolve('TypeError: Failed to fetch') });
    expect((await collectionPage(rt, { collectionId: 'd', limit: 5 })).items).toHaveLength(5);
    expect(asked).toEqual(['/api/commerce/products?collectionId=d&limit=5']);
    answer = () => HttpResponse.json({ message: 'Down.' }, { status: 503 });
    await expect(collectionPage(rt, { collectionId: 'e', limit: 5 })).rejects.toMatchObject({ kind: 'http' });
    answer = undefined;
    expect((await collectionPage(rt, { collectionId: 'e', limit: 5 })).items).toHaveLength(5);
  });

  it('a malformed answer fails the page with a data error; items without an id are left out', async () => {
    answer = () => HttpResponse.json({ items: [] });
    await expect(collectionPage(rt, { collectionId: 'x', limit: 5 })).rejects.toMatchObject({
      kind: 'data',
      message: 'the answer has no list of products',
    });
    answer = () => HttpResponse.json({ products: [], nextCursor: 7 });
    await expect(collectionPage(rt, { collectionId: 'y', limit: 5 })).rejects.toMatchObject({ kind: 'data' });
    answer = () => HttpResponse.json({ products: [null, { name: 'no id' }, ALL[1]], nextCursor: null });
    expect((await collectionPage(rt, { collectionId: 'z', limit: 5 })).items.map((p) => p.id)).toEqual(['p1']);
  });
});

describe('listPage', () => {
  it('a page of a list of ids: one request; an id the platform lacks is left out and named', async () => {
    const ids = ['p1', 'nope', 'p2', 'p3', 'p4'];
    const first = await listPage(rt, ids, 0, 3);
    expect(first).toMatchObject({ next: '3', missing: ['nope'] });
    expect(first.items.map((p) => p.id)).toEqual(['p1', 'p2']);
    const second = await listPage(rt, ids, 3, 3);
    expect(second.items.map((p) => p.id)).toEqual(['p3', 'p4']);
    expect(second.next).toBeNull();
    expect(asked).toEqual(['/api/commerce/products?ids=p1,nope,p2', '/api/commerce/products?ids=p3,p4']);
  });

  it('the request failing fails the page', async () => {
    answer = () => HttpResponse.json({ message: 'Down.' }, { status: 500 });
    await expect(listPage(rt, ['p1', 'p2'], 0, 24)).rejects.toMatchObject({ kind: 'http' });
  });
});
