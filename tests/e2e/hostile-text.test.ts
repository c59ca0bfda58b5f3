// Hostile text (docs/security.md, "Hostile text") in every server-provided string a widget shows and every URL it
// follows (product and variant names, option values, status and restock texts, form titles, descriptions and options,
// server messages, post-submit HTML, the instalment provider's page, a redirect, an image URL, the localized strings).
// Measured: script executions (the payloads raise window.__pwned), dialogs, navigations to anything but http(s), and
// the page's width.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, type PageWindow, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

/** Each one, wherever it is rendered as HTML, script or URL, raises window.__pwned. */
export const PAYLOADS = [
  '<img src=x onerror="window.__pwned=(window.__pwned||0)+1">',
  '<script>window.__pwned=(window.__pwned||0)+1</script>',
  '<svg onload="window.__pwned=(window.__pwned||0)+1"><circle r="1"/></svg>',
  '"><img src=x onerror=window.__pwned=1>',
  '\'><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  '\u202egnp.exe\u202c <b onmouseover=window.__pwned=1>hover</b>',
  '{{constructor.constructor("window.__pwned=1")()}}',
  `<a href="javascript:window.__pwned=1">${'W'.repeat(20_000)}</a>`,
];
const P = (i: number) => PAYLOADS[i % PAYLOADS.length]!;
/** A 1 MB name. */
const MEGA = 'Ω'.repeat(1024 * 1024);

const hostileForm = (id: string) => ({
  id,
  name: P(0),
  submissionMessage: P(1),
  submissionHTML: `<p>${P(2)}${P(3)}<a href="javascript:window.__pwned=1">x</a></p><script>window.__pwned=1</script>${P(9)}`,
  successRedirect: 'javascript:window.__pwned=1',
  disclaimerMessage: P(4),
  captchaEnabled: false,
  fields: [
    { id: 'email', type: 'email', title: P(5), required: true, description: P(6), placeholder: P(7) },
    { id: 'topic', type: 'select', title: P(8), required: false, options: [P(0), P(9), P(2)] },
    { id: 'note', type: 'textarea', title: P(9), required: false, description: P(3) },
    { id: 'agree', type: 'checkbox', title: P(1), required: false, options: [P(4)] },
  ],
});

const hostileProduct = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  variantOptionOrdering: [P(0)],
  merchandising: {
    restockNotificationViews: ['product-page'],
    restockNotificationMessages: { buttonText: P(1), CTAText: P(2), placeholderText: P(3), mailingListDescription: P(4) },
    scarcityEnabled: true,
    scarcityShownByDefault: true,
    scarcityText: P(5),
    customSoldOutText: P(6),
  },
  structuredContent: {
    productType: 1,
    useCustomAddButtonText: true,
    customAddButtonText: P(7),
    ...extra,
    variants: [
      {
        id: `${id}-a`,
        sku: `${id}-A`,
        attributes: { [P(0)]: P(9) },
        price: 2500,
        unlimited: false,
        qtyInStock: 4,
        mainImage: { assetUrl: 'javascript:window.__pwned=1', altText: P(8) },
      },
      { id: `${id}-b`, sku: `${id}-B`, attributes: { [P(0)]: P(3) }, price: 2500, unlimited: false, qtyInStock: 0 },
      {
        id: `${id}-c`,
        sku: `${id}-C`,
        attributes: { [P(0)]: P(1) },
        price: 2500,
        unlimited: false,
        qtyInStock: 2,
        mainImage: { assetUrl: P(6), altText: MEGA.slice(0, 5000) },
      },
    ],
  },
});

const settings = {
  currency: 'USD',
  storeSettings: { multipleQuantityAllowedForServices: true },
  checkoutMinimumCents: 0,
  captchaSettings: { siteKey: P(0), scriptUrl: 'javascript:window.__pwned=1' },
  localizedStrings: { addToCart: P(0), cartPillItems: P(2), outOfStock: P(3) },
};

