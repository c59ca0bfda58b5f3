// Inline JSON is read from `<script type="application/json">` only (docs/security.md, "Inline JSON"): the site settings
// (`data-settings`), a form (`data-form-json`) or a product (`data-product-json`) in any other element with that id, a
// `<p>` that a comment or a product text put on the page, is refused with one console error and sets nothing.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, cdnUrl, ownerPage, type PageWindow, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

/** What an attacker's element says: a captcha script of theirs, the add's texts, a form that sends the visitor away. */
const SETTINGS = () => ({
  captchaSettings: { siteKey: 'mock-site-key', scriptUrl: `${cdnUrl()}/__mock/captcha.js` },
  localizedStrings: { addToCart: 'Pay here', unableToAddItem: 'Call +1 555 0100 to finish your order' },
});
const CAPTCHA_FORM = {
  id: 'f-captcha',
  name: 'Contact',
  fields: [{ id: 'email', type: 'email', title: 'Email address', required: true }],
  submissionMessage: 'Thanks!',
  captchaEnabled: true,
};
const REDIRECT_FORM = () => ({
  id: 'f-redirect',
  name: 'Sign up',
  fields: [{ id: 'email', type: 'email', title: 'Email address', required: true }],
  submissionMessage: 'Thanks!',
  successRedirect: `${cdnUrl()}/phish`,
});
const PRODUCT = {
  id: 'p-inline',
  name: 'Inline tee',
  structuredContent: { productType: 2, variants: [{ sku: 'X', priceMoney: { value: '5.00', currency: 'USD' } }] },
};

/** The JSON in `tag` with `id`: a data block when `tag` is the script, text on the page otherwise. */
const holder = (tag: 'script' | 'p', id: string, json: unknown) =>
  tag == 'script'
    ? `<script type="application/json" id="${id}">${JSON.stringify(json)}</script>`
    : `<p id="${id}" hidden>${JSON.stringify(json)}</p>`;

const WIDGETS = `
  <div data-sf-widget="add-to-cart" id="atc" data-product-id="p-poster"><a href="/shop/poster">Buy the poster</a></div>
  <div data-sf-widget="site-form" id="captcha" data-form-json="#captcha-form"><p>Write to us</p></div>
  <div data-sf-widget="site-form" id="redirect" data-form-json="#redirect-form"><p>Sign-up fallback</p></div>
  <div data-sf-widget="product-status" id="status" data-product-json="#product-json"><p>Inline tee fallback</p></div>`;

/** The page with the settings, the redirecting form and the product in `tag` elements; the captcha form always in a script. */
async function open(tag: 'script' | 'p') {
  const log = watchConsole(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const body =
    holder(tag, 'sf-settings', SETTINGS()) +
    holder('script', 'captcha-form', CAPTCHA_FORM) +
    holder(tag, 'redirect-form', REDIRECT_FORM()) +
    holder(tag, 'product-json', PRODUCT) +
    WIDGETS;
  await serve(page, '/inline-json', ownerPage(body, 'data-settings="#sf-settings"'));
  await page.goto(`${baseUrl()}/inline-json`);
  await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
  await page.waitForFunction(() => document.getElementById('atc')?.getAttribute('data-sf-state') === 'idle', null, { timeout: 15_000 });
  await page.waitForTimeout(300);
  return { log, requests };
}

/** The add refused by the platform: the alert's title, as the visitor reads it. */
async function failedAddTitle() {
  await setFaults([
    { method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 500, body: { message: 'Injected failure.' }, times: 1 },
  ]);
  await page.locator('#atc [part=button]').click();
  await page.locator('#atc [role=alertdialog]').waitFor();
  return page.locator('#atc [part=dialog-title]').textContent();
}

describe('inline JSON only from <script type="application/json">', () => {
  it('settings, a form and a product in <p> elements: each refused with one console error; no captcha script, texts or redirect of theirs', async () => {
    const { log, requests } = await open('p');

    // The settings: the SDK's own texts, and the captcha has no site key (so no script at all, theirs least of all).
    expect(await page.locator('#atc [part=button]').textContent()).toBe('Add to Cart');
    expect(await failedAddTitle()).toBe('Unable to Add Item');
    expect(requests.filter((u) => u.startsWith(cdnUrl()))).toEqual([]);

    // The form and the product: not mounted, their fallback stays.
    for (const [id, fallback] of [
      ['redirect', 'Sign-up fallback'],
      ['status', 'Inline tee fallback'],
    ] as const) {
      expect(await page.locator(`#${id} > p`).textContent()).toBe(fallback);
      expect(await page.locator(`#${id} > p`).isVisible()).toBe(true);
    }

    const errors = log.errors.filter((e) => e.startsWith('[storefront]'));
    const naming = (text: string) => errors.filter((e) => e.includes(text));
    expect(naming('data-settings "#sf-settings" names a <p>, not a <script type="application/json">; using defaults.')).toHaveLength(1);
    expect(naming('id="redirect">: data-form-json "#redirect-form" names a <p>, not a <script type="application/json">')).toHaveLength(1);
    expect(naming('id="status">: data-product-json "#product-json" names a <p>, not a <script type="application/json">')).toHaveLength(1);
    // The captcha form (its JSON a script) says the settings gave it no site key, and nothing else is said.
    expect(naming('captcha: the site settings have no captchaSettings.siteKey')).toHaveLength(1);
    expect(errors).toHaveLength(4);
  });

  it('the same JSON in <script type="application/json"> elements applies (what the first test holds off)', async () => {
    const { log, requests } = await open('script');
    expect(await page.locator('#atc [part=button]').textContent()).toBe('Pay here');
    expect(await failedAddTitle()).toBe('Call +1 555 0100 to finish your order');
    await expect.poll(() => requests.filter((u) => u.startsWith(`${cdnUrl()}/__mock/captcha.js`)).length).toBe(1);
    await page.waitForFunction(() => document.getElementById('redirect')?.getAttribute('data-sf-state') === 'idle');
    await page.waitForFunction(() => document.getElementById('status')?.getAttribute('data-sf-state') === 'ready');
    expect(log.errors.filter((e) => e.startsWith('[storefront]'))).toEqual([]);
  });
});
