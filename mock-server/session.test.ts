// @vitest-environment node
// Site-user sessions driven through msw's getResponse, as the Node server does, with one cookie jar per "browser".
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../src/types';
import { parseFaults } from './faults';
import { createHandlers } from './handlers';
import { CLIENT_ADDRESS_HEADER, LOCKOUT_WINDOW_MS, SESSION_MESSAGES, verifyPassword } from './session';
import { SEED_SITE_USERS } from './siteUsers';
import { createState, resetState, type PlatformState, type snapshot } from './state';

/** GET /__mock/state: the platform's state as JSON. */
type Snapshot = ReturnType<typeof snapshot>;

const ORIGIN = 'http://127.0.0.1:3000';
const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
const GRACE = { email: 'grace@example.com', password: 'cobol-1959' };
const AUTH_FAIL = { message: 'Your session has expired. Please sign in again.', siteUserAuthFail: true };
const INVALID = { message: 'The email or password is incorrect.', invalidCredentials: true };

let state: PlatformState;
let handlers: ReturnType<typeof createHandlers>;
let clock: number;

beforeEach(() => {
  state = createState();
  clock = Date.UTC(2025, 0, 1);
  handlers = createHandlers(state, { now: () => clock });
});

interface CallOptions {
  body?: unknown;
  /** The client's address (what the Node host sets from the connection); default: none (`unknown`). */
  address?: string;
  /** X-CSRF-Token; default: the jar's crumb. null: none. */
  csrf?: string | null;
  /** X-SiteUser-XSRF-Token; default: the browser's token from its last sign-in. null: none. */
  token?: string | null;
}

/** A browser: its own cookie jar (Set-Cookie applied, Max-Age=0 deletes) and the token the SDK keeps after sign-in. */
class Browser {
  jar = new Map<string, string>([['crumb', 'c1']]);
  token: string | null = null;
  /** The Set-Cookie values of the last answer. */
  setCookies: string[] = [];

  constructor(readonly address?: string) {}

  async call(
    method: string,
    path: string,
    { body, csrf = this.jar.get('crumb') ?? null, token = this.token, address = this.address }: CallOptions = {},
  ): Promise<Response> {
    const headers = new Headers({ 'content-type': 'application/json' });
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (csrf !== null) headers.set('X-CSRF-Token', csrf);
    if (token !== null) headers.set('X-SiteUser-XSRF-Token', token);
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await getResponse(handlers, new Request(ORIGIN + path, init));
    if (!response) throw new Error(`unhandled: ${method} ${path}`);
    this.setCookies = response.headers.getSetCookie();
    for (const cookie of this.setCookies) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (/;\s*Max-Age=0\b/i.test(cookie)) this.jar.delete(pair.slice(0, eq));
      else this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async signIn(credentials: { email: string; password: string }, rememberMe = false): Promise<Response> {
    const response = await this.call('POST', '/api/site-users/account/session', { body: { ...credentials, rememberMe } });
    if (response.ok) this.token = ((await response.clone().json()) as { xsrfToken: string }).xsrfToken;
    return response;
  }

  signOut(cloneCart: boolean | string): Promise<Response> {
    return this.call('DELETE', `/api/site-users/account/session?cloneCart=${cloneCart}`);
  }

  add(itemId: string, sku: string | null, quantity = 1): Promise<Response> {
    return this.call('POST', '/api/commerce/shopping-cart/entries', { body: { itemId, sku, quantity, additionalFields: null } });
  }

  async cart(): Promise<ShoppingCart> {
    return (await this.call('GET', '/api/commerce/shopping-cart')).json() as Promise<ShoppingCart>;
  }

  /** The cart's lines as `itemId/sku × quantity`. */
  async lines(): Promise<string[]> {
    return (await this.cart()).entries.map((e) => `${e.itemId}/${e.chosenVariant.sku} × ${e.quantity}`);
  }

  /** The Set-Cookie value for `name` in the last answer. */
  cookie(name: string): string | undefined {
    return this.setCookies.find((c) => c.startsWith(`${name}=`));
  }
}

const json = async <T>(r: Response | Promise<Response>): Promise<T> => (await r).json() as Promise<T>;
const ADA_SAVED = ['p-poster/POSTER × 2', 'p-ebook/EBOOK × 1'];

describe('passwords', () => {
  it('are stored as PBKDF2 hashes: the documented demo passwords verify, wrong ones do not', async () => {
    const [ada, grace] = SEED_SITE_USERS.map((s) => s.user.password);
    expect(await verifyPassword(ADA.password, ada!)).toBe(true);
    expect(await verifyPassword(GRACE.password, grace!)).toBe(true);
    expect(await verifyPassword(GRACE.password, ada!)).toBe(false);
    expect(await verifyPassword('Lovelace-1815', ada!)).toBe(false);
    expect(await verifyPassword('', grace!)).toBe(false);
    expect(ada).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
  });

  it('are never kept or shown: not in the state, the snapshot or the log', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    await browser.signIn({ ...ADA, password: 'wrong-password-42' });
    const snapshot = await json<Snapshot>(browser.call('GET', '/__mock/state'));
    for (const text of [JSON.stringify(snapshot), JSON.stringify({ ...state, idempotency: [...state.idempotency] })]) {
      expect(text).not.toContain(ADA.password);
      expect(text).not.toContain('wrong-password-42');
    }
    expect(JSON.stringify(snapshot.siteUsers)).not.toMatch(/salt|hash/);
    expect(snapshot.siteUsers).toEqual([
      { id: 'su-ada', email: 'ada@example.com', displayName: 'Ada', cartId: 'cart-su-ada', language: null },
      { id: 'su-grace', email: 'grace@example.com', displayName: 'Grace', cartId: null, language: null },
    ]);
  });
});

