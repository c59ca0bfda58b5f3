// @vitest-environment node
// Ids that are Object.prototype members (`__proto__`, `constructor`) or climb a folder (`..`, `%2e%2e`), given to every
// endpoint that takes an id (in the path, the query, the body or a cookie): 400 or 404, never 500, and no prototype
// touched. Raw requests to the Node server, so that no client normalises the dots away first.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from './handlers';
import { startServer, type RunningServer } from './server';
import { createState, resetState, type PlatformState } from './state';

const IDS = ['__proto__', 'constructor', '..', '%2e%2e'];
const RESTOCK = '/api/site-users/account/notifications/restock';

let state: PlatformState;
let server: RunningServer;

beforeAll(async () => {
  state = createState();
  server = await startServer({ port: 0, host: '127.0.0.1', handlers: createHandlers(state) });
});
afterAll(() => server.close());

let owner: string;
beforeEach(async () => {
  resetState(state);
  const [, , cookies] = await raw('POST', '/__mock/owner-session');
  owner = cookies[0]!.split(';')[0]!;
});

/** A raw request (the path sent as written), with the crumb cookie and header; its status, JSON body and Set-Cookie. */
function raw(
  method: string,
  path: string,
  { body, cookie = '' }: { body?: unknown; cookie?: string } = {},
): Promise<[number, unknown, string[]]> {
  return new Promise((resolve, reject) => {
    const headers = { cookie: ['crumb=c1', cookie].filter(Boolean).join('; '), 'X-CSRF-Token': 'c1', 'content-type': 'application/json' };
    const req = httpRequest(server.url, { method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown = text;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          /* kept as text */
        }
        resolve([res.statusCode ?? 0, json, res.headers['set-cookie'] ?? []]);
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const q = encodeURIComponent;

/** Every endpoint taking an id, as [method, path, body?, cookie?] for the id `id`, and the statuses it may answer. */
function calls(id: string, ownerCookie: string): [string, string, unknown, string, number[]][] {
  const entry = { itemId: id, sku: id, quantity: 1, additionalFields: null };
  const restock = { productId: id, variantId: id, siteVisitorEmail: 'ann@example.com', isJoinMailingList: false };
  return [
    ['GET', `/api/commerce/products/${id}`, undefined, '', [404]],
    ['GET', `/api/commerce/inventory/stock/?itemId=${q(id)}`, undefined, '', [404]],
    ['GET', `/api/commerce/inventory/stock?itemId=${id}`, undefined, '', [404]],
    ['POST', '/api/commerce/shopping-cart/entries', entry, '', [404]],
    ['PUT', `/api/commerce/shopping-cart/entries/${id}`, { quantity: 1 }, '', [404]],
    ['DELETE', `/api/commerce/shopping-cart/entries/${id}`, undefined, '', [404]],
    ['PUT', `/api/commerce/shopping-cart/entries/${id}/additionalFields`, { itemId: id, sku: null, additionalFields: null }, '', [404]],
    ['POST', '/api/3/commerce/cart/subscription', { itemId: id, sku: id, qty: 1, additionalFields: null }, '', [404]],
    ['GET', `/api/rest/forms/${id}`, undefined, '', [404]],
    ['POST', `/api/rest/forms/validate/${id}`, {}, '', [404]],
    ['POST', '/api/form/SaveFormSubmission', { key: id, form: '{}' }, '', [400]],
    ['GET', `/api/commerce/instalments/modal/${id}`, undefined, '', [404]],
    ['POST', `/api/census/RecordQuickView/${id}`, undefined, '', [404]],
    ['POST', `/api/v1/clanker/validate-event-content/${id}`, { eventSchemaName: 'x', eventContent: {} }, '', [400, 404]],
    ['GET', `/media/products/${id}`, undefined, '', [404]],
    ['GET', `/media/products/${id}.svg`, undefined, '', [404]],
    ['POST', RESTOCK, restock, '', [404]],
    ['POST', RESTOCK, { ...restock, productId: 'p-tee' }, '', [400]],
    ['GET', `${RESTOCK}?productId=${q(id)}&variantId=${q(id)}`, undefined, ownerCookie, [404]],
    ['GET', `${RESTOCK}?productId=p-tee&variantId=${q(id)}`, undefined, ownerCookie, [400]],
    ['GET', `${RESTOCK}/groups?cursor=${q(id)}`, undefined, ownerCookie, [400]],
    ['GET', `${RESTOCK}?productId=p-tee&variantId=v-tee-l-white&cursor=${q(id)}`, undefined, ownerCookie, [400]],
    ['POST', `${RESTOCK}/send`, { productId: id, variantId: id }, ownerCookie, [404]],
    ['POST', `${RESTOCK}/send/all`, { sendRequests: [{ productId: 'p-tee', variantId: id }] }, ownerCookie, [400]],
    // Cookies naming a cart, a site-user session or an owner session.
    ['PUT', '/api/commerce/shopping-cart/entries/entry-1', { quantity: 2 }, `CART=${id}`, [404]],
    ['DELETE', '/api/commerce/shopping-cart/entries/entry-1', undefined, `CART=${id}`, [404]],
    ['POST', '/api/commerce/shopping-cart/entries', { itemId: 'p-poster', sku: null, quantity: 1 }, `SiteUserSession=${id}`, [401]],
    ['POST', '/api/site-users/account/locale', { language: 'fr' }, `SiteUserSession=${id}`, [401]],
    ['GET', `${RESTOCK}/groups`, undefined, `MockOwnerSession=${id}`, [401]],
  ];
}

describe('odd ids: 400 or 404 (401 for a session cookie naming none), never 500', () => {
  it.each(IDS)('%s, in every id-taking endpoint', async (id) => {
    for (const [method, path, body, cookie, allowed] of calls(id, owner)) {
      const [status, answer] = await raw(method, path, { body, cookie });
      expect([method, path, cookie, allowed.includes(status)]).toEqual([method, path, cookie, true]);
      // JSON errors in the platform's shape (the pictures answer in text).
      if (!path.startsWith('/media/')) expect([path, answer]).toEqual([path, expect.any(Object)]);
    }
    expect(Object.keys(state.carts)).toEqual([]);
    expect(({} as Record<string, unknown>).entries).toBeUndefined();
  });

  it.each(IDS)(
    '%s as the CART cookie: the empty cart on read, a new cart on add; as the session cookie: signs in and out cleanly',
    async (id) => {
      const [status, cart] = await raw('GET', '/api/commerce/shopping-cart', { cookie: `CART=${id}` });
      expect([status, (cart as { id: string }).id]).toEqual([200, '']);
      const [added, body, cookies] = await raw('POST', '/api/commerce/shopping-cart/entries', {
        body: { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: null },
        cookie: `CART=${id}`,
      });
      const newId = (body as { shoppingCart: { id: string } }).shoppingCart.id;
      expect([added, newId, cookies[0]]).toEqual([200, expect.stringMatching(/^cart-[0-9a-f]{32}$/), `CART=${newId}; Path=/`]);
      expect(Object.keys(state.carts)).toEqual([newId]);

      const signIn = await raw('POST', '/api/site-users/account/session', {
        body: { email: 'grace@example.com', password: 'cobol-1959' },
        cookie: `CART=${id}; SiteUserSession=${id}`,
      });
      expect(signIn[0]).toBe(200);
      const graceCart = state.siteUsers.find((u) => u.id === 'su-grace')!.cartId!;
      expect(graceCart).toMatch(/^cart-[0-9a-f]{32}$/);
      expect(state.carts[graceCart]!.entries).toEqual([]);
      const signOut = await raw('DELETE', '/api/site-users/account/session?cloneCart=true', { cookie: `CART=${id}` });
      expect(signOut[0]).toBe(200);
      expect(signOut[2]).toContain('CART=; Path=/; Max-Age=0');
    },
  );

  it('the ids in the batch and collection queries: nothing found, 200 with an empty list (their documented answer)', async () => {
    for (const id of IDS) {
      expect(await raw('GET', `/api/commerce/products?ids=${q(id)},${id}`)).toEqual([200, { products: [] }, []]);
      expect(await raw('GET', `/api/commerce/products?collectionId=${q(id)}`)).toEqual([200, { products: [], nextCursor: null }, []]);
    }
  });
});
