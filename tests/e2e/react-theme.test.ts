// A real React 19 app (tests/react-theme, built here with Vite against the built package dist/react) in
// Chromium against the mock platform: an add through <AddToCart> shows in <CartPill> and in the theme's own header
// (useCart), with no axe violation and no console error.
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, cartGets, mockState, useBrowser, watchConsole } from './browser';

const out = resolve('.tmp/react-theme');
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

beforeAll(async () => {
  await build({ configFile: resolve('tests/react-theme/vite.config.ts'), logLevel: 'warn' });
}, 60_000);

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  // The theme's files on the store's origin, under /theme/ (its API calls and cookies are then the platform's).
  await page.route(`${baseUrl()}/theme/**`, (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.slice('/theme/'.length) || 'index.html';
    const file = join(out, path);
    if (!file.startsWith(out) || !existsSync(file)) return route.fulfill({ status: 404 });
    let body: string | Buffer = readFileSync(file);
    // ?with-loader: the same theme on a page that also has the drop-in script tag and a drop-in element.
    if (path == 'index.html' && url.searchParams.has('with-loader'))
      body = body
        .toString()
        .replace(
          '</body>',
          '<div data-sf-widget="cart-pill" id="dropin-pill"><a href="/cart">Cart</a></div>\n<script async src="/sdk/storefront.js" data-website-id="theme"></script>\n</body>',
        );
    return route.fulfill({ status: 200, contentType: types[extname(file)] ?? 'application/octet-stream', body });
  });
  await page.context().addCookies([{ name: 'crumb', value: `theme-${Date.now()}`, url: baseUrl() }]);
  return () => page.close();
});

const state = (name: string) =>
  page.evaluate((n) => document.querySelector(`[data-sf-react="${n}"]`)?.getAttribute('data-sf-state') ?? null, name);
const waitState = (name: string, s: string) =>
  page.waitForFunction(([n, v]) => document.querySelector(`[data-sf-react="${n}"]`)?.getAttribute('data-sf-state') === v, [name, s], {
    timeout: 15_000,
  });

describe('a React 19 theme built with Vite on @storefront/widgets/react', () => {
  it("adds through <AddToCart>; <CartPill> and the theme's useCart() header count it; accessible; no console error", async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/theme/`);
    await waitState('add-to-cart', 'idle');
    await waitState('variant-picker', 'ready');
    expect(await page.locator('h1').textContent()).toBe('Tee');
    expect(await page.locator('#theme-cart').textContent()).toBe('Cart (0)');
    expect(await axe(page)).toEqual([]);

    for (const choice of ['M', 'White'])
      await page.locator('[data-sf-react="variant-picker"] label').filter({ hasText: choice }).first().click();
    await page.locator('[data-sf-react="quantity"] input').fill('2');
    await page.locator('[data-sf-react="add-to-cart"] [part=button]').click();
    await waitState('cart-pill', 'shown');
    await expect.poll(() => page.locator('#theme-cart').textContent()).toBe('Cart (2)');
    expect(await page.locator('[data-sf-react="cart-pill"] [part=pill]').getAttribute('aria-label')).toBe('Cart, 2 items');
    const carts = Object.values(
      (await mockState()).carts as Record<string, { entries: { chosenVariant: { sku: string }; quantity: number }[] }>,
    );
    expect(carts.map((c) => c.entries.map((e) => [e.chosenVariant.sku, e.quantity]))).toEqual([[['TEE-M-WHI', 2]]]);
    await waitState('add-to-cart', 'idle');
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    expect(await state('product-status')).toBe('ready');
  }, 60_000);

  it('with the drop-in loader on the same page: one runtime, one cart request; a React add shows in the drop-in pill too', async () => {
    // A visitor with a cart already: the cart is loaded at page start (the spec's rule), once for the whole page.
    await fetch(`${baseUrl()}/__mock/reset`, { method: 'POST' });
    const seeded = (await (
      await fetch(`${baseUrl()}/api/commerce/shopping-cart/entries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'seed', cookie: 'crumb=seed' },
        body: JSON.stringify({ itemId: 'p-poster', sku: null, quantity: 1, additionalFields: null }),
      })
    ).json()) as { shoppingCart: { id: string } };
    await page.context().addCookies([
      { name: 'CART', value: seeded.shoppingCart.id, url: baseUrl() },
      { name: 'hasCart', value: 'true', url: baseUrl() },
    ]);
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/theme/?with-loader`);
    await waitState('add-to-cart', 'idle');
    await page.waitForFunction(() => document.getElementById('dropin-pill')?.getAttribute('data-sf-state') === 'shown');
    await expect.poll(() => page.locator('#theme-cart').textContent()).toBe('Cart (1)');
    expect(await cartGets()).toBe(1);

    for (const choice of ['M', 'White'])
      await page.locator('[data-sf-react="variant-picker"] label').filter({ hasText: choice }).first().click();
    await page.locator('[data-sf-react="add-to-cart"] [part=button]').click();
    await expect.poll(() => page.locator('#theme-cart').textContent()).toBe('Cart (2)');
    await expect.poll(() => page.locator('#dropin-pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(await page.locator('[data-sf-react="cart-pill"] [part=pill]').getAttribute('aria-label')).toBe('Cart, 2 items');
    expect(await cartGets()).toBe(1);
    expect(log.errors).toEqual([]);
  }, 60_000);
});