describe('sign-in', () => {
  it('answers the token and sets SiteUserSession (HttpOnly) and SiteUserInfo as session cookies, and CART', async () => {
    const browser = new Browser();
    const response = await browser.signIn(ADA);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { xsrfToken: string };
    expect(body).toEqual({
      xsrfToken: expect.stringMatching(/^[0-9a-f]{32,}$/) as unknown,
      siteUserId: 'su-ada',
      email: 'ada@example.com',
    });
    const sessionId = browser.jar.get('SiteUserSession')!;
    expect(browser.cookie('SiteUserSession')).toBe(`SiteUserSession=${sessionId}; Path=/; SameSite=Lax; HttpOnly`);
    expect(browser.cookie('SiteUserInfo')).toBe(
      `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"su-ada"}')}; Path=/; SameSite=Lax`,
    );
    expect(JSON.parse(decodeURIComponent(browser.jar.get('SiteUserInfo')!))).toEqual({ authenticated: true, siteUserId: 'su-ada' });
    expect([browser.cookie('CART'), browser.cookie('hasCart')]).toEqual(['CART=cart-su-ada; Path=/', 'hasCart=true; Path=/']);
    expect(state.sessions).toEqual({ [sessionId]: { userId: 'su-ada', xsrfToken: body.xsrfToken, rememberMe: false, createdAt: clock } });
  });

  it('with rememberMe, the cookies last 30 days (Max-Age=2592000), CART and hasCart too', async () => {
    const browser = new Browser();
    await browser.signIn(ADA, true);
    for (const name of ['SiteUserSession', 'SiteUserInfo', 'CART', 'hasCart']) expect(browser.cookie(name)).toMatch(/; Max-Age=2592000$/);
    expect(browser.cookie('SiteUserSession')).toContain('; HttpOnly');
    expect(browser.cookie('SiteUserInfo')).not.toContain('HttpOnly');
  });

  it('compares emails without regard to case or surrounding spaces; every session has its own id and token', async () => {
    const one = new Browser();
    const two = new Browser();
    expect((await one.signIn({ ...ADA, email: ' ADA@Example.com ' })).status).toBe(200);
    expect((await two.signIn(ADA)).status).toBe(200);
    expect(one.jar.get('SiteUserSession')).not.toBe(two.jar.get('SiteUserSession'));
    expect(one.token).not.toBe(two.token);
  });

  it('a wrong password or an unknown email: the same 403; a body without email or password: 400', async () => {
    const browser = new Browser();
    for (const credentials of [
      { ...ADA, password: 'nope' },
      { email: 'nobody@example.com', password: ADA.password },
    ]) {
      const response = await browser.signIn(credentials);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual(INVALID);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    for (const body of ['{nope', { email: ADA.email }, { email: 1, password: 'x' }, [ADA]]) {
      const response = await browser.call('POST', '/api/site-users/account/session', { body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) as unknown });
    }
    expect(state.sessions).toEqual({});
    expect(Object.keys(state.signInFailures)).toEqual(['ada@example.com', 'nobody@example.com']);
  });

  it('still needs the crumb (a crumbFail, not a siteUserAuthFail)', async () => {
    const response = await new Browser().call('POST', '/api/site-users/account/session', { body: ADA, csrf: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ crumbFail: true, message: 'Missing CSRF token' });
  });
});

