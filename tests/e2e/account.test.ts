// The account widget and the site-user session (docs/widgets/account.md, docs/account.md) in Chromium, on the demo
// store (every page has a sign-in in its header) against the mock platform's sessions (docs/mock-platform.md: Ada,
// ada@example.com / lovelace-1815, has a saved cart of 2 posters and an e-book).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const ADA = { email: 'ada@example.com', password: 'lovelace-1815' };
const SESSION = '/api/site-users/account/session';
type LoggedRequest = { method: string; path: string; query: Record<string, string>; siteUserToken?: string; fault?: unknown };
const requests = async () => (await mockState()).requests as unknown as LoggedRequest[];

const account = (p = page) => p.locator('[data-sf-widget="account"]');
const stateOf = (p = page) => account(p).getAttribute('data-sf-state');
const waitForState = (state: string, p = page) =>
  p.waitForFunction((s) => document.querySelector('[data-sf-widget="account"]')?.getAttribute('data-sf-state') === s, state, {
    timeout: 10_000,
  });
const dialog = (p = page) => p.locator('sf-lightbox');
const message = () => dialog().locator('[part=message]');
const waitForPill = (label: string | null, p = page) =>
  p.waitForFunction(
    (l) => {
      const pill = document.querySelector('[data-sf-widget="cart-pill"]');
      return l === null
        ? pill?.getAttribute('data-sf-state') === 'hidden'
        : pill?.shadowRoot?.querySelector('[part=pill]')?.getAttribute('aria-label') === l;
    },
    label,
    { timeout: 10_000 },
  );
/** The element that has focus, looking into shadow roots: its tag, part or name. */
const focused = (p = page) =>
  p.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el
      ? `${el.localName}${el.getAttribute('part') ? `[part=${el.getAttribute('part')}]` : ''}${el.getAttribute('name') ? `[name=${el.getAttribute('name')}]` : ''}`
      : null;
  });
/** Presses Tab until `target` has focus (at most 40 times). */
async function tabTo(target: string, p = page, widget?: string) {
  /** `target` has focus, inside the element of `widget` when named (the language switcher's button is also a part=button). */
  const there = async () =>
    (await focused(p)) === target &&
    (!widget || (await p.evaluate(() => document.activeElement?.getAttribute('data-sf-widget') ?? null)) === widget);
  for (let i = 0; i < 40 && !(await there()); i++) await p.keyboard.press('Tab');
  expect(await there()).toBe(true);
}
const token = (p = page) => p.evaluate(() => sessionStorage.getItem('sf-xsrf'));
/** Whether a built SDK file (a path under dist/) carries the session calls (src/account/account.ts). */
const carriesSession = (file: string) => readFileSync(resolve(import.meta.dirname, '../../dist', file), 'utf8').includes(SESSION);

/** Signs in through the dialog with the mouse (the keyboard's path has a test of its own). */
async function signIn(email: string, password: string, p = page) {
  await account(p).locator('[part=button]').click();
  await dialog(p).locator('[name=email]').fill(email);
  await dialog(p).locator('[name=password]').fill(password);
  await dialog(p).locator('[part=submit]').click();
}

