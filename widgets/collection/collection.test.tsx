import { act } from 'preact/test-utils';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state } from '../../mock-server/node';
import { seedProducts } from '../../mock-server/seed';
import type { Emit, WidgetContext } from '../../src/types';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { nestWidgets } from '../../tests/unit/nestedWidgets';
import { collectionCss, IMAGE_RATIO } from './styles';
import { parseCollectionAttributes, productLink } from './attributes';
import { mount } from './index';

const page = testPage();

/** A collection of 30 simple products (`c-test`), after the seed's. */
const TEST_PRODUCTS = Array.from({ length: 30 }, (_, i) => {
  const base = structuredClone(seedProducts().find((p) => p.id == 'p-poster')!);
  delete base.fullUrl; // their links come from data-product-url
  return {
    ...base,
    id: `p-gen-${i}`,
    name: `Print no. ${i + 1}`,
    collectionId: 'c-test',
    structuredContent: { ...base.structuredContent, variants: base.structuredContent.variants.map((v) => ({ ...v, sku: `GEN-${i}` })) },
  };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  state.products.push(...structuredClone(TEST_PRODUCTS));
  page.reset();
  document.body.innerHTML = '';
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie(); // the platform's session cookie, as a page served by it has
});

const config = widgetTestConfig;

/** Places a collection element and mounts it; the cards' add-to-cart elements are mounted as the loader would. */
function place(attrs: string, report = vi.fn(), emit: WidgetContext['emit'] = () => {}) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="collection" ${attrs}><a href="/shop">All products</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config, emit, report };
  const rt = page.with(ctx);
  // The add buttons only: a quick view keeps its fallback here (the link to the product).
  const { mounted } = nestWidgets(rt, ['add-to-cart']);
  const unmount = mount(el, rt);
  return { el, unmount, mounted };
}
const settled = (el: HTMLElement) => vi.waitFor(() => expect(['ready', 'empty', 'error']).toContain(el.getAttribute('data-sf-state')));
const cards = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~=card]')];
const titles = (el: HTMLElement) => cards(el).map((c) => c.querySelector('[part~=title]')!.textContent);
const loadMore = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=load-more]');
/** The product requests the platform got: path, then the query's values as sent (`ids=a,b` as a,b). */
const requests = () =>
  state.requests
    .filter((r) => r.path.startsWith('/api/commerce/products'))
    .map(
      (r) =>
        r.path +
        (Object.keys(r.query).length
          ? '?' +
            Object.entries(r.query)
              .map(([k, v]) => `${k}=${v}`)
              .join('&')
          : ''),
    );

