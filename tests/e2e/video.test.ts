// The video widget (docs/widgets/video.md) in Chromium: the demo store's /journal (a YouTube video in the article, served
// under the demo's strict CSP), pages of refused oEmbeds, the video-paywall toggle, a gallery's video item, and the
// product page, which loads none of it. The real providers never load: every request to another host is answered here
// (a stub player for youtube-nocookie.com) or refused, and recorded.
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, cdnUrl, mockState, ownerPage, serve, useBrowser, watchConsole, type PageWindow } from './browser';

const browserOf = useBrowser();
let page: Page;
/** Requests to any host but the page's own (and the test's CDN origin), in order, and what was let through. */
let foreign: string[];
/** Every request the page made, by URL. */
let requested: string[];

/** The layout shifts and CSP violations of the page, from before its first script. */
type Watched = PageWindow<{ __cls: number; __violations: string[]; __pwned?: number }>;
function watch() {
  const w = window as Watched;
  w.__cls = 0;
  w.__violations = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
}

beforeEach(async () => {
  page = await browserOf().context.newPage();
  foreign = [];
  requested = [];
  const own = [new URL(baseUrl()).origin, new URL(cdnUrl()).origin];
  page.on('request', (r: Request) => requested.push(r.url()));
  await page.addInitScript(watch);
  await page.route(
    (url) => !own.includes(url.origin) && /^https?:$/.test(url.protocol),
    (route) => {
      const url = new URL(route.request().url());
      foreign.push(url.href);
      // A stub in place of YouTube's player: never the real one.
      if (url.hostname == 'www.youtube-nocookie.com')
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>stub player</p>' });
      return route.abort('blockedbyclient');
    },
  );
  return () => page.close();
});

const video = (selector = '[data-sf-widget=video]') => page.locator(selector).first();
const waitState = (selector: string, state: string) =>
  page.waitForFunction(([s, v]) => document.querySelector(s!)?.getAttribute('data-sf-state') === v, [selector, state], { timeout: 10_000 });
const chunksLoaded = () =>
  requested
    .filter((u) => u.includes('/chunks/'))
    .map((u) =>
      new URL(u).pathname
        .split('/')
        .pop()!
        .replace(/-\w+\.js.*$/, ''),
    );
const videoHits = async () => (await mockState()).census.filter((c) => c.call == 'RecordHit' && c.fields.event == 21);
/** The element focused inside the widget's shadow root. */
const focusedInside = (selector: string) =>
  page.evaluate((s) => {
    const host = document.querySelector(s);
    return document.activeElement == host ? (host!.shadowRoot!.activeElement?.getAttribute('part') ?? null) : null;
  }, selector);

