// Product reviews (docs/widgets/reviews.md) in Chromium: the demo's tee page (its reviews widget, and its rating under
// the title: a product element of the `rating` part), the kill switch, one source only, the shop's cards' stars, and
// the empty and error states; axe in each.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, setFaults, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;

/** The page's layout shifts and the reviews' events (`storefront:<event>` on the document), from before its first script. */
type Watched = PageWindow<{ __cls: number; __events: string[] }>;
function watch() {
  const w = window as Watched;
  w.__cls = 0;
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  for (const name of ['reviews-tab', 'reviews-vitals-link'])
    document.addEventListener(`storefront:${name}`, (e) => w.__events.push(`${name} ${JSON.stringify((e as CustomEvent).detail)}`));
}

beforeEach(async () => {
  page = await browserOf().context.newPage();
  await page.addInitScript(watch);
  return () => page.close();
});

const REVIEWS = '[data-sf-widget=reviews]';
const waitState = (selector: string, state: string) =>
  page.waitForFunction(([s, v]) => document.querySelector(s!)?.getAttribute('data-sf-state') === v, [selector, state], { timeout: 10_000 });
const events = () => page.evaluate(() => (window as Watched).__events);
const reviewRequests = async () => (await mockState()).requests.filter((r) => r.path.endsWith('/reviews'));
/** Each shown review's stars' name, in order. */
const starsOfReviews = () =>
  page.locator(`${REVIEWS} [part=review] > [role=img]`).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
/** What has focus: the host's `data-sf-widget` and, inside its shadow root, the focused element's part and index among its kind. */
const focused = () =>
  page.evaluate(() => {
    const host = document.activeElement;
    const inner = host?.shadowRoot?.activeElement;
    const all = inner ? [...host.shadowRoot.querySelectorAll(`[part="${inner.getAttribute('part')}"]`)] : [];
    return { widget: host?.getAttribute('data-sf-widget'), part: inner?.getAttribute('part'), index: inner ? all.indexOf(inner) : -1 };
  });

describe('/products/tee', () => {
  it('the summary named "… out of 5, … reviews", ten reviews, Load more by keyboard to twenty with focus on the 11th, sort lowest; "reviews tab" once; the rating link moves focus to the reviews and sends "reviews vitals link" once; CLS 0; axe 0', async () => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/products/tee`);
    await waitState(REVIEWS, 'ready');
    await waitState('[data-sf-widget=product]', 'ready');
    // Below the first screen: not in view yet, no "reviews tab".
    await page.waitForTimeout(300);
    expect(await events()).toEqual([]);

    const summary = await page.locator(`${REVIEWS} [part=summary] [role=img]`).getAttribute('aria-label');
    expect(summary).toMatch(/^\d\.\d out of 5, \d+ reviews$/);
    expect(Number(/, (\d+) reviews/.exec(summary!)![1])).toBeGreaterThanOrEqual(40);
    expect(await page.locator(`${REVIEWS} [part=distribution] li`).count()).toBe(5);
    expect(await page.locator(`${REVIEWS} [part=review]`).count()).toBe(10);

    // Scrolled into view: "reviews tab", once, with the product.
    await page.locator(`${REVIEWS} [part=summary]`).scrollIntoViewIfNeeded();
    await expect.poll(events).toEqual(['reviews-tab {"productId":"p-tee","productName":"Tee"}']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`${REVIEWS} [part=summary]`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await events()).toHaveLength(1);
    expect(await axe(page)).toEqual([]);

    // Load more, by keyboard: twenty, focus on the 11th.
    await page.locator(`${REVIEWS} [part~=load-more]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${REVIEWS} [part=review]`).count()).toBe(20);
    expect(await focused()).toEqual({ widget: 'reviews', part: 'review', index: 10 });
    expect(await axe(page)).toEqual([]);

    // Sort by lowest rating: a 1- or 2-star review first.
    await page.locator(`${REVIEWS} select[part=sort]`).selectOption('lowest');
    await expect.poll(async () => (await starsOfReviews())[0]).toMatch(/^[12] out of 5 stars$/);
    expect(await page.locator(`${REVIEWS} [part=review]`).count()).toBe(10);
    expect((await reviewRequests()).map((r) => r.query)).toEqual([
      { sort: 'newest' },
      { sort: 'newest', cursor: 'r10' },
      { sort: 'lowest' },
    ]);

    // The rating under the title: a link; pressed (by keyboard), focus moves into the reviews and "reviews vitals link" is sent once.
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = page.locator('[data-sf-widget=product] a[part~=rating]');
    expect(await link.locator('[role=img]').getAttribute('aria-label')).toBe(summary);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toEqual({ widget: 'reviews', part: 'reviews', index: 0 });
    await expect
      .poll(events)
      .toEqual(['reviews-tab {"productId":"p-tee","productName":"Tee"}', 'reviews-vitals-link {"productId":"p-tee","productName":"Tee"}']);
    // The head's Product JSON-LD: exactly one, an offer per variant, the rating.
    const ld = await page.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent) as Record<string, unknown>,
      ),
    );
    expect(ld.filter((d) => d['@type'] == 'Product')).toHaveLength(1);
    expect(ld[0]).toMatchObject({ '@context': 'https://schema.org', productID: 'p-tee', name: 'Tee' });
    const offers = ld[0]!['offers'] as { sku: string; price: string; priceCurrency: string; availability: string }[];
    expect(offers).toHaveLength(6);
    expect(offers.every((o) => o.sku && /^\d+\.\d\d$/.test(o.price) && o.priceCurrency == 'USD')).toBe(true);
    expect(offers.map((o) => o.availability.split('/').pop())).toContain('OutOfStock');
    expect(ld[0]!['aggregateRating']).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: Number(/, (\d+) reviews/.exec(summary!)![1]),
    });
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('below the first screen (1280 × 720) they load only as the visitor comes near; the rating link brings them and moves focus into them', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${baseUrl()}/products/tee`);
    await waitState('[data-sf-widget=product]', 'ready');
    await page.waitForTimeout(500);
    // Not mounted, nothing of theirs asked for: their place held as the page styles it.
    expect(await page.locator(REVIEWS).getAttribute('data-sf-state')).toBeNull();
    expect(await reviewRequests()).toEqual([]);
    expect((await page.locator(REVIEWS).boundingBox())!.height).toBeGreaterThanOrEqual(1400);
    const link = page.locator('[data-sf-widget=product] a[part~=rating]');
    await link.focus();
    await page.keyboard.press('Enter');
    await waitState(REVIEWS, 'ready');
    await expect.poll(focused).toEqual({ widget: 'reviews', part: 'reviews', index: 0 });
    expect(await reviewRequests()).toHaveLength(1);
    expect(await axe(page)).toEqual([]);
  });
});