describe('collection', () => {
  it('shows a page of cards (picture, title linking to the product, price, badge), then the next on "Load more", one request a page', async () => {
    const { el } = place('data-collection-id="c-test" data-page-size="12" data-product-url="/products/{id}"');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull(); // the fallback while loading
    await settled(el);
    expect(el.getAttribute('data-sf-state')).toBe('ready');
    expect(titles(el)).toEqual(TEST_PRODUCTS.slice(0, 12).map((p) => p.name));
    const card = cards(el)[0]!;
    expect(card.querySelector('[part~=title-link]')!.getAttribute('href')).toBe('/products/p-gen-0');
    expect(card.querySelector('[part~=price]')!.textContent).toBe('$15.00');
    const img = card.querySelector('img')!;
    expect(img.getAttribute('srcset')!.split(', ')).toHaveLength(7);
    expect(img.getAttribute('loading')).toBe('eager'); // the first row
    expect(cards(el)[5]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');
    expect(el.shadowRoot!.querySelector('section')!.getAttribute('aria-label')).toBe('Products');

    act(() => loadMore(el)!.click());
    await vi.waitFor(() => expect(cards(el)).toHaveLength(24));
    // Focus on the first new card's link; the new cards announced.
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement?.textContent).toBe('Print no. 13'));
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).toBe('12 more products shown');
    act(() => loadMore(el)!.click());
    await vi.waitFor(() => expect(cards(el)).toHaveLength(30));
    // The last page: the button goes, focus stays in the grid, on the first new card.
    expect(loadMore(el)).toBeNull();
    await vi.waitFor(() => expect(el.shadowRoot!.activeElement?.textContent).toBe('Print no. 25'));
    expect(el.shadowRoot!.querySelector('[role=status]')!.textContent).toBe('All 30 products shown');
    expect(requests()).toEqual([
      '/api/commerce/products?collectionId=c-test&limit=12',
      '/api/commerce/products?collectionId=c-test&limit=12&cursor=o12',
      '/api/commerce/products?collectionId=c-test&limit=12&cursor=o24',
    ]);
  });

  it('a card with nothing to choose has an add button (add-to-cart, mounted in the card, asking for nothing more); one with options links to its product; sold out says so', async () => {
    const { el, mounted } = place('data-product-ids="p-poster, p-tee, p-mug, p-ebook" data-product-url="/products/{id}"');
    await settled(el);
    expect(titles(el)).toEqual(['Poster', 'Tee', 'Mug', 'E-book']);
    const [poster, tee, mug] = cards(el);
    await vi.waitFor(() => expect(poster!.querySelector('[data-sf-widget=add-to-cart]')!.getAttribute('data-sf-state')).toBe('idle'));
    expect(mounted.size).toBe(2); // the poster's and the e-book's
    // The tee's link is its page's (the platform's fullUrl), not the template's.
    expect(tee!.querySelector('[part~=title-link]')!.getAttribute('href')).toBe('/products/tee');
    expect(tee!.querySelector('[part~=choose]')!.getAttribute('href')).toBe('/products/tee');
    expect(tee!.querySelector('[part~=choose]')!.getAttribute('aria-label')).toBe('Choose options: Tee');
    expect(tee!.querySelector('[part~=badge]')!.textContent).toBe('sale');
    expect(tee!.querySelector('[part~=price]')!.textContent).toBe('from $19.00');
    expect(mug!.hasAttribute('data-sold-out')).toBe(true);
    expect(mug!.querySelector('[part~=badge]')!.textContent).toBe('Back soon');
    // One request for the four products; the add buttons asked for nothing more.
    expect(requests()).toEqual(['/api/commerce/products?ids=p-poster,p-tee,p-mug,p-ebook']);
    // The add works from the card.
    const button = poster!.querySelector('[data-sf-widget=add-to-cart]')!.shadowRoot!.querySelector<HTMLButtonElement>('[part~=button]')!;
    act(() => button.click());
    await vi.waitFor(() => expect(Object.values(state.carts).flatMap((c) => c.entries.map((e) => e.itemId))).toEqual(['p-poster']), {
      timeout: 5000,
    });
  });

  it("a sold-out card's button: disabled, reading the store's customSoldOutText, else sold out; a press adds nothing", async () => {
    const { el } = place('data-product-ids="p-seeds-lavender, p-candle-rose, p-olive-tree, p-poster"');
    await settled(el);
    const adds = cards(el).map((c) => c.querySelector<HTMLElement>('[data-sf-widget=add-to-cart]')!);
    await vi.waitFor(() => expect(adds.map((a) => a.getAttribute('data-sf-state'))).toEqual(['sold-out', 'sold-out', 'sold-out', 'idle']));
    const buttons = adds.map((a) => a.shadowRoot!.querySelector<HTMLButtonElement>('[part~=button]')!);
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      ['sold out', true],
      ['sold out', true],
      ['Back in spring', true],
      ['Add to Cart', false],
    ]);
    expect(cards(el).map((c) => c.querySelector('[part~=badge]')?.textContent ?? null)).toEqual([
      'sold out',
      'sold out',
      'Back in spring',
      null,
    ]);
    act(() => buttons[0]!.click());
    await new Promise((r) => setTimeout(r, 50));
    expect(Object.values(state.carts).flatMap((c) => c.entries)).toEqual([]);
  });

  it("a subscription card shows its period; no link without fullUrl or data-product-url; the titles' heading level", async () => {
    const { el } = place('data-product-ids="p-coffee-club, p-seed-of-the-month" data-heading-level="3"');
    await settled(el);
    expect(cards(el).map((c) => c.querySelector('[part~=price]')!.textContent)).toEqual(['$18.00 / month', '$6.00 / month for 1 year']);
    expect(cards(el)[0]!.querySelector('a[part~=title-link]')!.getAttribute('href')).toBe('/products/coffee-club');
    expect(cards(el)[1]!.querySelector('a[part~=title-link]')).toBeNull();
    expect(cards(el)[1]!.querySelector('[part~=title]')!.localName).toBe('h3');
  });

  it('an empty collection has its state and says so; a failed first load shows the fallback with one report', async () => {
    const { el } = place('data-collection-id="c-none"');
    await settled(el);
    expect(el.getAttribute('data-sf-state')).toBe('empty');
    expect(el.shadowRoot!.querySelector('[part~=empty]')!.textContent).toBe('No products here yet.');
    state.faults.push({ method: 'GET', path: '/api/commerce/products', status: 500, times: 10 });
    const report = vi.fn();
    const failing = place('data-collection-id="c-test"', report).el;
    await vi.waitFor(() => expect(failing.getAttribute('data-sf-state')).toBe('error'), { timeout: 8000 });
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(failing.shadowRoot!.querySelector('slot')).not.toBeNull();
  });

  it('"Load more" failing: the message shows, the button stays to try again, nothing shown is lost', { timeout: 30_000 }, async () => {
    const { el } = place('data-collection-id="c-test" data-page-size="20"');
    await settled(el);
    state.faults.push({ method: 'GET', path: '/api/commerce/products', status: 503, times: 10 });
    act(() => loadMore(el)!.click());
    // (The API client retries a 503 twice, with a pause between: a few seconds.)
    await vi.waitFor(
      () => expect(el.shadowRoot!.querySelector('[part~=message]')?.textContent).toBe('Unknown error, please try again later.'),
      { timeout: 15_000 },
    );
    expect(cards(el)).toHaveLength(20);
    state.faults.length = 0;
    act(() => loadMore(el)!.click());
    await vi.waitFor(() => expect(cards(el)).toHaveLength(30));
    expect(el.shadowRoot!.querySelector('[part~=message]')).toBeNull();
  });

  it('a card\'s add is also a "click and add"; a collection of products related to another sends "related product display" (the analytics events)', async () => {
    const emit = vi.fn<Emit>();
    const { el } = place('data-product-ids="p-poster, p-ebook" data-related-to="p-tee"', vi.fn(), emit);
    await settled(el);
    await vi.waitFor(() => expect(emit.mock.calls.map((c) => c[0])).toContain('related-product-display'));
    expect(emit.mock.calls.find((c) => c[0] == 'related-product-display')![1]).toEqual({
      relatedTo: 'p-tee',
      productIds: ['p-poster', 'p-ebook'],
    });
    const add = cards(el)[0]!.querySelector('[data-sf-widget=add-to-cart]')!;
    expect(add.getAttribute('data-list')).toBe('related');
    await vi.waitFor(() => expect(add.getAttribute('data-sf-state')).toBe('idle'));
    act(() => add.shadowRoot!.querySelector<HTMLButtonElement>('[part~=button]')!.click());
    await vi.waitFor(() => expect(emit.mock.calls.map((c) => c[0])).toContain('click-and-add'), { timeout: 5000 });
    expect(emit.mock.calls.find((c) => c[0] == 'click-and-add')![1]).toEqual({
      productId: 'p-poster',
      sku: 'POSTER',
      quantity: 1,
      list: 'related',
    });
    // Not related to a product: no such event, and the cards' adds say they come from a collection.
    const plain = place('data-product-ids="p-poster"', vi.fn(), emit).el;
    await settled(plain);
    expect(emit.mock.calls.filter((c) => c[0] == 'related-product-display')).toHaveLength(1);
    expect(cards(plain)[0]!.querySelector('[data-sf-widget=add-to-cart]')!.getAttribute('data-list')).toBe('collection');
  });

  it("unmounting unmounts the cards' add buttons", async () => {
    const { el, unmount, mounted } = place('data-product-ids="p-poster"');
    await settled(el);
    await vi.waitFor(() => expect(mounted.size).toBe(1));
    const add = el.shadowRoot!.querySelector<HTMLElement>('[data-sf-widget=add-to-cart]')!;
    await vi.waitFor(() => expect(add.getAttribute('data-sf-state')).toBe('idle'));
    unmount();
    expect(add.hasAttribute('data-sf-state')).toBe(false);
  });
});

