import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  baseUrl,
  type Browser,
  cartGets,
  cdnUrl,
  launch,
  ownerPage,
  type PageWindow,
  serve,
  setFaults,
  useBrowser,
  watchConsole,
} from './browser';

/** The page's window, with what these tests' scripts keep on it. */
type TestWindow = PageWindow<{
  __mounted: number;
  __loaded: number;
  __frames: FrameRequestCallback[];
  __removed: HTMLElement;
  __farAt?: string;
}>;

const browserOf = useBrowser();
let browser: Browser;
let page: Page;
beforeEach(async () => {
  browser = browserOf();
  page = await browser.context.newPage();
  return () => page.close();
});

/** Waits for Storefront.ready and one more macrotask (mounting is time-sliced). */
async function ready(p: Page) {
  await p.waitForFunction(() => (window as TestWindow).Storefront?.ready);
  await p.evaluate(() => (window as TestWindow).Storefront.ready);
}

describe('the loader', () => {
  it('exposes window.Storefront with its documented members', async () => {
    await serve(page, '/t', ownerPage('<div data-sf-widget="cart-pill"></div>'));
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    const shape = await page.evaluate(() => {
      const s = (window as TestWindow).Storefront;
      return {
        version: typeof s.version,
        ready: s.ready instanceof Promise,
        fns: (['scan', 'mount', 'unmount', 'on'] as const).map((k) => typeof s[k]),
        cart: (['get', 'refresh', 'add'] as const).map((k) => typeof s.cart[k]),
      };
    });
    expect(shape).toEqual({
      version: 'string',
      ready: true,
      fns: ['function', 'function', 'function', 'function'],
      cart: ['function', 'function', 'function'],
    });
    // on() delivers the payload, and its returned function unsubscribes.
    const heard = await page.evaluate(async () => {
      const s = (window as TestWindow).Storefront;
      const got: unknown[] = [];
      const off = s.on('item-added', (detail) => got.push((detail as { newlyAdded: { itemId: string } }).newlyAdded.itemId));
      await s.cart.add({ itemId: 'p-poster' });
      off();
      await s.cart.add({ itemId: 'p-poster' });
      return got;
    });
    expect(heard).toEqual(['p-poster']);
  });

  it('included twice and scanned again, mounts each element once and adds no second listeners', async () => {
    const body = '<div data-sf-widget="cart-pill"></div><div data-sf-widget="cart-pill"></div><div data-sf-widget="cart-pill"></div>';
    const html = ownerPage(body).replace('</body>', '<script async src="/sdk/storefront.js" data-website-id="test"></script></body>');
    await serve(page, '/t', html);
    await page.addInitScript(() => {
      (window as TestWindow).__mounted = 0;
      (window as TestWindow).__loaded = 0;
      document.addEventListener('storefront:widget-mounted', () => (window as TestWindow).__mounted++);
      document.addEventListener('storefront:item-added', () => (window as TestWindow).__loaded++);
    });
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.evaluate(() => (window as TestWindow).Storefront.scan());
    await page.evaluate(() => (window as TestWindow).Storefront.scan(document.body));
    await page.evaluate(() => (window as TestWindow).Storefront.mount(document.querySelector('[data-sf-widget]')!));
    expect(await page.evaluate(() => document.querySelectorAll('script[src*="storefront"]').length)).toBe(2);
    expect(await page.evaluate(() => (window as TestWindow).__mounted)).toBe(3);
    await page.evaluate(() => (window as TestWindow).Storefront.cart.add({ itemId: 'p-poster' }));
    expect(await page.evaluate(() => (window as TestWindow).__loaded)).toBe(1);
  });

  it('mounting 500 widgets waits for an animation frame between slices, so what one slice mounted is painted before the next; a hidden tab goes on with timers', async () => {
    const pills = Array.from({ length: 500 }, (_, i) => `<div data-sf-widget="cart-pill" id="p${i}"><a href="/cart">Cart</a></div>`).join(
      '',
    );
    const mounted = (p: Page) => p.evaluate(() => document.querySelectorAll('[data-sf-state]').length);
    /** Opens the page with animation frames held (kept, not run) and, if `hidden`, the tab reporting itself hidden. */
    const openHoldingFrames = async (p: Page, hidden: boolean) => {
      await serve(p, '/many', ownerPage(pills));
      await p.addInitScript((h) => {
        const held: FrameRequestCallback[] = [];
        (window as TestWindow).__frames = held;
        window.requestAnimationFrame = (fn) => held.push(fn);
        if (h) Object.defineProperty(Document.prototype, 'hidden', { get: () => true });
      }, hidden);
      await p.goto(`${baseUrl()}/many`);
      // (Playwright's default polling runs on animation frames, held here.)
      await p.waitForFunction(() => document.querySelectorAll('[data-sf-state]').length > 0, null, { polling: 50 });
      await p.waitForTimeout(1000);
    };
    // Visible: one slice (8 ms of mounting), then nothing more until a frame runs.
    await openHoldingFrames(page, false);
    const first = await mounted(page);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(500);
    await page.evaluate(() => {
      const held: FrameRequestCallback[] = (window as TestWindow).__frames;
      const timer = setInterval(() => {
        if (document.querySelectorAll('[data-sf-state]').length == 500) clearInterval(timer);
        else held.splice(0).forEach((fn) => fn(performance.now()));
      }, 16);
    });
    await page.waitForFunction(() => document.querySelectorAll('[data-sf-state]').length === 500, null, { polling: 50, timeout: 30_000 });
    // Hidden (no frame would come): every pill is mounted all the same.
    const hiddenTab = await browser.context.newPage();
    try {
      await openHoldingFrames(hiddenTab, true);
      await hiddenTab.waitForFunction(() => document.querySelectorAll('[data-sf-state]').length === 500, null, {
        polling: 50,
        timeout: 30_000,
      });
    } finally {
      await hiddenTab.close();
    }
  });

  it('mounts elements added later and unmounts removed ones', async () => {
    await serve(page, '/t', ownerPage('<div id="slot"></div>'));
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'late';
      el.setAttribute('data-sf-widget', 'cart-pill');
      document.getElementById('slot')!.append(el);
    });
    await page.waitForFunction(() => document.getElementById('late')?.getAttribute('data-sf-state') === 'hidden');
    await page.evaluate(() => {
      const el = document.getElementById('late')!;
      (window as TestWindow).__removed = el;
      el.remove();
    });
    await page.waitForFunction(() => !(window as TestWindow).__removed.hasAttribute('data-sf-state'));
    // Unmounted: its store subscription is gone, so a cart change does not render into it.
    await page.evaluate(() => (window as TestWindow).Storefront.cart.add({ itemId: 'p-poster' }));
    const removed = await page.evaluate(() => {
      const el = (window as TestWindow).__removed;
      return {
        slot: !!el.shadowRoot!.querySelector('slot'),
        pill: !!el.shadowRoot!.querySelector('a'),
        state: el.getAttribute('data-sf-state'),
      };
    });
    expect(removed).toEqual({ slot: true, pill: false, state: null });
  });

  it('an unknown widget gives one console error naming it; its fallback stays; the others work', async () => {
    const log = watchConsole(page);
    await serve(
      page,
      '/t',
      ownerPage('<div data-sf-widget="nope" id="bad"><a href="/shop">Shop</a></div><div data-sf-widget="cart-pill" id="ok"></div>'),
    );
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.evaluate(() => (window as TestWindow).Storefront.scan());
    expect(log.errors.filter((e) => e.includes('[storefront]'))).toHaveLength(1);
    expect(log.errors[0]).toContain('data-sf-widget="nope" id="bad"');
    expect(log.errors[0]).toContain('unknown widget "nope"');
    expect(await page.locator('#bad a').isVisible()).toBe(true);
    expect(await page.getAttribute('#ok', 'data-sf-state')).toBe('hidden');
  });

  it('a malformed attribute gives one console error naming it; its fallback stays', async () => {
    const log = watchConsole(page);
    await serve(
      page,
      '/t',
      ownerPage(
        '<div data-sf-widget="cart-pill" id="bad" data-href="javascript:alert(1)"><a href="/cart">Cart</a></div><div data-sf-widget="cart-pill" id="ok"></div>',
      ),
    );
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    const errors = log.errors.filter((e) => e.includes('[storefront]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('id="bad"');
    expect(errors[0]).toContain('data-href');
    expect(await page.locator('#bad a').isVisible()).toBe(true);
    expect(await page.getAttribute('#ok', 'data-sf-state')).toBe('hidden');
  });

  it('a collection id no URL can carry (a lone surrogate, set by a script) is refused alone: what was found with it mounts', async () => {
    const log = watchConsole(page);
    // Set by the page's own script before the loader's first scan (HTML text cannot hold a lone surrogate).
    const setUp = `<div id="bad" data-sf-widget="collection"></div><div id="ok" data-sf-widget="cart-pill"></div>
      <script>document.getElementById('bad').dataset.collectionId = 'c-' + String.fromCharCode(0xd800);</script>`;
    await serve(page, '/t', ownerPage(setUp));
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await expect.poll(() => page.getAttribute('#ok', 'data-sf-state')).toBe('hidden');
    await expect.poll(() => log.errors.filter((e) => e.includes('[storefront]')).length).toBe(1);
    expect(log.errors.find((e) => e.includes('[storefront]'))).toContain('data-collection-id is not well-formed text');
  });

  it('a chunk that fails to load gives one console error, the fallback stays, and a later mount can retry', async () => {
    const log = watchConsole(page);
    // The site form's chunk (the product widgets ride in the runtime chunk, which the rest of the SDK needs).
    await page.route('**/chunks/site-form-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await serve(
      page,
      '/t',
      ownerPage('<div data-sf-widget="site-form" data-form-id="f-contact" id="a"><a href="/contact">Contact us</a></div>'),
    );
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    const errors = log.errors.filter((e) => e.includes('[storefront]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('could not load the site-form widget');
    expect(await page.locator('#a a').isVisible()).toBe(true);
    // The rest of the SDK still works.
    expect(await page.evaluate(() => (window as TestWindow).Storefront.cart.get())).toBeNull();
    await page.unroute('**/chunks/site-form-*.js');
    await page.evaluate(async () => {
      const el = document.getElementById('a')!;
      (window as TestWindow).Storefront.unmount(el);
      await (window as TestWindow).Storefront.mount(el);
    });
    await page.waitForFunction(() => document.getElementById('a')!.getAttribute('data-sf-state') === 'idle');
  });

  it('a widget that throws while mounting is isolated: one error, fallback stays, its siblings work', async () => {
    const log = watchConsole(page);
    // Wrap the real chunk: throw for #bad, mount the others normally.
    // The cart pill rides in the runtime chunk: the wrapper passes the runtime through and replaces only the pill.
    await page.route(/\/chunks\/runtime-[^/?]+\.js$/, (route) => {
      const real = route.request().url() + '?real';
      return route.fulfill({
        contentType: 'text/javascript',
        headers: { 'access-control-allow-origin': '*' },
        body: `import * as real from ${JSON.stringify(real)};
export * from ${JSON.stringify(real)};
export const widgets = { 'cart-pill': (el, ctx) => { if (el.id === 'bad') throw new Error('render exploded'); return real.widgets['cart-pill'](el, ctx); } };`,
      });
    });
    await serve(
      page,
      '/t',
      ownerPage('<div data-sf-widget="cart-pill" id="bad"><a href="/cart">Cart</a></div><div data-sf-widget="cart-pill" id="ok"></div>'),
    );
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    const errors = log.errors.filter((e) => e.includes('[storefront]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('id="bad"');
    expect(errors[0]).toContain('render exploded');
    expect(await page.locator('#bad a').isVisible()).toBe(true);
    expect(await page.getAttribute('#ok', 'data-sf-state')).toBe('hidden');
    expect(log.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('works when the script is served from another origin (CORS)', async () => {
    // A page fulfilled by the test has no address space, so Chromium's Local Network Access check would treat it as
    // public and refuse its requests to 127.0.0.1. On a real site both the page and the CDN are public; this second
    // browser turns the check off to model that.
    const other = await launch(['--disable-features=LocalNetworkAccessChecks']);
    const page = await other.context.newPage();
    const log = watchConsole(page);
    await serve(page, '/t', ownerPage('<div data-sf-widget="cart-pill" id="p"></div>', '', `${cdnUrl()}/sdk/storefront.js`));
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.evaluate(() => (window as TestWindow).Storefront.cart.add({ itemId: 'p-poster' }));
    await page.waitForFunction(() => document.getElementById('p')!.getAttribute('data-sf-state') === 'shown');
    const chunks = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('/sdk/')),
    );
    await other.close();
    expect(log.errors).toEqual([]);
    expect(chunks.length).toBeGreaterThanOrEqual(2); // the loader, and the runtime that carries the cart pill
    expect(chunks.every((url) => url.startsWith(cdnUrl()))).toBe(true);
    expect(await cartGets()).toBe(0);
  });

  it('renders styled under a strict Content-Security-Policy (no inline styles or scripts)', async () => {
    const log = watchConsole(page);
    await serve(page, '/t', ownerPage('<div data-sf-widget="cart-pill" id="p"></div>'), {
      'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'",
    });
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.evaluate(() => (window as TestWindow).Storefront.cart.add({ itemId: 'p-poster' }));
    await page.waitForFunction(() => document.getElementById('p')!.getAttribute('data-sf-state') === 'shown');
    const position = await page.evaluate(() => getComputedStyle(document.getElementById('p')!.shadowRoot!.querySelector('nav')!).position);
    expect(position).toBe('fixed');
    expect(log.errors.filter((e) => /Content.Security.Policy|Refused/i.test(e))).toEqual([]);
  });
});

describe('the product, asked for early', () => {
  const PRODUCT =
    '<div data-sf-widget="product-status" id="status" data-product-id="p-tee"></div><div data-sf-widget="quantity" id="qty" data-product-id="p-tee"></div>';
  /** Holds the runtime chunk back `ms` (a slow network), and lists the product GETs the page makes. */
  async function slowRuntime(ms: number) {
    await page.route(/\/sdk\/chunks\/runtime-[0-9a-f]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    });
    const gets: string[] = [];
    page.on('request', (r) => r.url().includes('/api/commerce/products/') && gets.push(`${r.method()} ${r.url()}`));
    return gets;
  }
  const rendered = (id: string, state = 'ready') =>
    page.waitForFunction(([i, s]) => document.getElementById(i!)?.getAttribute('data-sf-state') === s, [id, state], { timeout: 10_000 });
  /** Opens the product page (the script tag with `attrs`) and waits for the product status to render. */
  async function openProduct(attrs = '') {
    await serve(page, '/t', ownerPage(PRODUCT, attrs));
    await page.goto(`${baseUrl()}/t`);
    await rendered('status');
  }
  /** When the runtime chunk arrived, and when each product request started and ended (resource timing, ms). */
  const timing = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      return {
        runtimeEnd: entries.find((e) => e.name.includes('/chunks/runtime-'))!.responseEnd,
        products: entries
          .filter((e) => e.name.includes('/api/commerce/products/p-tee'))
          .map((e) => ({ start: e.startTime, end: e.responseEnd })),
      };
    });

  it('by the loader as it finds a product widget, while the runtime chunk is on its way: one request, answered before the chunk is here, and the widgets render from it', async () => {
    const gets = await slowRuntime(600);
    const log = watchConsole(page);
    await openProduct();
    await rendered('qty', 'shown');
    const { runtimeEnd, products } = await timing();
    expect(products[0]!.end).toBeLessThan(runtimeEnd - 300);
    expect(gets).toEqual([`GET ${baseUrl()}/api/commerce/products/p-tee`]);
    expect(log.errors).toEqual([]);
  });

  it('not once the runtime is running: a product widget added later for a product the page has asks for nothing', async () => {
    const gets = await slowRuntime(0);
    await openProduct();
    await page.evaluate(() =>
      document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="product-status" id="later" data-product-id="p-tee"></div>'),
    );
    await rendered('later');
    await page.waitForTimeout(200);
    expect(gets).toHaveLength(1);
  });

  it('a failed early answer is asked again by the runtime, as any request: the widgets render, with one console error from the browser only', async () => {
    await setFaults([{ method: 'GET', path: '/api/commerce/products/p-tee', status: 503, times: 1 }]);
    const gets = await slowRuntime(300);
    const log = watchConsole(page);
    await openProduct();
    expect(gets).toHaveLength(2);
    // The loader's request (the 503) before the runtime chunk was here; the runtime's own after.
    const { runtimeEnd, products } = await timing();
    expect(products.map((p) => (p.end < runtimeEnd ? 'before' : p.start >= runtimeEnd ? 'after' : 'during'))).toEqual(['before', 'after']);
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('a data-api-root ending in "/" (the early request then has "//" in its path): the product still comes, through the runtime if need be', async () => {
    await slowRuntime(100);
    const log = watchConsole(page);
    await openProduct(`data-api-root="${baseUrl()}/"`);
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });
});

describe('products found together are asked for together (one request per 50 products, never one per widget: docs/performance.md)', () => {
  /** The seeded catalogue's products (mock-server/seed.ts). */
  const KNOWN = ['p-tee', 'p-poster', 'p-mug', 'p-ebook', 'p-consult', 'p-coffee-club', 'p-gift', 'p-engraved-pen'];
  /** Lists the product GETs the page makes (path and query). */
  const productGets = () => {
    const gets: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/commerce/products')) gets.push(decodeURIComponent(url.pathname + url.search));
    });
    return gets;
  };
  const grid = (ids: string[]) =>
    ids
      .map(
        (id, i) =>
          `<article><div data-sf-widget="product-status" id="s${i}" data-product-id="${id}"></div><div data-sf-widget="add-to-cart" id="a${i}" data-product-id="${id}"><a href="/p/${id}">Buy</a></div></article>`,
      )
      .join('');
  const states = (prefix: string, n: number) =>
    page.evaluate(
      ([p, count]) => Array.from({ length: count }, (_, i) => document.getElementById(`${p}${i}`)?.getAttribute('data-sf-state')),
      [prefix, n] as const,
    );

  it('a grid of products: one request for all of them; an id the answer lacks fails only its widgets, with one console error each', async () => {
    const gets = productGets();
    const log = watchConsole(page);
    const ids = [...KNOWN, 'p-nope'];
    await serve(page, '/t', ownerPage(grid(ids)));
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => document.getElementById('a8')?.getAttribute('data-sf-state') === 'error', null, { timeout: 10_000 });
    await page.waitForFunction(() => document.getElementById('s7')?.getAttribute('data-sf-state') === 'ready');
    expect(await states('s', 9)).toEqual([...KNOWN.map(() => 'ready'), 'error']);
    expect(gets).toEqual([`/api/commerce/products?ids=${ids.join(',')}`]);
    // The failed product's two widgets, each named, and each keeps its fallback; nothing else failed.
    expect(log.errors.filter((e) => e.includes('p-nope'))).toHaveLength(2);
    expect(log.errors.filter((e) => !e.includes('p-nope'))).toEqual([]);
    expect(await page.locator('#a8 a').isVisible()).toBe(true);
  });

  it('more than 50: requests of 50 at most', async () => {
    const gets = productGets();
    const ids = [...KNOWN, ...Array.from({ length: 52 }, (_, i) => `p-missing-${i}`)];
    await serve(
      page,
      '/t',
      ownerPage(ids.map((id, i) => `<div data-sf-widget="product-status" id="s${i}" data-product-id="${id}"></div>`).join('')),
    );
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => document.getElementById('s59')?.getAttribute('data-sf-state') === 'error', null, { timeout: 10_000 });
    await page.waitForFunction(() => document.getElementById('s0')?.getAttribute('data-sf-state') === 'ready');
    expect(gets).toEqual([
      `/api/commerce/products?ids=${ids.slice(0, 50).join(',')}`,
      `/api/commerce/products?ids=${ids.slice(50).join(',')}`,
    ]);
  });

  it('once the runtime is running: what one DOM change adds is asked for in one request, an element mounted alone asks alone, and a product the page has is not asked for again', async () => {
    const gets = productGets();
    await serve(page, '/t', ownerPage('<div data-sf-widget="product-status" id="first" data-product-id="p-tee"></div>'));
    await page.goto(`${baseUrl()}/t`);
    await page.waitForFunction(() => document.getElementById('first')?.getAttribute('data-sf-state') === 'ready');
    expect(gets).toEqual(['/api/commerce/products/p-tee']);
    await page.evaluate(
      (html) => document.querySelector('main')!.insertAdjacentHTML('beforeend', html),
      grid(['p-mug', 'p-tee', 'p-poster']),
    );
    await page.waitForFunction(() =>
      ['s0', 's1', 's2'].every((id) => document.getElementById(id)?.getAttribute('data-sf-state') === 'ready'),
    );
    expect(gets).toEqual(['/api/commerce/products/p-tee', '/api/commerce/products?ids=p-mug,p-poster']);
    await page.evaluate(() => {
      const el = Object.assign(document.createElement('div'), { id: 'alone' });
      el.setAttribute('data-sf-widget', 'product-status');
      el.setAttribute('data-product-id', 'p-ebook');
      document.body.append(el);
      return (window as TestWindow).Storefront.mount(el);
    });
    await page.waitForTimeout(300);
    expect(gets).toEqual(['/api/commerce/products/p-tee', '/api/commerce/products?ids=p-mug,p-poster', '/api/commerce/products/p-ebook']);
  });
});

