// The like button (docs/widgets/like.md) in Chromium: its main path on the demo store's /journal (the post's byline),
// then what the journal does not show, on pages of their own. axe in every state.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, setFaults, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const like = () => page.locator('[data-sf-widget="like"]');
const stateOf = () => like().getAttribute('data-sf-state');
const button = () => like().getByRole('button', { name: 'Like' });
const count = () => like().locator('[part=count]').textContent();
const likeCalls = async () =>
  (await mockState()).requests.filter((r) => r.path == '/api/content/posts/fern-bathroom/like').map((r) => r.method);

/** Every layout shift not caused by the visitor's input, from the page's start. */
async function watchShifts() {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}

describe('the like button on /journal', () => {
  beforeEach(async () => {
    // Each test starts as a browser that has not liked the post.
    await page.goto(`${baseUrl()}/journal`);
    await page.evaluate(() => localStorage.clear());
  });

  it('nothing to other hosts; a press likes (+1, aria-pressed, one POST), another unlikes (one DELETE); five fast presses send one; axe clean; no layout shift', async () => {
    const log = watchConsole(page);
    const shifts = await watchShifts();
    const elsewhere: string[] = [];
    page.on('request', (r) => new URL(r.url()).origin != new URL(baseUrl()).origin && elsewhere.push(r.url()));
    await page.goto(`${baseUrl()}/journal`);
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('idle');
    expect(await button().getAttribute('aria-pressed')).toBe('false');
    expect(await count()).toBe('12 likes');
    expect(await axe(page)).toEqual([]);
    expect(await shifts()).toEqual([]);

    await button().click();
    expect(await button().getAttribute('aria-pressed')).toBe('true');
    expect(await count()).toBe('13 likes');
    await expect.poll(likeCalls).toEqual(['POST']);
    await expect.poll(stateOf).toBe('idle');
    expect(await axe(page)).toEqual([]);

    await button().click();
    expect(await button().getAttribute('aria-pressed')).toBe('false');
    expect(await count()).toBe('12 likes');
    await expect.poll(likeCalls).toEqual(['POST', 'DELETE']);
    await page.waitForTimeout(800);
    expect(await likeCalls()).toEqual(['POST', 'DELETE']);

    // Five fast presses: the state they leave (liked) goes once.
    for (let i = 0; i < 5; i++) await button().click({ delay: 0 });
    expect(await button().getAttribute('aria-pressed')).toBe('true');
    await expect.poll(likeCalls).toEqual(['POST', 'DELETE', 'POST']);
    await page.waitForTimeout(1000);
    expect(await likeCalls()).toEqual(['POST', 'DELETE', 'POST']);
    expect((await mockState()).posts[0]!.likeCount).toBe(13);

    // Remembered for this browser: the next visit shows it liked.
    await page.reload();
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('idle');
    expect(await button().getAttribute('aria-pressed')).toBe('true');
    expect(elsewhere).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 40_000);

  it('a network failure: back where it was, "Please check your internet connection.", axe clean', async () => {
    await setFaults([{ method: 'POST', path: '/api/content/posts/fern-bathroom/like', networkError: true }]);
    await page.reload();
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('idle');
    expect(await button().getAttribute('aria-pressed')).toBe('false');
    await button().click();
    await expect.poll(stateOf, { timeout: 5000 }).toBe('error');
    expect(await button().getAttribute('aria-pressed')).toBe('false');
    expect(await count()).toBe('12 likes');
    expect(await like().getByRole('alert').textContent()).toBe('Please check your internet connection.');
    expect(await axe(page)).toEqual([]);
  });
});

describe('the like button, elsewhere', () => {
  it('liking off in the settings: nothing shows; data-post-id: the Post is fetched', async () => {
    const body = `<script type="application/json" id="s">{}</script>
      <div data-sf-widget="like" id="off" data-post-id="fern-bathroom"></div>`;
    await serve(page, '/off', ownerPage(body, 'data-settings="#s"'));
    await page.goto(`${baseUrl()}/off`);
    await expect.poll(() => page.locator('#off').getAttribute('data-sf-state'), { timeout: 10_000 }).toBe('hidden');
    expect(await page.locator('#off').getByRole('button').count()).toBe(0);

    const on = `<script type="application/json" id="s">{"simpleLikingEnabled": true}</script>
      <div data-sf-widget="like" data-post-id="fern-bathroom"></div>`;
    await serve(page, '/on', ownerPage(on, 'data-settings="#s"'));
    await page.goto(`${baseUrl()}/on`);
    await expect.poll(stateOf, { timeout: 10_000 }).toBe('idle');
    expect(await count()).toBe('12 likes');
    expect((await mockState()).requests.some((r) => r.method == 'GET' && r.path == '/api/content/posts/fern-bathroom')).toBe(true);
    expect(await axe(page)).toEqual([]);
  });
});