describe('collection attributes', () => {
  const el = (attrs: string) => {
    document.body.innerHTML = `<div ${attrs}></div>`;
    return document.body.firstElementChild!;
  };
  it('reads the source, the page size (clamped, with a warning), the URL template', () => {
    const warn = vi.fn<(message: string) => void>();
    expect(parseCollectionAttributes(el('data-collection-id=" c1 "'), warn)).toMatchObject({
      source: { kind: 'collection', id: 'c1' },
      pageSize: 24,
      productUrl: null,
    });
    expect(parseCollectionAttributes(el('data-product-ids="a, b,,a , c"'), warn).source).toEqual({ kind: 'ids', ids: ['a', 'b', 'c'] });
    expect(parseCollectionAttributes(el('data-collection-id="c" data-page-size="80"'), warn).pageSize).toBe(50);
    expect(parseCollectionAttributes(el('data-collection-id="c" data-page-size="0"'), warn).pageSize).toBe(1);
    expect(parseCollectionAttributes(el('data-collection-id="c" data-page-size="ten"'), warn).pageSize).toBe(24);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'data-page-size="80" is outside 1–50: 50 is used',
      'data-page-size="0" is outside 1–50: 1 is used',
      'data-page-size="ten" is not a whole number: 24 is used',
    ]);
    expect(parseCollectionAttributes(el('data-collection-id="c" data-product-url="/shop/{id}"'), warn).productUrl).toBe('/shop/{id}');
  });
  it('refuses what it cannot use, naming the attribute', () => {
    const warn = vi.fn<(message: string) => void>();
    expect(() => parseCollectionAttributes(el(''), warn)).toThrow('give exactly one of data-collection-id and data-product-ids');
    expect(() => parseCollectionAttributes(el('data-collection-id="c" data-product-ids="a"'), warn)).toThrow(/exactly one/);
    expect(() => parseCollectionAttributes(el('data-product-ids=" , "'), warn)).toThrow('data-product-ids names no product');
    expect(() => parseCollectionAttributes(el('data-collection-id="c" data-product-url="javascript:alert(1)//{id}"'), warn)).toThrow(
      /must be a path or an http\(s\) URL/,
    );
    expect(() => parseCollectionAttributes(el('data-collection-id="c" data-product-url="/shop"'), warn)).toThrow('has no {id}');
  });
  it('a card links to fullUrl when it is a path or http(s), else the template with the id encoded', () => {
    expect(productLink({ id: 'p 1', fullUrl: '/shop/p/tee' }, '/x/{id}')).toBe('/shop/p/tee');
    expect(productLink({ id: 'p 1', fullUrl: 'javascript:alert(1)' }, '/x/{id}')).toBe('/x/p%201');
    expect(productLink({ id: 'p1' }, null)).toBeNull();
  });
});

