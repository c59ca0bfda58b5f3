// Where the SDK's requests go (docs/embed-contract.md, "The API root"; docs/security.md, "Credentialed requests stay
// where they were sent"): `data-api-root` is resolved once, when the loader runs, to an absolute http(s) origin and
// path, so that a `<base href>` added later, or the attribute changed later, moves no request; and a request carrying
// the crumb or the signed-in visitor's XSRF token never follows a redirect (the visitor gets the generic failure text).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, cdnUrl, mockState, ownerPage, type PageWindow, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ENTRIES = '/api/commerce/shopping-cart/entries';
const waitState = (id: string, state: string) =>
  page.waitForFunction(([i, s]) => document.getElementById(i!)?.getAttribute('data-sf-state') === s, [id, state], { timeout: 15_000 });
const ready = async () => {
  await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
  await page.evaluate(() => (window as PageWindow).Storefront.ready);
};

describe('the API root is fixed when the loader runs', () => {
  it("a path root: a <base href> added later and the attribute changed later move no request; every one goes under the root read against the page's URL", async () => {
    const log = watchConsole(page);
    const api: string[] = [];
    page.on('request', (r) => r.url().includes('/api/') && api.push(r.url()));
    // The platform under /store/ (the mock answers at /api/: passed on to it as it came, cookies and all).
    await page.route(`${baseUrl()}/store/api/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace('/store/api/', '/api/') });
      await route.fulfill({ response });
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API root</title></head><body><main>
      <div data-sf-widget="cart-pill" id="pill"><a href="/cart">Cart</a></div>
      <div data-sf-widget="add-to-cart" id="atc" data-product-id="p-poster"><a href="/shop/poster">Buy</a></div></main>
      <script src="${baseUrl()}/sdk/storefront.js" data-website-id="test" data-api-root="store/"></script>
      <script>
        // Once the loader has run (a classic script, in order): a base elsewhere, and the attribute pointed there too.
        document.head.insertAdjacentHTML('beforeend', '<base href="${cdnUrl()}/">');
        document.querySelector('script[data-api-root]').dataset.apiRoot = '${cdnUrl()}';
      </script></body></html>`;
    // "store/" read against the page's URL (/page) is /store/ under the page's origin.
    await serve(page, '/page', html);
    await page.goto(`${baseUrl()}/page`);
    await ready();
    await waitState('atc', 'idle');
    await page.locator('#atc [part=button]').click();
    await waitState('pill', 'shown');
    expect(await page.locator('#pill [part=pill]').getAttribute('aria-label')).toBe('Cart, 1 item');

    // The product (the loader's early request) and the add (the runtime's, after the base and the attribute changed).
    expect(api).toContain(`${baseUrl()}/store/api/commerce/products/p-poster`);
    expect(api).toContain(`${baseUrl()}/store${ENTRIES}`);
    expect(api.filter((u) => !u.startsWith(`${baseUrl()}/store/api/`))).toEqual([]);
    const carts = (await mockState()).carts as Record<string, { entries: { itemId: string }[] }>;
    expect(Object.values(carts).flatMap((c) => c.entries.map((e) => e.itemId))).toEqual(['p-poster']);
    expect(log.errors).toEqual([]);
  });
});

describe('a request carrying the crumb or the XSRF token follows no redirect', () => {
  /**
   * What the page set out to send to the other origin the redirects point to (the CDN's), with the headers it carried:
   * the browser's own record of each request, taken before any network rule of Chromium's (CORS, local network access)
   * could stop it, so a redirect followed shows here whatever became of it.
   */
  const reached: string[] = [];
  beforeEach(async () => {
    reached.length = 0;
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin == cdnUrl())
        reached.push(`${r.method()} ${url.pathname} ${r.headers()['x-csrf-token'] ?? '-'} ${r.headers()['x-siteuser-xsrf-token'] ?? '-'}`);
    });
    // The other origin allows the store's requests, headers and all (CORS, answered here): a hop that is followed is
    // then sent and recorded every time. Left to fail its preflight, whether Chromium reported the hop before giving up
    // was a race (the check below lost it once on CI), which would also let a followed redirect go unseen.
    await page.route(`${cdnUrl()}/**`, (route) =>
      route.fulfill({
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': baseUrl(),
          'Access-Control-Allow-Credentials': 'true',
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': 'x-csrf-token, x-siteuser-xsrf-token, content-type',
        },
      }),
    );
  });
  const redirect = (method: string, path: string, status = 307) => ({ method, path, status, headers: { Location: `${cdnUrl()}${path}` } });

  it('an add (the crumb): the visitor reads the generic failure; nothing reaches the other origin', async () => {
    const log = watchConsole(page);
    await serve(
      page,
      '/redirect',
      ownerPage('<div data-sf-widget="add-to-cart" id="atc" data-product-id="p-poster"><a href="/p">Buy</a></div>'),
    );
    await page.goto(`${baseUrl()}/redirect`);
    await ready();
    await waitState('atc', 'idle');
    await setFaults([redirect('POST', ENTRIES)]);
    await page.locator('#atc [part=button]').click();
    await page.locator('#atc [role=alertdialog]').waitFor();
    expect(await page.locator('#atc [part=dialog-title]').textContent()).toBe('Unable to Add Item');
    expect(await page.locator('#atc [part=dialog-message]').textContent()).toBe('Unknown error, please try again later.');
    expect(reached).toEqual([]);
    expect(log.errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);

    // The check itself: the same POST, crumb and all, sent by the page's own fetch (which follows redirects) gets there.
    const crumb = (await page.context().cookies(baseUrl())).find((c) => c.name == 'crumb')!.value;
    await page.evaluate(
      ([path, value]) => fetch(path!, { method: 'POST', headers: { 'X-CSRF-Token': value! }, body: '{}' }).catch(() => {}),
      [ENTRIES, crumb],
    );
    await expect.poll(() => reached, { timeout: 10_000 }).toContain(`POST ${ENTRIES} ${crumb} -`);
  });

  it("a signed-in visitor's product requests (the token): the widget keeps its fallback with one console error; nothing reaches the other origin", async () => {
    const log = watchConsole(page);
    await page.addInitScript(() => sessionStorage.setItem('sf-xsrf', 'e2e-token'));
    await setFaults([redirect('GET', '/api/commerce/products/p-tee', 302)]);
    await serve(page, '/redirect', ownerPage('<div data-sf-widget="product-status" id="status" data-product-id="p-tee"><p>Tee</p></div>'));
    await page.goto(`${baseUrl()}/redirect`);
    await ready();
    await waitState('status', 'error');
    expect(await page.locator('#status > p').isVisible()).toBe(true);
    const errors = log.errors.filter((e) => e.startsWith('[storefront]'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('id="status"');
    expect(errors[0]).toContain('Unknown error, please try again later.');
    expect(reached).toEqual([]);
  });

  it('a request that carries neither follows the redirect as before (and the other origin sees no token)', async () => {
    await setFaults([redirect('GET', '/api/commerce/products/p-tee', 302)]);
    await serve(page, '/redirect', ownerPage('<div data-sf-widget="product-status" id="status" data-product-id="p-tee"><p>Tee</p></div>'));
    await page.goto(`${baseUrl()}/redirect`);
    await ready();
    await expect.poll(() => reached.length).toBeGreaterThan(0);
    expect(reached[0]).toBe('GET /api/commerce/products/p-tee - -');
  });
});
