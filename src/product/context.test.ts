import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import { testRuntime } from '../../tests/unit/testRuntime';
import { createProductContexts, parseProductAttributes, type ProductContext, type ProductContexts } from './context';

/** The product contexts under test: a runtime's, new for each test. */
let productContext: ProductContexts;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  productContext = createProductContexts(testRuntime({ config: { apiRoot: '' } }), 'USD');
  document.body.innerHTML = '';
});

const productGets = () => state.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/commerce/products/')).length;
const settled = (ctx: ProductContext) =>
  new Promise<void>((resolve) => {
    if (ctx.store.getState().status !== 'loading') return resolve();
    const off = ctx.store.subscribe((s) => s.status !== 'loading' && (off(), resolve()));
  });

describe('product context', () => {
  it('a product whose answer is already here is ready from the start: no loading state, no request of its own', async () => {
    const rt = testRuntime({ config: { apiRoot: '' } });
    const contexts = createProductContexts(rt, 'USD');
    // Asked for first (as the loader does while the runtime chunk is on its way), answered before any widget mounts.
    await settled(rt.product({ kind: 'id', id: 'p-tee' }, ''));
    const before = productGets();
    const later = contexts({ kind: 'id', id: 'p-tee' }, '');
    expect(later.store.getState()).toMatchObject({ status: 'ready', error: null });
    expect(later.store.getState().product?.name).toBe('Tee');
    expect(productGets()).toBe(before);
    // One not asked for yet still starts loading.
    expect(contexts({ kind: 'id', id: 'p-mug' }, '').store.getState().status).toBe('loading');
  });

  it('shares one context per product and scope, and fetches each product once per page', async () => {
    const a = productContext({ kind: 'id', id: 'p-tee' }, '');
    const b = productContext({ kind: 'id', id: 'p-tee' }, '');
    const other = productContext({ kind: 'id', id: 'p-tee' }, 'related');
    expect(a).toBe(b);
    expect(other).not.toBe(a);
    await settled(a);
    await settled(other);
    expect(productGets()).toBe(1);
    expect(a.store.getState()).toMatchObject({ status: 'ready', quantity: '1', chosen: {} });
    expect(a.store.getState().product?.options.map((o) => o.name)).toEqual(['Size', 'Colour']);
    // A choice made through one widget is seen by the others of that product and scope only.
    a.choose('Size', 'M');
    expect(b.store.getState().chosen).toEqual({ Size: 'M' });
    expect(other.store.getState().chosen).toEqual({});
  });

  it('records a 404 as an error naming the product', async () => {
    const ctx = productContext({ kind: 'id', id: 'p-missing' }, '');
    await settled(ctx);
    expect(ctx.store.getState().status).toBe('error');
    expect(ctx.store.getState().error).toContain('product "p-missing" could not be loaded: Product not found.');
  });

  it('reads inline JSON synchronously, and refuses missing or malformed JSON with a clear error', () => {
    document.body.innerHTML = `
      <script type="application/json" id="good">{"id":"p-x","structuredContent":{"productType":2,"variants":[{"sku":"X","priceMoney":{"value":"5.00","currency":"USD"}}]}}</script>
      <script type="application/json" id="bad">{"id": oops}</script>
      <script type="application/json" id="novariants">{"id":"p-y","structuredContent":{"productType":1,"variants":[]}}</script>`;
    const ctx = productContext({ kind: 'json', selector: '#good' }, '');
    expect(ctx.store.getState()).toMatchObject({ status: 'ready', product: { id: 'p-x', kind: 'digital' } });
    expect(() => productContext({ kind: 'json', selector: '#nope' }, '')).toThrow('data-product-json "#nope" matches no element');
    expect(() => productContext({ kind: 'json', selector: '#bad' }, '')).toThrow(/the product JSON in #bad is malformed/);
    expect(() => productContext({ kind: 'json', selector: '#novariants' }, '')).toThrow(/has no variants/);
    // Only a JSON script: a <div> with the id, whatever it holds, is refused.
    document.body.insertAdjacentHTML('beforeend', `<div id="div">{"id":"p-x","structuredContent":{"productType":2,"variants":[]}}</div>`);
    expect(() => productContext({ kind: 'json', selector: '#div' }, '')).toThrow(
      'data-product-json "#div" names a <div>, not a <script type="application/json">',
    );
    expect(productGets()).toBe(0);
  });

  it('parses the attributes: exactly one source, an optional scope', () => {
    const el = document.createElement('div');
    expect(() => parseProductAttributes(el)).toThrow('data-product-id or data-product-json is required');
    el.setAttribute('data-product-id', 'p-tee');
    el.setAttribute('data-sf-scope', 'hero');
    expect(parseProductAttributes(el)).toEqual({ source: { kind: 'id', id: 'p-tee' }, scope: 'hero' });
    el.setAttribute('data-product-json', '#x');
    expect(() => parseProductAttributes(el)).toThrow('not both');
  });

  it('refuses an id with a lone surrogate (found by tests/unit/fuzz.test.ts: the request URL could not be made), keeps a paired one', () => {
    const el = document.createElement('div');
    el.setAttribute('data-product-id', 'p-\ud800');
    expect(() => parseProductAttributes(el)).toThrow('data-product-id is not well-formed text');
    el.setAttribute('data-product-id', 'p-\udc00x');
    expect(() => parseProductAttributes(el)).toThrow('data-product-id is not well-formed text');
    el.setAttribute('data-product-id', 'p-𝕏');
    expect(parseProductAttributes(el).source).toEqual({ kind: 'id', id: 'p-𝕏' });
  });
});
