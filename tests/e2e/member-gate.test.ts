// The member gate (docs/widgets/member-gate.md) and its gated-content events (docs/analytics.md, "When gated-content
// events go") in Chromium, on the demo store's /members: a page of type 106 (member-area access denied) with the
// video-paywall toggle on. Its show sends "access denied view", a press of Join "join button click"; with the toggle
// off, neither; the page view is never counted there. A signed-in member sees their email and the account's Sign out.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const gate = () => page.locator('[data-sf-widget=member-gate]');
const waitState = (state: string) =>
  page.waitForFunction((s) => document.querySelector('[data-sf-widget=member-gate]')?.getAttribute('data-sf-state') === s, state, {
    timeout: 10_000,
  });
const trackerEvents = async () => (await mockState()).trackerEvents.map((e) => e.event);
const pageViews = async (path: string) =>
  (await mockState()).census.filter(
    (c) => c.call == 'RecordHit' && c.fields.event == 1 && (c.fields.data as { pagePath?: string }).pagePath == path,
  ).length;

/** A visitor who has been on the shop before: the census counted a page of theirs, so they carry its cookie (ss_cvr). */
async function visitShopFirst() {
  await page.goto(`${baseUrl()}/contact`);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name == 'ss_cvr'), { timeout: 10_000 }).toBe(true);
}

/**
 * Makes `change` (a sign-in or a sign-out), then waits until the cart it loads again has arrived and the cart pill shows
 * it. The cart is loaded after the account has changed, so the gate shows its new state first; axe run at that moment
 * would measure the pill as the last session left it, or, if the fade (0.2 s in, 0.5 s out) began after axe's wait for
 * running animations, mid-fade: the whole pill translucent, its white text on its green blended with the white behind
 * it (#cddbd4 on #aac2b7, 1.3:1).
 */
async function thenCartShown(change: () => Promise<unknown>) {
  type Loaded = PageWindow<{ cartLoaded: Promise<number> }>;
  await page.evaluate(() => {
    const w = window as Loaded;
    w.cartLoaded = new Promise((done) => {
      const off = w.Storefront.on('cart-loaded', (detail) => {
        off();
        done((detail as { cart: { totalQuantity: number } }).cart.totalQuantity);
      });
    });
  });
  await change();
  const quantity = await page.evaluate(() => (window as Loaded).cartLoaded);
  await page.waitForFunction((q) => {
    const pill = document.querySelector('[data-sf-widget=cart-pill]')!;
    if (q == 0) return pill.getAttribute('data-sf-state') == 'hidden';
    return pill.getAttribute('data-sf-state') == 'shown' && pill.shadowRoot!.querySelector('[part=count]')!.textContent == String(q);
  }, quantity);
  return quantity;
}

const signInAsAda = () =>
  page.evaluate(async () => {
    const sf = await (window as PageWindow).Storefront.ready;
    await new Promise<void>((done) => (sf.account ? done() : document.addEventListener('storefront:account-ready', () => done())));
    await (window as PageWindow).Storefront.account!.signIn({ email: 'ada@example.com', password: 'lovelace-1815' });
  });

/** On a phone, the page scrolled so that the blurred lessons' end is under the cart pill (bottom right). */
async function onAPhoneOverTheLessons() {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.evaluate(() => document.querySelector('.lessons')!.scrollIntoView({ block: 'end' }));
}

/**
 * Presses Join without leaving: a capturing listener cancels the press before the gate's own handler sees it (the gate
 * leaves a cancelled press alone), so the event's request is the only effect. A listener added after the gate's, not
 * capturing, runs too late: the gate has already taken the press and leaves once the event is sent.
 */
async function pressJoin() {
  await gate()
    .locator('[part=join]')
    .evaluate((a) => a.addEventListener('click', (e) => e.preventDefault(), { capture: true }));
  await gate().locator('[part=join]').click();
}