describe('lockout', () => {
  it('5 failures in 15 minutes: the 6th attempt gets 429, Retry-After the seconds the lock has left, even with the right password; then it passes again', async () => {
    const browser = new Browser();
    for (const email of ['ada@example.com', 'ADA@example.com', 'ada@example.com', 'Ada@Example.com', 'ada@example.com']) {
      expect((await browser.signIn({ email, password: 'guess' })).status).toBe(403);
      clock += 60_000;
    }
    const locked = await browser.signIn(ADA);
    expect(locked.status).toBe(429);
    // The first failure was 5 minutes ago: 10 minutes left.
    expect(locked.headers.get('Retry-After')).toBe('600');
    expect(await locked.json()).toEqual({ message: 'Too many sign-in attempts. Try again later.' });
    // Another email is not locked out.
    expect((await browser.signIn(GRACE)).status).toBe(200);
    // 15 minutes after the first failure, four are left in the window.
    clock += LOCKOUT_WINDOW_MS - 5 * 60_000 - 1;
    const last = await browser.signIn(ADA);
    expect([last.status, last.headers.get('Retry-After')]).toEqual([429, '1']);
    clock += 1;
    expect((await browser.signIn(ADA)).status).toBe(200);
    // A success forgets the failures.
    expect(state.signInFailures['ada@example.com']).toBeUndefined();
  });

  it('counts unknown emails too, and a 429 records no failure', async () => {
    const browser = new Browser();
    for (let i = 0; i < 5; i++) await browser.signIn({ email: 'ghost@example.com', password: `p${i}` });
    for (let i = 0; i < 3; i++) expect((await browser.signIn({ email: 'ghost@example.com', password: 'x' })).status).toBe(429);
    expect(state.signInFailures['ghost@example.com']!['unknown']).toHaveLength(5);
    clock += LOCKOUT_WINDOW_MS;
    expect((await browser.signIn({ email: 'ghost@example.com', password: 'x' })).status).toBe(403);
  });

  it('cannot be raced: 25 wrong passwords sent side by side get 5 "wrong password" answers and 20 429s, each with the seconds the lock has left', async () => {
    const attacker = new Browser('203.0.113.7');
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => attacker.signIn({ ...ADA, password: `guess-${i}` })));
    expect(answers.filter((r) => r.status == 403)).toHaveLength(5);
    const locked = answers.filter((r) => r.status == 429);
    expect(locked).toHaveLength(20);
    expect(new Set(locked.map((r) => r.headers.get('Retry-After')))).toEqual(new Set([String(LOCKOUT_WINDOW_MS / 1000)]));
    // The right password, side by side with more guesses, a little later: still locked, the lock's seconds counting down.
    clock += 100_000;
    const later = await Promise.all([attacker.signIn(ADA), ...Array.from({ length: 5 }, () => attacker.signIn({ ...ADA, password: 'x' }))]);
    expect(later.map((r) => [r.status, r.headers.get('Retry-After')])).toEqual(Array.from({ length: 6 }, () => [429, '800']));
    expect(state.signInFailures['ada@example.com']).toEqual({ '203.0.113.7': [0, 0, 0, 0, 0].map(() => Date.UTC(2025, 0, 1)) });
    expect(state.sessions).toEqual({});
  });

  it('an email such as __proto__ or constructor is counted like any other: 403 five times, then 429, never a 500', async () => {
    for (const email of ['__proto__', 'constructor']) {
      const browser = new Browser();
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await browser.signIn({ email, password: 'x' })).status);
      expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    }
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
    expect(Object.keys(state.signInFailures).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('is per account and per client address: the locked address can sign in to another account, another address to the locked one', async () => {
    const attacker = new Browser('203.0.113.7');
    await Promise.all(Array.from({ length: 6 }, () => attacker.signIn({ ...ADA, password: 'guess' })));
    expect((await attacker.signIn(ADA)).status).toBe(429);
    // The same address, another account.
    expect((await attacker.signIn(GRACE)).status).toBe(200);
    // Ada at home (another address), with her cookies or without: her own sign-in passes.
    expect((await new Browser('198.51.100.23').signIn(ADA)).status).toBe(200);
    // Her success there forgets none of the attacker's failures.
    expect((await attacker.signIn(ADA)).status).toBe(429);
    expect(Object.keys(state.signInFailures['ada@example.com']!)).toEqual(['203.0.113.7']);
  });
});

