import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, ownerPage, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const BODY = `
  <div data-sf-widget="product-status" id="tee" data-product-id="p-tee"><a href="/shop/tee">Tee</a></div>
  <div data-sf-widget="product-status" id="mug" data-product-id="p-mug"><a href="/shop/mug">Mug</a></div>
  <div data-sf-widget="product-status" id="nope" data-product-id="p-nope"><a href="/shop/nope">Gone</a></div>`;

const text = (p: Page, id: string, part: string) =>
  p.evaluate(([i, n]) => document.getElementById(i!)!.shadowRoot!.querySelector(`[part="${n}"]`)?.textContent ?? null, [id, part]);
const state = (id: string) => page.waitForFunction((i) => document.getElementById(i)!.getAttribute('data-sf-state') === 'ready', id);

describe('product-status in Chromium', () => {
  it('shows the fallback while loading, then badge, price and scarcity; accessible in each state', async () => {
    // Delay the one request that asks for the three products (docs/embed-contract.md: products found together).
    await setFaults([{ method: 'GET', path: '/api/commerce/products', delayMs: 1200, times: 1 }]);
    const log = watchConsole(page);
    await serve(page, '/t', ownerPage(BODY));
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => document.getElementById('tee')!.getAttribute('data-sf-state') === 'loading');
    expect(await page.locator('#tee a').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);

    await state('tee');
    await state('mug');
    expect(await text(page, 'tee', 'price')).toBe('from $19.00');
    expect(await text(page, 'tee', 'badge')).toBe('sale');
    expect(await text(page, 'tee', 'scarcity')).toBe('Only 15 left!');
    expect(await text(page, 'mug', 'badge')).toBe('Back soon');
    expect(await axe(page)).toEqual([]);

    // The missing product: one console error naming its element, its fallback visible.
    await page.waitForFunction(() => document.getElementById('nope')!.getAttribute('data-sf-state') === 'error');
    // The state is reflected before paint; the widget gives up (the error, the fallback) just after it, and the
    // console message then travels to the test: wait for it rather than read the log at once.
    const errors = () => log.errors.filter((e) => e.includes('[storefront]'));
    await expect.poll(() => errors().length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(errors()).toHaveLength(1);
    expect(errors()[0]).toContain('id="nope"');
    expect(errors()[0]).toContain('product "p-nope" could not be loaded');
    expect(await page.locator('#nope a').isVisible()).toBe(true);
  });
});