describe('/journal: a YouTube video in the article', () => {
  it("nothing but the page's own host before the visitor acts; Play inserts one youtube-nocookie iframe, focused; one RecordHit with event=21; CLS 0, axe 0, 0 CSP violations", async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/journal`);
    await waitState('[data-sf-widget=video]', 'idle');
    await page.waitForFunction(() => {
      const img = document.querySelector('[data-sf-widget=video]')!.shadowRoot!.querySelector('img');
      return img?.complete && img.naturalWidth > 0;
    });
    // The page interactive (its census sent): still nothing elsewhere, and nothing of the vetting loaded.
    await expect.poll(async () => (await mockState()).census.some((c) => c.call == 'RecordHit' && c.fields.event == 1)).toBe(true);
    await page.waitForTimeout(300);
    expect(foreign).toEqual([]);
    expect(chunksLoaded()).toContain('video');
    expect(chunksLoaded().filter((c) => ['oembed', 'purify', 'video-play'].includes(c))).toEqual([]);
    const play = video().locator('button[part=play]');
    expect(await play.getAttribute('aria-label')).toBe('Play video: Repotting a Boston fern');
    const poster = video().locator('img[part=poster]');
    expect((await poster.getAttribute('srcset'))!.split(', ')).toHaveLength(7);
    expect(await poster.getAttribute('src')).toMatch(/\/media\/products\/journal-fern-bathroom\.svg\?format=750w$/);
    expect(await axe(page)).toEqual([]);

    // The pointer over it: the vetting loads (from the page's own host) and a preconnect to the player, no request to it.
    await play.hover();
    await page.waitForFunction(() => !!document.head.querySelector('link[rel=preconnect][href^="https://www.youtube-nocookie.com"]'));
    expect(foreign).toEqual([]);
    await play.click();
    await waitState('[data-sf-widget=video]', 'playing');
    const frames = video().locator('iframe');
    expect(await frames.count()).toBe(1);
    const src = new URL((await frames.getAttribute('src'))!);
    expect([src.origin, src.pathname, src.searchParams.get('autoplay')]).toEqual([
      'https://www.youtube-nocookie.com',
      '/embed/Fz3nR8bPq2w',
      '1',
    ]);
    expect(await frames.getAttribute('title')).toBe('Video player: Repotting a Boston fern');
    expect(await focusedInside('[data-sf-widget=video]')).toBe('player');
    await expect.poll(() => foreign).toEqual([src.href]);
    await expect.poll(async () => (await videoHits()).length).toBe(1);
    const [hit] = await videoHits();
    expect(hit!.fields).toMatchObject({ event: 21, data: { pagePath: '/journal', websiteId: 'demo' } });
    expect(hit!.fields['ss_cvr']).toBeTruthy();
    expect(await axe(page)).toEqual([]);

    const w = await page.evaluate(() => ({ cls: (window as Watched).__cls, violations: (window as Watched).__violations }));
    expect(w).toEqual({ cls: 0, violations: [] });
    expect(log.errors).toEqual([]);
  }, 40_000);

  it('the keyboard: Enter on the focused Play button plays, and focus is in the player; its chunk is not on the product page', async () => {
    await page.goto(`${baseUrl()}/journal`);
    await waitState('[data-sf-widget=video]', 'idle');
    await video().locator('button[part=play]').focus();
    await page.keyboard.press('Enter');
    await waitState('[data-sf-widget=video]', 'playing');
    expect(await focusedInside('[data-sf-widget=video]')).toBe('player');

    requested = [];
    await page.goto(`${baseUrl()}/products/tee`);
    await page.waitForFunction(() => document.querySelector('[data-sf-widget=add-to-cart]')?.getAttribute('data-sf-state') == 'idle');
    await page.waitForTimeout(800);
    expect(chunksLoaded().filter((c) => /^video|^oembed|^purify/.test(c))).toEqual([]);
  }, 30_000);
});

const YOUTUBE = (id: string) => `<iframe width="560" height="315" src="https://www.youtube.com/embed/${id}" allowfullscreen></iframe>`;
const poster = { assetUrl: '/media/products/journal-fern-bathroom.svg', colorData: { centerAverage: '7d9360' } };

describe('refused and other states, on an owner page', () => {
  it('an oEmbed with a script, or an iframe of another host, never runs or loads: a link to the page, or the poster alone; overlay false and no title; axe 0 in each', async () => {
    const log = { warnings: [] as string[], errors: [] as string[] };
    page.on('console', (m) => (m.type() == 'warning' ? log.warnings : m.type() == 'error' ? log.errors : []).push(m.text()));
    const videos = {
      script: {
        ...poster,
        title: 'With a script',
        oembed: {
          providerName: 'YouTube',
          url: 'https://www.youtube.com/watch?v=s1',
          html: `${YOUTUBE('s1')}<script src="https://evil.example/x.js"></script><script>window.__pwned = 1</script><img src="https://evil.example/p.gif" onerror="window.__pwned = 2">`,
        },
      },
      elsewhere: {
        ...poster,
        title: 'Elsewhere',
        oembed: { html: '<iframe src="https://videos.evil.example/embed/1" onload="window.__pwned = 3"></iframe>' },
      },
      plain: {
        ...poster,
        overlay: false,
        oembed: { providerName: 'Vimeo', html: '<iframe src="https://player.vimeo.com/video/42"></iframe>' },
      },
    };
    await serve(
      page,
      '/videos',
      ownerPage(
        Object.entries(videos)
          .map(
            ([id, v]) =>
              // As a page writes JSON holding markup: `<` escaped, so that its `</script>` cannot end the element.
              `<script type="application/json" id="${id}-json">${JSON.stringify(v).replace(/</g, '\\u003c')}</script>
               <div data-sf-widget="video" id="${id}" data-video-json="#${id}-json" style="display:block;aspect-ratio:16/9;max-width:480px"><a href="/watch">Watch</a></div>`,
          )
          .join(''),
      ),
    );
    await page.goto(`${baseUrl()}/videos`);
    for (const id of Object.keys(videos)) await waitState(`#${id}`, 'idle');
    expect(await page.locator('#plain').locator('button').getAttribute('aria-label')).toBe('Play video');
    expect(await page.locator('#plain').locator('[part=video]').getAttribute('data-overlay')).toBe('false');
    expect(await axe(page)).toEqual([]);

    await page.locator('#script button[part=play]').click();
    await waitState('#script', 'refused');
    const link = page.locator('#script a[part=link]');
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=s1');
    expect(await page.getByRole('link', { name: 'Watch on YouTube With a script' }).count()).toBe(1);
    expect(await focusedInside('#script')).toBe('link');
    // The pointer over the other one refuses it at once: the poster alone.
    await page.locator('#elsewhere button[part=play]').hover();
    await waitState('#elsewhere', 'refused');
    expect(await page.locator('#elsewhere [part=video]').locator('button, a, iframe').count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as Watched).__pwned ?? null)).toBeNull();
    expect(await page.locator('#script, #elsewhere').locator('iframe, script').count()).toBe(0);
    expect(foreign).toEqual([]);
    expect(requested.filter((u) => u.includes('evil.example'))).toEqual([]);
    expect(log.warnings.filter((m) => m.includes('oEmbed'))).toEqual([
      `[storefront] <div data-sf-widget="video" id="script">: the video's oEmbed HTML was not used, it holds a <script>, not only an <iframe>; the poster links to the video's page`,
    ]);
    expect(log.errors).toEqual([
      expect.stringMatching(
        /^\[storefront\] <div data-sf-widget="video" id="elsewhere">: the video's oEmbed HTML was not used, its iframe has a onload attribute that is not allowed; the poster shows alone$/,
      ),
    ]);
    expect(await videoHits()).toEqual([]);

    // The Vimeo one plays (its player stubbed by refusal here: the iframe's src is what counts).
    await page.locator('#plain button[part=play]').click();
    await waitState('#plain', 'playing');
    expect(await page.locator('#plain iframe').getAttribute('src')).toBe('https://player.vimeo.com/video/42?autoplay=1');
    expect(await axe(page, '#plain')).toEqual([]);
  }, 40_000);

  it('with the video-paywall toggle on, the press also sends "third-party video click" to the older tracker', async () => {
    const settings = {
      experiments: [{ name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false }],
    };
    await serve(
      page,
      '/paywall',
      ownerPage(
        `<script type="application/json" id="settings">${JSON.stringify(settings)}</script>
         <script type="application/json" id="v">${JSON.stringify({ ...poster, title: 'Lesson 1', systemDataId: 'lesson-1', oembed: { providerName: 'YouTube', html: YOUTUBE('l1') } })}</script>
         <div data-sf-widget="video" id="lesson" data-video-json="#v"></div>`,
        'data-settings="#settings"',
      ),
    );
    const events: unknown[] = [];
    await page.exposeFunction('__event', (d: unknown) => events.push(d));
    await page.addInitScript(() =>
      document.addEventListener(
        'storefront:third-party-video-click',
        (e) => void (window as unknown as { __event(d: unknown): void }).__event((e as CustomEvent).detail),
      ),
    );
    await page.goto(`${baseUrl()}/paywall`);
    await waitState('#lesson', 'idle');
    await page.locator('#lesson button').click();
    await waitState('#lesson', 'playing');
    await expect.poll(async () => (await mockState()).trackerEvents.map((e) => e.event)).toEqual(['third_party_video_click']);
    expect((await mockState()).trackerEvents[0]!.data).toMatchObject({
      item_id: 'lesson-1',
      item_title: 'Lesson 1',
      provider_name: 'YouTube',
      pagePath: '/paywall',
    });
    expect(events).toEqual([{ item_id: 'lesson-1', item_title: 'Lesson 1', provider_name: 'YouTube' }]);
    await expect.poll(async () => (await videoHits()).length).toBe(1);
  }, 30_000);

  it("a gallery's video item: the facade in the grid, its press plays it there", async () => {
    const items = [
      { assetUrl: '/media/products/plant-fern.svg', originalSize: '1200x1500', altText: 'A fern' },
      {
        ...poster,
        mediaType: 'video',
        title: 'Repotting',
        oembed: { providerName: 'YouTube', html: YOUTUBE('g1'), width: 560, height: 315 },
      },
    ];
    await serve(
      page,
      '/gallery-video',
      ownerPage(
        `<script type="application/json" id="items">${JSON.stringify(items)}</script>
         <div data-sf-widget="gallery" id="g" data-images-json="#items" data-aspect-ratio="widescreen" data-thumbnails-per-row="2"></div>`,
      ),
    );
    await page.goto(`${baseUrl()}/gallery-video`);
    await waitState('#g', 'ready');
    const play = page.locator('#g button[part=play]');
    await play.waitFor();
    expect(await play.getAttribute('aria-label')).toBe('Play video: Repotting');
    expect(await axe(page)).toEqual([]);
    await play.click();
    await page.locator('#g iframe').waitFor();
    expect(await page.locator('#g iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/g1?autoplay=1');
    expect(await page.evaluate(() => (window as Watched).__cls)).toBe(0);
    await expect.poll(async () => (await videoHits()).length).toBe(1);
  }, 30_000);
});
