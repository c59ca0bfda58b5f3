import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { addToCart } from '../../src/cart/writes';
import type { SiteConfig, Unmount, WidgetContext } from '../../src/types';
import { parsePillSource } from './attributes';
import { mount } from './index';
import { loadModalPage } from './Popup';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';

/** The page of each test: its runtime is made by the first mount. */
const page = testPage();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const config = widgetTestConfig;
const unmounts: Unmount[] = [];

beforeEach(() => {
  resetMockPlatform();
  page.reset();
  page.reset(); // a new page: its pages not fetched yet
  document.body.innerHTML = '';
  clearCookies('CART', 'hasCart', 'crumb');
  ensureCrumbCookie();
});
afterEach(() => {
  unmounts.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
});

/** The US context (min $35, max $1,000) as element attributes; `over` replaces some. */
const US = {
  'data-afterpay-available': 'true',
  'data-afterpay-min': '3500',
  'data-afterpay-max': '100000',
  'data-stripe-account-country': 'US',
};
const attrs = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}='${v}'`)
    .join(' ');

function place(a: Record<string, string>, over: Partial<SiteConfig> = {}) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="instalment-pill" ${attrs(a)}><span>Pay later</span></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const report = vi.fn();
  const ctx: WidgetContext = { config: { ...config, ...over }, emit: vi.fn(), report };
  unmounts.push(mount(el, page.with(ctx)));
  return { el, report };
}

let jsonId = 0;
/** A one-variant product on the page as inline JSON. */
function inline(price: string, productType = 1, currency = 'USD'): string {
  const id = `pj-${++jsonId}`;
  const product = {
    id: `p-${id}`,
    name: 'Thing',
    structuredContent: {
      productType,
      variants: [{ sku: 'T', attributes: {}, priceMoney: { value: price, currency }, onSale: false, unlimited: true, qtyInStock: 0 }],
    },
  };
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${id}">${JSON.stringify(product)}</script>`);
  return `#${id}`;
}

const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
/** The pill's words (message and brand), without the info button. */
const text = (el: HTMLElement) => {
  const pill = el.shadowRoot!.querySelector('[part=pill]');
  return (
    pill &&
    Array.from(pill.childNodes, (n) => (n.nodeName == 'BUTTON' ? '' : n.textContent))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
  );
};
const info = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part=info]')!;
const until = (fn: () => void) => vi.waitFor(fn, { timeout: 3000 });