describe('the picture slot', () => {
  it("the matte's stops use the slot's ratio as the CSS sizes it", () => {
    expect(collectionCss).toContain(`aspect-ratio: ${IMAGE_RATIO};`);
  });
});

describe("the cards' stars", () => {
  function placeWith(settings: object) {
    document.head.querySelectorAll('#settings').forEach((s) => s.remove());
    const json = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'settings',
      textContent: JSON.stringify(settings),
    });
    document.head.append(json);
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="collection" data-collection-id="c-shop"></div>');
    const el = document.body.lastElementChild as HTMLElement;
    const rt = page.with({ config: { ...config, settings: '#settings' }, emit: () => {}, report: vi.fn() });
    nestWidgets(rt, ['add-to-cart']);
    mount(el, rt);
    return el;
  }

  it("where reviews show: each card with reviews has its stars and count under its title, from the page's answer (no other request)", async () => {
    const el = placeWith({ storeSettings: { nativeReviewsEnabled: true } });
    await settled(el);
    const shop = state.products.filter((p) => p.collectionId == 'c-shop').slice(0, 24);
    expect(cards(el)).toHaveLength(24);
    cards(el).forEach((card, i) => {
      const summary = shop[i]!.reviewSummary!;
      const rating = card.querySelector('[part=rating]');
      if (!summary.count) return expect(rating).toBeNull();
      expect(rating!.previousElementSibling!.getAttribute('part')).toBe('title');
      expect(rating!.querySelector('[role=img]')!.getAttribute('aria-label')).toBe(
        `${summary.average.toFixed(1)} out of 5, ${summary.count} ${summary.count == 1 ? 'review' : 'reviews'}`,
      );
      expect(rating!.textContent).toBe(`(${summary.count})`);
    });
    expect(cards(el).filter((c) => c.querySelector('[part=rating]')).length).toBeGreaterThan(12);
    expect(state.requests.filter((r) => r.path.includes('/reviews'))).toHaveLength(0);
    expect(state.requests.filter((r) => r.path.startsWith('/api/commerce/products'))).toHaveLength(1);
  });

  it('no stars where reviews do not show, or with the kill switch on', async () => {
    const off = placeWith({});
    await settled(off);
    expect(off.shadowRoot!.querySelector('[part=rating]')).toBeNull();
    document.body.innerHTML = '';
    page.reset();
    const killed = placeWith({
      storeSettings: { nativeReviewsEnabled: true },
      experiments: [{ name: 'reviews-kill-switch', experimentType: 'FEATURE_TOGGLE', variant: 'true' }],
    });
    await settled(killed);
    expect(killed.shadowRoot!.querySelector('[part=rating]')).toBeNull();
  });
});
