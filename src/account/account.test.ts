import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformState as platform } from '../../mock-server/handlers';
import { server } from '../../mock-server/node';
import { testRuntime } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor } from '../../tests/unit/signedOutVisitor';
import { addToCart } from '../cart/writes';
import { accountOf, createAccount, type Account } from './account';
import { ACCOUNT_CHANNEL, readMessage } from './channel';
import { readToken } from './token';

// The account against the mock platform's session endpoints (mock-server/session.ts; docs/mock-platform.md lists the
// seeded visitors: ada@example.com / lovelace-1815 has a saved cart of 2 posters and 1 ebook).

const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
const GRACE = { email: 'grace@example.com', password: 'cobol-1959' };
const SESSION = '/api/site-users/account/session';

/** vi.waitFor with room for a loaded machine (a CI run beside other work): each step here is a few requests. */
const until = <T>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

useSignedOutVisitor();
const accounts: Account[] = [];
afterEach(() => {
  for (const a of accounts.splice(0)) a.dispose();
});

function page() {
  const events: [string, unknown][] = [];
  const rt = testRuntime({ emit: (name, detail) => void events.push([name, detail]) });
  const account = accountOf(rt);
  accounts.push(account);
  return { rt, account, events };
}
const requests = (method: string, path: string) => platform.requests.filter((r) => r.method == method && r.path == path);
const quantities = (rt: ReturnType<typeof page>['rt']) =>
  (rt.cart.store.getState().cart?.entries ?? []).map((e) => `${e.itemId}×${e.quantity}`).sort();

