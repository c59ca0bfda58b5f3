// A cart answer that lacks fields, or holds some of another type (spec 000 §3: numbers default to 0, booleans to
// false, lists to empty), in Chromium on the demo store's mock platform: the cart and the cart pill show it with the
// spec's defaults, never their fallback; a field of another type is named in one console warning.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import { baseUrl, setFaults, useBrowser, watchConsole, closedPopupToday } from './browser';

const browserOf = useBrowser();
// The home page's newsletter popup (8 s after it loads) is tests/e2e/popup.test.ts's: here, a visitor who closed it.
beforeAll(() => closedPopupToday(browserOf().context));
let page: Page;
let warnings: string[];
beforeEach(async () => {
  page = await browserOf().context.newPage();
  warnings = [];
  page.on('console', (m) => m.type() == 'warning' && m.text().startsWith('[storefront]') && warnings.push(m.text()));
  await page.context().addCookies([{ name: 'hasCart', value: 'true', url: baseUrl() }]);
  return () => page.close();
});

/** A poster ($15.00) as the platform's cart holds it. */
const POSTER = {
  id: 'entry-1',
  itemId: 'p-poster',
  quantity: 1,
  chosenVariant: { sku: 'POSTER', attributes: {} },
  title: 'Poster',
  subTotal: 1500,
  purchasePriceCents: 1500,
  additionalFields: '{}',
  productType: 'physical',
};
/** The cart's GET answers `cart` (the mock platform's fault rule, status 200 with that body). */
const answer = (cart: object) => setFaults([{ method: 'GET', path: '/api/commerce/shopping-cart', status: 200, body: cart }]);

const cartState = () => page.locator('[data-sf-widget="cart"]').getAttribute('data-sf-state');
const shown = () =>
  page.evaluate(() => {
    const root = document.querySelector('[data-sf-widget="cart"]')!.shadowRoot!;
    const text = (part: string) => [...root.querySelectorAll(`[part~=${part}]`)].map((n) => n.textContent);
    return { titles: text('title'), lines: text('line-price'), subtotal: text('subtotal')[0] ?? null, minimum: text('minimum')[0] ?? null };
  });
const pill = () =>
  page.evaluate(() => {
    const el = document.querySelector('[data-sf-widget="cart-pill"]')!;
    return {
      state: el.getAttribute('data-sf-state'),
      label: el.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') ?? null,
    };
  });

describe('a cart answer without some fields, or with some of another type, in Chromium', () => {
  it("no subtotalCents nor other totals: the cart page shows the cart with the spec's defaults (subtotal $0.00), not its fallback", async () => {
    const log = watchConsole(page);
    await answer({ id: 'cart-d', entries: [POSTER], totalQuantity: 1 });
    await page.goto(`${baseUrl()}/cart`);
    // The demo's checkout minimum is $20.00: the defaulted subtotal is below it.
    await expect.poll(cartState, { timeout: 10_000 }).toBe('below-minimum');
    expect(await shown()).toEqual({
      titles: ['Poster'],
      lines: ['$15.00'],
      subtotal: '$0.00',
      minimum: 'To check out, your order subtotal must be $20.00 or more.',
    });
    expect(await page.locator('[data-sf-widget="cart"]').getAttribute('data-sf-fallback')).toBeNull();
    expect(warnings).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('fields of another type: named in one console warning and defaulted; the cart still shows', async () => {
    const log = watchConsole(page);
    await answer({
      id: 'cart-w',
      entries: [{ ...POSTER, title: 42, subTotal: '15.00' }, 'not an entry'],
      subtotalCents: { value: '15.00', currency: 'EUR' },
      totalQuantity: '1',
      hasDigital: 'no',
    });
    await page.goto(`${baseUrl()}/cart`);
    await expect.poll(cartState, { timeout: 10_000 }).toBe('below-minimum');
    expect(await shown()).toMatchObject({ titles: [''], lines: ['$0.00'], subtotal: '$0.00' });
    expect(warnings).toEqual([
      '[storefront] cart: not of the type read, defaulted: entries[0].title, entries[0].subTotal, entries[1], subtotalCents, totalQuantity, hasDigital',
    ]);
    expect(log.errors).toEqual([]);
  });

  it("the amounts as money in the spec's shapes: shown as cents would be", async () => {
    await answer({
      id: 'cart-m',
      entries: [
        {
          ...POSTER,
          quantity: 2,
          subTotal: { decimalValue: 30, currencyCode: 'USD' },
          purchasePriceCents: { amount: '15', currencyCode: 'USD' },
        },
      ],
      subtotalCents: { value: '30.00', currency: 'USD' },
      totalQuantity: 2,
    });
    await page.goto(`${baseUrl()}/cart`);
    await expect.poll(cartState, { timeout: 10_000 }).toBe('ready');
    expect(await shown()).toMatchObject({ lines: ['$30.00'], subtotal: '$30.00', minimum: null });
    expect(warnings).toEqual([]);
  });

  it("the shop page's cart pill: the count when totalQuantity is there, hidden (its default 0) when it is not; never an error", async () => {
    const log = watchConsole(page);
    await answer({ id: 'cart-p', entries: [{ ...POSTER, quantity: 3 }], totalQuantity: 3 });
    await page.goto(`${baseUrl()}/`);
    await expect.poll(pill, { timeout: 10_000 }).toEqual({ state: 'shown', label: 'Cart, 3 items' });

    await answer({ id: 'cart-p', entries: [{ ...POSTER, quantity: 3 }] });
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { Storefront?: { ready: Promise<unknown> } }).Storefront?.ready);
    await page.evaluate(() => (window as unknown as { Storefront: { cart: { get(): Promise<unknown> } } }).Storefront.cart.get());
    expect((await pill()).state).toBe('hidden');
    expect(log.errors).toEqual([]);
  });
});
