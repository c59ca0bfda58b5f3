// The purchase event to the page's tag function (docs/widgets/order-confirmation.md) in Chromium, on the demo store's
// /order-confirmed: gtag('event', 'purchase', …) once with the order's id, value, tax, shipping, currency and items; a
// reload sends nothing again; a test-mode order never, unless data-send-test-orders; a page without gtag, nothing.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, serve, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

type Calls = { __calls: unknown[][] };
/** Records every call to the page's tag function (the demo's own keeps showing them), from before the page's scripts. */
async function recordTagCalls(p: Page) {
  await p.addInitScript(() => {
    const w = window as unknown as Calls & { gtag?: unknown };
    w.__calls = [];
    let tag: ((...a: unknown[]) => void) | undefined;
    Object.defineProperty(window, 'gtag', {
      configurable: true,
      get: () =>
        tag &&
        ((...args: unknown[]) => {
          w.__calls.push(args);
          tag!(...args);
        }),
      set: (fn: (...a: unknown[]) => void) => void (tag = fn),
    });
  });
}
const calls = () => page.evaluate(() => (window as unknown as Calls).__calls);
const waitState = (state: string) =>
  page.waitForFunction((s) => document.querySelector('[data-sf-widget=order-confirmation]')?.getAttribute('data-sf-state') === s, state, {
    timeout: 10_000,
  });

const PURCHASE = {
  transaction_id: 'FF-1042',
  value: 80.02,
  tax: 5.52,
  shipping: 6.5,
  currency: 'USD',
  items: [
    { item_id: 'TEE-M-BLA', item_name: 'Tee, M, Black', quantity: 2, price: 25 },
    { item_id: 'POSTER', item_name: 'Botanical poster', quantity: 1, price: 18 },
  ],
};

describe('/order-confirmed', () => {
  it("calls the tag function once with the order's id, value, tax, shipping, currency and items; a reload: not again; axe 0", async () => {
    const log = watchConsole(page);
    await recordTagCalls(page);
    await page.goto(`${baseUrl()}/order-confirmed`);
    await waitState('sent');
    expect(await calls()).toEqual([['event', 'purchase', PURCHASE]]);
    // The demo's tag function shows what it received, as text.
    await expect.poll(() => page.locator('#tag-status').textContent()).toBe('1 call on this load.');
    expect(await page.locator('#tag-calls').textContent()).toContain('"transaction_id": "FF-1042"');
    expect(await axe(page)).toEqual([]);

    await page.reload();
    await waitState('already-sent');
    expect(await calls()).toEqual([]);
    await expect.poll(() => page.locator('#tag-status').textContent()).toContain('went on an earlier one');
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('a test-mode order: never; with data-send-test-orders: once; a page without gtag: nothing, and no error', async () => {
    const html = await (await fetch(`${baseUrl()}/order-confirmed`)).text();
    const test = html.replace('"testMode": false', '"testMode": true');
    expect(test).not.toBe(html);
    await recordTagCalls(page);
    await serve(page, '/order-test', test);
    await page.goto(`${baseUrl()}/order-test`);
    await waitState('test-order');
    expect(await calls()).toEqual([]);

    // Another order id: the browser context (its localStorage) is the file's, and the first test's order went.
    const sendTest = test
      .replace('data-order-json="#order"', 'data-order-json="#order" data-send-test-orders')
      .replace(/FF-1042/g, 'FF-1043');
    await serve(page, '/order-test-sent', sendTest);
    await page.goto(`${baseUrl()}/order-test-sent`);
    await waitState('sent');
    expect(await calls()).toEqual([['event', 'purchase', { ...PURCHASE, transaction_id: 'FF-1043' }]]);

    const other = await browserOf().context.newPage();
    const log = watchConsole(other);
    await serve(
      other,
      '/order-no-tag',
      html.replace('<script src="/assets/order-confirmed.js"></script>', '').replace(/FF-1042/g, 'FF-2001'),
    );
    await other.goto(`${baseUrl()}/order-no-tag`);
    await other.waitForFunction(
      () => document.querySelector('[data-sf-widget=order-confirmation]')?.getAttribute('data-sf-state') === 'no-tag',
    );
    expect(log.errors).toEqual([]);
    await other.close();
  }, 30_000);
});