describe('account: signing in', () => {
  it("signs in: the token kept for the tab and sent on every request after, the member's saved cart shown, one event", async () => {
    const { rt, account, events } = page();
    expect(account.store.getState().status).toBe('signed-out');
    expect(await account.signIn({ ...ADA, rememberMe: false })).toEqual({ ok: true });
    const token = readToken();
    expect(token).toMatch(/^\w{16,}$/);
    // Kept for the tab only: in sessionStorage, never in localStorage or a cookie (docs/security.md).
    expect(sessionStorage.getItem('sf-xsrf')).toBe(token);
    expect(JSON.stringify({ ...localStorage })).not.toContain(token);
    expect(document.cookie).not.toContain(token!);
    expect(account.store.getState()).toMatchObject({ status: 'signed-in', email: ADA.email, hasToken: true, error: null });
    expect(events.filter(([name]) => name.startsWith('account-'))).toEqual([
      ['account-signed-in', { email: ADA.email, siteUserId: 'su-ada' }],
    ]);
    await until(() => expect(quantities(rt)).toEqual(['p-ebook×1', 'p-poster×2']));
    // Every request after the sign-in carries the token (the platform's log records the header).
    // (The page view's census, sent once the page is interactive, may have left before the sign-in answered.)
    const after = platform.requests
      .slice(platform.requests.findIndex((r) => r.method == 'POST' && r.path == SESSION) + 1)
      .filter((r) => r.path != '/api/census/RecordHit');
    expect(after.length).toBeGreaterThan(0);
    for (const r of after) expect(r.siteUserToken, `${r.method} ${r.path}`).toBe(token);
  });

  it('a second press while signing in sends nothing more', async () => {
    const { account } = page();
    const [a, b] = [account.signIn(ADA), account.signIn(ADA)];
    expect(await a).toEqual({ ok: true });
    expect(await b).toEqual({ ok: true });
    expect(requests('POST', SESSION)).toHaveLength(1);
  });

  it('a wrong password, blank fields, 429 with Retry-After, offline, a server error: each its message, no token', async () => {
    const { account, events } = page();
    expect(await account.signIn({ email: ADA.email, password: 'nope' })).toEqual({
      ok: false,
      reason: 'credentials',
      message: 'The email or password is incorrect.',
    });
    expect(account.store.getState()).toMatchObject({ status: 'signed-out', error: 'The email or password is incorrect.', hasToken: false });
    expect(await account.signIn({ email: ' ', password: 'x' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Enter your email address.',
    });
    expect(await account.signIn({ email: ADA.email, password: '' })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Enter your password.',
    });
    for (let i = 0; i < 4; i++) await account.signIn({ email: ADA.email, password: 'nope' });
    // Five failures in 15 minutes: the platform answers 429 with Retry-After the lock's seconds left (900 here), even
    // to the right password; said in minutes past 90 seconds.
    expect(await account.signIn(ADA)).toEqual({
      ok: false,
      reason: 'rate-limit',
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
    });
    platform.faults = [{ method: 'POST', path: SESSION, status: 429, headers: { 'Retry-After': '60' }, times: 1 }];
    expect(await account.signIn({ email: 'grace@example.com', password: 'cobol-1959' })).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in 60 seconds.',
    });
    platform.faults = [{ method: 'POST', path: SESSION, networkError: true, times: 1 }];
    expect(await account.signIn({ email: 'grace@example.com', password: 'cobol-1959' })).toMatchObject({
      reason: 'offline',
      message: 'You appear to be offline. Check your connection and try again.',
    });
    platform.faults = [{ method: 'POST', path: SESSION, status: 500, body: { message: 'down' }, times: 1 }];
    expect(await account.signIn({ email: 'grace@example.com', password: 'cobol-1959' })).toMatchObject({
      reason: 'server',
      message: 'Signing in is not possible right now. Please try again later.',
    });
    expect(readToken()).toBeUndefined();
    expect(events.filter(([name]) => name == 'account-error').map(([, d]) => (d as { reason: string }).reason)).toEqual([
      'credentials',
      'invalid',
      'invalid',
      'credentials',
      'credentials',
      'credentials',
      'credentials',
      'rate-limit',
      'rate-limit',
      'offline',
      'server',
    ]);
  });

  it("the password goes in the session call's body and nowhere else, on every path (403, 429, 500, offline, success): not in another request, an event, a console message, the state or storage", async () => {
    const secret = 'pw-Секрет-42';
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args)),
    );
    // Every request as sent: method, URL (its query too), headers and body.
    const sent: string[] = [];
    const tap = (e: { request: Request }) =>
      void e.request
        .clone()
        .text()
        .then((t) => sent.push(`${e.request.method} ${e.request.url} ${JSON.stringify([...e.request.headers])} ${t}`));
    server.events.on('request:start', tap);
    try {
      const { account, events } = page();
      const attempt = () => account.signIn({ email: GRACE.email, password: secret });
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await attempt()); // 403 × 5
      results.push(await attempt()); // 429: locked out
      platform.signInFailures = {};
      platform.faults = [{ method: 'POST', path: SESSION, status: 500, body: { message: 'down' }, times: 1 }];
      results.push(await attempt());
      platform.faults = [{ method: 'POST', path: SESSION, networkError: true, times: 1 }];
      results.push(await attempt());
      expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual([
        ...Array<string>(5).fill('credentials'),
        'rate-limit',
        'server',
        'offline',
      ]);
      await account.signIn({ ...ADA });
      await account.signOut();
      const seen = JSON.stringify([
        events,
        logged.map(String),
        account.store.getState(),
        { ...sessionStorage },
        { ...localStorage },
        document.cookie,
      ]);
      expect(seen).not.toContain(secret);
      await until(() => expect(sent.filter((line) => line.startsWith('DELETE'))).toHaveLength(1));
      const body = `{"email":"${GRACE.email}","password":"${secret}","rememberMe":false}`;
      expect(sent.filter((line) => line.includes(secret))).toEqual(
        Array.from(
          { length: 8 },
          () => expect.stringMatching(new RegExp(`^POST http://[^ ]+${SESSION} .* ${body.replace(/[{}]/g, '\\$&')}$`)) as unknown,
        ),
      );
      // Nor in a header or a URL of those (only their bodies hold it).
      for (const line of sent) expect(line.slice(0, line.length - body.length)).not.toContain(secret);
    } finally {
      server.events.removeListener('request:start', tap);
      spies.forEach((s) => s.mockRestore());
    }
  });
});

