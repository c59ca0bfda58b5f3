// @vitest-environment node
// The control surface (/__mock/) answers only to this machine: simulated peer addresses through msw's getResponse (as
// the Node server passes them, mock-server/loopback.ts), then the Node server itself, reached from a loopback address
// and, where this machine has one, from a non-loopback one.
import { networkInterfaces } from 'node:os';
import { request as httpRequest } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOOPBACK_ONLY } from './control';
import { createHandlers } from './handlers';
import { CLIENT_ADDRESS_HEADER, isLoopbackAddress } from './loopback';
import { startServer } from './server';
import { createState, type PlatformState } from './state';
import { statusAndBody, TestBrowser } from './testBrowser';

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;

beforeEach(() => {
  state = createState();
  handlers = createHandlers(state);
});

const FAULT = [{ path: '/api/commerce/settings', status: 503 }];
const PRODUCT = { id: 'p-x', name: 'X', structuredContent: { variants: [{ id: 'v-x', price: 100 }] } };

/** Every control endpoint, each as [method, path, body]. */
const CONTROL_CALLS: [string, string, unknown][] = [
  ['POST', '/__mock/reset', undefined],
  ['PUT', '/__mock/catalog', { products: [PRODUCT] }],
  ['GET', '/__mock/state', undefined],
  ['PUT', '/__mock/faults', FAULT],
  ['GET', '/__mock/faults', undefined],
  ['POST', '/__mock/sessions/expire', undefined],
  ['POST', '/__mock/owner-session', undefined],
  ['DELETE', '/__mock/owner-session', undefined],
  ['GET', '/__mock/nope', undefined],
];

describe('isLoopbackAddress', () => {
  it('127.0.0.0/8, ::1 and IPv4-mapped 127.x are loopback; nothing else is', () => {
    for (const a of [
      '127.0.0.1',
      '127.255.0.9',
      '::1',
      '0:0:0:0:0:0:0:1',
      '0::1',
      '::ffff:127.0.0.1',
      '0:0:0:0:0:ffff:127.1.2.3',
      '::1%lo',
    ])
      expect([a, isLoopbackAddress(a)]).toEqual([a, true]);
    for (const a of [
      '',
      '10.0.0.1',
      '192.0.2.2',
      '203.0.113.9',
      '0.0.0.0',
      '127.0.0.256',
      '128.0.0.1',
      '::',
      '::2',
      '1::1',
      'fd00::2',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      'localhost',
      '127.0.0.1, 10.0.0.1',
    ])
      expect([a, isLoopbackAddress(a)]).toEqual([a, false]);
  });
});

describe('the loopback rule', () => {
  it('from another address every control endpoint answers 403 and changes nothing', async () => {
    const visitor = new TestBrowser(handlers);
    await visitor.add('p-poster', null);
    await visitor.signIn('ada@example.com', 'lovelace-1815');
    const before = JSON.stringify({ ...state, idempotency: [...state.idempotency] });
    for (const address of ['203.0.113.9', '192.168.1.20', '10.0.0.2', '::ffff:10.0.0.1', 'fd00::2', '']) {
      const remote = new TestBrowser(handlers, address);
      for (const [method, path, body] of CONTROL_CALLS) {
        const response = await remote.call(method, path, { body });
        expect([address, method, path, ...(await statusAndBody(response))]).toEqual([
          address,
          method,
          path,
          403,
          { message: LOOPBACK_ONLY },
        ]);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    // Nothing reset, replaced, armed, expired or signed in.
    expect(JSON.stringify({ ...state, idempotency: [...state.idempotency] })).toBe(before);
  });

  it('from a loopback address, or with no peer address (msw/node, the service worker), they answer', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', undefined]) {
      const local = new TestBrowser(handlers, address);
      const statuses = [];
      // (GET /__mock/nope has no handler: the Node server answers it 404.)
      for (const [method, path, body] of CONTROL_CALLS.slice(0, -1)) statuses.push((await local.call(method, path, { body })).status);
      expect([address, statuses]).toEqual([address, [200, 200, 200, 200, 200, 200, 200, 200]]);
    }
  });

  it("the fake captcha provider under /__mock/ is no control: every visitor's page loads it", async () => {
    const remote = new TestBrowser(handlers, '203.0.113.9');
    expect((await remote.call('GET', '/__mock/captcha.js')).status).toBe(200);
    const token = await remote.call('POST', '/__mock/captcha/token', { body: { sitekey: 'mock-site-key' } });
    expect((await statusAndBody(token))[0]).toBe(200);
  });

  it('the API answers every address as before', async () => {
    const remote = new TestBrowser(handlers, '203.0.113.9');
    expect((await remote.add('p-poster', null)).status).toBe(200);
    expect((await remote.call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
  });
});

/** Status and body of a raw request (no URL normalisation), with extra headers. */
function raw(url: string, method: string, path: string, headers: Record<string, string> = {}): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve([res.statusCode ?? 0, text]));
    });
    req.on('error', reject);
    req.end();
  });
}

