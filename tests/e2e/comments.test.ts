// The comment link and area (docs/widgets/comments.md) in Chromium: the main path on the demo store's /journal (the
// link in the byline; the area at the end of the post, loaded when scrolled near, with the mock's seeded comments),
// then Disqus on a page of its own. axe in every state.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, type PageWindow, serve, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const link = () => page.locator('[data-sf-widget="comments"][data-mode="link"]');
const area = () => page.locator('#comments');
const areaState = () => area().getAttribute('data-sf-state');
const commentCalls = async () => (await mockState()).requests.filter((r) => r.path.startsWith('/api/content/posts/fern-bathroom/comments'));

/** Scrolls down a screen at a time, as a visitor reading on, until `done` holds (or the page ends). */
async function readOn(done: () => Promise<boolean>) {
  for (let i = 0; i < 40 && !(await done()); i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
}

describe('the comments on /journal', () => {
  it('the link says 4 comments; the area loads only when near, lists the seeded comments with relative times and posts a new one (awaiting approval); nothing to other hosts; no layout shift; axe clean', async () => {
    const log = watchConsole(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    const elsewhere: string[] = [];
    const chunks: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin != new URL(baseUrl()).origin) elsewhere.push(r.url());
      if (url.pathname.startsWith('/sdk/chunks/')) chunks.push(url.pathname.split('/').pop()!);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/journal`);
    await expect.poll(() => link().getAttribute('data-sf-state'), { timeout: 10_000 }).toBe('link');
    const a = link().getByRole('link', { name: '4 comments' });
    expect(await a.getAttribute('href')).toBe(`${baseUrl()}/journal#comments`);

    // The page is loaded and idle: the area, far down, is not mounted yet (docs/architecture.md, "How a page loads"), and
    // nothing of it has come.
    await page.waitForTimeout(1500);
    expect(await areaState()).toBeNull();
    expect(chunks.filter((c) => c.startsWith('area-'))).toEqual([]);
    expect(await commentCalls()).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await readOn(async () => (await areaState()) == 'idle');
    expect(await areaState()).toBe('idle');
    expect(chunks.filter((c) => c.startsWith('area-'))).toHaveLength(1);
    await area().scrollIntoViewIfNeeded();
    const items = area().locator('[part~=comment]');
    expect(await items.locator('[part=author]').allTextContents()).toEqual(['Priya', 'Tom B.', 'Aiko']);
    expect(await items.locator('[part=time]').allTextContents()).toEqual(['about 3 hours ago', 'about 2 days ago', 'about 3 weeks ago']);
    expect(await items.first().locator('[part=text]').textContent()).toContain('two new fronds <3');
    expect(await area().getByRole('heading', { level: 2 }).textContent()).toBe('Comments');
    expect(await shifts()).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await area().getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(4);
    expect(await items.nth(3).locator('[part=time]').textContent()).toBe('about 2 months ago');

    // The form: a blank submit names each field; then a comment goes, and awaits approval.
    await area().getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(areaState).toBe('invalid');
    expect(await area().locator('[part=field-error]').allTextContents()).toEqual([
      'Name cannot be blank',
      'Email cannot be blank',
      'Comment cannot be blank',
    ]);
    expect(await axe(page)).toEqual([]);
    await area().getByLabel('Name').fill('Ada');
    await area().getByLabel('Email').fill('ada@example.com');
    await area().getByLabel('Comment', { exact: true }).fill('Mine sits on the windowsill above the bath.');
    await area().getByRole('button', { name: 'Post comment' }).click();
    await expect.poll(areaState).toBe('pending');
    expect(await area().getByRole('status').textContent()).toBe('Your comment is awaiting approval.');
    expect(await items.first().locator('[part=text]').textContent()).toBe('Mine sits on the windowsill above the bath.');
    expect(await items.first().locator('[part=time]').textContent()).toBe('less than a minute ago');
    expect(await axe(page)).toEqual([]);
    const posted = (await mockState()).posts[0]!.comments[0]!;
    expect(posted).toMatchObject({ author: 'Ada', email: 'ada@example.com', status: 'pending' });

    expect(elsewhere).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 60_000);
});

describe('the comment area with Disqus', () => {
  it("nothing of Disqus before the area is near; then its embed, with the post's id and URL", async () => {
    const disqus: string[] = [];
    await page.route('https://fern-field.disqus.com/**', (route) => {
      disqus.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__disqusLoaded = true;' });
    });
    const body = `<script type="application/json" id="s">{"disqusShortname": "fern-field"}</script>
      <script type="application/json" id="post">{"id": "p-9", "commentState": 1, "fullUrl": "/journal/p-9"}</script>
      <div style="height: 3000px">A long post.</div>
      <div data-sf-widget="comments" id="comments" data-mode="area" data-post-json="#post"><h2>Comments</h2></div>`;
    await serve(page, '/long-post', ownerPage(body, 'data-settings="#s"'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/long-post`);
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    await page.waitForTimeout(1000);
    // Far down the post: not mounted yet, and nothing of Disqus asked for.
    expect(await areaState()).toBeNull();
    expect(disqus).toEqual([]);
    await readOn(async () => (await areaState()) == 'disqus');
    await expect.poll(() => disqus).toEqual(['https://fern-field.disqus.com/embed.js']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __disqusLoaded?: boolean }).__disqusLoaded)).toBe(true);
    const config = await page.evaluate(() => {
      const p: { url?: string; identifier?: string } = {};
      (window as unknown as { disqus_config: (this: { page: typeof p }) => void }).disqus_config.call({ page: p });
      return p;
    });
    expect(config).toEqual({ url: `${baseUrl()}/journal/p-9`, identifier: 'p-9' });
    expect(await page.locator('#comments > #disqus_thread').count()).toBe(1);
    expect(await axe(page)).toEqual([]);
  });
});