describe('instalment-pill for a product', () => {
  it('eligible: "or 4 interest-free payments of $12.50 with Afterpay", an info button named after the brand', async () => {
    const { el } = place({ ...US, 'data-product-json': inline('50.00') });
    await until(() => expect(stateOf(el)).toBe('eligible'));
    expect(text(el)).toBe('or 4 interest-free payments of $12.50 with Afterpay');
    expect(el.shadowRoot!.querySelector('[part=brand]')!.textContent).toBe('Afterpay');
    expect(info(el).getAttribute('aria-label')).toBe('More about paying in instalments with Afterpay');
    expect(info(el).getAttribute('type')).toBe('button');
  });

  it.each([
    ['35.00', 'below-min', 'Afterpay available for orders over $35.00'],
    ['35.01', 'eligible', 'or 4 interest-free payments of $8.75 with Afterpay'],
    ['1000.00', 'eligible', 'or 4 interest-free payments of $250.00 with Afterpay'],
    ['1000.01', 'above-max', 'Afterpay available for orders up to $1,000.00'],
  ])('boundaries: %s → %s', async (price, state, expected) => {
    const { el } = place({ ...US, 'data-product-json': inline(price) });
    await until(() => expect(stateOf(el)).toBe(state));
    expect(text(el)).toBe(expected);
  });

  it('GB → Clearpay; CA with French → Afterpay (fr_CA); an unsupported country → nothing', async () => {
    const gb = place(
      { ...US, 'data-stripe-account-country': 'GB', 'data-product-json': inline('50.00', 1, 'GBP') },
      { currency: 'GBP' },
    ).el;
    const ca = place(
      { ...US, 'data-stripe-account-country': 'CA', 'data-shopper-language': 'fr', 'data-product-json': inline('50.00', 1, 'CAD') },
      { currency: 'CAD' },
    ).el;
    const de = place(
      { ...US, 'data-stripe-account-country': 'DE', 'data-product-json': inline('50.00', 1, 'EUR') },
      { currency: 'EUR' },
    ).el;
    await until(() => expect(stateOf(gb)).toBe('eligible'));
    expect(text(gb)).toBe('or 4 interest-free payments of £12.50 with Clearpay');
    await until(() => expect(stateOf(ca)).toBe('eligible'));
    expect(text(ca)).toBe('or 4 interest-free payments of CA$12.50 with Afterpay');
    await until(() => expect(stateOf(de)).toBe('hidden'));
    expect(de.shadowRoot!.childNodes).toHaveLength(0);
  });

  it('hidden for a product that is not physical, when the cart holds a non-physical item, when not available, or in another currency', async () => {
    const digital = place({ ...US, 'data-product-json': inline('50.00', 2) }).el;
    const off = place({ ...US, 'data-afterpay-available': 'false', 'data-product-json': inline('50.00') }).el;
    const none = place({ 'data-product-json': inline('50.00') }).el;
    const eur = place({ ...US, 'data-product-json': inline('50.00', 1, 'EUR') }).el;
    for (const el of [digital, off, none, eur]) await until(() => expect(stateOf(el)).toBe('hidden'));

    const tee = place({ ...US, 'data-product-json': inline('50.00') }).el;
    await until(() => expect(stateOf(tee)).toBe('eligible'));
    await addToCart(page.runtime.cart, { itemId: 'p-ebook', sku: 'EBOOK', quantity: 1, additionalFields: '{}' });
    await until(() => expect(stateOf(tee)).toBe('hidden'));
  });

  it('follows the selected variant and quantity live (data-product-id, the shared selection)', async () => {
    const { el } = place({ ...US, 'data-product-id': 'p-tee' });
    await until(() => expect(stateOf(el)).toBe('below-min'));
    expect(text(el)).toBe('Afterpay available for orders over $35.00'); // no variant chosen: the "from" price, $19.00
    const tee = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
    tee.setQuantity('2');
    await until(() => expect(text(el)).toBe('or 4 interest-free payments of $9.50 with Afterpay'));
    tee.choose('Size', 'S');
    tee.choose('Colour', 'Black'); // $25.00
    await until(() => expect(text(el)).toBe('or 4 interest-free payments of $12.50 with Afterpay'));
    tee.setQuantity('abc'); // an unusable quantity counts as 1
    await until(() => expect(stateOf(el)).toBe('below-min'));
    tee.setQuantity('60');
    await until(() => expect(stateOf(el)).toBe('above-max'));
    expect(text(el)).toBe('Afterpay available for orders up to $1,000.00');
  });

  it('never stale: 100 quick variant and quantity changes end with the amount of the last choice', async () => {
    const { el } = place({ ...US, 'data-product-id': 'p-tee' });
    await until(() => expect(stateOf(el)).toBe('below-min'));
    const tee = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
    const choices = [
      ['S', 'Black'],
      ['M', 'White'],
      ['L', 'Black'],
    ] as const;
    for (let i = 0; i < 100; i++) {
      const [size, colour] = choices[i % 3]!;
      tee.choose('Size', size);
      tee.choose('Colour', colour);
      tee.setQuantity(String((i % 7) + 2));
      if (i % 10 == 0) await Promise.resolve();
    }
    // The last: i = 99 → S / Black ($25.00) × 3 = $75.00 → $18.75.
    await until(() => expect(text(el)).toBe('or 4 interest-free payments of $18.75 with Afterpay'));
    await new Promise((r) => setTimeout(r, 50));
    expect(text(el)).toBe('or 4 interest-free payments of $18.75 with Afterpay');
  });

  it('shows the fallback while the product loads, and gives up (one report, fallback) when it cannot be loaded', async () => {
    platform.faults = [{ method: 'GET', path: '/api/commerce/products/p-tee', status: 404, body: { message: 'Not found' } }];
    const { el, report } = place({ ...US, 'data-product-id': 'p-tee' });
    expect(stateOf(el)).toBe('loading');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    await until(() => expect(report).toHaveBeenCalledTimes(1));
    expect(String(report.mock.calls[0]![1])).toMatch(/instalment-pill: product "p-tee" could not be loaded/);
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
  });
});