/** An address of this machine that is not loopback, to reach a server from; none on a machine without a network. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe('the Node server', () => {
  it("passes the peer's own address: a client's header claiming another is dropped", async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', handlers });
    try {
      const [status] = await raw(server.url, 'GET', '/__mock/state', { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' });
      expect(status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it.skipIf(!external)(
    'reached from a non-loopback address: /__mock/ answers 403 (even claiming 127.0.0.1), the API and the captcha answer',
    async () => {
      const server = await startServer({ port: 0, host: external, handlers });
      try {
        const spoof = { [CLIENT_ADDRESS_HEADER]: '127.0.0.1', 'X-Forwarded-For': '127.0.0.1' };
        for (const [method, path] of CONTROL_CALLS) {
          const [status, body] = await raw(server.url, method, path, spoof);
          expect([method, path, status, JSON.parse(body)]).toEqual([method, path, 403, { message: LOOPBACK_ONLY }]);
        }
        expect(state.ownerSessions).toEqual({});
        expect((await raw(server.url, 'GET', '/api/commerce/shopping-cart'))[0]).toBe(200);
        expect((await raw(server.url, 'GET', '/__mock/captcha.js'))[0]).toBe(200);
      } finally {
        await server.close();
      }
    },
  );
});

describe('odd ids on the control surface: 400 or 404, never 500', () => {
  const IDS = ['__proto__', 'constructor', '..', '%2e%2e'];

  it('as path segments under /__mock/ (raw, through the Node server)', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', handlers });
    try {
      for (const id of IDS)
        for (const path of [
          `/__mock/${id}`,
          `/__mock/state/${id}`,
          `/__mock/${id}/state`,
          `/__mock/faults/${id}`,
          `/__mock/owner-session/${id}`,
        ])
          for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
            const [status, body] = await raw(server.url, method, path);
            expect([method, path, status, JSON.parse(body)]).toEqual([method, path, 404, { message: 'Not found' }]);
          }
    } finally {
      await server.close();
    }
  });

  it('as the owner cookie, and as ids in the catalog and the fault rules (no prototype touched)', async () => {
    const browser = new TestBrowser(handlers);
    for (const id of IDS) {
      browser.jar.set('MockOwnerSession', id);
      expect((await browser.call('DELETE', '/__mock/owner-session')).status).toBe(200);
      browser.jar.set('MockOwnerSession', id);
      expect((await browser.call('POST', '/__mock/owner-session')).status).toBe(200);
      const products = [{ ...PRODUCT, id, structuredContent: { variants: [{ id, price: 100 }] } }];
      expect((await browser.call('PUT', '/__mock/catalog', { body: { products, forms: [{ id, fields: [] }] } })).status).toBe(200);
      expect((await browser.call('PUT', '/__mock/faults', { body: [{ path: `/api/${id}`, status: 503 }] })).status).toBe(200);
      expect((await browser.call('PUT', '/__mock/faults', { body: { [id]: 1 } })).status).toBe(400);
      expect(await statusAndBody(await browser.call('PUT', '/__mock/catalog', { body: { [id]: [] } }))).toEqual([
        400,
        { message: `Unknown key(s) "${id}"; expected products, forms, settings.` },
      ]);
    }
    expect((await browser.call('PUT', '/__mock/catalog', { body: '{"__proto__": {"products": 1}}' })).status).toBe(400);
    expect((await browser.call('GET', '/__mock/state')).status).toBe(200);
    expect(({} as Record<string, unknown>).products).toBeUndefined();
    // Four sign-ins, each with an odd id in place of a session to replace: four sessions, all real.
    expect(Object.keys(state.ownerSessions)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
  });
});

describe('POST /__mock/reset?run=', () => {
  it("a late call of an earlier test's page (its MockRun cookie another run's) is kept out of the logs; the current run's and a call without the cookie are logged", async () => {
    const earlier = new TestBrowser(handlers);
    earlier.jar.set('MockRun', 'r1');
    expect((await earlier.call('POST', '/__mock/reset?run=r1')).status).toBe(200);
    expect((await earlier.call('GET', '/api/commerce/settings')).status).toBe(200);
    expect(state.requests.map((r) => r.path)).toEqual(['/api/commerce/settings']);

    // The next test: reset for r2. The earlier page's census call lands now.
    const now = new TestBrowser(handlers);
    now.jar.set('MockRun', 'r2');
    expect((await now.call('POST', '/__mock/reset?run=r2')).status).toBe(200);
    expect((await earlier.call('POST', '/api/census/button-click', { body: { websiteId: 'demo' } })).status).toBe(204);
    expect((await earlier.call('GET', '/api/commerce/settings')).status).toBe(200); // answered as usual
    expect(state.requests).toEqual([]);
    expect(state.census).toEqual([]);

    // This test's calls are logged; a reset naming no run keeps r2.
    expect((await now.call('POST', '/api/census/button-click', { body: { websiteId: 'demo' } })).status).toBe(204);
    expect(state.census.map((c) => c.call)).toEqual(['button-click']);
    expect((await now.call('POST', '/__mock/reset')).status).toBe(200);
    expect(state.run).toBe('r2');
    await earlier.call('GET', '/api/commerce/settings');
    const plain = new TestBrowser(handlers);
    await plain.call('GET', '/api/commerce/products?ids=p-tee');
    expect(state.requests.map((r) => r.path)).toEqual(['/api/commerce/products']);
  });
});