describe('/members: the member gate', () => {
  it('with video-paywall on: Join to its URL; "access denied view" on show, "join button click" on the press; no page view; axe 0', async () => {
    const log = watchConsole(page);
    await visitShopFirst();
    await page.goto(`${baseUrl()}/members`);
    await waitState('denied');
    expect(await gate().locator('[part=title]').textContent()).toBe('Members only');
    expect(await gate().locator('[part=join]').getAttribute('href')).toBe('/playground#visitors');
    expect(await gate().locator('[part=join]').textContent()).toBe('Join');
    await expect.poll(trackerEvents, { timeout: 10_000 }).toEqual(['access_denied_view']);
    const [shown] = (await mockState()).trackerEvents;
    expect(shown!.data).toMatchObject({ pagePath: '/members', websiteId: 'demo', signed_in: false, join_url: '/playground#visitors' });
    expect(await axe(page)).toEqual([]);

    // A real press: the request outlives the page it leaves (keepalive), and the visitor lands on Join's page.
    await gate().locator('[part=join]').click();
    await page.waitForURL(`${baseUrl()}/playground#visitors`);
    await expect.poll(trackerEvents, { timeout: 10_000 }).toEqual(['access_denied_view', 'join_button_click']);
    // Spec 001 §6: a page of type 106 counts no page view.
    expect(await pageViews('/members')).toBe(0);
    expect(log.errors).toEqual([]);
  }, 40_000);

  it('with video-paywall off: the same gate and Join, and no gated-content event at all', async () => {
    const html = await (await fetch(`${baseUrl()}/members`)).text();
    const off = html.replace('"variant": "true"', '"variant": "false"');
    expect(off).not.toBe(html);
    await visitShopFirst();
    await serve(page, '/members-off', off);
    const announced: string[] = [];
    await page.exposeFunction('__announced', (name: string) => announced.push(name));
    await page.addInitScript(() =>
      ['access-denied-view', 'join-button-click'].forEach((name) =>
        document.addEventListener(`storefront:${name}`, () => (window as unknown as { __announced(n: string): void }).__announced(name)),
      ),
    );
    await page.goto(`${baseUrl()}/members-off`);
    await waitState('denied');
    await pressJoin();
    // Announced on the page (as every SDK event), never sent.
    await expect.poll(() => announced).toEqual(['access-denied-view', 'join-button-click']);
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${baseUrl()}/members-off`);
    expect(await trackerEvents()).toEqual([]);
    expect((await mockState()).requests.filter((r) => r.path == '/api/events/RecordEvent')).toEqual([]);
    expect(await axe(page)).toEqual([]);
  }, 40_000);

  it('with the toggle on but no census cookie (a first visit straight to the gate): nothing sent (spec 001 §6)', async () => {
    await page.goto(`${baseUrl()}/members`);
    await waitState('denied');
    await pressJoin();
    await page.waitForTimeout(800);
    expect(page.url()).toBe(`${baseUrl()}/members`);
    expect(await trackerEvents()).toEqual([]);
  }, 30_000);

  it("a signed-in member without access: their email and the account's Sign out (nested); signing out leaves the visitor's gate; axe 0 on the whole page in each state", async () => {
    const log = watchConsole(page);
    await visitShopFirst();
    // Something in the cart: the cart pill shows over the page too.
    await page.evaluate(() => (window as PageWindow).Storefront.cart.add({ itemId: 'p-poster' }));
    await page.goto(`${baseUrl()}/members`);
    await waitState('denied');
    await page.waitForFunction(() => document.querySelector('[data-sf-widget=cart-pill]')?.getAttribute('data-sf-state') == 'shown');
    // The whole page, each time: the header, the gate, the page's blurred lessons, the cart pill over them.
    expect(await axe(page)).toEqual([]);
    await onAPhoneOverTheLessons();
    expect(await axe(page)).toEqual([]);

    // Ada's saved cart (2 posters and an e-book) with the visitor's poster in it.
    expect(await thenCartShown(signInAsAda)).toBe(4);
    await waitState('member');
    expect(await gate().locator('[part=message]').textContent()).toBe('Your membership does not include this page.');
    expect(await gate().locator('section > [part=email]').textContent()).toBe('Signed in as ada@example.com');
    const nested = gate().locator('[data-sf-widget=account]');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-sf-widget=member-gate]')!
          .shadowRoot!.querySelector('[data-sf-widget=account]')
          ?.getAttribute('data-sf-state') === 'signed-in',
    );
    expect(await axe(page)).toEqual([]);
    await nested.locator('[part=button]').click();
    expect(await axe(page)).toEqual([]);

    // Signed out, the member's cart leaves with the session: the pill fades out.
    expect(await thenCartShown(() => nested.locator('[part=sign-out]').click())).toBe(0);
    await waitState('denied');
    expect(await gate().locator('section > [part=email]').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 1200, height: 800 });
    expect(await axe(page)).toEqual([]);

    // Signed in again with nothing in the visitor's cart: the member's cart arrives after the gate has changed, and the
    // pill fades in over the lessons.
    await onAPhoneOverTheLessons();
    expect(await thenCartShown(signInAsAda)).toBe(4);
    await waitState('member');
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 1200, height: 800 });
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 40_000);
});