describe('Product data for search engines from separate product-detail widgets', () => {
  const products = () =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent) as Record<string, unknown>)
        .filter((d) => d['@type'] == 'Product'),
    );

  it("the mug (status, variant picker, quantity, add-to-cart): one Product once the page is interactive, an offer per variant; gone with the last widget; none beside the page's own", async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/products/mug`);
    await expect.poll(async () => (await products()).length, { timeout: 10_000 }).toBe(1);
    const [mug] = await products();
    expect(mug).toMatchObject({ '@context': 'https://schema.org', productID: 'p-mug' });
    const offers = mug!['offers'] as { sku: string; priceCurrency: string }[];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.sku && o.priceCurrency == 'USD')).toBe(true);
    // Reviews show on the page (its settings): the rating, as the reviews widget's summary says.
    await page.locator(REVIEWS).scrollIntoViewIfNeeded();
    await waitState(REVIEWS, 'ready');
    const summary = await page.locator(`${REVIEWS} [part=summary] [role=img]`).getAttribute('aria-label');
    expect(mug!['aggregateRating']).toMatchObject({
      '@type': 'AggregateRating',
      reviewCount: Number(/, (\d+) reviews/.exec(summary!)![1]),
    });
    // The page's widgets of the mug removed (the loader unmounts them): its data goes with the last.
    await page.evaluate(() =>
      document
        .querySelectorAll(
          '[data-product-id="p-mug"]:is([data-sf-widget=product-status],[data-sf-widget=variant-picker],[data-sf-widget=quantity])',
        )
        .forEach((el) => el.remove()),
    );
    await page.waitForTimeout(300);
    expect(await products()).toHaveLength(1);
    await page.evaluate(() => document.querySelector('[data-sf-widget=add-to-cart][data-product-id="p-mug"]')!.remove());
    await expect.poll(async () => (await products()).length).toBe(0);
    expect(log.errors).toEqual([]);

    // A page that has its own Product data for one product (the poster): the SDK adds none for it, and its own for
    // another (the mug) once the page is interactive.
    const own =
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","productID":"p-poster","name":"Poster"}</script>';
    await serve(
      page,
      '/own-data',
      ownerPage(
        `${own}<div data-sf-widget="add-to-cart" data-product-id="p-poster"></div><div data-sf-widget="product-status" data-product-id="p-mug"></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/own-data`);
    await page.waitForFunction(() => document.head.querySelector('script[data-sf-product-ld="p-mug"]'), null, { timeout: 10_000 });
    expect(await page.evaluate(() => document.head.querySelectorAll('script[data-sf-product-ld="p-poster"]').length)).toBe(0);
  });
});

const settingsTag = (settings: object) => `<script type="application/json" id="s">${JSON.stringify(settings)}</script>`;
const ownPage = (settings: object, body: string) => ownerPage(`${settingsTag(settings)}${body}`, 'data-settings="#s" data-locale="en-US"');

describe('when reviews show', () => {
  it('with reviews-kill-switch on: no review part (reviews, rating, cards) and no request for reviews', async () => {
    const settings = {
      storeSettings: { nativeReviewsEnabled: true, importedReviewsEnabled: true },
      experiments: [
        { name: 'reviews-kill-switch', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'on', containsError: false },
      ],
    };
    await serve(
      page,
      '/killed',
      ownPage(
        settings,
        `<div data-sf-widget="product" data-product-id="p-tee" data-contents="title rating price"></div>
         <div data-sf-widget="reviews" data-product-id="p-tee"></div>
         <div data-sf-widget="collection" data-collection-id="c-shop" data-page-size="8"></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/killed`);
    await waitState(REVIEWS, 'off');
    await waitState('[data-sf-widget=product]', 'ready');
    await waitState('[data-sf-widget=collection]', 'ready');
    expect(await page.locator(`${REVIEWS} section`).count()).toBe(0);
    expect(await page.locator('[data-sf-widget=product] [part~=rating]').count()).toBe(0);
    expect(await page.locator('[data-sf-widget=collection] [part=rating]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await reviewRequests()).toEqual([]);
    expect(await axe(page)).toEqual([]);
  });

  it('with only imported reviews enabled: only imported ones show (asked for with source=imported)', async () => {
    await serve(
      page,
      '/imported',
      ownPage({ storeSettings: { importedReviewsEnabled: true } }, `<div data-sf-widget="reviews" data-product-id="p-tee"></div>`),
    );
    await page.goto(`${baseUrl()}/imported`);
    await waitState(REVIEWS, 'ready');
    const reviews = page.locator(`${REVIEWS} [part=review]`);
    expect(await reviews.count()).toBe(10);
    expect(await page.locator(`${REVIEWS} [part=review] [part~=imported]`).count()).toBe(10);
    expect((await reviewRequests()).map((r) => r.query)).toEqual([{ sort: 'newest', source: 'imported' }]);
    expect(await axe(page)).toEqual([]);
  });

  it("the shop's 24 cards show their stars, with no review request and at most 2 product requests in all", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/`);
    await waitState('[data-sf-widget=collection]', 'ready');
    expect(await page.locator('[data-sf-widget=collection] [part~=card]').count()).toBe(24);
    const rated = await page
      .locator('[data-sf-widget=collection] [part=rating] [role=img]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(rated.length).toBeGreaterThan(12);
    for (const name of rated) expect(name).toMatch(/^\d\.\d out of 5, (1 review|\d+ reviews)$/);
    await page.waitForTimeout(300);
    const { requests } = await mockState();
    expect(requests.filter((r) => r.path.endsWith('/reviews'))).toEqual([]);
    expect(requests.filter((r) => r.method == 'GET' && r.path.startsWith('/api/commerce/products')).length).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    expect(await axe(page)).toEqual([]);
  });
});