describe('member carts', () => {
  it('a fresh browser signing in as Ada gets her saved cart (it is in carts from then on)', async () => {
    expect(Object.keys(state.carts)).toEqual([]);
    expect(Object.keys(state.savedCarts)).toEqual(['cart-su-ada']);
    const browser = new Browser();
    await browser.signIn(ADA);
    expect(browser.jar.get('CART')).toBe('cart-su-ada');
    expect(await browser.lines()).toEqual(ADA_SAVED);
    expect((await browser.cart()).entries.map((e) => e.id)).toEqual(['entry-su-ada-1', 'entry-su-ada-2']);
    expect(Object.keys(state.carts)).toEqual(['cart-su-ada']);
    expect(state.savedCarts).toEqual({});
  });

  it('merges the anonymous cart into the saved one: same variant adds up, others are appended; the anonymous cart goes', async () => {
    const browser = new Browser();
    await browser.add('p-poster', null, 1);
    await browser.add('p-tee', 'TEE-M-BLA', 1);
    const anonymousId = browser.jar.get('CART')!;
    await browser.signIn(ADA);
    expect(browser.jar.get('CART')).toBe('cart-su-ada');
    expect(await browser.lines()).toEqual(['p-poster/POSTER × 3', 'p-ebook/EBOOK × 1', 'p-tee/TEE-M-BLA × 1']);
    expect((await browser.cart()).totalQuantity).toBe(5);
    expect(state.carts[anonymousId]).toBeUndefined();
  });

  it('caps a merged quantity at the stock, counting what the saved cart holds', async () => {
    const first = new Browser();
    await first.signIn(ADA);
    await first.add('p-tee', 'TEE-M-BLA', 1); // M/Black: 2 in stock
    await first.signOut(false);
    const second = new Browser();
    await second.add('p-tee', 'TEE-M-BLA', 2);
    await second.signIn(ADA);
    expect(await second.lines()).toEqual([...ADA_SAVED, 'p-tee/TEE-M-BLA × 2']);
  });

  it('what a member adds is in the saved cart, which another browser then finds', async () => {
    const laptop = new Browser();
    await laptop.signIn(ADA);
    expect((await laptop.add('p-gift', 'GIFT-50')).status).toBe(200);
    const phone = new Browser();
    await phone.signIn(ADA);
    expect(await phone.lines()).toEqual([...ADA_SAVED, 'p-gift/GIFT-50 × 1']);
  });

  it('signing in again with the saved cart already in CART does not add it to itself, and replaces the session', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    const first = browser.jar.get('SiteUserSession')!;
    await browser.signIn(ADA);
    expect(await browser.lines()).toEqual(ADA_SAVED);
    expect(Object.keys(state.sessions)).toEqual([browser.jar.get('SiteUserSession')]);
    expect(state.sessions[first]).toBeUndefined();
  });

  it("another member signing in in the same browser neither merges nor takes the first one's cart", async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    await browser.signIn(GRACE);
    const graceCart = browser.jar.get('CART')!;
    expect(graceCart).not.toBe('cart-su-ada');
    expect(await browser.lines()).toEqual([]);
    expect(state.carts['cart-su-ada']!.entries).toHaveLength(2);
  });

  it('a member without a saved cart: the anonymous cart becomes theirs, or a new empty one', async () => {
    const withCart = new Browser();
    await withCart.add('p-ebook', null);
    const anonymousId = withCart.jar.get('CART');
    await withCart.signIn(GRACE);
    expect(withCart.jar.get('CART')).toBe(anonymousId);
    expect(state.siteUsers.find((u) => u.id === 'su-grace')!.cartId).toBe(anonymousId);
    await withCart.signOut(false);

    resetState(state);
    const bare = new Browser();
    await bare.signIn(GRACE);
    const cartId = bare.jar.get('CART')!;
    expect(cartId).toMatch(/^cart-/);
    expect(bare.jar.get('hasCart')).toBe('true');
    expect(await bare.cart()).toMatchObject({ id: cartId, entries: [], totalQuantity: 0 });
  });
});