describe('the account widget on the demo store', () => {
  it('keyboard only, from "Sign in" to signed in: the member\'s saved cart in the pill, the token on every later request, still signed in after a reload; accessible in each state', async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    expect(await axe(page)).toEqual([]);
    await tabTo('button[part=button]', page, 'account');
    await page.keyboard.press('Enter');
    await dialog().locator('form').waitFor();
    expect(await stateOf()).toBe('dialog');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    await tabTo('input[part=input][name=email]');
    await page.keyboard.type(ADA.email);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('input[part=input][name=password]');
    await page.keyboard.type(ADA.password);
    await page.keyboard.press('Enter');
    await waitForState('signed-in');
    // The dialog goes with the commit that shows the state (its root unmounts just after, a frame at most).
    await dialog().waitFor({ state: 'detached', timeout: 2000 });
    expect(await focused()).toBe('button[part=button]');
    await waitForPill('Cart, 3 items');
    // The panel, by keyboard: who is signed in.
    await page.keyboard.press('Enter');
    expect(await account().locator('[part=email]').textContent()).toBe('Signed in as ada@example.com');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await account().locator('[part=panel]').isHidden()).toBe(true);

    const kept = await token();
    expect(kept).toMatch(/^[0-9a-f]{32,}$/);
    const log1 = await requests();
    const after = log1.slice(log1.findIndex((r) => r.method == 'POST' && r.path == SESSION) + 1);
    expect(after.length).toBeGreaterThan(0);
    for (const r of after) expect(r.siteUserToken, `${r.method} ${r.path}`).toBe(kept);

    // A reload of the tab: still signed in, and its first requests already carry the token.
    const before = log1.length;
    await page.reload();
    await waitForState('signed-in');
    await waitForPill('Cart, 3 items');
    await page.locator('[data-sf-widget="add-to-cart"] [part=button]').first().click();
    await waitForPill('Cart, 4 items');
    const reloaded = (await requests()).slice(before).filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/v1/clanker'));
    expect(reloaded.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/commerce/shopping-cart');
    expect(reloaded.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/commerce/shopping-cart/entries');
    for (const r of reloaded) expect(r.siteUserToken, `${r.method} ${r.path}`).toBe(kept);
    expect(log.errors).toEqual([]);
  });

  it('sign out with cloneCart=true keeps the items in an anonymous cart; with false the cart is empty; a crumbFail is tried again once', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, ADA.password);
    await waitForPill('Cart, 3 items');
    await page.waitForFunction(() => (window as unknown as { Storefront: { account?: unknown } }).Storefront.account);
    expect(
      await page.evaluate(() =>
        (window as unknown as { Storefront: { account: { signOut(o: object): Promise<unknown> } } }).Storefront.account.signOut({
          cloneCart: true,
        }),
      ),
    ).toEqual({ ok: true });
    await waitForState('signed-out');
    expect(await token()).toBeNull();
    await waitForPill('Cart, 3 items');
    const carts = (await mockState()).carts as Record<string, { id: string }>;
    const anonymous = await page.evaluate(() => /(?:^|; )CART=([^;]*)/.exec(document.cookie)?.[1]);
    expect(anonymous).toBeTruthy();
    expect(anonymous).not.toBe('cart-su-ada');
    expect(Object.keys(carts)).toContain(anonymous);

    // Signed in again, then out through the panel with a crumbFail answer first: one retry, then signed out.
    await signIn(ADA.email, ADA.password);
    await waitForState('signed-in');
    await setFaults([{ method: 'DELETE', path: SESSION, crumbFail: true, times: 1 }]);
    await account().locator('[part=button]').click();
    await account().locator('[part=sign-out]').click();
    await waitForState('signed-out');
    const deletes = (await requests()).filter((r) => r.method == 'DELETE' && r.path == SESSION);
    expect(deletes.map((r) => [r.query.cloneCart, r.fault ?? 'answered'])).toEqual([
      ['true', 'answered'],
      ['false', 401],
      ['false', 'answered'],
    ]);
    await waitForPill(null);
  });

  it('a wrong password, too many attempts and offline each say so in the dialog', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, 'not-it');
    await expect.poll(() => message().textContent()).toBe('The email or password is incorrect.');
    expect(await dialog().locator('[name=password]').inputValue()).toBe('');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
    for (let i = 0; i < 4; i++) {
      await dialog().locator('[name=password]').fill(`not-it-${i}`);
      await dialog().locator('[part=submit]').click();
      await expect.poll(async () => (await requests()).filter((r) => r.path == SESSION).length).toBe(i + 2);
      // The answer is in (the button is "Sign in" again) before the next try.
      await expect.poll(() => dialog().locator('[part=submit]').getAttribute('aria-disabled')).toBeNull();
    }
    await dialog().locator('[name=password]').fill(ADA.password);
    await dialog().locator('[part=submit]').click();
    await expect.poll(() => message().textContent()).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    await setFaults([{ method: 'POST', path: SESSION, networkError: true }]);
    await dialog().locator('[name=email]').fill('grace@example.com');
    await dialog().locator('[name=password]').fill('cobol-1959');
    await dialog().locator('[part=submit]').click();
    await expect.poll(() => message().textContent()).toBe('You appear to be offline. Check your connection and try again.');
    expect(await stateOf()).toBe('dialog');
    expect(await axe(page, 'sf-lightbox')).toEqual([]);
  });

  it("the password is in no request and no console message of a sign-in but the session call's body (403, 429, 500, offline, success)", async () => {
    const password = 'lovelace-1815';
    const seen: string[] = [];
    // Every request the page makes, with its headers and body as sent (an intercepted request carries its body).
    await page.route('**/*', (route) => {
      const r = route.request();
      seen.push(`${r.method()} ${r.url()} ${JSON.stringify(r.headers())} ${r.postData() ?? ''}`);
      return route.continue();
    });
    page.on('console', (m) => seen.push(`console.${m.type()} ${m.text()}`));
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, `${password}-wrong`);
    await expect.poll(() => message().textContent()).toBe('The email or password is incorrect.');
    // Every other failure path: too many attempts, a server error, offline (every time: Chromium sends a POST again by
    // itself when its connection drops).
    for (const [fault, text] of [
      [{ status: 429, headers: { 'Retry-After': '30' }, times: 1 }, 'Too many sign-in attempts. Please try again in 30 seconds.'],
      [{ status: 500, body: { message: 'down' }, times: 1 }, 'Signing in is not possible right now. Please try again later.'],
      [{ networkError: true }, 'You appear to be offline. Check your connection and try again.'],
    ] as const) {
      await setFaults([{ method: 'POST', path: SESSION, ...fault }]);
      await dialog().locator('[name=password]').fill(password);
      await dialog().locator('[part=submit]').click();
      await expect.poll(() => message().textContent()).toBe(text);
      expect(await dialog().locator('[name=password]').inputValue()).toBe('');
    }
    await setFaults([]);
    await dialog().locator('[name=password]').fill(password);
    await dialog().locator('[part=submit]').click();
    await waitForState('signed-in');
    await waitForPill('Cart, 3 items');
    await page.waitForTimeout(500); // what follows a sign-in (analytics, the cart) has gone out
    const withPassword = seen.filter((line) => line.includes(password));
    // The wrong one, the three failures (the offline one perhaps sent twice: Chromium's own retry) and the right one.
    expect(withPassword.length).toBeGreaterThanOrEqual(5);
    expect(withPassword.length).toBeLessThanOrEqual(6);
    for (const line of withPassword)
      expect(line).toMatch(
        new RegExp(`^POST ${baseUrl()}${SESSION} .* \\{"email":"ada@example.com","password":"${password}(-wrong)?","rememberMe":false\\}$`),
      );
    expect(seen.length).toBeGreaterThan(10);
  });

  it("a signed-out visitor's pages do without the session's code; a sign-in in another open tab loads it, and the tab follows with the member's cart", async () => {
    // The SDK files a page asked for that carry the session calls.
    const sessionCode = (p: Page) => {
      const files = new Set<string>();
      p.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.startsWith('/sdk/') && pathname.endsWith('.js')) files.add(pathname.slice('/sdk/'.length));
      });
      return () => [...files].filter(carriesSession);
    };
    const here = sessionCode(page);
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    const other = await browserOf().context.newPage();
    const there = sessionCode(other);
    try {
      await other.goto(`${baseUrl()}/products/ebook`);
      await waitForState('signed-out', other);
      // Past the after-load work (Storefront.account is there): still none of it.
      await other.waitForFunction(() => (window as unknown as { Storefront?: { account?: unknown } }).Storefront?.account, null, {
        timeout: 10_000,
      });
      await page.waitForTimeout(500);
      expect([here(), there()]).toEqual([[], []]);
      await signIn(ADA.email, ADA.password);
      await waitForState('signed-in');
      expect(here()).toHaveLength(1);
      await waitForState('signed-in', other);
      expect(there()).toHaveLength(1);
      await waitForPill('Cart, 3 items', other);
      await other.locator('[data-sf-widget="account"] [part=button]').click();
      expect(await other.locator('[data-sf-widget="account"] [part=email]').textContent()).toBe('Signed in as ada@example.com');
    } finally {
      await other.close();
    }
  });

  it("signed in, and the session's code cannot be fetched (offline a moment): the widget still reads signed in; Sign out says why, and works once it can", async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, ADA.password);
    await waitForState('signed-in');
    const blocked = (url: URL) => url.pathname.startsWith('/sdk/') && carriesSession(url.pathname.slice('/sdk/'.length));
    await page.context().route(blocked, (route) => route.abort('internetdisconnected'));
    try {
      await page.reload();
      await waitForState('signed-in');
      await account().locator('[part=button]').click();
      await account().locator('[part=sign-out]').click();
      await expect
        .poll(() => account().locator('[part=error]').textContent())
        .toBe('You appear to be offline. Check your connection and try again.');
      expect(await stateOf()).toBe('signed-in');
    } finally {
      await page.context().unroute(blocked);
    }
    await account().locator('[part=sign-out]').click();
    await waitForState('signed-out');
    expect((await requests()).filter((r) => r.method == 'DELETE' && r.path == SESSION)).toHaveLength(1);
  });

  it('two tabs: a new tab takes the token from the open one; signing out in one signs out the other', async () => {
    await page.goto(`${baseUrl()}/products/poster`);
    await waitForState('signed-out');
    await signIn(ADA.email, ADA.password);
    await waitForState('signed-in');
    const kept = await token();
    const other = await browserOf().context.newPage();
    try {
      await other.goto(`${baseUrl()}/products/ebook`);
      await waitForState('signed-in', other);
      // Its own sessionStorage was empty: the open tab answered its question.
      await expect.poll(() => token(other)).toBe(kept);
      await other.locator('[data-sf-widget="product"]').locator('[data-sf-widget="add-to-cart"] [part=button]').click();
      await waitForPill('Cart, 4 items', other);
      const adds = (await requests()).filter((r) => r.method == 'POST' && r.path == '/api/commerce/shopping-cart/entries');
      expect(adds.map((r) => r.siteUserToken)).toEqual([kept]);
      await account().locator('[part=button]').click();
      await account().locator('[part=sign-out]').click();
      await waitForState('signed-out');
      await waitForState('signed-out', other);
      expect(await token(other)).toBeNull();
      await waitForPill(null, other);
    } finally {
      await other.close();
    }
  });
});
