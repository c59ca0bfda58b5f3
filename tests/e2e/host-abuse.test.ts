// A host page that abuses its own globals, styles and base URL, or loads the SDK twice (docs/security.md, "Host page
// abuse"). The widgets still work, or fail with one clear console error per element; a second copy never takes over the first.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, mockState, ownerPage, type PageWindow, serve, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const PRODUCT = `
  <div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>
  <div data-sf-widget="product-status" id="status" data-product-id="p-tee"><p>Tee</p></div>
  <div data-sf-widget="variant-picker" id="picker" data-product-id="p-tee"><p>Sizes</p></div>
  <div data-sf-widget="quantity" id="qty" data-product-id="p-tee"><p>1</p></div>
  <div data-sf-widget="add-to-cart" id="atc" data-product-id="p-poster"><a href="/shop/poster">Buy</a></div>`;

const state = (id: string) => page.evaluate((i) => document.getElementById(i)?.getAttribute('data-sf-state') ?? null, id);
const waitState = (id: string, s: string) =>
  page.waitForFunction(([i, v]) => document.getElementById(i!)?.getAttribute('data-sf-state') === v, [id, s], { timeout: 15_000 });

/** Opens the product page with `head` run (or applied) before the SDK; returns the console and uncaught errors. */
async function open(head: string, body = PRODUCT, scriptSrc = '/sdk/storefront.js') {
  const log = watchConsole(page);
  const uncaught: string[] = [];
  page.on('pageerror', (e) => uncaught.push(e.message));
  await serve(page, '/abuse', ownerPage(head + body, '', scriptSrc));
  await page.goto(`${baseUrl()}/abuse`);
  await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
  await page.waitForFunction(
    () => !document.querySelector('[data-sf-state=loading]') && document.querySelectorAll('[data-sf-state]').length > 0,
    null,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(300);
  return { log, uncaught };
}

/** The page works: every product widget rendered, one press adds, and the pill says so. */
async function works() {
  expect([await state('status'), await state('picker'), await state('qty'), await state('atc')]).toEqual([
    'ready',
    'ready',
    'shown',
    'idle',
  ]);
  await page.locator('#atc [part=button]').click();
  await waitState('pill', 'shown');
  expect(await page.locator('#pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 1 item');
}

/** The SDK's console errors, each naming the element it is about. */
const sdkErrors = (log: { errors: string[] }) => log.errors.filter((e) => e.startsWith('[storefront]'));
const others = (log: { errors: string[] }) =>
  log.errors.filter((e) => !e.startsWith('[storefront]') && !e.startsWith('Failed to load resource') && !e.startsWith('pageerror'));

describe('a hostile host page', () => {
  it('Object.prototype frozen before the SDK loads: everything works', async () => {
    const { log, uncaught } = await open('<script>Object.freeze(Object.prototype); Object.freeze(Array.prototype);</script>');
    await works();
    expect(uncaught).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('fetch, Promise and JSON.parse replaced by wrappers (as zone.js and analytics scripts do): everything works, through them', async () => {
    const { log, uncaught } = await open(`<script>
      const f = window.fetch; window.fetch = function (...a) { window.__fetches = (window.__fetches || 0) + 1; return f.apply(this, a); };
      window.Promise = class ZoneAwarePromise extends Promise {};
      const p = JSON.parse; JSON.parse = function (t, r) { window.__parses = (window.__parses || 0) + 1; return p.call(JSON, t, r); };
    </script>`);
    await works();
    expect(await page.evaluate(() => (window as PageWindow<{ __fetches: number }>).__fetches)).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  /** What a page that broke `fetch` or `JSON.parse` sees: one console error per widget that reads the platform, no uncaught one. */
  function oneErrorPerWidget({ log, uncaught }: Awaited<ReturnType<typeof open>>) {
    expect(uncaught).toEqual([]);
    expect(others(log)).toEqual([]);
    const errors = sdkErrors(log);
    for (const id of ['status', 'picker', 'qty', 'atc'])
      expect(
        errors.filter((e) => e.includes(`id="${id}"`)),
        id,
      ).toHaveLength(1);
    expect(errors).toHaveLength(4);
  }

  it.each([
    ['that rejects', `window.fetch = () => Promise.reject(new TypeError('fetch is blocked on this page'));`],
    // As the loader finds a product widget it asks for the product at once: a throw there must not stop the scan.
    ['that throws at once (not a rejection)', `window.fetch = () => { throw new TypeError('no fetch on this page'); };`],
  ])(
    'fetch broken by the page, one %s: each widget that needs the platform fails with one console error naming it; the page is fine',
    async (_, script) => {
      oneErrorPerWidget(await open(`<script>${script}</script>`));
      // Each keeps its fallback; the pill (nothing to load: no cart yet) is fine.
      expect(await page.locator('#atc > a').isVisible()).toBe(true);
      expect(await state('pill')).toBe('hidden');
    },
  );

  it('JSON.parse broken by the page: the products the loader asked for still show (the browser parses those answers); a widget whose product the runtime asks for fails with one console error naming it', async () => {
    const { log, uncaught } = await open(`<script>JSON.parse = () => { throw new SyntaxError('JSON.parse is disabled here'); };</script>`);
    expect([await state('status'), await state('picker'), await state('qty'), await state('atc')]).toEqual([
      'ready',
      'ready',
      'shown',
      'idle',
    ]);
    // Added once the runtime is running: its product is asked for by the API client, whose answers go through JSON.parse.
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML('beforeend', '<div data-sf-widget="product-status" id="later" data-product-id="p-mug"><p>Mug</p></div>'),
    );
    await waitState('later', 'error');
    await expect.poll(() => sdkErrors(log).length).toBe(1);
    expect(sdkErrors(log)[0]).toContain('id="later"');
    expect(uncaught).toEqual([]);
    expect(others(log)).toEqual([]);
  });

  it('customElements.define throwing: nothing of the SDK needs it; everything works', async () => {
    const { log, uncaught } = await open(`<script>customElements.define = () => { throw new Error('no custom elements here'); };</script>`);
    await works();
    expect(uncaught).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('* { all: unset !important }: the widgets keep their own look and work', async () => {
    const { log } = await open('<style>* { all: unset !important; }</style>');
    const look = await page.evaluate(() => {
      const button = document.getElementById('atc')!.shadowRoot!.querySelector('[part=button]')!;
      const s = getComputedStyle(button);
      return { background: s.backgroundColor, cursor: s.cursor, minHeight: s.minHeight };
    });
    expect(look).toEqual({ background: 'rgb(17, 17, 17)', cursor: 'pointer', minHeight: '44px' });
    await works();
    const nav = await page.evaluate(() => getComputedStyle(document.getElementById('pill')!.shadowRoot!.querySelector('nav')!).position);
    expect(nav).toBe('fixed');
    expect(log.errors).toEqual([]);
  });

  it("<base href> to another origin: requests, links and navigations stay on the page's origin", async () => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    // The page's own script tag names the SDK by its full URL (a path would follow the base too).
    const { log } = await open('<base href="https://evil.example/shop/">', PRODUCT, `${baseUrl()}/sdk/storefront.js`);
    await works();
    // Absolute: a relative link would follow the base.
    const href = await page.locator('#pill [part=pill]').evaluate((a) => (a as HTMLAnchorElement).href);
    expect(href).toBe(`${baseUrl()}/cart`);
    expect(requests.filter((u) => u.includes('evil.example'))).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it("the page's own beacons use up the browser's keepalive allowance (a hung analytics vendor): the add's analytics event still arrives", async () => {
    // Chromium lets a page have 64 KiB of keepalive bodies in flight, sendBeacon's included. A vendor's beacons that
    // hang hold it all: the SDK's beacon is refused, and so would be a keepalive POST in its place.
    const held: import('playwright-core').Route[] = [];
    await page.route(`${baseUrl()}/vendor/collect`, (route) => void held.push(route));
    const { log } = await open(`<script>for (let i = 0; i < 70; i++) navigator.sendBeacon('/vendor/collect', 'x'.repeat(1000));</script>`);
    expect(await page.evaluate(() => navigator.sendBeacon('/vendor/collect', 'x'.repeat(1000)))).toBe(false);
    await works();
    await expect
      .poll(async () => (await mockState()).analyticsEvents.map((e) => e.eventSchemaName), { timeout: 3000 })
      .toContain('commerce_add_to_cart');
    await Promise.all(held.map((route) => route.abort().catch(() => {})));
    expect(sdkErrors(log)).toEqual([]);
  });

  it('the SDK loaded a second time, at another version: the first keeps the page, the second says so once and does nothing', async () => {
    const loader = readFileSync('dist/storefront.js', 'utf8').replaceAll(
      (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version,
      '9.9.9',
    );
    await page.route(`${baseUrl()}/sdk2/storefront.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: loader }));
    await page.route(`${baseUrl()}/sdk2/chunks/**`, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(`dist/chunks/${route.request().url().split('/chunks/')[1]!.split('?')[0]}`, 'utf8'),
      }),
    );
    const warnings: string[] = [];
    page.on('console', (m) => m.type() == 'warning' && warnings.push(m.text()));
    const { log } = await open('');
    const first = await page.evaluate(() => (window as PageWindow).Storefront.version);
    await page.evaluate(
      () =>
        new Promise((loaded) => {
          const s = document.createElement('script');
          s.src = '/sdk2/storefront.js';
          s.onload = loaded;
          document.body.append(s);
        }),
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as PageWindow).Storefront.version)).toBe(first);
    expect(warnings.filter((w) => w.startsWith('[storefront]'))).toEqual([
      `[storefront] second copy not started: 9.9.9 ${baseUrl()}/sdk2/storefront.js`,
    ]);
    // Each element mounted once, by the first copy.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('[data-sf-widget]')].every((el) => el.shadowRoot && el.shadowRoot.childElementCount >= 1),
      ),
    ).toBe(true);
    await works();
    expect(log.errors).toEqual([]);
  });
});
