// The baseline (docs/embed-contract.md, "Browser support") starts at Chrome and Edge 93. Chromium here is newer, so a
// browser of the baseline's oldest years is stood in for by taking away, before any script runs, what Chrome added
// from 94 on that a script might reach for: AbortSignal.timeout (Chrome 103) and AbortSignal.any (116), which the SDK
// used to call, checkVisibility (105), structuredClone (98), findLast (97), toSorted (110), Object.groupBy (117) and
// Promise.withResolvers (119).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, serve, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  await page.addInitScript(() => {
    const take = (owner: object, ...names: string[]) => names.forEach((name) => delete (owner as Record<string, unknown>)[name]);
    take(AbortSignal, 'timeout', 'any');
    take(Element.prototype, 'checkVisibility');
    take(window, 'structuredClone');
    take(Array.prototype, 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with');
    take(Object, 'groupBy');
    take(Map, 'groupBy');
    take(Promise, 'withResolvers');
  });
  return () => page.close();
});

const census = async (call: string) => (await mockState()).census.filter((c) => c.call == call);
const US = 'data-afterpay-available="true" data-afterpay-min="3500" data-afterpay-max="100000" data-stripe-account-country="US"';

describe('a browser of the baseline without what Chrome added from 94 on (Chrome and Edge 93)', () => {
  it('the product page works, and its census goes out: the page view, the button shown, the press', async () => {
    const log = watchConsole(page);
    await serve(
      page,
      '/products/poster',
      ownerPage(
        '<div data-sf-widget="cart-pill" id="pill"></div><div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"></div>',
      ),
    );
    await page.goto(`${baseUrl()}/products/poster`);
    expect(
      await page.evaluate(() => [typeof (AbortSignal as { timeout?: unknown }).timeout, typeof structuredClone, typeof Object.hasOwn]),
    ).toEqual(['undefined', 'undefined', 'function']);
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'idle', null, { timeout: 10_000 });
    await expect.poll(async () => (await census('button-render')).length, { timeout: 5000 }).toBe(1);
    expect(await census('RecordHit')).toHaveLength(1);
    await page.locator('#add button').click();
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'added', null, { timeout: 5000 });
    await expect.poll(async () => (await census('button-click')).length).toBe(1);
    expect(await page.locator('#pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(log.errors).toEqual([]);
  });

  it("without :has() (Chrome 93-104) the variant picker's dropdown still shows the widget's own focus ring", async () => {
    // Such a browser drops every rule whose selector list names :has(), so the build's CSS minifier (its targets are the
    // baseline: scripts/build/css-minify.mjs) gives the dropdown's ring a rule of its own. Here the widgets' CSS is rewritten as
    // it is adopted, so that :has() is a pseudo-class this Chromium does not know either.
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the original, called below with .call(this), never unbound
      const replace = CSSStyleSheet.prototype.replaceSync;
      CSSStyleSheet.prototype.replaceSync = function (css: string) {
        return replace.call(this, css.replaceAll(':has(', ':sf-unknown('));
      };
    });
    await serve(page, '/products/tee', ownerPage('<div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee"></div>'));
    await page.goto(`${baseUrl()}/products/tee`);
    const select = page.locator('#picker select').first();
    await select.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Tab');
    expect(await select.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    const ring = await select.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.outlineStyle, s.outlineWidth, s.outlineColor];
    });
    expect(ring).toEqual(['solid', '3px', 'rgb(37, 99, 235)']);

    // Radio buttons: the box around a focused choice is not outlined there, but the radio shows the browser's own ring.
    await serve(
      page,
      '/products/tee-radio',
      ownerPage('<div data-sf-widget="variant-picker" id="radios" data-style="radio" data-product-id="p-tee"></div>'),
    );
    await page.goto(`${baseUrl()}/products/tee-radio`);
    const radio = page.locator('#radios input[type=radio]').first();
    await radio.waitFor({ timeout: 10_000 });
    await page.keyboard.press('Tab');
    expect(await radio.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    expect(
      await radio.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el.closest('.choice')!).outlineStyle]),
    ).toEqual(['auto', 'none']);
  });

  it("the instalment pill's popup loads the provider's page", async () => {
    const product = {
      id: 'p-lamp',
      name: 'Lamp',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'L', attributes: {}, priceMoney: { value: '50.00', currency: 'USD' }, onSale: false, unlimited: true, qtyInStock: 0 },
        ],
      },
    };
    await serve(
      page,
      '/p',
      ownerPage(
        `<script type="application/json" id="lamp">${JSON.stringify(product)}</script><div data-sf-widget="instalment-pill" id="pill" data-product-json="#lamp" ${US}></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/p`);
    await page.waitForFunction(() => document.getElementById('pill')?.getAttribute('data-sf-state') === 'eligible', null, {
      timeout: 10_000,
    });
    await page.locator('#pill [part=info]').click();
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
      null,
      { timeout: 5000 },
    );
    expect(await page.locator('#pill [role=dialog] h2').textContent()).toBe('Shop now. Pay in 4 with Afterpay.');
  });
});
