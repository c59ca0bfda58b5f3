// The language switcher (docs/widgets/language-switcher.md) in Chromium, in the demo store's header: the site's
// languages from GET /api/multilingual/languages, the current one marked; choosing Français opens the French contact
// page, whose widgets speak French (the settings' localizedStrings); a signed-in member's locale is set first
// (POST /api/site-users/account/locale), for a language that is not a custom one only.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, setFaults, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const HOST = '[data-sf-widget="language-switcher"]';
const LOCALE = '/api/site-users/account/locale';
const LANGUAGES = '/api/multilingual/languages';
const switcher = () => page.locator(HOST);
const button = () => switcher().locator('[part=button]');
const waitState = (state: string) =>
  page.waitForFunction(([sel, s]) => document.querySelector(sel!)?.getAttribute('data-sf-state') === s, [HOST, state], { timeout: 10_000 });
const localePosts = async () => (await mockState()).requests.filter((r) => r.method == 'POST' && r.path == LOCALE);
/** The element focused inside the switcher's shadow root: its text. */
const focused = () => page.evaluate((sel) => document.querySelector(sel)!.shadowRoot!.activeElement?.textContent ?? null, HOST);

async function open(path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitState('closed');
}

/** Signs Ada in through `Storefront.account` (docs/account.md), as a page script would. */
async function signIn() {
  await page.waitForFunction(() => !!(window as PageWindow).Storefront?.account);
  const result = await page.evaluate(() =>
    (window as PageWindow).Storefront.account!.signIn({ email: 'ada@example.com', password: 'lovelace-1815' }),
  );
  expect(result).toEqual({ ok: true });
}

describe('the language switcher in the demo header', () => {
  it('lists the languages, the current one marked; a disclosure by keyboard (Enter, arrows, Escape); axe 0 closed and open', async () => {
    const log = watchConsole(page);
    await open('/contact');
    expect(await button().getAttribute('aria-expanded')).toBe('false');
    expect(await button().getAttribute('aria-label')).toBe('Language: English');
    const list = switcher().getByRole('list', { name: 'Language' });
    expect(await list.isVisible()).toBe(false);
    await expect(axe(page)).resolves.toEqual([]);

    await button().focus();
    await page.keyboard.press('Enter');
    await waitState('open');
    expect(await button().getAttribute('aria-expanded')).toBe('true');
    expect(await button().getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    const links = list.getByRole('link');
    expect(await links.allTextContents()).toEqual(['English', 'Français', 'Deutsch']);
    expect(await Promise.all((await links.all()).map((l) => l.getAttribute('href')))).toEqual([
      `${baseUrl()}/contact`,
      `${baseUrl()}/fr/contact`,
      `${baseUrl()}/de/contact`,
    ]);
    expect(await Promise.all((await links.all()).map((l) => l.getAttribute('aria-current')))).toEqual(['true', null, null]);
    expect(await links.nth(1).getAttribute('lang')).toBe('fr');
    await expect(axe(page)).resolves.toEqual([]);

    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('English');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Français');
    await page.keyboard.press('End');
    await expect.poll(focused).toBe('Deutsch');
    await page.keyboard.press('Escape');
    await waitState('closed');
    await expect.poll(focused).toContain('English');
    expect(await button().getAttribute('aria-expanded')).toBe('false');
    // A press elsewhere closes it too.
    await button().click();
    await waitState('open');
    await page.locator('h1').click();
    await waitState('closed');
    // One request for the languages.
    expect((await mockState()).requests.filter((r) => r.path == LANGUAGES)).toHaveLength(1);
    expect(log.errors).toEqual([]);
  });

  it('choosing Français opens the French contact page, its widgets in French; signed out, no locale is posted; axe 0 there', async () => {
    await open('/contact');
    await button().click();
    await Promise.all([page.waitForURL(`${baseUrl()}/fr/contact`), switcher().getByRole('link', { name: 'Français' }).click()]);
    await waitState('closed');
    expect(await button().getAttribute('aria-label')).toBe('Langue: Français');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    const form = page.locator('#contact-form');
    await page.waitForFunction(() => document.querySelector('#contact-form')?.getAttribute('data-sf-state') == 'idle');
    expect(await form.locator('[part=submit]').textContent()).toBe('Envoyer');
    expect(await form.getByLabel('Prénom').count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Adresse' }).getByLabel('Code postal').count()).toBe(1);
    expect(await page.locator('[data-sf-widget=account] [part=button]').textContent()).toBe('Se connecter');
    await button().click();
    expect(await switcher().getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
    await expect(axe(page)).resolves.toEqual([]);
    expect(await localePosts()).toEqual([]);
  });

  it("a signed-in member: Français (not custom) posts the member's locale before leaving; Deutsch (custom) posts none", async () => {
    await open('/contact');
    await signIn();
    let leftAt = 0;
    page.on('request', (r) => r.isNavigationRequest() && r.url().endsWith('/fr/contact') && (leftAt ||= Date.now()));
    await button().click();
    await Promise.all([page.waitForURL(`${baseUrl()}/fr/contact`), switcher().getByRole('link', { name: 'Français' }).click()]);
    const posts = await localePosts();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.at).toBeLessThanOrEqual(leftAt);
    expect((await mockState()).siteUsers.find((u) => u.email == 'ada@example.com')!.language).toBe('fr');

    await waitState('closed');
    await button().click();
    await Promise.all([page.waitForURL(`${baseUrl()}/de/contact`), switcher().getByRole('link', { name: 'Deutsch' }).click()]);
    await waitState('closed');
    expect(await button().getAttribute('aria-label')).toBe('Sprache: Deutsch');
    expect(await localePosts()).toHaveLength(1);
    expect((await mockState()).siteUsers.find((u) => u.email == 'ada@example.com')!.language).toBe('fr');
  });

  it('a locale call that fails still leaves for the chosen page (one warning); languages that cannot be had leave the fallback (one error)', async () => {
    await open('/contact');
    await signIn();
    await setFaults([{ method: 'POST', path: LOCALE, status: 500, body: { message: 'down' } }]);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() == 'warning' && warnings.push(m.text()));
    await button().click();
    await Promise.all([page.waitForURL(`${baseUrl()}/fr/contact`), switcher().getByRole('link', { name: 'Français' }).click()]);
    expect(warnings.filter((w) => w.includes("member's language was not set"))).toHaveLength(1);
    // The French page's own languages asked and answered before the next fault.
    await waitState('closed');

    await setFaults([{ method: 'GET', path: LANGUAGES, status: 404, body: { message: 'no languages' } }]);
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/contact`);
    await waitState('unavailable');
    await expect.poll(() => log.errors.filter((e) => e.includes('language-switcher')).length).toBe(1);
    await page.waitForTimeout(300);
    expect(log.errors.filter((e) => e.includes('language-switcher'))).toHaveLength(1);
    await expect(axe(page)).resolves.toEqual([]);
  });
});
