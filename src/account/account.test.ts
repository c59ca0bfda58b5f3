import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformState as platform } from '../../mock-server/handlers';
import { server } from '../../mock-server/node';
import { testRuntime } from '../../tests/unit/testRuntime';
import { useSignedOutVisitor } from '../../tests/unit/signedOutVisitor';
import { addToCart } from '../cart/writes';
import { accountOf, createAccount, type Account } from './account';
import { readToken } from './token';

// The account against the mock platform's session endpoints (mock-server/session.ts; docs/mock-platform.md lists the
// seeded visitors: ada@example.com / lovelace-1815 has a saved cart of 2 posters and 1 ebook).

const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
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
    // Five failures in 15 minutes: the platform answers 429 with Retry-After: 60, even to the right password.
    expect(await account.signIn(ADA)).toEqual({
      ok: false,
      reason: 'rate-limit',
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
      'offline',
      'server',
    ]);
  });

  it("the password goes in the session call's body and nowhere else: not in an event, a console message, the state or storage", async () => {
    const secret = 'pw-Секрет-42';
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args) => void logged.push(...args)),
    );
    const bodies: string[] = [];
    const tap = (e: { request: Request }) =>
      void e.request
        .clone()
        .text()
        .then((t) => bodies.push(`${e.request.method} ${new URL(e.request.url).pathname} ${t}`));
    server.events.on('request:start', tap);
    try {
      const { account, events } = page();
      await account.signIn({ email: ADA.email, password: secret });
      await account.signIn({ ...ADA });
      await account.signOut();
      const seen = JSON.stringify([events, logged.map(String), account.store.getState(), { ...sessionStorage }, document.cookie]);
      expect(seen).not.toContain(secret);
      await until(() => expect(bodies.length).toBeGreaterThan(2));
      expect(bodies.filter((b) => b.includes(secret))).toEqual([
        `POST ${SESSION} ${JSON.stringify({ email: ADA.email, password: secret, rememberMe: false })}`,
      ]);
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
    expect(result).toMatchObject({ ok: false, reason: 'session' });
    expect(requests('DELETE', SESSION)).toHaveLength(4);
    expect(account.store.getState().status).toBe('signed-in');
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

  it('setLocale sends the language only while signed in', async () => {
    const { account } = page();
    expect(await account.setLocale('fr')).toMatchObject({ ok: false, reason: 'signed-out' });
    expect(requests('POST', '/api/site-users/account/locale')).toHaveLength(0);
    await account.signIn(ADA);
    expect(await account.setLocale('fr')).toEqual({ ok: true });
    expect(platform.siteUsers.find((u) => u.id == 'su-ada')!.language).toBe('fr');
  });
});
