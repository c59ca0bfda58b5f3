// Money in every shape (spec 001 §3 "Money": {value, currency}, {decimalValue, currencyCode} or {amount, currencyCode},
// the amount a decimal string or a number; spec 000 §3: a product's "price with decimalValue") in Chromium, on the demo
// store's mock platform: the prices shown, and the buttons that buy at them.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { baseUrl, mockState, ownerPage, serve, useBrowser, watchConsole, closedPopupToday } from './browser';

const browserOf = useBrowser();
// The home page's newsletter popup (8 s after it loads) is tests/e2e/popup.test.ts's: here, a visitor who closed it.
beforeAll(() => closedPopupToday(browserOf().context));
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const waitForPill = (label: string) =>
  page.waitForFunction(
    (l) =>
      document.querySelector('[data-sf-widget="cart-pill"]')?.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') === l,
    label,
    { timeout: 10_000 },
  );
const ready = (selector: string, state = 'ready') =>
  page.waitForFunction(([s, v]) => document.querySelector(s!)?.getAttribute('data-sf-state') === v, [selector, state], { timeout: 10_000 });

describe('money in every shape, in Chromium', () => {
  it("the shop: all 48 products priced, whichever shape and field their money is in; none 'Unavailable'", async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/`);
    await ready('[data-sf-widget="collection"]');
    await page.locator('[data-sf-widget="collection"] [part=load-more]').click();
    const cards = page.locator('[data-sf-widget="collection"] [part~=card]');
    await expect.poll(() => cards.count()).toBe(48);
    const prices = await cards.locator('[part~=price]').allTextContents();
    expect(prices).toHaveLength(48);
    expect(prices.filter((p) => !/^(from )?\$\d/.test(p))).toEqual([]);
    const priceOf = (title: string) =>
      cards
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
        .locator('[part~=price]')
        .textContent();
    // {value, currency} with priceMoney; `price` alone; on the product itself with decimalValue; a number amount.
    expect(await priceOf('Tee')).toBe('from $19.00');
    expect(await priceOf('Boston Fern')).toBe('$24.00');
    expect(await priceOf('A5 Dot Grid Notebook')).toBe('$14.00');
    expect(await priceOf("Basil Seeds, 'Genovese'")).toBe('$3.50');
    expect(await priceOf("Sunflower Seeds, 'Giant Yellow'")).toBe('$2.25Regular price $3.00');
    expect(log.errors).toEqual([]);
  });

  it('a product priced on the product itself with decimalValue (the notebook): its price shows, and Add to Cart buys it at that price', async () => {
    const log = watchConsole(page);
    const posts: unknown[] = [];
    page.on(
      'request',
      (r) => r.method() == 'POST' && r.url().endsWith('/api/commerce/shopping-cart/entries') && posts.push(r.postDataJSON()),
    );
    await page.goto(`${baseUrl()}/product?id=p-notebook`);
    await ready('[data-sf-widget="product"]');
    const product = page.locator('[data-sf-widget="product"]');
    expect(await product.locator('[part=price]').first().textContent()).toBe('$14.00');
    await product.getByRole('combobox', { name: 'Colour' }).selectOption('Sage');
    const button = product.locator('[data-sf-widget="add-to-cart"] [part=button]');
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await button.click();
    await waitForPill('Cart, 1 item');
    const [cart] = Object.values((await mockState()).carts);
    // additionalFields as sent: a JSON string, "{}" for a product without a form (spec 000 §7).
    expect(cart!.entries.map((e) => [e.itemId, e.chosenVariant.sku, e.purchasePriceCents, e.additionalFields])).toEqual([
      ['p-notebook', 'NB-A5-SAGE', 1400, '{}'],
    ]);
    expect(log.errors).toEqual([]);
  });

  it("a catalogue of the spec's shapes put to the platform: each price shows as it is, and each product can be bought", async () => {
    const log = watchConsole(page);
    const variant = (id: string, price: unknown, extra: object = {}) => ({ id: `v-${id}`, sku: id.toUpperCase(), price, ...extra });
    const product = (id: string, content: object) => ({ id, name: id, structuredContent: { productType: 1, ...content } });
    const products = [
      product('m-value', { variants: [variant('m-value', { value: '12.50', currency: 'USD' })] }),
      product('m-decimal', { variants: [variant('m-decimal', { decimalValue: 12.5, currencyCode: 'USD' })] }),
      product('m-amount', { variants: [variant('m-amount', { amount: '12.5', currencyCode: 'usd' })] }),
      product('m-own', { price: { decimalValue: '30.00', currencyCode: 'USD' }, variants: [{ id: 'v-m-own', sku: 'M-OWN' }] }),
      product('m-sale', {
        variants: [variant('m-sale', { value: 40, currency: 'USD' }, { onSale: true, salePrice: { amount: 32.5, currencyCode: 'USD' } })],
      }),
    ];
    const put = await fetch(`${baseUrl()}/__mock/catalog`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ products }),
    });
    expect(put.status).toBe(200);
    const widgets = products
      .map(
        ({ id }) =>
          `<div data-sf-widget="product-status" id="status-${id}" data-product-id="${id}">…</div>` +
          `<div data-sf-widget="add-to-cart" id="add-${id}" data-product-id="${id}"><a href="/">Buy</a></div>`,
      )
      .join('');
    await serve(page, '/money', ownerPage(`${widgets}<div data-sf-widget="cart-pill"><a href="/cart">Cart</a></div>`));
    await page.goto(`${baseUrl()}/money`);
    const shown: string[] = [];
    for (const { id } of products) {
      await ready(`#status-${id}`);
      shown.push((await page.locator(`#status-${id} [part=price]`).textContent())!);
    }
    expect(shown).toEqual(['$12.50', '$12.50', '$12.50', '$30.00', '$32.50Regular price $40.00']);
    for (const [i, { id }] of products.entries()) {
      await ready(`#add-${id}`, 'idle');
      await page.locator(`#add-${id} [part=button]`).click();
      await waitForPill(`Cart, ${i + 1} item${i ? 's' : ''}`);
    }
    const [cart] = Object.values((await mockState()).carts);
    expect(cart!.entries.map((e) => e.purchasePriceCents)).toEqual([1250, 1250, 1250, 3000, 3250]);
    expect(log.errors).toEqual([]);
  });
});
