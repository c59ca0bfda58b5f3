import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import { testRuntime } from '../../tests/unit/testRuntime';
import { startProductPage } from '../runtime/productPage';

// The separate product-detail widgets' Product data for search engines, against the mock platform.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  // The visit's beacon goes nowhere.
  Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
});
afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];
const page = (html: string) => document.body.insertAdjacentHTML('beforeend', html);

describe('Product data from the separate product-detail widgets', () => {
  it('one Product per product they show, once it is ready (offers per variant); it stays while one of them is there and goes with the last', async () => {
    page(
      `<div id="a" data-sf-widget="add-to-cart" data-product-id="p-tee"></div><div id="b" data-sf-widget="quantity" data-product-id="p-tee"></div>`,
    );
    const rt = testRuntime();
    const { store } = rt.product({ kind: 'id', id: 'p-tee' }, '');
    startProductPage(rt);
    // Made after the start (a widget mounted as the visitor scrolled near), another scope of the same product: one script.
    rt.product({ kind: 'id', id: 'p-tee' }, 'b');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1), { timeout: 3000 });
    const data = JSON.parse(scripts()[0]!.textContent) as { '@type': string; productID: string; name: string; offers: { sku: string }[] };
    const product = store.getState().product!;
    expect(data).toMatchObject({ '@type': 'Product', productID: 'p-tee', name: product.name });
    expect(data.offers.map((o) => o.sku)).toEqual(product.variants.filter((v) => v.priceCents != null).map((v) => v.sku));
    document.getElementById('a')!.remove();
    await new Promise((r) => setTimeout(r, 50));
    expect(scripts()).toHaveLength(1);
    document.getElementById('b')!.remove();
    await vi.waitFor(() => expect(scripts()).toHaveLength(0));
  });

  it('none for a product only a collection card or a cart shows, and none where the page has its own Product data', async () => {
    page(`<div data-sf-widget="restock-form" data-product-id="p-mug"></div>
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","productID":"p-tee","name":"Tee"}</script>
      <div data-sf-widget="product-status" data-product-id="p-tee"></div>`);
    const rt = testRuntime();
    const mug = rt.product({ kind: 'id', id: 'p-mug' }, '');
    const tee = rt.product({ kind: 'id', id: 'p-tee' }, '');
    startProductPage(rt);
    await vi.waitFor(() => expect(mug.store.getState().product && tee.store.getState().product).toBeTruthy());
    await new Promise((r) => setTimeout(r, 100));
    expect(document.head.querySelectorAll('script[data-sf-product-ld]')).toHaveLength(0);
  });
});