describe('instalment-pill for the cart (data-source="cart")', () => {
  it('hidden while the cart is empty; follows the subtotal; hidden once a non-physical item is in it', async () => {
    const { el } = place({ ...US, 'data-source': 'cart' });
    await until(() => expect(stateOf(el)).toBe('hidden'));
    await addToCart(page.runtime.cart, { itemId: 'p-poster', sku: 'POSTER', quantity: 1, additionalFields: '{}' });
    await until(() => expect(stateOf(el)).toBe('below-min'));
    await addToCart(page.runtime.cart, { itemId: 'p-poster', sku: 'POSTER', quantity: 2, additionalFields: '{}' });
    await until(() => expect(text(el)).toBe('or 4 interest-free payments of $11.25 with Afterpay'));
    await addToCart(page.runtime.cart, { itemId: 'p-consult', sku: 'CONSULT-1H', quantity: 1, additionalFields: '{}' });
    await until(() => expect(stateOf(el)).toBe('hidden'));
  });
});

describe('the instalment context from site settings (data-settings) and the script tag', () => {
  it('site settings give the context; the element overrides; the language comes from data-locale', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify({
        instalments: {
          afterPayAvailable: true,
          afterPayMin: { value: '35.00', currency: 'CAD' },
          afterPayMax: { decimalValue: '1000', currencyCode: 'CAD' },
          stripeAccountCountry: 'CA',
        },
      })}</script>`,
    );
    const over = { settings: '#settings', currency: 'CAD', locale: 'fr-CA' };
    const fr = place({ 'data-product-json': inline('100.00', 1, 'CAD') }, over).el;
    const en = place(
      { 'data-shopper-language': 'en', 'data-afterpay-max': '5000', 'data-product-json': inline('100.00', 1, 'CAD') },
      over,
    ).el;
    await until(() => expect(stateOf(fr)).toBe('eligible'));
    expect(text(fr)).toBe('or 4 interest-free payments of CA$25.00 with Afterpay');
    await until(() => expect(stateOf(en)).toBe('above-max'));
    expect(text(en)).toBe('Afterpay available for orders up to CA$50.00');
  });

  it('a malformed context or source refuses to mount, naming the attribute (the loader reports it; the fallback stays)', () => {
    expect(() => place({ ...US, 'data-afterpay-min': 'lots', 'data-product-id': 'p-tee' })).toThrow('data-afterpay-min "lots"');
    expect(() => place({ 'data-afterpay-available': 'true', 'data-product-id': 'p-tee' })).toThrow('is required');
    const el = document.createElement('div');
    el.setAttribute('data-source', 'wishlist');
    expect(() => parsePillSource(el)).toThrow('data-source "wishlist" must be "cart" or "product"');
    el.setAttribute('data-source', 'cart');
    el.setAttribute('data-product-id', 'p');
    expect(() => parsePillSource(el)).toThrow('takes no data-product-id');
    el.removeAttribute('data-product-id');
    el.removeAttribute('data-source');
    expect(() => parsePillSource(el)).toThrow('data-product-id or data-product-json is required');
  });
});

describe('the popup', () => {
  const dialog = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[role=dialog]');

  it('opens on press (its code loaded then), shows the locale’s page, closes on Escape, the close button or outside; focus returns', async () => {
    const { el } = place(
      { ...US, 'data-stripe-account-country': 'GB', 'data-product-json': inline('50.00', 1, 'GBP') },
      { currency: 'GBP' },
    );
    await until(() => expect(stateOf(el)).toBe('eligible'));
    expect(dialog(el)).toBeNull();
    expect(info(el).getAttribute('aria-expanded')).toBe('false');
    expect(info(el).hasAttribute('aria-controls')).toBe(false);
    info(el).click();
    await until(() => expect(dialog(el)?.getAttribute('data-state')).toBe('loaded'));
    const d = dialog(el)!;
    // The trigger says the dialog is open, and which it is.
    expect(info(el).getAttribute('aria-expanded')).toBe('true');
    expect(el.shadowRoot!.getElementById(info(el).getAttribute('aria-controls')!)).toBe(d);
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(d.getAttribute('aria-label')).toBe('More about paying in instalments with Clearpay');
    expect(d.textContent).toContain('Clearpay');
    expect(el.shadowRoot!.activeElement?.getAttribute('part')).toBe('dialog-close');
    expect(platform.requests.filter((r) => r.path.startsWith('/api/commerce/instalments/modal/')).map((r) => r.path)).toEqual([
      '/api/commerce/instalments/modal/en_GB',
    ]);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await until(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(info(el));
    expect(info(el).getAttribute('aria-expanded')).toBe('false');

    info(el).click();
    await until(() => expect(dialog(el)).not.toBeNull());
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part=dialog-close]')!.click();
    await until(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(info(el));

    info(el).click();
    await until(() => expect(dialog(el)).not.toBeNull());
    // A press inside the dialog released outside is no click outside.
    const backdrop = el.shadowRoot!.querySelector<HTMLElement>('[part=backdrop]')!;
    dialog(el)!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog(el)).not.toBeNull();
    backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    backdrop.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await until(() => expect(dialog(el)).toBeNull());
    expect(el.shadowRoot!.activeElement).toBe(info(el));
    // Fetched once per page.
    expect(platform.requests.filter((r) => r.path.startsWith('/api/commerce/instalments/modal/'))).toHaveLength(1);
  });

  it('a load failure is only logged (spec 000 §8): one console.error, nothing opens, no message; the pill stays, and the next press opens it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    platform.faults = [{ path: '/api/commerce/instalments/modal/*', status: 500, body: 'down', times: 1 }];
    const { el } = place({ ...US, 'data-product-json': inline('50.00') });
    await until(() => expect(stateOf(el)).toBe('eligible'));
    const before = el.shadowRoot!.innerHTML;
    info(el).click();
    info(el).click(); // a second press while the first loads adds nothing
    await until(() => expect(error).toHaveBeenCalledTimes(1));
    expect(String(error.mock.calls[0]![0])).toMatch(/instalment-pill: the Afterpay page \(en_US\) could not be loaded: GET .*en_US → 500/);
    await new Promise((r) => setTimeout(r, 50));
    // Nothing opened, nothing said: the pill as it was, its button still the button.
    expect(dialog(el)).toBeNull();
    expect(el.shadowRoot!.innerHTML).toBe(before);
    expect(el.shadowRoot!.textContent).not.toMatch(/could not be loaded/);
    expect(info(el).getAttribute('aria-expanded')).toBe('false');
    expect(stateOf(el)).toBe('eligible');
    expect(text(el)).toBe('or 4 interest-free payments of $12.50 with Afterpay');
    expect(platform.requests.filter((r) => r.path.startsWith('/api/commerce/instalments/modal/'))).toHaveLength(1);

    // The page back: the next press opens the popup with it.
    info(el).click();
    await until(() => expect(dialog(el)?.getAttribute('data-state')).toBe('loaded'));
    expect(info(el).getAttribute('aria-expanded')).toBe('true');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('opens only once the page is here: no empty or busy dialog while it loads', async () => {
    platform.faults = [{ path: '/api/commerce/instalments/modal/*', delayMs: 300, times: 1 }];
    const { el } = place({ ...US, 'data-product-json': inline('50.00') });
    await until(() => expect(stateOf(el)).toBe('eligible'));
    info(el).click();
    await new Promise((r) => setTimeout(r, 150));
    expect(dialog(el)).toBeNull();
    await until(() => expect(dialog(el)?.getAttribute('data-state')).toBe('loaded'));
    expect(dialog(el)!.textContent).toContain('the U.S.');
    expect(dialog(el)!.hasAttribute('aria-busy')).toBe(false);
  });

  it('the page by locale, falling back to the US English page (no page for the locale, or it fails)', async () => {
    expect(await loadModalPage(page.runtime, 'fr_CA')).toContain('Payez en 4');
    expect(await loadModalPage(page.runtime, 'de_DE')).toContain('the U.S.');
    platform.faults = [{ path: '/api/commerce/instalments/modal/en_NZ', status: 404, times: 1 }];
    expect(await loadModalPage(page.runtime, 'en_NZ')).toContain('the U.S.');
    await expect(async () => {
      platform.faults = [{ path: '/api/commerce/instalments/modal/*', networkError: true }];
      page.reset(); // a new page: its pages not fetched yet
      await loadModalPage(page.runtime, 'en_AU');
    }).rejects.toThrow();
  });

  it('the mock platform serves one page per locale', async () => {
    server.use(http.get('*/nothing', () => HttpResponse.text('')));
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB']) {
      const r = await fetch(`http://127.0.0.1:3000/api/commerce/instalments/modal/${locale}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/text\/html/);
      expect(await r.text()).toMatch(/<h2>[\s\S]*<li>[\s\S]*<a href="https:/);
    }
    expect((await fetch('http://127.0.0.1:3000/api/commerce/instalments/modal/de_DE')).status).toBe(404);
  });
});