describe('account: signing out', () => {
  it('cloneCart false: an empty cart; true: an anonymous cart with the same items; the token forgotten either way', async () => {
    const { rt, account, events } = page();
    await account.signIn(ADA);
    await until(() => expect(quantities(rt)).toHaveLength(2));
    expect(await account.signOut({ cloneCart: true })).toEqual({ ok: true });
    expect(requests('DELETE', SESSION).at(-1)!.query).toEqual({ cloneCart: 'true' });
    expect(account.store.getState()).toMatchObject({ status: 'signed-out', hasToken: false, email: null });
    expect(readToken()).toBeUndefined();
    await until(() => expect(rt.cart.store.getState().cart!.id).not.toBe('cart-su-ada'));
    expect(quantities(rt)).toEqual(['p-ebook×1', 'p-poster×2']);

    await account.signIn(ADA);
    expect(await account.signOut()).toEqual({ ok: true });
    expect(requests('DELETE', SESSION).at(-1)!.query).toEqual({ cloneCart: 'false' });
    await until(() => expect(quantities(rt)).toEqual([]));
    expect(events.filter(([name]) => name == 'account-signed-out')).toHaveLength(2);
  });

  it('a crumbFail answer is tried again exactly once (that answer sets a fresh crumb)', async () => {
    const { account } = page();
    await account.signIn(ADA);
    platform.faults = [{ method: 'DELETE', path: SESSION, crumbFail: true, times: 1 }];
    expect(await account.signOut()).toEqual({ ok: true });
    expect(requests('DELETE', SESSION).map((r) => r.fault ?? 'answered')).toEqual([401, 'answered']);
    // Twice in a row: one retry only, and the visitor stays signed in with a message.
    await account.signIn(ADA);
    platform.faults = [{ method: 'DELETE', path: SESSION, crumbFail: true, times: 2 }];
    const result = await account.signOut();
    expect(result).toEqual({ ok: false, reason: 'session', message: 'Unable to sign out. Please try again.' });
    expect(requests('DELETE', SESSION)).toHaveLength(4);
    expect(account.store.getState().status).toBe('signed-in');
  });

  it("a remembered member in a new browser session (the cookies, no token in the tab, no tab to ask): sign-out ends the platform's session", async () => {
    const first = page();
    await first.account.signIn({ ...ADA, rememberMe: true });
    first.account.dispose(); // the browser closed; its cookies were kept (Remember me)
    sessionStorage.clear();
    const events: string[] = [];
    const lone = createAccount(testRuntime({ emit: (name) => void events.push(name) }));
    accounts.push(lone);
    expect(lone.store.getState()).toMatchObject({ status: 'signed-in', hasToken: false });
    expect(await lone.signOut()).toEqual({ ok: true });
    const sent = requests('DELETE', SESSION).at(-1)!;
    expect(sent.siteUserToken).toBeUndefined();
    expect(platform.sessions).toEqual({});
    expect(lone.store.getState()).toMatchObject({ status: 'signed-out', error: null });
    expect(events).toContain('account-signed-out');
  });

  it('any answer but a 2xx (a refused session, 403, 429, 500, none) keeps the visitor signed in, says so, and loses nothing', async () => {
    const { rt, account, events } = page();
    await account.signIn(ADA);
    await until(() => expect(quantities(rt)).toHaveLength(2));
    const token = readToken();
    const heard: unknown[] = [];
    const other = new BroadcastChannel(ACCOUNT_CHANNEL); // another tab
    other.onmessage = (e) => void heard.push(e.data);
    const cartGets = () => requests('GET', '/api/commerce/shopping-cart').length;
    const gets = cartGets();
    try {
      const refused = { message: 'Your session has expired. Please sign in again.', siteUserAuthFail: true };
      for (const fault of [
        { status: 401, body: refused },
        { status: 403, body: { message: 'Forbidden' } },
        { status: 429, headers: { 'Retry-After': '5' } },
        { status: 500, body: { message: 'down' } },
      ]) {
        platform.faults = [{ method: 'DELETE', path: SESSION, ...fault, times: 1 }];
        expect(await account.signOut(), String(fault.status)).toEqual({
          ok: false,
          reason: fault.status == 401 ? 'server' : fault.status == 429 ? 'rate-limit' : 'server',
          message: 'Unable to sign out. Please try again.',
        });
        expect(account.store.getState()).toMatchObject({
          status: 'signed-in',
          email: ADA.email,
          hasToken: true,
          error: 'Unable to sign out. Please try again.',
          notice: null,
        });
      }
      platform.faults = [{ method: 'DELETE', path: SESSION, networkError: true, times: 1 }];
      expect(await account.signOut()).toMatchObject({ ok: false, reason: 'offline' });
      expect(account.store.getState().status).toBe('signed-in');
      // Nothing lost: the token (in the tab, and on the next request), the member's cart, the other tabs, the platform's session.
      await new Promise((r) => setTimeout(r, 50));
      expect(readToken()).toBe(token);
      expect(document.cookie).toContain('SiteUserInfo=');
      expect(Object.keys(platform.sessions)).toHaveLength(1);
      expect(quantities(rt)).toEqual(['p-ebook×1', 'p-poster×2']);
      expect(cartGets()).toBe(gets);
      expect(heard).toEqual([]);
      expect(events.filter(([name]) => name == 'account-signed-out')).toEqual([]);
      expect(events.filter(([name]) => name == 'account-error').map(([, d]) => (d as { action: string }).action)).toEqual(
        Array<string>(5).fill('sign-out'),
      );
      await addToCart(rt.cart, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' });
      expect(requests('POST', '/api/commerce/shopping-cart/entries').at(-1)!.siteUserToken).toBe(token);
      // The next press signs out.
      expect(await account.signOut()).toEqual({ ok: true });
      expect(account.store.getState()).toMatchObject({ status: 'signed-out', error: null });
      expect(platform.sessions).toEqual({});
    } finally {
      other.close();
    }
  });
});

describe('account: a session that ends, other tabs', () => {
  it('a write refused with 401 (the session ended) signs the tab out with "sign in again"', async () => {
    const { rt, account, events } = page();
    await account.signIn(ADA);
    await fetch('/__mock/sessions/expire', { method: 'POST' });
    const error = await addToCart(rt.cart, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'session', message: 'Your session has ended. Please sign in again.' });
    await until(() =>
      expect(account.store.getState()).toMatchObject({ status: 'signed-out', notice: 'Your session has ended. Please sign in again.' }),
    );
    expect(readToken()).toBeUndefined();
    expect(events.some(([name, d]) => name == 'account-signed-out' && (d as { reason: string }).reason == 'session-ended')).toBe(true);
  });

  it('a tab that never got the token (no other tab open): its refused write signs out this tab only, the session and the other tabs untouched', async () => {
    const one = page();
    await one.account.signIn(ADA);
    one.account.dispose(); // the tab that signed in is closed
    sessionStorage.clear();
    const heard: unknown[] = [];
    const other = new BroadcastChannel('storefront-account'); // another tab, listening
    other.onmessage = (e) => void heard.push(e.data);
    try {
      const rt = testRuntime();
      const lone = createAccount(rt);
      accounts.push(lone);
      expect(lone.store.getState()).toMatchObject({ status: 'signed-in', hasToken: false });
      const error = await addToCart(rt.cart, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: '{}' }).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ kind: 'session' });
      await until(() =>
        expect(lone.store.getState()).toMatchObject({ status: 'signed-out', notice: 'Your session has ended. Please sign in again.' }),
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(heard.filter((m) => (m as { type: string }).type == 'signed-out')).toEqual([]);
      expect(document.cookie).toContain('SiteUserInfo=');
      expect(Object.values(platform.sessions)).toHaveLength(1);
    } finally {
      other.close();
    }
  });

  it('two tabs: a tab without the token asks for it; signing out in one signs out the other', async () => {
    const one = page();
    await one.account.signIn(ADA);
    const token = readToken();
    // A second tab: the same cookies (SiteUserInfo says signed in), no token of its own.
    sessionStorage.clear();
    const rt2 = testRuntime();
    const two = createAccount(rt2);
    accounts.push(two);
    expect(two.store.getState()).toMatchObject({ status: 'signed-in', hasToken: false });
    await until(() => expect(two.store.getState()).toMatchObject({ status: 'signed-in', hasToken: true, email: ADA.email }));
    expect(readToken()).toBe(token);
    await one.account.signOut();
    await until(() => expect(two.store.getState()).toMatchObject({ status: 'signed-out', hasToken: false, notice: null }));
  });

  it("another member signing in in another tab: this tab follows (the member's email, the event, the member's cart), never silently", async () => {
    const one = page();
    await one.account.signIn(ADA);
    await until(() => expect(quantities(one.rt)).toEqual(['p-ebook×1', 'p-poster×2']));
    await one.account.setLocale('fr');
    expect(sessionStorage.getItem('sf-site-user-locale')).toBe('fr');
    // Another tab (the same cookies) signs in as Grace: her session replaces Ada's.
    const two = createAccount(testRuntime());
    accounts.push(two);
    expect(await two.signIn(GRACE)).toEqual({ ok: true });
    await until(() => expect(one.account.store.getState()).toMatchObject({ status: 'signed-in', email: GRACE.email, hasToken: true }));
    expect(one.events.filter(([name]) => name == 'account-signed-in').at(-1)).toEqual([
      'account-signed-in',
      { email: GRACE.email, from: 'other-tab' },
    ]);
    // Grace's cart (a new, empty one), not Ada's.
    await until(() => expect(quantities(one.rt)).toEqual([]));
    expect(one.rt.cart.store.getState().cart!.id).not.toBe('cart-su-ada');
    // Ada's language is not taken for Grace's.
    expect(sessionStorage.getItem('sf-site-user-locale')).toBeNull();
  });

  it('a tab without the token follows another member signing in elsewhere too (the cookie names someone else now)', async () => {
    const one = page();
    await one.account.signIn(ADA);
    one.account.dispose();
    sessionStorage.clear(); // a tab that reads as signed in (Ada, by the cookie) and has no token, no tab to ask
    const events: [string, unknown][] = [];
    const rt = testRuntime({ emit: (name, detail) => void events.push([name, detail]) });
    const lone = createAccount(rt);
    accounts.push(lone);
    await until(() => expect(quantities(rt)).toEqual(['p-ebook×1', 'p-poster×2']));
    const two = createAccount(testRuntime());
    accounts.push(two);
    await two.signIn(GRACE);
    await until(() => expect(lone.store.getState()).toMatchObject({ email: GRACE.email, hasToken: true }));
    expect(events).toContainEqual(['account-signed-in', { email: GRACE.email, from: 'other-tab' }]);
    await until(() => expect(quantities(rt)).toEqual([]));
  });

  it('a message of the wrong shape, or with markup in the email, is ignored: no switch, no event, no cart reload', async () => {
    const { rt, account, events } = page();
    await account.signIn(ADA);
    await until(() => expect(quantities(rt)).toHaveLength(2));
    const token = readToken();
    const before = account.store.getState();
    const gets = requests('GET', '/api/commerce/shopping-cart').length;
    const hostile = [
      { type: 'token', token: 'f'.repeat(64), email: '<img src=x onerror="window.__pwned=1">@evil.example' },
      { type: 'token', token: 'f'.repeat(64), email: 'grace@example.com<script>alert(1)</script>' },
      { type: 'token', token: 'f'.repeat(64), email: '"><svg onload=alert(1)>@x.example' },
      { type: 'token', token: 'f'.repeat(64), email: 'a&lt;b@x.example' },
      { type: 'token', token: 'f'.repeat(64), email: 'ada @example.com' },
      { type: 'token', token: 'f'.repeat(64), email: 5 },
      { type: 'token', token: 'f'.repeat(64) },
      { type: 'token', token: 42, email: null },
      { type: 'token', token: '', email: null },
      { type: 'token', token: 'ab\r\nX-Evil: 1', email: null },
      { type: 'token', token: 'x'.repeat(1025), email: null },
      { type: 'signed-out', ended: 'yes' },
      { type: 'signed-out' },
      { type: 'SIGNED-OUT', ended: false },
      'signed-out',
      ['signed-out'],
      null,
      42,
    ];
    const other = new BroadcastChannel(ACCOUNT_CHANNEL);
    try {
      for (const message of hostile) other.postMessage(message);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      other.close();
    }
    expect(account.store.getState()).toEqual(before);
    expect(readToken()).toBe(token);
    expect(events.filter(([name]) => name == 'account-signed-in' || name == 'account-signed-out')).toHaveLength(1);
    expect(requests('GET', '/api/commerce/shopping-cart')).toHaveLength(gets);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    for (const message of hostile) expect(readMessage(message), JSON.stringify(message)).toBeNull();
    // What is well-formed is read as it is (a member with an apostrophe, unicode, no email).
    expect(readMessage({ type: 'token', token: 'f'.repeat(64), email: "o'brien@exämple.com", extra: 1 })).toEqual({
      type: 'token',
      token: 'f'.repeat(64),
      email: "o'brien@exämple.com",
    });
    expect(readMessage({ type: 'token', token: 'abc', email: null })).toEqual({ type: 'token', token: 'abc', email: null });
    expect(readMessage({ type: 'signed-out', ended: false })).toEqual({ type: 'signed-out', ended: false });
    expect(readMessage({ type: 'ask' })).toEqual({ type: 'ask' });
  });

  it('setLocale sends the language only while signed in', async () => {
    const { account } = page();
    expect(await account.setLocale('fr')).toMatchObject({ ok: false, reason: 'signed-out' });
    expect(requests('POST', '/api/site-users/account/locale')).toHaveLength(0);
    await account.signIn(ADA);
    expect(await account.setLocale('fr')).toEqual({ ok: true });
    expect(platform.siteUsers.find((u) => u.id == 'su-ada')!.language).toBe('fr');
  });
});