async function putCatalog(): Promise<void> {
  const soldOut = hostileProduct('p-evil-sold', P(2));
  for (const v of soldOut.structuredContent.variants) v.qtyInStock = 0;
  const body = JSON.stringify({
    products: [hostileProduct('p-evil', MEGA), hostileProduct('p-evil-form', P(4), { additionalFieldsFormId: 'f-evil' }), soldOut],
    forms: [hostileForm('f-evil')],
    settings,
  });
  const answer = await fetch(`${baseUrl()}/__mock/catalog`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  expect(
    answer.status,
    await answer
      .clone()
      .text()
      .then((t) => t.slice(0, 300)),
  ).toBe(200);
}

/** What the page may not do: run a payload, open a dialog, go anywhere but http(s), grow wider than the window. */
function watch(p: Page) {
  const seen = { dialogs: [] as string[], navigations: [] as string[], popups: 0 };
  p.on('dialog', (d) => {
    seen.dialogs.push(d.message());
    void d.dismiss();
  });
  p.on('framenavigated', (f) => seen.navigations.push(f.url()));
  p.on('popup', () => seen.popups++);
  return {
    async check(label: string) {
      const state = await p.evaluate(() => ({
        pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
        width: document.documentElement.scrollWidth,
        window: window.innerWidth,
      }));
      expect({ label, pwned: state.pwned, dialogs: seen.dialogs, popups: seen.popups }).toEqual({
        label,
        pwned: null,
        dialogs: [],
        popups: 0,
      });
      expect(
        seen.navigations.filter((u) => !/^https?:/.test(u) && u != 'about:blank'),
        label,
      ).toEqual([]);
      expect(state.width, `${label}: the page is ${state.width} px wide in a ${state.window} px window`).toBeLessThanOrEqual(state.window);
    },
  };
}

const text = (id: string) => page.evaluate((i) => document.getElementById(i)!.shadowRoot!.textContent ?? '', id);
/** Whether the widget shows `s` as text (a long one as the SDK cuts it: 4,999 characters and an ellipsis). */
const shows = async (id: string, s: string) => {
  const shown = await text(id);
  expect(shown.includes(s.length > 5000 ? s.slice(0, 4999) + '…' : s), `#${id} shows ${JSON.stringify(s.slice(0, 60))} as text`).toBe(true);
};
const waitState = (id: string, s: string) =>
  page.waitForFunction(([i, v]) => document.getElementById(i!)?.getAttribute('data-sf-state') === v, [id, s], { timeout: 15_000 });

describe('hostile text from the platform', () => {
  it("a product page: names, option values, status, restock and button texts, an alert's server message, the lightbox's form, the provider page", async () => {
    await putCatalog();
    const log = watchConsole(page);
    const w = watch(page);
    await serve(
      page,
      '/evil',
      ownerPage(
        `<script type="application/json" id="settings">${JSON.stringify(settings).replace(/</g, '\\u003c')}</script>
        <div data-sf-widget="cart-pill" id="pill"></div>
        <div data-sf-widget="product-status" id="status" data-product-id="p-evil" data-show-image></div>
        <div data-sf-widget="product-status" id="sold-out" data-product-id="p-evil-sold"></div>
        <div data-sf-widget="variant-picker" id="radio" data-product-id="p-evil" data-style="radio"></div>
        <div data-sf-widget="variant-picker" id="dropdown" data-product-id="p-evil" data-sf-scope="b"></div>
        <div data-sf-widget="quantity" id="qty" data-product-id="p-evil"></div>
        <div data-sf-widget="add-to-cart" id="atc" data-product-id="p-evil"></div>
        <div data-sf-widget="restock-form" id="restock" data-product-id="p-evil" data-captcha></div>
        <div data-sf-widget="instalment-pill" id="instal" data-product-id="p-evil" data-afterpay-available="true" data-afterpay-min="100" data-afterpay-max="100000" data-stripe-account-country="US"></div>
        <div data-sf-widget="variant-picker" id="radio2" data-product-id="p-evil-form" data-sf-scope="f" data-style="radio"></div>
        <div data-sf-widget="add-to-cart" id="atc2" data-product-id="p-evil-form" data-sf-scope="f"></div>`,
        'data-settings="#settings"',
      ),
    );
    await page.goto(`${baseUrl()}/evil`);
    await waitState('status', 'ready');
    await waitState('sold-out', 'ready');
    await waitState('radio', 'ready');
    await waitState('atc', 'idle');
    // Rendered as text, where a person reads it.
    await shows('radio', P(0));
    await shows('radio', P(9));
    await shows('atc', P(7));
    await w.check('loaded');

    // The sold-out variant: the restock form in add-to-cart's place, with the platform's texts.
    await page.locator('#radio label').filter({ hasText: 'onerror=window.__pwned=1>' }).first().click();
    await waitState('restock', 'idle');
    await shows('restock', P(2));
    await shows('sold-out', P(6));
    // The captcha provider's script URL from the settings is javascript:: never loaded.
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => [...document.scripts].map((s) => s.src).filter((src) => src && !/^https?:/.test(src)))).toEqual([]);
    await w.check('restock form');

    // An add the platform refuses with its own message: shown as text in the alert.
    await page.locator('#radio label').filter({ hasText: 'WWWW' }).first().click();
    await waitState('atc', 'idle');
    await setFaults([{ method: 'POST', path: '/api/commerce/shopping-cart/entries', status: 400, body: { message: P(0) }, times: 1 }]);
    await page.locator('#atc [part=button]').click();
    await page.locator('#atc [role=alertdialog]').waitFor();
    expect(await page.locator('#atc [part=dialog-message]').textContent()).toBe(P(0));
    await w.check('server message');
    await page.locator('#atc [part=dialog-button]').click();
    await page.locator('#atc [role=alertdialog]').waitFor({ state: 'detached' });

    // Then the add goes through: a 1 MB name in the cart.
    await page.locator('#atc [part=button]').click();
    await waitState('pill', 'shown');
    await w.check('added');

    // The instalment provider's page, hostile, in the popup (sanitized).
    await setFaults([
      { method: 'GET', path: '/api/commerce/instalments/modal/en_US', status: 200, body: `<h2>${P(0)}</h2>${PAYLOADS.join('')}` },
    ]);
    await page.locator('#instal [part=info]').click();
    await page.waitForFunction(
      () => document.getElementById('instal')!.shadowRoot!.querySelector('[role=dialog]')?.getAttribute('data-state') === 'loaded',
    );
    await page.waitForTimeout(300);
    await w.check('provider page');
    await page.keyboard.press('Escape');

    // The additional-fields lightbox: the form's titles, descriptions and options.
    await page.locator('#radio2 label').filter({ hasText: 'WWWW' }).first().click();
    await page.locator('#atc2 [part=button]').click();
    await page.waitForFunction(() => document.querySelector('sf-lightbox')?.shadowRoot?.querySelector('[role=dialog][data-state=editing]'));
    const lightbox = await page.evaluate(() => document.querySelector('sf-lightbox')!.shadowRoot!.textContent ?? '');
    expect(lightbox.includes(P(5)), 'the lightbox shows the field title as text').toBe(true);
    await w.check('lightbox');
    await page.keyboard.press('Escape');

    expect(log.errors.filter((e) => e.includes('pageerror'))).toEqual([]);
    const carts = Object.values((await mockState()).carts);
    expect(carts[0]!.entries[0]!.title).toHaveLength(MEGA.length);
  }, 90_000);

  it('the cart and a site form: a 1 MB title, form texts, a server message, post-submit HTML and a javascript: redirect', async () => {
    await putCatalog();
    // A cart holding the product with the 1 MB name, made through the platform.
    const w = watch(page);
    await serve(
      page,
      '/evil-cart',
      ownerPage(
        `<div data-sf-widget="cart" id="cart"></div>
       <div data-sf-widget="site-form" id="form" data-form-id="f-evil"></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/evil-cart`);
    await page.evaluate(() => (window as PageWindow).Storefront.cart.add({ itemId: 'p-evil', sku: 'p-evil-A', quantity: 1 }));
    await waitState('cart', 'ready');
    await waitState('form', 'idle');
    await shows('form', P(5));
    // The cart's title: cut to 5,000 characters, shown as three lines.
    const title = await page.evaluate(() => {
      const p = document.getElementById('cart')!.shadowRoot!.querySelector('[part=title]')!;
      return { length: p.textContent.length, height: p.getBoundingClientRect().height };
    });
    expect(title.length).toBe(5000);
    expect(title.height).toBeLessThan(100);
    await w.check('cart and form');

    // A refusal with the platform's own message, shown as text.
    await setFaults([{ method: 'POST', path: '/api/form/SaveFormSubmission', status: 400, body: { message: P(0) }, times: 1 }]);
    await page.locator('#form input[type=email]').fill('ada@example.com');
    await page.locator('#form [part~=submit]').click();
    await waitState('form', 'error');
    await w.check('form server message');

    // Then it goes through: the message, the post-submit HTML sanitized, the javascript: redirect not followed.
    const url = page.url();
    await page.locator('#form [part~=submit]').click();
    await waitState('form', 'success');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    const html = await page.evaluate(
      () => document.getElementById('form')!.shadowRoot!.querySelector('[part=submission-html]')?.innerHTML ?? '',
    );
    expect(html).not.toMatch(/<script|\son\w+=|javascript:|<iframe/i);
    await w.check('form submitted');
  }, 90_000);
});
