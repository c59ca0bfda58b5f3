import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it, beforeAll } from 'vitest';
import {
  axe,
  baseUrl,
  type Browser,
  cartGets,
  launch,
  ownerPage,
  type PageWindow,
  serve,
  setFaults,
  useBrowser,
  closedPopupToday,
  watchConsole,
} from './browser';

/** The page's window, with what these tests' scripts keep on it. */
type TestWindow = PageWindow<{ __events: string[]; __cls: number; __restored: string }>;

const browserOf = useBrowser();
// The home page's newsletter popup (8 s after it loads) is tests/e2e/popup.test.ts's: here, a visitor who closed it.
beforeAll(() => closedPopupToday(browserOf().context));
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = browserOf();
  page = await browser.context.newPage();
  return () => page.close();
});

const PILL = '<div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>';
const waitState = (p: Page, s: string, id = 'pill') =>
  p.waitForFunction(([i, v]) => document.getElementById(i!)?.getAttribute('data-sf-state') === v, [id, s]);
const add = (p: Page, itemId: string, quantity = 1) =>
  p.evaluate(([i, q]) => (window as TestWindow).Storefront.cart.add({ itemId: i, quantity: q }), [itemId, quantity] as const);
const pillInfo = (p: Page) =>
  p.evaluate(() => {
    const a = document.getElementById('pill')!.shadowRoot!.querySelector('a')!;
    return { name: a.getAttribute('aria-label'), text: a.textContent.trim(), href: a.getAttribute('href') };
  });

async function open(p: Page, path = '/t', html = ownerPage(PILL)) {
  await serve(p, path, html);
  await p.goto(`${baseUrl()}${path}`);
  await p.waitForFunction(() => (window as TestWindow).Storefront?.ready);
  await p.evaluate(() => (window as TestWindow).Storefront.ready);
}

