// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddEntryResponse, ShoppingCart } from '../src/types';
import { createHandlers } from './handlers';
import { startServer, type RunningServer } from './server';
import { createState } from './state';

let root: string;
let server: RunningServer;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sf-mock-'));
  mkdirSync(join(root, 'demo'));
  mkdirSync(join(root, 'dist/chunks'), { recursive: true });
  writeFileSync(join(root, 'demo/index.html'), '<!doctype html><title>home</title>');
  writeFileSync(join(root, 'demo/cart.html'), '<!doctype html><title>cart</title>');
  writeFileSync(join(root, 'demo/about.html'), '<!doctype html><title>about</title>');
  mkdirSync(join(root, 'demo/products'));
  writeFileSync(join(root, 'demo/products/tee.html'), '<!doctype html><title>tee</title>');
  writeFileSync(join(root, 'dist/storefront.js'), 'console.log("loader")');
  mkdirSync(join(root, 'demo/assets'));
  writeFileSync(join(root, 'demo/assets/playground.js'), 'console.log("demo")');
  writeFileSync(join(root, 'dist/chunks/runtime-AbC_12-x.js'), 'export {}');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  server = await startServer({ port: 0, host: '127.0.0.1', root, handlers: createHandlers(createState()) });
  base = server.url.replace(/\/$/, '');
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** Status of a raw request: fetch would normalise "..", a real attacker would not. */
function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/`, { path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

describe('the Node server', () => {
  it('serves the demo pages with a crumb cookie the first time only', async () => {
    const home = await fetch(`${base}/`);
    expect([home.status, home.headers.get('content-type'), await home.text()]).toEqual([
      200,
      'text/html; charset=utf-8',
      '<!doctype html><title>home</title>',
    ]);
    expect(home.headers.getSetCookie()).toEqual([expect.stringMatching(/^crumb=[0-9a-f]{32}; Path=\/; SameSite=Lax$/)]);
    const cart = await fetch(`${base}/cart`, { headers: { cookie: cookiePair(home.headers.getSetCookie()[0]!) } });
    expect([cart.status, await cart.text(), cart.headers.getSetCookie()]).toEqual([200, '<!doctype html><title>cart</title>', []]);
    expect(await (await fetch(`${base}/about`)).text()).toContain('about');
    expect((await fetch(`${base}/nope`)).status).toBe(404);
    expect(await (await fetch(`${base}/products/tee`)).text()).toBe('<!doctype html><title>tee</title>');
    for (const path of ['/products', '/products/', '/products/nope', '/products/tee.html', '/products//tee']) {
      expect([path, (await fetch(`${base}${path}`)).status]).toEqual([path, 404]);
    }
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it('serves the SDK from dist/ cross-origin, with immutable caching for hashed chunks only', async () => {
    const loader = await fetch(`${base}/sdk/storefront.js`);
    expect(await loader.text()).toBe('console.log("loader")');
    expect(
      Object.fromEntries(
        ['content-type', 'access-control-allow-origin', 'cross-origin-resource-policy', 'cache-control'].map((h) => [
          h,
          loader.headers.get(h),
        ]),
      ),
    ).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': 'no-cache',
    });
    const chunk = await fetch(`${base}/sdk/chunks/runtime-AbC_12-x.js`);
    expect([chunk.status, chunk.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
    expect((await fetch(`${base}/sdk/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/sdk/chunks`)).status).toBe(404);
  });

  it("serves the demo store's own assets", async () => {
    const asset = await fetch(`${base}/assets/playground.js`);
    expect([asset.status, asset.headers.get('content-type'), await asset.text()]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'console.log("demo")',
    ]);
    expect((await fetch(`${base}/assets/nope.js`)).status).toBe(404);
    expect(await rawStatus('/assets/../secret.txt')).toBe(403);
  });

  it('refuses path traversal', async () => {
    for (const path of [
      '/sdk/../secret.txt',
      '/sdk/..%2f..%2fsecret.txt',
      '/sdk/%2e%2e/secret.txt',
      '/sdk/..\\secret.txt',
      '/../secret.txt',
      '/sdk/%E0%A4%A',
    ]) {
      expect([path, await rawStatus(path)]).toEqual([path, 403]);
    }
  });

  it('round-trips the API with cookies: crumb from the page, add, then the same cart', async () => {
    const crumb = cookiePair((await fetch(`${base}/`)).headers.getSetCookie()[0]!);
    const added = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
      method: 'POST',
      headers: { cookie: crumb, 'X-CSRF-Token': crumb.split('=')[1]!, 'content-type': 'application/json' },
      body: JSON.stringify({ itemId: 'p-tee', sku: 'TEE-S-BLA', quantity: 2, additionalFields: null }),
    });
    expect(added.status).toBe(200);
    const { shoppingCart } = (await added.json()) as AddEntryResponse;
    expect(added.headers.getSetCookie()).toEqual([`CART=${shoppingCart.id}; Path=/`, 'hasCart=true; Path=/']);
    const cookie = [crumb, ...added.headers.getSetCookie().map(cookiePair)].join('; ');
    const cart = (await (
      await fetch(`${base}/api/commerce/shopping-cart?mock=false&timecode=1`, { headers: { cookie } })
    ).json()) as ShoppingCart;
    expect([cart.id, cart.totalQuantity, cart.subtotalCents]).toEqual([shoppingCart.id, 2, 5000]);

    const refused = await fetch(`${base}/api/commerce/shopping-cart/entries`, { method: 'POST', headers: { cookie }, body: '{}' });
    expect([refused.status, await refused.json()]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    const unknown = await fetch(`${base}/api/nope`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not found' }]);
    const { requests } = (await (await fetch(`${base}/__mock/state`)).json()) as { requests: { method: string; path: string }[] };
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/commerce/shopping-cart/entries',
      'GET /api/commerce/shopping-cart',
      'POST /api/commerce/shopping-cart/entries',
      'GET /api/nope',
    ]);
  });

  it("the sign-in lockout counts the connection's address, never one the client claims in X-Mock-Client-Address", async () => {
    /** A wrong sign-in for `email` from `localAddress` (the loopback has all of 127/8), claiming another address. */
    const signIn = (localAddress: string, email: string, claimed: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email, password: 'wrong', rememberMe: false });
        const req = httpRequest(
          `${base}/api/site-users/account/session`,
          {
            method: 'POST',
            localAddress,
            headers: { cookie: 'crumb=c1', 'X-CSRF-Token': 'c1', 'content-type': 'application/json', 'X-Mock-Client-Address': claimed },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await signIn('127.0.0.1', 'lock@example.com', `10.0.0.${i}`));
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect(await signIn('127.0.0.2', 'lock@example.com', '127.0.0.1')).toBe(403);
    const { signInFailures } = (await (await fetch(`${base}/__mock/state`)).json()) as {
      signInFailures: Record<string, Record<string, number[]>>;
    };
    expect(Object.fromEntries(Object.entries(signInFailures['lock@example.com']!).map(([k, v]) => [k, v.length]))).toEqual({
      '127.0.0.1': 5,
      '127.0.0.2': 1,
    });
  });

  it('a networkError fault closes the socket; a status fault comes back with its headers', async () => {
    const faults = [
      { path: '/api/commerce/shopping-cart', networkError: true, times: 1 },
      { path: '/api/commerce/settings', status: 429, headers: { 'Retry-After': '2' }, body: { message: 'Too many requests' }, times: 1 },
    ];
    const put = await fetch(`${base}/__mock/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(faults),
    });
    expect(put.status).toBe(200);
    await expect(fetch(`${base}/api/commerce/shopping-cart`)).rejects.toThrow(TypeError);
    const limited = await fetch(`${base}/api/commerce/settings`);
    expect([limited.status, limited.headers.get('retry-after'), await limited.json()]).toEqual([
      429,
      '2',
      { message: 'Too many requests' },
    ]);
    expect((await fetch(`${base}/api/commerce/shopping-cart`)).status).toBe(200);
  });
});