describe('sign-out', () => {
  it('cloneCart=true: the session ends, and the browser keeps a copy of the cart as a new anonymous cart', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    const response = await browser.signOut(true);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(browser.cookie('SiteUserSession')).toBe('SiteUserSession=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0');
    expect(browser.cookie('SiteUserInfo')).toBe('SiteUserInfo=; Path=/; SameSite=Lax; Max-Age=0');
    expect([...browser.jar.keys()].sort()).toEqual(['CART', 'crumb', 'hasCart']);
    const copyId = browser.jar.get('CART')!;
    expect(copyId).not.toBe('cart-su-ada');
    expect(state.sessions).toEqual({});
    // The copy is the visitor's now; the saved cart stays Ada's, untouched.
    browser.token = null;
    await browser.add('p-poster', null, 5);
    expect(await browser.lines()).toEqual(['p-poster/POSTER × 7', 'p-ebook/EBOOK × 1']);
    expect(state.carts['cart-su-ada']!.entries.map((e) => e.quantity)).toEqual([2, 1]);
    expect(state.siteUsers.find((u) => u.id === 'su-ada')!.cartId).toBe('cart-su-ada');
  });

  it('cloneCart=false (or anything but "true"): CART and hasCart are cleared too', async () => {
    for (const value of [false, 'yes']) {
      const browser = new Browser();
      await browser.signIn(ADA);
      await browser.signOut(value);
      expect([browser.cookie('CART'), browser.cookie('hasCart')]).toEqual(['CART=; Path=/; Max-Age=0', 'hasCart=; Path=/; Max-Age=0']);
      expect([...browser.jar.keys()]).toEqual(['crumb']);
      expect((await browser.cart()).id).toBe('');
    }
    expect(Object.keys(state.carts)).toEqual(['cart-su-ada']);
  });

  it('without a session it still answers 200 (signing out twice is harmless)', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    await browser.signOut(false);
    const again = await browser.signOut(false);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({});
  });
});

