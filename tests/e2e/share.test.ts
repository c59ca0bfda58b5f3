// The share widget (docs/widgets/share.md) in Chromium: the demo store's /journal (share buttons after the article, under
// the demo's strict CSP). No script, pixel or request to any network: every request to another host is refused here, and
// recorded; Copy link confirms politely.
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, cdnUrl, ownerPage, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
/** Requests to any host but the page's own (and the test's CDN origin). */
let foreign: string[];

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
  const own = [new URL(baseUrl()).origin, new URL(cdnUrl()).origin];
  await page.addInitScript(watch);
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!own.includes(url.origin)) foreign.push(url.href);
  });
  await page.route(
    (url) => !own.includes(url.origin) && /^https?:$/.test(url.protocol),
    (route) => route.abort('blockedbyclient'),
  );
  return () => page.close();
});

const share = () => page.locator('[data-sf-widget=share]');
const state = () => share().getAttribute('data-sf-state');
const waitState = (s: string) =>
  page.waitForFunction((v) => document.querySelector('[data-sf-widget=share]')?.getAttribute('data-sf-state') == v, s, { timeout: 10_000 });

describe('/journal: share buttons after the article', () => {
  it('below the first screen, its buttons load when scrolled near: plain links (new window, noopener) to the page without its fragment; Copy link puts it on the clipboard and says "Link copied" politely; no request elsewhere; CLS 0, axe 0', async () => {
    const log = watchConsole(page);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    const chunks: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/chunks/') &&
        chunks.push(
          new URL(r.url()).pathname
            .split('/')
            .pop()!
            .replace(/-\w+\.js.*$/, ''),
        ),
    );
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${baseUrl()}/journal#listen`);
    // More than two screens below the window: not mounted (docs/architecture.md, "How a page loads"), the fallback shows,
    // and none of the buttons' code came.
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    await page.waitForTimeout(500);
    expect(await share().evaluate((el) => el.getBoundingClientRect().top / innerHeight)).toBeGreaterThan(2);
    expect(await state()).toBeNull();
    expect(chunks.filter((c) => ['share', 'share-buttons', 'social-icons'].includes(c))).toEqual([]);
    await share().scrollIntoViewIfNeeded();
    await waitState('idle');
    const here = `${baseUrl()}/journal`;
    const links = await share().evaluate((el) =>
      [...el.shadowRoot!.querySelectorAll('a')].map((a) => ({
        name: a.getAttribute('aria-label'),
        href: a.href,
        target: a.target,
        rel: a.rel,
      })),
    );
    expect(links.map((l) => l.name)).toEqual([
      'Share on Facebook (opens in a new window)',
      'Share on X (opens in a new window)',
      'Share on Pinterest (opens in a new window)',
      'Share on LinkedIn (opens in a new window)',
      'Share by email',
    ]);
    expect(links[0]!.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(here)}`);
    expect(Object.fromEntries(new URL(links[2]!.href).searchParams)).toEqual({
      url: here,
      media: `${baseUrl()}/media/products/journal-fern-bathroom.svg`,
      description: 'A fern for the bathroom',
    });
    expect(links.slice(0, 4).map((l) => `${l.target} ${l.rel}`)).toEqual(Array(4).fill('_blank noopener'));
    expect(links[4]!.href).toBe(`mailto:?subject=A%20fern%20for%20the%20bathroom&body=${encodeURIComponent(here)}`);
    expect(await axe(page, '[data-sf-widget=share]')).toEqual([]);

    const status = share().locator('[part=status]');
    expect([await status.getAttribute('role'), await status.getAttribute('aria-live'), await status.textContent()]).toEqual([
      'status',
      'polite',
      '',
    ]);
    await share().locator('button[part=copy]').click();
    await waitState('copied');
    expect(await status.textContent()).toBe('Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(here);
    expect(await axe(page, '[data-sf-widget=share]')).toEqual([]);

    await page.waitForTimeout(300);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    expect(chunks).toEqual(expect.arrayContaining(['share', 'share-buttons', 'social-icons']));
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('the keyboard reaches every button; Enter on Copy link copies', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.goto(`${baseUrl()}/journal`);
    await share().scrollIntoViewIfNeeded();
    await waitState('idle');
    await share().locator('a[part~=facebook]').focus();
    const parts: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      parts.push(await share().evaluate((el) => el.shadowRoot!.activeElement?.getAttribute('part') ?? ''));
    }
    expect(parts).toEqual(['link x', 'link pinterest', 'link linkedin', 'link email', 'copy']);
    await page.keyboard.press('Enter');
    await waitState('copied');
    expect(foreign).toEqual([]);
  }, 30_000);
});

describe('owner pages', () => {
  it('the canonical link is what is shared; a refused clipboard says so, axe 0', async () => {
    await serve(
      page,
      '/owner-share',
      ownerPage('<div data-sf-widget="share" data-networks="x copy"><a href="mailto:?body=x">Share</a></div>').replace(
        '<title>Test store</title>',
        '<title>Test store</title><link rel="canonical" href="https://shop.example/journal/moss">',
      ),
    );
    await page.goto(`${baseUrl()}/owner-share#top`);
    await waitState('idle');
    const x = new URL(await share().locator('a[part~=x]').getAttribute('href').then(String));
    expect(x.searchParams.get('url')).toBe('https://shop.example/journal/moss');
    // A permissions policy that refuses the Clipboard API, and no copy command: said politely, nothing thrown.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await share().locator('button[part=copy]').click();
    await waitState('copy-failed');
    expect(await share().locator('[part=status]').textContent()).toBe('The link could not be copied.');
    expect(await state()).toBe('copy-failed');
    expect(await axe(page)).toEqual([]);
    expect(foreign).toEqual([]);
  }, 30_000);
});