describe('startServer defaults', () => {
  it('refuses an API body over 1 MB (413) and still takes a large catalog; the next request works', async () => {
    const big = JSON.stringify({ itemId: 'x'.repeat(1_100_000) });
    const refused = await fetch(`${base}/api/commerce/shopping-cart/entries`, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect([refused.status, await refused.text()]).toEqual([413, 'Request body too large']);
    expect((await fetch(`${base}/api/commerce/shopping-cart`)).status).toBe(200);
    const catalog = await fetch(`${base}/__mock/catalog`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        products: [{ id: 'p-big', name: 'Ω'.repeat(1024 * 1024), structuredContent: { variants: [{ id: 'v', price: 100 }] } }],
      }),
    });
    expect(catalog.status).toBe(200);
  });

  it('serves the repo demo store (root from the module location) on the shared platform', async () => {
    const running = await startServer({ port: 0 });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const html = await (await fetch(running.url)).text();
      expect(html).toContain('<div data-sf-widget="cart-pill"></div>');
      expect(html).toContain(
        '<script async src="/sdk/storefront.js" data-website-id="demo" data-currency="USD" data-locale="en-US" data-settings="#sf-settings"></script>',
      );
      expect(await (await fetch(`${running.url}cart`)).text()).toContain('aria-current="page"');
      expect((await fetch(`${running.url}__mock/reset`, { method: 'POST' })).status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