describe('widgets far below the first screen mount when the visitor scrolls near (docs/architecture.md, "How a page loads")', () => {
  /** The widget chunks the page asked for, by widget name. */
  const chunksAsked = (p: Page) => {
    const names: string[] = [];
    p.on('request', (r) => {
      const m = /\/chunks\/([a-z-]+)-[0-9a-f]{6,8}\.js/.exec(r.url());
      if (m) names.push(m[1]!);
    });
    return names;
  };
  const state = (id: string) => page.evaluate((i) => document.getElementById(i)!.getAttribute('data-sf-state'), id);
  const SHARE = 'data-title="A fern for the bathroom"';

  it('a share row three screens down loads nothing until scrolled within half a screen; one on the first screen, one with no box, a page-level widget down there and one mounted by hand mount at once', async () => {
    const body = `<div id="top" data-sf-widget="share" ${SHARE}></div>
      <div style="height:300vh"></div>
      <div id="far" data-sf-widget="share" ${SHARE}></div>
      <div id="account" data-sf-widget="account"><a href="/account">Sign in</a></div>
      <div id="byhand" data-sf-widget="share" ${SHARE}></div>
      <div id="gone" data-sf-widget="share" ${SHARE}></div>
      <div id="nobox" style="display: contents" data-sf-widget="share" ${SHARE}></div>`;
    await serve(page, '/t', ownerPage(body));
    const asked = chunksAsked(page);
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.waitForFunction(() => document.getElementById('top')!.getAttribute('data-sf-state') !== null);
    // The account acts for the page (its sign-in state): it mounts wherever it is.
    await page.waitForFunction(() => document.getElementById('account')!.getAttribute('data-sf-state') !== null);
    // An element with no box of its own never comes into view: it mounts at once, wherever it is.
    await page.waitForFunction(() => document.getElementById('nobox')!.getAttribute('data-sf-state') !== null);
    await page.waitForTimeout(300);
    expect(await state('far')).toBeNull();
    expect(asked.filter((n) => n == 'share')).toEqual(['share']);
    // Storefront.mount is the page's own call: at once, wherever the element is.
    await page.evaluate(() => (window as TestWindow).Storefront.mount(document.getElementById('byhand')!));
    expect(await state('byhand')).not.toBeNull();
    // One removed before the visitor came near never mounts.
    await page.evaluate(() => ((window as TestWindow).__removed = document.getElementById('gone')!).remove());
    // Scrolled to a screen and a quarter above it: within half a screen of the window's bottom, it mounts, still below
    // the window (where it was when it mounted is read then: the page may lay itself out again after).
    await page.evaluate(() => {
      const far = document.getElementById('far')!;
      new MutationObserver((_, observer) => {
        observer.disconnect();
        (window as TestWindow).__farAt = `${Math.round(far.getBoundingClientRect().top)} of ${innerHeight}`;
      }).observe(far, { attributes: true, attributeFilter: ['data-sf-state'] });
      scrollTo(0, far.getBoundingClientRect().top + scrollY - innerHeight * 1.25);
    });
    await page.waitForFunction(() => document.getElementById('far')!.getAttribute('data-sf-state') !== null);
    const [top, height] = (await page.evaluate(() => (window as TestWindow).__farAt!)).split(' of ').map(Number);
    expect(top, `its top when it mounted, in a window ${height} px high`).toBeGreaterThan(height!);
    expect(await page.evaluate(() => (window as TestWindow).__removed.getAttribute('data-sf-state'))).toBeNull();
    expect(log.errors).toEqual([]);
  });

  it('just below the first screen (within the half screen the loader looks ahead): it waits until it comes into view, its chunk not loaded before', async () => {
    // The row starts a quarter of a screen below the window.
    const body = `<div style="height:125vh"></div><div id="below" data-sf-widget="share" ${SHARE}></div><div style="height:300vh"></div>`;
    await serve(page, '/t', ownerPage(body));
    const asked = chunksAsked(page);
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.waitForTimeout(500);
    expect(asked).not.toContain('share');
    expect(await state('below')).toBeNull();
    // Scrolled, its top a tenth of a screen below the window: it waits.
    const topAt = (share: number) =>
      page.evaluate((k) => scrollTo(0, document.getElementById('below')!.getBoundingClientRect().top + scrollY - innerHeight * k), share);
    await topAt(1.1);
    await page.waitForTimeout(300);
    expect(await state('below')).toBeNull();
    // Its top in the window: it mounts.
    await topAt(0.9);
    await page.waitForFunction(() => document.getElementById('below')!.getAttribute('data-sf-state') !== null);
    expect(asked).toContain('share');
  });

  it('a chunk is not asked for before the scroll: the page of a far share row loads no share code', async () => {
    const body = `<div style="height:300vh"></div><div id="far" data-sf-widget="share" ${SHARE}></div><div data-sf-widget="cart-pill"></div>`;
    await serve(page, '/t', ownerPage(body));
    const asked = chunksAsked(page);
    await page.goto(`${baseUrl()}/t`);
    await ready(page);
    await page.waitForTimeout(500);
    expect(asked).not.toContain('share');
    expect(await state('far')).toBeNull();
    await page.evaluate(() => document.getElementById('far')!.scrollIntoView());
    await page.waitForFunction(() => document.getElementById('far')!.getAttribute('data-sf-state') !== null);
    expect(asked).toContain('share');
  });
});
