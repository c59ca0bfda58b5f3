// The follow widget (docs/widgets/follow.md) in Chromium: the demo store's footers. Below the first screen, the links'
// code loads only when the visitor scrolls near (within one screen); nothing of any network loads, ever.
import { readdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, cdnUrl, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
/** Requests to any host but the page's own (and the test's CDN origin). */
let foreign: string[];
/** Every request the page made, by URL. */
let requested: string[];

type Watched = PageWindow<{ __cls: number }>;
function watch() {
  const w = window as Watched;
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

beforeEach(async () => {
  page = await browserOf().context.newPage();
  foreign = [];
  requested = [];
  const own = [new URL(baseUrl()).origin, new URL(cdnUrl()).origin];
  await page.addInitScript(watch);
  page.on('request', (r: Request) => {
    requested.push(r.url());
    const url = new URL(r.url());
    if (!own.includes(url.origin)) foreign.push(url.href);
  });
  await page.route(
    (url) => !own.includes(url.origin) && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  return () => page.close();
});

const follow = () => page.locator('footer [data-sf-widget=follow]');
const followState = () => page.evaluate(() => document.querySelector('footer [data-sf-widget=follow]')?.getAttribute('data-sf-state'));
const chunksLoaded = () =>
  requested
    .filter((u) => u.includes('/chunks/'))
    .map((u) =>
      new URL(u).pathname
        .split('/')
        .pop()!
        .replace(/-\w+\.js.*$/, ''),
    );
/** How far below the viewport's bottom the footer's widget starts, in screens. */
const screensBelow = () =>
  page.evaluate(() => (document.querySelector('footer [data-sf-widget=follow]')!.getBoundingClientRect().top - innerHeight) / innerHeight);

describe('the footer of the demo pages', () => {
  it('below the first screen: the fallback and no links code until the visitor scrolls near; then named icon links, rel="me noopener"; nothing elsewhere; CLS 0, axe 0', async () => {
    const log = watchConsole(page);
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(`${baseUrl()}/products/tee`);
    await page.waitForFunction(() => document.querySelector('[data-sf-widget=add-to-cart]')?.getAttribute('data-sf-state') == 'idle');
    await page.waitForTimeout(1000);
    expect(await screensBelow()).toBeGreaterThan(1);
    // Far down the page: not mounted (docs/architecture.md, "How a page loads"), its fallback shows, no code of it came.
    expect(await followState()).toBeNull();
    expect(chunksLoaded().filter((c) => ['follow', 'profile-links', 'social-icons'].includes(c))).toEqual([]);

    // Scrolling down: once the footer is within half a screen of the window the buttons mount and load, before it shows.
    // (Again while the page grows: what mounts on the way, the reviews, renders tall.)
    await page.waitForFunction(
      () => {
        scrollTo(0, document.querySelector('footer [data-sf-widget=follow]')!.getBoundingClientRect().top + scrollY - 1.4 * innerHeight);
        return document.querySelector('footer [data-sf-widget=follow]')?.getAttribute('data-sf-state') == 'ready';
      },
      null,
      { polling: 250, timeout: 10_000 },
    );
    expect(await screensBelow()).toBeGreaterThan(0);
    expect(chunksLoaded()).toEqual(expect.arrayContaining(['follow', 'profile-links', 'social-icons']));
    const links = await follow().evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('a')].map((a) => ({
        name: a.getAttribute('aria-label'),
        href: a.href,
        target: a.target,
        rel: a.rel,
      })),
    );
    expect(links.map((l) => l.name)).toEqual([
      'Instagram (opens in a new window)',
      'Pinterest (opens in a new window)',
      'YouTube (opens in a new window)',
      'TikTok (opens in a new window)',
      'Bandcamp (opens in a new window)',
    ]);
    expect(links.map((l) => `${l.target} ${l.rel}`)).toEqual(Array(5).fill('_blank me noopener'));
    expect(links[4]!.href).toBe('https://fernandfielddemo.bandcamp.com/');
    await page.evaluate(() => scrollTo(0, document.body.scrollHeight));
    expect(await follow().evaluate((el) => el.getBoundingClientRect().height)).toBe(40);
    expect(await axe(page, 'footer')).toEqual([]);
    await page.waitForTimeout(300);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('every demo page but the playground has the follow buttons in its footer, and they load once scrolled to', async () => {
    const pages = [
      ...readdirSync('demo')
        .filter((f) => f.endsWith('.html') && f != 'playground.html')
        .map((f) => (f == 'index.html' ? '/' : `/${f.slice(0, -5)}`)),
      ...readdirSync('demo/products').map((f) => `/products/${f.slice(0, -5)}`),
      ...readdirSync('demo/commerce').map((f) => `/commerce/${f.slice(0, -5)}`),
    ];
    expect(pages).toContain('/events');
    for (const path of pages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.evaluate(() => (window as Watched).Storefront.ready);
      expect(await page.locator('footer [data-sf-widget=follow]').count(), path).toBe(1);
      // The visitor scrolls to the end, and again if the page grew meanwhile (the tee page's reviews render tall).
      await page
        .waitForFunction(
          () => {
            scrollTo(0, document.body.scrollHeight);
            return document.querySelector('footer [data-sf-widget=follow]')?.getAttribute('data-sf-state') == 'ready';
          },
          null,
          { timeout: 10_000, polling: 250 },
        )
        .catch((e: Error) => {
          throw new Error(`${path}, scrolled to its end: ${e.message}`);
        });
      expect(await follow().evaluate((el) => el.shadowRoot!.querySelectorAll('a[rel="me noopener"]').length), path).toBe(5);
    }
    expect(foreign).toEqual([]);
  }, 60_000);
});
