import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmChromium } from '../../scripts/test/chromium.mjs';
import { axe, baseUrl, type Browser, launch, ownerPage, type PageWindow, resetMock, serve, watchConsole } from './browser';

// The Chromium shipped inside the npm package is what a fresh machine with no system browser uses. This file drives
// it even where a system browser exists, so that path cannot rot unnoticed.
let browser: Browser;
beforeAll(async () => {
  const { path } = await npmChromium();
  browser = await launch([], { executablePath: path });
});
afterAll(() => browser?.close());

describe('the npm-shipped Chromium', () => {
  it('runs a real store page: a product is added and the cart pill shows it, with no axe violation', async () => {
    await resetMock();
    const version = browser.context.browser()?.version() ?? '';
    expect(version).toMatch(/^\d+\./);
    const page = await browser.context.newPage();
    const log = watchConsole(page);
    await serve(page, '/t', ownerPage('<div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>'));
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    await page.evaluate(() => (window as PageWindow).Storefront.cart.add({ itemId: 'p-poster', quantity: 2 }));
    await page.waitForFunction(() => document.getElementById('pill')?.getAttribute('data-sf-state') === 'shown');
    const name = await page.evaluate(() => document.getElementById('pill')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label'));
    expect(name).toBe('Cart, 2 items');
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
    await page.close();
  });
});