describe('the X-SiteUser-XSRF-Token check', () => {
  it('a write with the session cookie and no or a wrong token: 401 siteUserAuthFail, and the session lives on', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    for (const token of [null, 'forged', `${browser.token}x`]) {
      const response = await browser.call('POST', '/api/commerce/shopping-cart/entries', {
        body: { itemId: 'p-poster', sku: null, quantity: 1 },
        token,
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(AUTH_FAIL);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect((await browser.signOut(false)).status).toBe(200); // with the right token
    expect(Object.keys(state.sessions)).toEqual([]);
    expect(await new Browser().signIn(ADA).then((r) => r.status)).toBe(200);
  });

  it('sign-out is the exception: the session cookie and the crumb end the session, with no token (a remembered member in a new browser session)', async () => {
    const browser = new Browser();
    await browser.signIn(ADA, true);
    browser.token = null; // a new browser session: the cookies lasted, the tab's token did not
    const response = await browser.call('DELETE', '/api/site-users/account/session?cloneCart=false');
    expect([response.status, await response.json()]).toEqual([200, {}]);
    expect(state.sessions).toEqual({});
    expect(browser.jar.has('SiteUserSession')).toBe(false);
  });

  it('a forged sign-out (no crumb, as another site would send it) signs no one out', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    for (const csrf of [null, 'forged']) {
      const response = await browser.call('DELETE', '/api/site-users/account/session?cloneCart=false', { token: null, csrf });
      expect([response.status, await response.json()]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    }
    expect(Object.keys(state.sessions)).toHaveLength(1);
    expect((await browser.add('p-poster', null)).status).toBe(200);
  });

  it('the wrong token and a missing crumb: the crumbFail answer, with no siteUserAuthFail', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    const response = await browser.call('POST', '/api/commerce/shopping-cart/entries', { body: {}, csrf: 'stale', token: 'forged' });
    const body = (await response.json()) as { siteUserAuthFail?: unknown };
    expect([response.status, body]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    expect(body.siteUserAuthFail).toBeUndefined();
  });

  it('reads, beacons and signed-out visitors are not checked', async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    browser.token = null;
    expect((await browser.call('GET', '/api/commerce/shopping-cart')).status).toBe(200);
    expect(
      (await browser.call('POST', '/api/v1/clanker/events', { body: { eventSchemaName: 's', eventContent: {} }, csrf: null })).status,
    ).toBe(202);
    expect((await new Browser().add('p-poster', null)).status).toBe(200);
  });

  it('every request after sign-in carries the token: the log shows it', async () => {
    const browser = new Browser();
    await browser.add('p-poster', null);
    await browser.signIn(ADA);
    await browser.add('p-ebook', null);
    await browser.cart();
    await browser.call('POST', '/api/site-users/account/locale', { body: { language: 'fr' } });
    expect(state.requests.map((r) => [r.method, r.path, r.siteUserToken ?? null])).toEqual([
      ['POST', '/api/commerce/shopping-cart/entries', null],
      ['POST', '/api/site-users/account/session', null],
      ['POST', '/api/commerce/shopping-cart/entries', browser.token],
      ['GET', '/api/commerce/shopping-cart', browser.token],
      ['POST', '/api/site-users/account/locale', browser.token],
    ]);
    expect(state.requests[0]).not.toHaveProperty('siteUserToken');
  });
});

describe('control surface', () => {
  it('POST /__mock/sessions/expire ends every session: the next write gets 401 and the session cookies cleared', async () => {
    const browser = new Browser();
    await browser.signIn(ADA, true);
    await new Browser().signIn(GRACE);
    expect(await json(browser.call('POST', '/__mock/sessions/expire'))).toEqual({ ended: 2 });
    const response = await browser.add('p-poster', null);
    expect([response.status, await response.json()]).toEqual([401, AUTH_FAIL]);
    expect(response.headers.getSetCookie()).toEqual([
      'SiteUserSession=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0',
      'SiteUserInfo=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    expect(browser.jar.has('SiteUserSession')).toBe(false);
    // Signed out now: writes pass again (without the token, as the SDK drops it), and signing in again works.
    browser.token = null;
    expect((await browser.add('p-poster', null)).status).toBe(200);
    expect((await browser.signIn(ADA)).status).toBe(200);
  });

  it('GET /__mock/state has the sessions (ids, users, tokens) and the site users without their hashes', async () => {
    const browser = new Browser();
    await browser.signIn(ADA, true);
    const snapshot = await json<Snapshot>(browser.call('GET', '/__mock/state'));
    expect(snapshot.sessions).toEqual({
      [browser.jar.get('SiteUserSession')!]: { userId: 'su-ada', xsrfToken: browser.token, rememberMe: true, createdAt: clock },
    });
    expect(snapshot.siteUsers.map((u: object) => Object.keys(u).sort())).toEqual([
      ['cartId', 'displayName', 'email', 'id', 'language'],
      ['cartId', 'displayName', 'email', 'id', 'language'],
    ]);
    expect(Object.keys(snapshot.carts)).toEqual(['cart-su-ada']);
    expect(snapshot.savedCarts).toEqual({});
  });

  it("reset ends the sessions and restores Ada's saved cart as seeded", async () => {
    const browser = new Browser();
    await browser.signIn(ADA);
    await browser.add('p-gift', 'GIFT-25');
    await browser.call('POST', '/api/site-users/account/locale', { body: { language: 'de' } });
    await browser.call('POST', '/__mock/reset');
    expect([state.sessions, state.carts, state.signInFailures]).toEqual([{}, {}, {}]);
    expect(state.siteUsers.map((u) => u.language)).toEqual([null, null]);
    expect(state.savedCarts['cart-su-ada']!.entries.map((e) => e.quantity)).toEqual([2, 1]);
    const fresh = new Browser();
    await fresh.signIn(ADA);
    expect(await fresh.lines()).toEqual(ADA_SAVED);
  });
});

describe('crumbFail', () => {
  it('the fault option answers 401 crumbFail with a fresh crumb cookie; the retry with it passes', async () => {
    const browser = new Browser();
    await browser.call('PUT', '/__mock/faults', {
      body: [{ method: 'POST', path: '/api/commerce/shopping-cart/entries', crumbFail: true, times: 1 }],
    });
    const failed = await browser.add('p-poster', null);
    expect([failed.status, await failed.json()]).toEqual([401, { crumbFail: true, message: 'Missing CSRF token' }]);
    expect(browser.cookie('crumb')).toMatch(/^crumb=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    expect(browser.jar.get('crumb')).not.toBe('c1');
    expect(state.requests.at(-1)!.fault).toBe(401);
    expect((await browser.add('p-poster', null)).status).toBe(200);
  });

  it('the ordinary crumb check sets a fresh crumb too', async () => {
    const browser = new Browser();
    const failed = await browser
      .add('p-poster', null)
      .then(() => browser.call('POST', '/api/commerce/shopping-cart/entries', { body: {}, csrf: 'stale' }));
    expect(failed.status).toBe(401);
    const crumb = browser.jar.get('crumb')!;
    expect(crumb).toMatch(/^[0-9a-f]{32}$/);
    expect((await browser.add('p-poster', null)).status).toBe(200);
  });

  it('the fault rule is checked: a boolean, and not with status, body, networkError or dropAnswer', () => {
    expect(parseFaults([{ path: '/api/*', crumbFail: true, headers: { 'X-A': '1' }, delayMs: 5 }])).toEqual({
      rules: [{ path: '/api/*', crumbFail: true, headers: { 'X-A': '1' }, delayMs: 5 }],
    });
    expect(parseFaults([{ path: '/api/*', crumbFail: 'yes' }])).toEqual({ error: 'faults[0]: "crumbFail" must be a boolean.' });
    for (const extra of [{ status: 500 }, { body: {} }, { networkError: true }, { dropAnswer: true }])
      expect(parseFaults([{ path: '/api/*', crumbFail: true, ...extra }])).toMatchObject({
        error: expect.stringContaining('"crumbFail" makes its own answer') as unknown,
      });
  });
});

describe('locale', () => {
  it('is stored on the signed-in member: 204', async () => {
    const browser = new Browser();
    await browser.signIn(GRACE);
    const response = await browser.call('POST', '/api/site-users/account/locale', { body: { language: 'fr-CA' } });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(state.siteUsers.find((u) => u.id === 'su-grace')!.language).toBe('fr-CA');
  });

  it('400 for a language that is not a non-empty string of at most 35 characters', async () => {
    const browser = new Browser();
    await browser.signIn(GRACE);
    for (const body of [{}, { language: '' }, { language: ' ' }, { language: 3 }, { language: 'x'.repeat(36) }, '{nope']) {
      const response = await browser.call('POST', '/api/site-users/account/locale', { body });
      expect(response.status).toBe(400);
    }
    const last = await browser.call('POST', '/api/site-users/account/locale', { body: { language: 'x'.repeat(35) } });
    expect(last.status).toBe(204);
    expect(SESSION_MESSAGES.badLanguage).toContain('35');
  });

  it('401 siteUserAuthFail without a session', async () => {
    const response = await new Browser().call('POST', '/api/site-users/account/locale', { body: { language: 'fr' } });
    expect([response.status, await response.json()]).toEqual([401, AUTH_FAIL]);
  });
});