/** Adds a poster to this browser's cart straight at the platform (as another device would): no tab hears of it. */
async function addElsewhere(context: BrowserContext) {
  const cookies = Object.fromEntries((await context.cookies(baseUrl())).map((c) => [c.name, c.value]));
  const response = await fetch(`${baseUrl()}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `CART=${cookies.CART}; crumb=${cookies.crumb}`, 'X-CSRF-Token': cookies.crumb! },
    body: JSON.stringify({ itemId: 'p-poster', sku: null, quantity: 1, additionalFields: null }),
  });
  expect(response.status).toBe(200);
}

async function expectNoAxeViolations(p: Page) {
  expect(await axe(p)).toEqual([]);
}

describe('cart pill in Chromium', () => {
  it('a new visitor: no cart request, pill hidden, reserving no space; accessible', async () => {
    await open(page);
    await waitState(page, 'hidden');
    expect(await cartGets()).toBe(0);
    const box = await page.evaluate(() => {
      const host = document.getElementById('pill')!;
      const region = host.shadowRoot!.querySelector('nav')!;
      return {
        hostHeight: host.getBoundingClientRect().height,
        visibility: getComputedStyle(region).visibility,
        opacity: getComputedStyle(region).opacity,
      };
    });
    expect(box).toEqual({ hostHeight: 0, visibility: 'hidden', opacity: '0' });
    await expectNoAxeViolations(page);
  });

  it('shows 1 item after an add, with events, a polite announcement and no layout shift', async () => {
    await page.addInitScript(() => {
      (window as TestWindow).__events = [];
      for (const name of ['cart-loading', 'cart-loaded', 'item-added', 'recalculate-start', 'recalculate-end'])
        document.addEventListener(`storefront:${name}`, () => (window as TestWindow).__events.push(name));
      (window as TestWindow).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as TestWindow).__cls += (entry as LayoutShift).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page);
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    expect(await pillInfo(page)).toEqual({ name: 'Cart, 1 item', text: '1 item', href: '/cart' });
    expect(await page.evaluate(() => (window as TestWindow).__events)).toEqual(['recalculate-start', 'recalculate-end', 'item-added']);
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('[role=status]')!.textContent === 'Cart, 1 item',
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as TestWindow).__cls)).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the state a page opens with shows without a fade; later it fades in over 0.2 s and out over 0.5 s; the button scales over 0.2 s', async () => {
    await open(page);
    await waitState(page, 'hidden');
    const timing = () =>
      page.evaluate(() => {
        const durations = (el: Element) => {
          const s = getComputedStyle(el);
          return Object.fromEntries(s.transitionProperty.split(', ').map((p, i) => [p, s.transitionDuration.split(', ')[i]]));
        };
        const root = document.getElementById('pill')!.shadowRoot!;
        return { ...durations(root.querySelector('nav')!), ...durations(root.querySelector('a')!) };
      });
    // Not a change, so no fade (and 500 pills on a page start no transitions as the cart arrives: docs/performance.md).
    expect(await timing()).not.toHaveProperty('opacity');
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    expect(await timing()).toMatchObject({ opacity: '0.2s', transform: '0.2s' });
    // Emptied (the entry removed at the platform, then the cart refreshed): it fades out.
    await page.evaluate(async () => {
      const sf = (window as TestWindow).Storefront;
      const cart = await sf.cart.get();
      const crumb = document.cookie.match(/(?:^|; )crumb=([^;]*)/)![1]!;
      const res = await fetch(`/api/commerce/shopping-cart/entries/${cart!.entries[0]!.id}`, {
        method: 'DELETE',
        headers: { 'X-CSRF-Token': crumb },
      });
      if (!res.ok) throw new Error(`DELETE ${res.status}`);
      await sf.cart.refresh();
    });
    await waitState(page, 'hidden');
    expect(await timing()).toMatchObject({ opacity: '0.5s', transform: '0.2s' });
    // A page opened with items in the cart: the pill is there at once, fully opaque, no fade.
    await add(page, 'p-poster');
    await open(page, '/t2');
    await waitState(page, 'shown');
    expect(await timing()).not.toHaveProperty('opacity');
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('pill')!.shadowRoot!.querySelector('nav')!).opacity)).toBe(
      '1',
    );
  });

  it('2 items, then 100+ above 100; each state accessible', async () => {
    await open(page);
    await add(page, 'p-poster', 2);
    await waitState(page, 'shown');
    expect((await pillInfo(page)).name).toBe('Cart, 2 items');
    await expectNoAxeViolations(page);
    await add(page, 'p-poster', 99);
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label') === 'Cart, 100+ items',
    );
    expect((await pillInfo(page)).text).toBe('100+ items');
    await expectNoAxeViolations(page);
  });

  it('a returning visitor: exactly one cart request for 50 pills; loading state while it is slow', async () => {
    await open(page);
    await add(page, 'p-poster');
    await setFaults([{ method: 'GET', path: '/api/commerce/shopping-cart', delayMs: 1500, times: 1 }]);
    const fifty = Array.from({ length: 50 }, (_, i) => `<div data-sf-widget="cart-pill" id="${i ? `p${i}` : 'pill'}"></div>`).join('');
    const before = await cartGets();
    await serve(page, '/fifty', ownerPage(fifty));
    await page.goto(`${baseUrl()}/fifty`);
    await waitState(page, 'loading');
    await expectNoAxeViolations(page);
    await waitState(page, 'shown');
    await waitState(page, 'shown', 'p49');
    expect(await cartGets()).toBe(before + 1);
  });

  it('is not shown on the cart page, under express checkout, or with a custom cart', async () => {
    await open(page);
    await add(page, 'p-poster');
    await open(page, '/cart');
    await waitState(page, 'suppressed');
    await open(page, '/express', ownerPage(PILL, 'data-express-checkout'));
    await waitState(page, 'suppressed');
    await open(page, '/custom', ownerPage(PILL, 'data-custom-cart'));
    await waitState(page, 'suppressed');
    expect(await page.evaluate(() => document.getElementById('pill')!.shadowRoot!.querySelector('a'))).toBeNull();
    await expectNoAxeViolations(page);
  });

  it("another tab's add reaches this tab without a reload", async () => {
    // This tab listens to the others once it is interactive (the after-load chunk: docs/embed-contract.md).
    const listening = page.waitForResponse((r) => r.url().includes('/chunks/after-load-'));
    await open(page);
    await listening;
    await page.waitForTimeout(50);
    const other = await browser.context.newPage();
    await open(other);
    await add(other, 'p-poster', 3);
    await waitState(page, 'shown');
    expect((await pillInfo(page)).name).toBe('Cart, 3 items');
    await other.close();
  });

  it('coming Back to the page shows the cart as it is now (from the back/forward cache: the same document, one GET)', async () => {
    // Real pages from the server (a page fulfilled by the test is never put in the bfcache).
    const bf = await launch([], { backForwardCache: true });
    await closedPopupToday(bf.context);
    const tab = await bf.context.newPage();
    // Chromium says why a page was not restored from the cache. The headless shell that ships in the npm package has
    // no back/forward cache at all (BackForwardCacheDisabledForDelegate): there Back loads the page again, and what the
    // visitor sees must be the same. The restore path itself is replayed in any Chromium by the next test.
    const cdp = await bf.context.newCDPSession(tab);
    await cdp.send('Page.enable');
    let notCached: string[] = [];
    cdp.on('Page.backForwardCacheNotUsed', (e) => (notCached = e.notRestoredExplanations.map((x) => x.reason)));
    const label = () =>
      tab.evaluate(() =>
        document.querySelector('[data-sf-widget="cart-pill"]')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label'),
      );
    try {
      await tab.goto(`${baseUrl()}/`);
      await tab.evaluate(() => (window as TestWindow).Storefront.ready.then((s) => s.cart.add({ itemId: 'p-poster' })));
      await tab.waitForFunction(() => document.querySelector('[data-sf-widget="cart-pill"]')!.getAttribute('data-sf-state') === 'shown');
      await tab.evaluate(() => ((window as TestWindow).__restored = 'same document'));
      // Leave; meanwhile the cart changes elsewhere (another device: straight to the platform, so no BroadcastChannel
      // message reaches the cached page — such a message would evict it from the bfcache, and it would reload).
      await tab.goto(`${baseUrl()}/cart`);
      await tab.waitForTimeout(300);
      await addElsewhere(bf.context);
      const before = await cartGets();
      await tab.goBack({ waitUntil: 'commit' });
      // Either the cached document is back, or Chromium says why not (its event may follow the commit).
      await expect
        .poll(async () => notCached.length > 0 || (await tab.evaluate(() => (window as TestWindow).__restored)) === 'same document')
        .toBe(true);
      const cacheless = notCached.includes('BackForwardCacheDisabledForDelegate');
      // A browser with a bfcache must have used it (any other reason is a bug of ours, e.g. an unload handler).
      if (!cacheless) expect(await tab.evaluate(() => (window as TestWindow).__restored), notCached.join(', ')).toBe('same document');
      await tab.waitForFunction(
        () =>
          document.querySelector('[data-sf-widget="cart-pill"]')?.shadowRoot?.querySelector('a')?.getAttribute('aria-label') ===
          'Cart, 2 items',
      );
      await tab.waitForTimeout(300);
      expect(await label()).toBe('Cart, 2 items');
      // One request catches up, whether the document was restored or loaded again.
      expect((await cartGets()) - before).toBe(1);
    } finally {
      await bf.close();
    }
  });

  it('a restore from the back/forward cache (its pageshow event) refreshes the cart once, in any Chromium', async () => {
    await open(page);
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    // The cart changes elsewhere (another device: straight to the platform, so no cross-tab message reaches this page).
    await addElsewhere(browser.context);
    const before = await cartGets();
    // A plain pageshow (a first load) changes nothing; a persisted one (a bfcache restore) catches up.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.waitForFunction(
      () => document.getElementById('pill')!.shadowRoot!.querySelector('a')!.getAttribute('aria-label') === 'Cart, 2 items',
    );
    expect((await cartGets()) - before).toBe(1);
  });

  it('keeps working where storage throws and a page removed BroadcastChannel (blocked site data, a hostile page)', async () => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
      Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const log = watchConsole(page);
    await open(page);
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    expect((await pillInfo(page)).name).toBe('Cart, 1 item');
    expect(log.errors).toEqual([]);
    // The cart keeps nothing in storage (the storage-event sync for browsers without BroadcastChannel went with the
    // browser baseline): blocked storage costs this page not even a warning.
    expect(warnings.filter((w) => w.includes('storage unavailable'))).toEqual([]);
  });

  it('is keyboard reachable when shown and takes the visitor to the cart', async () => {
    await open(page);
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () => document.activeElement?.id === 'pill' && document.getElementById('pill')!.shadowRoot!.activeElement?.tagName,
    );
    expect(focused).toBe('A');
    await Promise.all([page.waitForURL(`${baseUrl()}/cart`), page.keyboard.press('Enter')]);
  });

  it("a host page's hostile CSS cannot restyle or hide the pill by accident", async () => {
    const hostile = `<style>
      * { font: italic 40px serif !important; letter-spacing: 9px !important; text-transform: uppercase !important; color: red !important; }
      a, nav, span, svg { display: none !important; visibility: hidden !important; opacity: 0 !important; }
      div { padding: 50px; line-height: 5; }
    </style>`;
    await open(page, '/t', ownerPage(hostile + PILL));
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    await page.waitForTimeout(300);
    const look = await page.evaluate(() => {
      const root = document.getElementById('pill')!.shadowRoot!;
      const a = root.querySelector('a')!;
      const label = root.querySelector('[part=label]')!;
      const s = getComputedStyle(label);
      return {
        display: getComputedStyle(a).display,
        opacity: getComputedStyle(root.querySelector('nav')!).opacity,
        font: `${s.fontStyle} ${s.fontSize}`,
        letterSpacing: s.letterSpacing,
        textTransform: s.textTransform,
        color: getComputedStyle(a).color,
        text: a.innerText,
      };
    });
    expect(look).toEqual({
      display: 'inline-flex',
      opacity: '1',
      font: 'normal 15px',
      letterSpacing: 'normal',
      textTransform: 'none',
      color: 'rgb(255, 255, 255)',
      text: '1 item',
    });
  });

  it('does not log errors on the happy path', async () => {
    const log = watchConsole(page);
    await open(page);
    await add(page, 'p-poster');
    await waitState(page, 'shown');
    expect(log.errors).toEqual([]);
  });
});
