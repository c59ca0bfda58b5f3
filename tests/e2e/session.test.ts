// The site-user session's defences in Chromium, on the demo store against the mock platform (docs/security.md, "The
// site-user session"): a sign-out that never reports success while the platform's session lives, another tab that
// cannot switch the member silently, and a sign-in lockout that cannot be raced. Seeded members (docs/mock-platform.md):
// Ada, ada@example.com / lovelace-1815 (a saved cart of 2 posters and an e-book); Grace, grace@example.com / cobol-1959.
import { request as httpRequest } from 'node:http';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { baseUrl, launch, mockState, setFaults, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
const GRACE = { email: 'grace@example.com', password: 'cobol-1959' };
const SESSION = '/api/site-users/account/session';
type LoggedRequest = { method: string; path: string; siteUserToken?: string };
const requests = async () => (await mockState()).requests as unknown as LoggedRequest[];

const account = (p = page) => p.locator('[data-sf-widget="account"]');
const waitForState = (state: string, p = page) =>
  p.waitForFunction((s) => document.querySelector('[data-sf-widget="account"]')?.getAttribute('data-sf-state') === s, state, {
    timeout: 10_000,
  });
const dialog = (p = page) => p.locator('sf-lightbox');
const pillLabel = (p = page) =>
  p.evaluate(() => {
    const pill = document.querySelector('[data-sf-widget="cart-pill"]');
    return pill?.getAttribute('data-sf-state') === 'hidden'
      ? null
      : (pill?.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') ?? null);
  });
const token = (p = page) => p.evaluate(() => sessionStorage.getItem('sf-xsrf'));
/** The email line of the account panel, opening the panel if it is closed. */
async function panelEmail(p = page) {
  if (await account(p).locator('[part=panel]').isHidden()) await account(p).locator('[part=button]').click();
  return account(p).locator('[part=email]').textContent();
}

async function signIn(email: string, password: string, p = page, rememberMe = false) {
  await account(p).locator('[part=button]').click();
  await dialog(p).locator('[name=email]').fill(email);
  await dialog(p).locator('[name=password]').fill(password);
  if (rememberMe) await dialog(p).locator('[name=remember]').check();
  await dialog(p).locator('[part=submit]').click();
}

describe('sign-out never reports success while the platform session lives', () => {
  it('a member remembered in a new browser session (the cookies, no token in the tab) signs out for real; a refused sign-out keeps them signed in and says so', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, ADA.password, page, true);
    await waitForState('signed-in');
    await expect.poll(() => pillLabel()).toBe('Cart, 3 items');
    // The browser is closed and opened again: only the cookies that outlive it (Remember me) are there.
    const kept = (await browserOf().context.cookies(baseUrl())).filter((c) => c.expires > 0);
    expect(kept.map((c) => c.name)).toEqual(expect.arrayContaining(['CART', 'SiteUserInfo', 'SiteUserSession', 'hasCart']));
    expect(kept.map((c) => c.name)).not.toContain('crumb');
    await page.close();
    const reopened = await launch();
    try {
      await reopened.context.addCookies(kept);
      page = await reopened.context.newPage();
      const log = watchConsole(page);
      await page.goto(`${baseUrl()}/products/poster`);
      await waitForState('signed-in');
      await expect.poll(() => pillLabel()).toBe('Cart, 3 items');
      expect(await token()).toBeNull();
      expect(await panelEmail()).toBe('Signed in');

      // A platform that refuses the sign-out (401, the session refused): still signed in, told so, nothing lost.
      await setFaults([
        {
          method: 'DELETE',
          path: SESSION,
          status: 401,
          body: { message: 'Your session has expired. Please sign in again.', siteUserAuthFail: true },
          times: 1,
        },
      ]);
      await account().locator('[part=sign-out]').click();
      await expect.poll(() => account().locator('[part=error]').textContent()).toBe('Unable to sign out. Please try again.');
      expect(await account().getAttribute('data-sf-state')).toBe('signed-in');
      expect(await account().locator('[part=button]').textContent()).toBe('Account');
      expect(await pillLabel()).toBe('Cart, 3 items');
      expect(Object.keys((await mockState()).sessions)).toHaveLength(1);
      // And a server error: the same.
      await setFaults([{ method: 'DELETE', path: SESSION, status: 500, body: { message: 'down' }, times: 1 }]);
      await account().locator('[part=sign-out]').click();
      await expect.poll(() => account().locator('[part=sign-out]').getAttribute('aria-disabled')).toBeNull();
      expect(await account().locator('[part=error]').textContent()).toBe('Unable to sign out. Please try again.');
      expect(await account().getAttribute('data-sf-state')).toBe('signed-in');
      // A reload: the page still says signed in, as the platform does.
      await page.reload();
      await waitForState('signed-in');
      await expect.poll(() => pillLabel()).toBe('Cart, 3 items');

      // The platform takes the session cookie and the crumb (no token in this tab): signed out, here and there.
      await account().locator('[part=button]').click();
      await account().locator('[part=sign-out]').click();
      await waitForState('signed-out');
      const deletes = (await requests()).filter((r) => r.method == 'DELETE' && r.path == SESSION);
      expect(deletes).toHaveLength(3);
      expect(deletes.map((r) => r.siteUserToken ?? null)).toEqual([null, null, null]);
      expect((await mockState()).sessions).toEqual({});
      await expect.poll(() => pillLabel()).toBeNull();
      await page.reload();
      await waitForState('signed-out');
      expect(log.errors.filter((e) => !e.includes('401') && !e.includes('500'))).toEqual([]);
    } finally {
      await reopened.close();
    }
  });
});

