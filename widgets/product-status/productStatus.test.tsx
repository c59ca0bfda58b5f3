import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockPlatform, server } from '../../mock-server/node';
import type { WidgetContext } from '../../src/types';
import { mount } from './index';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { testPage } from '../../tests/unit/testRuntime';
import { productItem } from '../../src/data/products';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  document.body.innerHTML = '';
});

const config = widgetTestConfig;

function place(attrs: string, report = vi.fn()) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="product-status" ${attrs}><a href="/shop">See it</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config, emit: () => {}, report };
  mount(el, page.with(ctx));
  return el;
}
const ready = (el: HTMLElement) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ready'));
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector(`[part="${name}"]`);

describe('product-status', () => {
  it('shows the fallback while loading, then "from" the lowest price while prices vary and nothing is chosen', async () => {
    const el = place('data-product-id="p-tee"');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await ready(el);
    expect(part(el, 'price')!.textContent).toBe('from $19.00');
    expect(part(el, 'badge')!.textContent).toBe('sale');
    // Scarcity on, shown by default: the total stock (5 + 3 + 2 + 4 + 1 + 0).
    expect(part(el, 'scarcity')!.textContent).toBe('Only 15 left!');
  });

  it('renders its product in its first render when the answer came before it mounted: no fallback, no loading state', async () => {
    // The page's other widgets (or the loader, while the runtime chunk was on its way) asked for it; it is here.
    await productItem(page.runtime, 'p-tee');
    const states: (string | null)[] = [];
    const seen = new MutationObserver((records) =>
      records.forEach((r) => states.push((r.target as Element).getAttribute('data-sf-state'))),
    );
    seen.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-sf-state'] });
    const el = place('data-product-id="p-tee"');
    // Synchronously: the product, not the fallback.
    expect(el.getAttribute('data-sf-state')).toBe('ready');
    expect(el.shadowRoot!.querySelector('slot')).toBeNull();
    expect(part(el, 'price')!.textContent).toBe('from $19.00');
    await new Promise((r) => setTimeout(r, 50));
    seen.disconnect();
    expect(states).toEqual(['ready']);
  });

  it('follows the chosen variant: sale price beside the struck-through price, and its stock', async () => {
    const el = place('data-product-id="p-tee"');
    await ready(el);
    const context = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
    context.choose('Size', 'M');
    context.choose('Colour', 'White');
    await vi.waitFor(() => expect(part(el, 'compare-at-price')).not.toBeNull());
    expect(part(el, 'price')!.textContent).toBe('$19.00Regular price $25.00');
    expect(part(el, 'compare-at-price')!.tagName).toBe('S');
    expect(part(el, 'scarcity')!.textContent).toBe('Only 4 left!');
    context.choose('Colour', 'Black');
    await vi.waitFor(() => expect(part(el, 'price')!.textContent).toBe('$25.00'));
    expect(part(el, 'scarcity')!.textContent).toBe('Only 2 left!');
  });

  it('badges a sold-out product with its custom sold-out text, before sale', async () => {
    const el = place('data-product-id="p-mug"');
    await ready(el);
    expect(part(el, 'badge')!.textContent).toBe('Back soon');
    expect(part(el, 'badge')!.getAttribute('data-badge')).toBe('sold-out');
  });

  it('shows no badge for digital and gift-card products (never sold out), and no scarcity when it is off', async () => {
    for (const id of ['p-ebook', 'p-gift']) {
      const el = place(`data-product-id="${id}"`);
      await ready(el);
      expect(part(el, 'badge')).toBeNull();
      expect(part(el, 'scarcity')).toBeNull();
    }
  });

  it('a subscription: its price with its period (the coffee club: monthly), and its span when the plan ends', async () => {
    const el = place('data-product-id="p-coffee-club"');
    await ready(el);
    expect(part(el, 'price')!.textContent).toBe('$18.00 / month');
    const product = (id: string, plan: unknown) =>
      `<script type="application/json" id="${id}">${JSON.stringify({ id, structuredContent: { productType: 1, isSubscribable: true, subscriptionPlan: plan, variants: [{ sku: id, priceMoney: { value: '40.00', currency: 'USD' }, unlimited: true }] } })}</script>`;
    document.body.insertAdjacentHTML(
      'beforeend',
      product('s-fortnight', { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 26 }) +
        product('s-broken', { billingPeriod: { value: 1, unit: 'FORTNIGHT' } }),
    );
    const fortnight = place('data-product-json="#s-fortnight"');
    const broken = place('data-product-json="#s-broken"');
    await ready(fortnight);
    await ready(broken);
    expect(part(fortnight, 'price')!.textContent).toBe('$40.00 every 2 weeks for 1 year');
    // A plan that cannot be read: "Unavailable" (spec 001 §8), never a price without its period.
    expect(part(broken, 'price')!.textContent).toBe('Unavailable');
    expect(part(broken, 'price')!.hasAttribute('data-unavailable')).toBe(true);
  });

  it('a product with no price at all: "Unavailable", never "$0.00" or "NaN"', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="no-price">${JSON.stringify({ id: 'np', structuredContent: { productType: 1, variants: [{ sku: 'np', unlimited: true }] } })}</script>`,
    );
    const el = place('data-product-json="#no-price"');
    await ready(el);
    expect(part(el, 'price')!.textContent).toBe('Unavailable');
    expect(part(el, 'price')!.hasAttribute('data-unavailable')).toBe(true);
  });

  it.each([
    [
      "the product's price with decimalValue (spec 000 §3), its variant none",
      { price: { decimalValue: '30.00', currencyCode: 'USD' } },
      {},
    ],
    ["the product's price, a number amount", { price: { amount: 30, currencyCode: 'USD' } }, {}],
    ["a variant's price as money {value, currency}", {}, { price: { value: '30.00', currency: 'USD' } }],
    ["a variant's price as money, decimalValue a number", {}, { price: { decimalValue: 30, currencyCode: 'USD' } }],
    [
      "a variant's sale price as money {amount}",
      {},
      { price: { value: 30, currency: 'USD' }, onSale: true, salePrice: { amount: '24.50', currencyCode: 'USD' } },
    ],
  ])('%s: the price shows, not "Unavailable"', async (_, own, variant) => {
    const id = `m-${Math.random().toString(36).slice(2)}`;
    const item = { id, name: 'Flat', productType: 1, ...own, variants: [{ sku: 'F', attributes: {}, unlimited: true, ...variant }] };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${id}">${JSON.stringify(item)}</script>`);
    const el = place(`data-product-json="#${id}"`);
    await ready(el);
    expect(part(el, 'price')!.hasAttribute('data-unavailable')).toBe(false);
    expect(part(el, 'price')!.textContent).toBe('onSale' in variant ? '$24.50Regular price $30.00' : '$30.00');
  });

  it("shows money as the site settings say: the locale's own format (useCLDRMoneyFormat), whole amounts trimmed (trimZeroFractions)", async () => {
    document.body.innerHTML = '<script type="application/json" id="money">{"useCLDRMoneyFormat": true, "trimZeroFractions": true}</script>';
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div data-sf-widget="product-status" data-product-id="p-coffee-club"></div><div data-sf-widget="product-status" data-product-id="p-ebook"></div>',
    );
    const [coffee, ebook] = [...document.querySelectorAll<HTMLElement>('[data-sf-widget]')];
    const rt = page.with({ config: { ...config, settings: '#money', locale: 'de-DE' }, emit: () => {}, report: vi.fn() });
    mount(coffee!, rt);
    mount(ebook!, rt);
    await ready(coffee!);
    await ready(ebook!);
    expect(part(coffee!, 'price')!.textContent.replace(/\s/g, ' ')).toBe('18 $ / month');
    expect(part(ebook!, 'price')!.textContent.replace(/\s/g, ' ')).toBe('9,99 $');
  });

  it("shows the chosen variant's main image when asked (data-show-image), http(s) only", async () => {
    document.body.innerHTML = `<script type="application/json" id="lamp">${JSON.stringify({
      id: 'p-lamp',
      structuredContent: {
        productType: 1,
        variants: [
          {
            sku: 'LAMP-RED',
            attributes: { Colour: 'Red' },
            priceMoney: { value: '40.00', currency: 'USD' },
            qtyInStock: 3,
            mainImage: { assetUrl: 'https://img.example.com/red.jpg', altText: 'Red lamp' },
          },
          {
            sku: 'LAMP-BAD',
            attributes: { Colour: 'Blue' },
            priceMoney: { value: '40.00', currency: 'USD' },
            qtyInStock: 3,
            mainImage: { assetUrl: 'javascript:alert(1)' },
          },
        ],
      },
    })}</script>`;
    const el = place('data-product-json="#lamp" data-show-image');
    await ready(el);
    expect(part(el, 'image')).toBeNull(); // nothing chosen yet, and the product has no pictures of its own
    const context = page.runtime.product({ kind: 'json', selector: '#lamp' }, '');
    context.choose('Colour', 'Red');
    await vi.waitFor(() => expect(part(el, 'image')?.getAttribute('src')).toBe('https://img.example.com/red.jpg?format=750w'));
    expect(part(el, 'image')!.getAttribute('alt')).toBe('Red lamp');
    expect(part(el, 'image')!.getAttribute('sizes')).toBe('(max-width: 600px) 100vw, 480px');
    // A javascript: picture is never parsed, so never shown.
    context.choose('Colour', 'Blue');
    await vi.waitFor(() => expect(part(el, 'image')).toBeNull());
  });

  it('a product that cannot be loaded: one report naming it, the fallback shows', async () => {
    const report = vi.fn();
    const el = place('data-product-id="p-nope"', report);
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String((report.mock.calls[0]![1] as { message: string }).message)).toContain('product "p-nope" could not be loaded');
    await vi.waitFor(() => expect(el.shadowRoot!.querySelector('slot')).not.toBeNull());
  });
});
