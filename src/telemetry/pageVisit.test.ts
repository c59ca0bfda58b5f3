import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { ProductState, ProductStore } from '../product/context';
import type { Product } from '../product/types';
import type { Runtime } from '../runtime/types';
import { createOnce } from '../runtime/loadOnce';
import { parseProduct } from '../product/parseProduct';
import { mainProduct } from './mainProduct';
import type { ProductContext } from '../product/context';
import { startProductPage } from '../runtime/productPage';

afterEach(() => {
  document.body.innerHTML = '';
});
const page = (html: string) => (document.body.innerHTML = html);

describe('mainProduct: which product a page is the page of', () => {
  it('the one product its product-detail widgets show, whatever the scopes and however many widgets', () => {
    page(`<div data-sf-widget="product-status" data-product-id="p-tee"></div><div data-sf-widget="variant-picker" data-product-id="p-tee" data-sf-scope="b"></div>
      <div data-sf-widget="quantity" data-product-id="p-tee"></div><div data-sf-widget="add-to-cart" data-product-id=" p-tee "></div>`);
    expect(mainProduct()).toBe('p-tee');
  });

  it('none when they show several products (a grid, related products)', () => {
    page(
      `<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div><div data-sf-widget="product-status" data-product-id="p-mug"></div>`,
    );
    expect(mainProduct()).toBeNull();
  });

  it('none with no product-detail widget: a cart, an instalment pill, a restock form do not count', () => {
    page(
      `<div data-sf-widget="cart"></div><div data-sf-widget="instalment-pill" data-product-id="p-tee"></div><div data-sf-widget="restock-form" data-product-id="p-tee"></div>`,
    );
    expect(mainProduct()).toBeNull();
    // …nor do they make a page of one product a page of several.
    page(
      `<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div><div data-sf-widget="restock-form" data-product-id="p-mug"></div>`,
    );
    expect(mainProduct()).toBe('p-tee');
  });

  it('a widget marked data-main-product names it outright, related products beside it', () => {
    page(`<div data-sf-widget="add-to-cart" data-product-id="p-mug"></div><div data-sf-widget="product-status" data-product-id="p-tee" data-main-product></div>
      <div data-sf-widget="add-to-cart" data-product-id="p-poster"></div>`);
    expect(mainProduct()).toBe('p-tee');
  });

  it('reads the id of inline product JSON, and counts React components (data-sf-react) as their drop-in twins', () => {
    page(`<script type="application/json" id="tee">{"id":"p-tee"}</script><div data-sf-widget="add-to-cart" data-product-json="#tee"></div>
      <div data-sf-react="quantity" data-product-id="p-tee"></div>`);
    expect(mainProduct()).toBe('p-tee');
    page(
      `<script type="application/json" id="bad">{nope</script><div data-sf-widget="add-to-cart" data-product-json="#bad"></div><div data-sf-widget="quantity" data-product-id="p-tee"></div>`,
    );
    expect(mainProduct()).toBeNull();
    // The id of JSON in another element (an injected <p>) is not read either.
    page(
      `<p id="p">{"id":"p-tee"}</p><div data-sf-widget="add-to-cart" data-product-json="#p"></div><div data-sf-widget="quantity" data-product-id="p-tee"></div>`,
    );
    expect(mainProduct()).toBeNull();
  });
});

describe('the product visits (src/runtime/productPage.ts)', () => {
  // The visit's beacon goes nowhere (a unit test sends nothing over the network).
  beforeEach(() => Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true }));
  afterEach(() => {
    delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    document.head.querySelectorAll('script[data-sf-product-ld]').forEach((s) => s.remove());
  });

  const product = (id: string): Product => {
    const parsed = parseProduct(
      {
        id,
        name: `Name ${id}`,
        structuredContent: {
          productType: 1,
          variants: [{ sku: 'S', attributes: {}, priceMoney: { value: '5.00', currency: 'USD' }, unlimited: true }],
        },
      },
      'USD',
    );
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.product;
  };
  const newStore = (): ProductStore =>
    createStore<ProductState>()(() => ({
      status: 'loading',
      product: null,
      error: null,
      chosen: {},
      quantity: '1',
      denominationCents: null,
    }));
  /** A runtime whose product contexts hold one store, made before the product page's work starts. */
  const setup = () => {
    const emit = vi.fn();
    const store = newStore();
    const rt = {
      once: createOnce(),
      emit,
      config: { websiteId: 'w', currency: 'USD', locale: 'en-US' },
      settings: {},
      cart: { store: { getState: () => ({ cart: null }) } },
      product: Object.assign(() => undefined, { all: new Map<string, ProductContext>([['\u0000p-tee', { store } as ProductContext]]) }),
    } as unknown as Runtime;
    return { rt, emit, store };
  };

  it("announces the main product's visit once it is ready, once however many widgets watch it", async () => {
    page(`<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div>`);
    const { rt, emit, store } = setup();
    startProductPage(rt);
    // The same store made known again (another widget of the product) is watched once.
    rt.product.made!({ store } as ProductContext);
    expect(emit).not.toHaveBeenCalled();
    store.setState({ status: 'ready', product: product('p-tee') });
    store.setState({ quantity: '2' });
    // Sent once the page's after-load work starts (src/runtime/afterLoad.ts), first in its run of script.
    await new Promise((r) => setTimeout(r, 20));
    expect(emit).not.toHaveBeenCalled();
    (await import('./analytics')).flushVisits(rt);
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('visit-product-page', { productId: 'p-tee', name: 'Name p-tee' }));
    expect(emit.mock.calls.filter((c) => c[0] == 'visit-product-page')).toHaveLength(1);
  });

  it('announces nothing for a product that is not the main one', async () => {
    page(
      `<div data-sf-widget="add-to-cart" data-product-id="p-tee"></div><div data-sf-widget="add-to-cart" data-product-id="p-mug"></div>`,
    );
    const { rt, emit, store } = setup();
    startProductPage(rt);
    store.setState({ status: 'ready', product: product('p-tee') });
    await new Promise((r) => setTimeout(r, 20));
    expect(emit).not.toHaveBeenCalled();
  });

  it('a product ready after the after-load work started (a widget mounted as the visitor scrolled near): sent at once', async () => {
    page(`<div data-sf-widget="product" data-product-id="p-tee"></div>`);
    const { rt, emit } = setup();
    startProductPage(rt);
    (await import('./analytics')).flushVisits(rt);
    const later = newStore();
    rt.product.made!({ store: later } as ProductContext);
    expect(emit).not.toHaveBeenCalled();
    later.setState({ status: 'ready', product: product('p-tee') });
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('visit-product-page', { productId: 'p-tee', name: 'Name p-tee' }));
  });
});