describe('another tab cannot switch the member silently', () => {
  it('another member signing in in another tab: this tab shows them and their cart; hostile or malformed messages change nothing', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, ADA.password);
    await waitForState('signed-in');
    await expect.poll(() => pillLabel()).toBe('Cart, 3 items');
    expect(await panelEmail()).toBe('Signed in as ada@example.com');
    await page.keyboard.press('Escape');

    const other = await browserOf().context.newPage();
    try {
      await other.goto(`${baseUrl()}/products/ebook`);
      await waitForState('signed-in', other);
      await other.waitForFunction(() => (window as PageWindow).Storefront.account, null, { timeout: 10_000 });
      // Grace signs in there (a page script of the shop: Storefront.account), over Ada's session.
      expect(await other.evaluate((g) => (window as PageWindow).Storefront.account!.signIn(g), GRACE)).toEqual({ ok: true });

      // This tab follows at once: Grace's email, Grace's (empty) cart, and its writes go to her cart with her token.
      await expect.poll(() => panelEmail()).toBe('Signed in as grace@example.com');
      await expect.poll(() => pillLabel()).toBeNull();
      await page.keyboard.press('Escape');
      const graceToken = await token(other);
      await expect.poll(() => token()).toBe(graceToken);
      await page.locator('[data-sf-widget="add-to-cart"] [part=button]').first().click();
      await expect.poll(() => pillLabel()).toBe('Cart, 1 item');
      const adds = (await requests()).filter((r) => r.method == 'POST' && r.path == '/api/commerce/shopping-cart/entries');
      expect(adds.at(-1)!.siteUserToken).toBe(graceToken);

      // Another page of the origin posts what the tabs would never say: HTML in the email, wrong shapes.
      const gets = (await requests()).filter((r) => r.method == 'GET' && r.path == '/api/commerce/shopping-cart').length;
      await other.evaluate(() => {
        const channel = new BroadcastChannel('storefront-account');
        for (const message of [
          { type: 'token', token: 'f'.repeat(64), email: '<img src=x onerror="window.__pwned=1">@evil.example' },
          { type: 'token', token: 'e'.repeat(64), email: 'mallory@evil.example<script>window.__pwned=1</script>' },
          { type: 'token', token: 'd'.repeat(64), email: 42 },
          { type: 'token', token: { toString: null }, email: null },
          { type: 'signed-out', ended: 'yes' },
          'signed-out',
          null,
        ])
          channel.postMessage(message);
        channel.close();
      });
      await page.waitForTimeout(300);
      expect(await panelEmail()).toBe('Signed in as grace@example.com');
      expect(await account().getAttribute('data-sf-state')).toBe('signed-in');
      expect(await token()).toBe(graceToken);
      expect(await pillLabel()).toBe('Cart, 1 item');
      expect((await requests()).filter((r) => r.method == 'GET' && r.path == '/api/commerce/shopping-cart')).toHaveLength(gets);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).toBeNull();
      expect(
        await page.evaluate(() => document.querySelector('[data-sf-widget="account"]')!.shadowRoot!.querySelectorAll('img, script').length),
      ).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('the sign-in lockout cannot be raced', () => {
  /** A sign-in sent from `localAddress` (all of 127/8 is this machine): its status. */
  const signInFrom = (localAddress: string, credentials: { email: string; password: string }) =>
    new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl()}${SESSION}`,
        {
          method: 'POST',
          localAddress,
          headers: { cookie: 'crumb=e2e', 'X-CSRF-Token': 'e2e', 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify({ ...credentials, rememberMe: false }));
    });

  it('25 wrong passwords at once from the page: 5 "wrong password" answers, 20 × 429 with the lock\'s seconds left; the visitor is told in minutes; another account, or another address, is not locked', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    const sentAt = Date.now();
    const answers = await page.evaluate(
      async ({ path, email }) => {
        const crumb = /(?:^|; )crumb=([^;]*)/.exec(document.cookie)![1]!;
        return Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            fetch(path, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'X-CSRF-Token': decodeURIComponent(crumb) },
              body: JSON.stringify({ email, password: `guess-${i}`, rememberMe: false }),
            }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('Retry-After'), body: (await r.json()) as unknown })),
          ),
        );
      },
      { path: SESSION, email: ADA.email },
    );
    const answeredAt = Date.now();
    const wrong = answers.filter((a) => a.status == 403);
    const locked = answers.filter((a) => a.status == 429);
    expect([wrong.length, locked.length]).toEqual([5, 20]);
    for (const a of wrong) expect(a.body).toEqual({ message: 'The email or password is incorrect.', invalidCredentials: true });
    // The lock ends when the first of the five failures is 15 minutes old: Retry-After is the seconds left then.
    const failures = Object.values((await mockState()).signInFailures['ada@example.com']!).flat();
    expect(failures).toHaveLength(5);
    const ends = Math.min(...failures) + 15 * 60_000;
    for (const a of locked) {
      expect(a.body).toEqual({ message: 'Too many sign-in attempts. Try again later.' });
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(Math.ceil((ends - answeredAt) / 1000));
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(Math.ceil((ends - sentAt) / 1000));
    }

    // Ada herself, in this browser, with the right password: locked, and told for how long.
    await signIn(ADA.email, ADA.password);
    await expect
      .poll(() => dialog().locator('[part=message]').textContent())
      .toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(await dialog().locator('[name=password]').inputValue()).toBe('');
    expect(await account().getAttribute('data-sf-state')).toBe('dialog');
    // Per account: Grace signs in from the same browser.
    await dialog().locator('[name=email]').fill(GRACE.email);
    await dialog().locator('[name=password]').fill(GRACE.password);
    await dialog().locator('[part=submit]').click();
    await waitForState('signed-in');
    // Per client address: Ada from another address is not locked out; from this one she still is.
    expect(await signInFrom('127.0.0.2', ADA)).toBe(200);
    expect(await signInFrom('127.0.0.1', ADA)).toBe(429);
  });
});