describe('the states', () => {
  it('"No reviews yet" for a product without any (the e-book, on the shop’s product page); axe 0', async () => {
    await page.goto(`${baseUrl()}/product?id=p-ebook`);
    await waitState(REVIEWS, 'empty');
    expect(await page.locator(`${REVIEWS} [part=empty]`).textContent()).toBe('No reviews yet');
    expect(await axe(page)).toEqual([]);
  });

  it('loading holds its place; an error shows "Unable to load." with "Try again", which asks again; axe 0 in each', async () => {
    await setFaults([{ method: 'GET', path: '/api/commerce/products/p-tee/reviews', delayMs: 1500, times: 1 }]);
    await page.goto(`${baseUrl()}/products/tee`);
    // Below the first screen: it mounts as the visitor comes to it.
    await page.locator(REVIEWS).scrollIntoViewIfNeeded();
    await waitState(REVIEWS, 'loading');
    const box = await page.locator(`${REVIEWS} section`).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(16 * 16);
    expect(await axe(page, REVIEWS)).toEqual([]);
    await waitState(REVIEWS, 'ready');

    await setFaults([{ method: 'GET', path: '/api/commerce/products/p-tee/reviews', status: 500, times: 10 }]);
    await page.reload();
    await waitState(REVIEWS, 'error');
    expect(await page.locator(`${REVIEWS} [role=alert]`).textContent()).toContain('Unable to load.');
    expect(await axe(page)).toEqual([]);
    await setFaults([]);
    await page.locator(`${REVIEWS} button[part=button]`).click();
    await waitState(REVIEWS, 'ready');
  });
});
