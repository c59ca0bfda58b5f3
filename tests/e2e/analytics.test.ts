import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, type PageWindow, serve, useBrowser } from './browser';

// Commerce analytics (docs/analytics.md) on the mock platform: what reaches POST /api/v1/clanker/events.

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const recorded = async () => (await mockState()).analyticsEvents;
/** The page's window, with the product ids the visit events named. */
type VisitsWindow = PageWindow<{ __visits?: string[] }>;
const settings = (s: object) => `<script type="application/json" id="sf-settings">${JSON.stringify(s)}</script>`;
const tracking = async () =>
  (await page.context().cookies(baseUrl()))
    .filter((c) => c.name.startsWith('SS_'))
    .map((c) => c.name)
    .sort();

async function open(path: string, body: string, scriptAttrs = '') {
  await serve(page, path, ownerPage(body, scriptAttrs));
  await page.goto(`${baseUrl()}${path}`);
}

describe('commerce analytics', () => {
  it('visit, add to cart, view cart and remove from cart arrive (by beacon) with the documented fields', async () => {
    await open('/products/poster', '<div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"><a href="/">Buy</a></div>');
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'idle');
    await page.locator('#add button').click();
    await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'added', null, { timeout: 5000 });
    await open('/cart', '<div data-sf-widget="cart" id="cart"></div>');
    await page.waitForFunction(() => document.getElementById('cart')?.getAttribute('data-sf-state') === 'ready');
    await page.locator('#cart [part~=remove]').click();
    await page.waitForFunction(() => document.getElementById('cart')?.getAttribute('data-sf-state') === 'empty');
    await expect.poll(async () => (await recorded()).length).toBe(4);

    const events = await recorded();
    expect(events.map((e) => e.eventSchemaName)).toEqual([
      'commerce_visit_product_page',
      'commerce_add_to_cart',
      'commerce_view_cart',
      'commerce_remove_from_cart',
    ]);
    const cookies = Object.fromEntries((await page.context().cookies(baseUrl())).map((c) => [c.name, c.value]));
    const cartId = cookies['CART'];
    const common: Record<string, unknown> = {
      analytics_id: cookies['SS_ANALYTICS_ID'],
      session_id: expect.any(String),
      page_host: new URL(baseUrl()).host,
      page_query_params: '',
      browser_language: expect.any(String),
      browser_locale: expect.any(String),
      browser_window_width: expect.any(Number),
      browser_window_height: expect.any(Number),
      event_occurrence_timestamp: expect.any(Number),
      client_name: 'storefront-widgets',
      client_version: '4.8.0',
      sdk_version: '0.1.0',
      context_website_id: 'test',
      website_id: 'test',
      // No data-locale: the document's language (the owner page's <html lang="en">).
      resolved_locale: 'en',
      currency_code: 'USD',
      // Spec 001 §3's other fields (docs/analytics.md): what this page says of each.
      enduser_user_agent: expect.any(String),
      source_environment: null,
      destination_url: null,
      member_account_id: null,
      website_locale: 'en',
      member_account_locale: null,
      page_id: null,
    };
    expect(events[0]!.eventContent).toEqual({
      ...common,
      page_path: '/products/poster',
      page_referrer_url: '',
      cart_id: null,
      item_id: 'p-poster',
      item_title: 'Poster',
      price: 15,
      custom_schema_name: 'commerce_visit_product_page',
      object_identifier: 'p-poster',
    });
    expect(events[1]!.eventContent).toEqual({
      ...common,
      page_path: '/products/poster',
      page_referrer_url: '',
      cart_id: cartId,
      item_id: 'p-poster',
      item_title: 'Poster',
      price: 15,
      quantity: 1,
      custom_schema_name: 'commerce_add_to_cart',
      object_identifier: 'p-poster',
      cart_summary: {
        id: cartId,
        item_count: 1,
        product_types: ['physical'],
        purchase_types: ['one-time'],
        value: 15,
        currency_code: 'USD',
      },
    });
    expect(events[2]!.eventContent).toMatchObject({ ...common, page_path: '/cart', cart_id: cartId, price: 15, quantity: 1 });
    expect(events[3]!.eventContent).toMatchObject({
      ...common,
      page_path: '/cart',
      item_id: 'p-poster',
      item_title: 'Poster',
      price: 15,
      quantity: 1,
    });
    // One visitor, one session, across both pages.
    expect(new Set(events.map((e) => e.eventContent['analytics_id'])).size).toBe(1);
    expect(new Set(events.map((e) => e.eventContent['session_id'])).size).toBe(1);
    expect(await tracking()).toEqual(['SS_ANALYTICS_EXPIRATION', 'SS_ANALYTICS_ID']);
  });

  it('a restrictive cookie policy: the tracking cookies are cleared, none is set, and nothing sent needs one', async () => {
    const expires = Date.now() / 1000 + 3600;
    await page.context().addCookies(
      ['SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION', 'SS_SESSION_ID', 'SS_IS_FIRST_SESSION', 'SS_HAS_LANDED'].map((name) => ({
        name,
        value: 'old',
        url: baseUrl(),
        expires,
      })),
    );
    await open(
      '/products/poster',
      `${settings({ analytics: { cookiePolicy: { restrictive: true, bannerEnabled: true, visitorAllowed: false } } })}<div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"></div>`,
      'data-settings="#sf-settings"',
    );
    await expect.poll(async () => (await recorded()).length).toBe(1);
    const [visit] = await recorded();
    expect(visit!.eventSchemaName).toBe('commerce_visit_product_page');
    expect(visit!.eventContent).not.toHaveProperty('analytics_id');
    expect(visit!.eventContent).not.toHaveProperty('session_id');
    expect(await tracking()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('SS_')))).toEqual([]);
  });

  it('nothing is recorded on a not-found page, nor for a signed-in editor', async () => {
    for (const analytics of [{ pageType: 'not-found' }, { accountRole: 'editor' }]) {
      await open(
        '/p',
        `${settings({ analytics })}<div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"></div>`,
        'data-settings="#sf-settings"',
      );
      await page.waitForFunction(() => document.getElementById('add')?.getAttribute('data-sf-state') === 'idle');
      await page.waitForTimeout(300);
    }
    expect(await recorded()).toEqual([]);
    expect(await tracking()).toEqual([]);
  });

  it("validate mode: an internal site's page with ?sf-analytics-validate sends its events to validate-event-content/{schema}; the flag does nothing on another site", async () => {
    const add = '<div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"></div>';
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/v1/clanker/') && requests.push(new URL(r.url()).pathname));
    // An internal site: the visit is checked by the platform, not recorded as an event.
    await serve(
      page,
      '/products/poster?sf-analytics-validate',
      ownerPage(`${settings({ internal: true })}${add}`, 'data-settings="#sf-settings"'),
    );
    await page.goto(`${baseUrl()}/products/poster?sf-analytics-validate`);
    await expect.poll(async () => (await recorded()).length).toBe(1);
    expect(await recorded()).toMatchObject([
      {
        eventSchemaName: 'commerce_visit_product_page',
        eventContent: { item_id: 'p-poster', page_path: '/products/poster' },
        validate: true,
      },
    ]);
    expect(requests).toEqual(['/api/v1/clanker/validate-event-content/commerce_visit_product_page']);
    // The same flag on a site that is not internal: the event is recorded as any other.
    await serve(page, '/products/ebook?sf-analytics-validate', ownerPage(add.replace('p-poster', 'p-ebook')));
    await page.goto(`${baseUrl()}/products/ebook?sf-analytics-validate`);
    await expect.poll(async () => (await recorded()).length).toBe(2);
    const second = (await recorded())[1]!;
    expect([second.eventSchemaName, second.eventContent['item_id'], second.validate]).toEqual([
      'commerce_visit_product_page',
      'p-ebook',
      undefined,
    ]);
    expect(requests).toEqual(['/api/v1/clanker/validate-event-content/commerce_visit_product_page', '/api/v1/clanker/events']);
  });

  it('a visit only for a product page: none for a grid of products (nor its DOM event), one for a page marked data-main-product beside related products', async () => {
    await page.addInitScript(() =>
      document.addEventListener('storefront:visit-product-page', (e) =>
        ((window as VisitsWindow).__visits ||= []).push((e as CustomEvent<{ productId: string }>).detail.productId),
      ),
    );
    const card = (id: string, i: number) =>
      `<div data-sf-widget="product-status" id="s${i}" data-product-id="${id}"></div><div data-sf-widget="add-to-cart" id="a${i}" data-product-id="${id}"></div>`;
    await open('/shop', ['p-tee', 'p-poster', 'p-mug'].map(card).join(''));
    await page.waitForFunction(() => ['a0', 'a1'].every((id) => document.getElementById(id)?.getAttribute('data-sf-state') === 'idle'));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as VisitsWindow).__visits ?? [])).toEqual([]);
    expect(await recorded()).toEqual([]);

    // The poster's page, with two related products: no main product can be told, until the page names it.
    const related =
      '<aside><div data-sf-widget="add-to-cart" id="r1" data-product-id="p-mug"></div><div data-sf-widget="add-to-cart" id="r2" data-product-id="p-ebook"></div></aside>';
    for (const marked of ['', ' data-main-product']) {
      await open(
        '/products/poster',
        `<div data-sf-widget="product-status" id="main"${marked} data-product-id="p-poster"></div><div data-sf-widget="add-to-cart" id="add" data-product-id="p-poster"></div>${related}`,
      );
      await page.waitForFunction(() => ['add', 'r2'].every((id) => document.getElementById(id)?.getAttribute('data-sf-state') === 'idle'));
      await page.waitForTimeout(500);
    }
    expect(await page.evaluate(() => (window as VisitsWindow).__visits)).toEqual(['p-poster']);
    await expect
      .poll(async () => (await recorded()).map((e) => [e.eventSchemaName, e.eventContent['item_id']]))
      .toEqual([['commerce_visit_product_page', 'p-poster']]);
  });
});
