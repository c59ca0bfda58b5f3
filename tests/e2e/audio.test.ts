// The audio player (docs/widgets/audio.md) in Chromium: its main path on the demo store's /journal (three tunes the mock
// platform makes, with captions), then the states the journal does not show, on pages of their own. axe in every state.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, mockState, ownerPage, serve, useBrowser, watchConsole } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const player = (id?: string) => page.locator(id ? `#${id}` : '[data-sf-widget="audio"]');
const stateOf = (id?: string) => player(id).getAttribute('data-sf-state');
/** What the element's <audio> says: playing or not, its source, where it is. */
const media = (id?: string) =>
  player(id).evaluate((el) => {
    const a = el.shadowRoot!.querySelector('audio')!;
    return { paused: a.paused, src: a.getAttribute('src'), preload: a.getAttribute('preload'), time: a.currentTime };
  });
const current = (id?: string) =>
  player(id)
    .locator('[part~=track][aria-current=true]')
    .evaluateAll((els) => els.map((e) => e.querySelector('.track-title')!.textContent));
const audioHits = async () => (await mockState()).census.filter((c) => c.call == 'RecordHit' && c.fields.event == 20);

describe('the audio player on /journal', () => {
  it('nothing loads before Play; Play plays (the current track marked), the arrow keys seek, captions show, one RecordHit of event 20; axe clean in each state; no layout shift', async () => {
    const log = watchConsole(page);
    const audioRequests: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname.startsWith('/media/audio/') && audioRequests.push(new URL(r.url()).pathname));
    // Every layout shift not caused by the visitor's input, with where it was (a shadow root's node is not named).
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          if (!e.hadRecentInput)
            w.__shifts.push(
              `${e.value}: ${e.sources.map((s) => `${JSON.stringify(s.previousRect)} → ${JSON.stringify(s.currentRect)}`).join(', ')}`,
            );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl()}/journal`);
    // The player lies below the first screen: it mounts as the visitor comes to it.
    await player().scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf(), { timeout: 10_000 }).toBe('idle');
    // The page is interactive (its view counted) and the player has rendered: still no audio byte, nor its captions.
    await expect.poll(async () => (await mockState()).census.filter((c) => c.call == 'RecordHit').length, { timeout: 10_000 }).toBe(1);
    expect(await media()).toMatchObject({ paused: true, src: null, preload: 'none' });
    expect(audioRequests).toEqual([]);
    expect(await current()).toEqual(['Morning mist']);
    const slider = player().getByRole('slider', { name: 'Seek' });
    expect(await slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:12');
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    expect(await axe(page)).toEqual([]);

    await player().getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => stateOf()).toBe('playing');
    await expect.poll(async () => (await media()).time).toBeGreaterThan(0.3);
    expect(await media()).toMatchObject({ paused: false, src: `${baseUrl()}/media/audio/morning-mist.wav` });
    expect(audioRequests).toContain('/media/audio/morning-mist.wav');
    expect(await current()).toEqual(['Morning mist']);
    expect(await player().getByRole('button', { name: 'Pause' }).count()).toBe(1);
    // Its captions load with it, and show as it plays.
    await expect.poll(() => player().locator('[part=captions]').textContent()).toContain('Soft bells climb a bright chord');
    // The browser's media controls show the track.
    const metadata = await page.evaluate(() => {
      const m = navigator.mediaSession.metadata;
      return m && { title: m.title, artist: m.artist, album: m.album };
    });
    expect(metadata).toEqual({ title: 'Morning mist', artist: 'Fern & Field', album: 'Greenhouse sessions' });
    expect(await axe(page)).toEqual([]);

    // ArrowRight on the seek slider moves it 5 s on.
    const before = Number(await slider.getAttribute('aria-valuenow'));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(before + 5);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:0[5-9] of 0:12$/);
    expect((await media()).time).toBeGreaterThanOrEqual(before + 5);

    // Space on the slider pauses; the first play alone was counted.
    await page.keyboard.press(' ');
    await expect.poll(() => stateOf()).toBe('paused');
    expect((await media()).paused).toBe(true);
    expect(await axe(page)).toEqual([]);
    await player().locator('[part~=track]').nth(2).click();
    await expect.poll(() => current()).toEqual(['Window fog']);
    await expect.poll(() => stateOf()).toBe('playing');
    await expect.poll(async () => (await audioHits()).length).toBe(1);
    await page.waitForTimeout(300);
    const hits = await audioHits();
    expect(hits).toHaveLength(1);
    expect(hits[0]!.fields).toMatchObject({
      event: 20,
      data: { pagePath: '/journal', title: 'Fern & Field — Journal: a fern for the bathroom' },
    });
    expect(hits[0]!.fields.ss_cvr).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('its own chunk: /journal loads it, a product page does not', async () => {
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/sdk/chunks/') && chunks.push(new URL(r.url()).pathname.split('/').pop()!));
    await page.goto(`${baseUrl()}/products/tee`);
    await page.waitForFunction(() => document.querySelector('[data-sf-widget="add-to-cart"]')?.getAttribute('data-sf-state') === 'idle');
    await page.waitForTimeout(600);
    expect(chunks.filter((c) => c.startsWith('audio-'))).toEqual([]);
    await page.goto(`${baseUrl()}/journal`);
    await player().scrollIntoViewIfNeeded();
    await expect.poll(() => stateOf()).toBe('idle');
    expect(chunks.filter((c) => c.startsWith('audio-'))).toHaveLength(1);
  });
});

/** A page of audio players over `playlists` (by element id), as a site owner writes it. */
async function playersPage(playlists: Record<string, unknown>, attrs: Record<string, string> = {}) {
  const body = Object.entries(playlists)
    .map(
      ([id, json]) =>
        `<script type="application/json" id="${id}-json">${JSON.stringify(json)}</script>` +
        `<div data-sf-widget="audio" id="${id}" data-audio-json="#${id}-json" ${attrs[id] ?? ''}><a href="/listen">Listen</a></div>`,
    )
    .join('\n');
  await serve(page, '/players', ownerPage(body));
  await page.goto(`${baseUrl()}/players`);
}
const tune = (name: string, title: string) => ({ title, artist: 'Fern & Field', url: `/media/audio/${name}.wav` });

describe('the audio player, state by state', () => {
  it('one player at a time: a second one starting pauses the first', async () => {
    await playersPage({
      one: { title: 'One', tracks: [tune('morning-mist', 'Morning mist'), tune('forest-floor', 'Forest floor')] },
      two: { title: 'Two', tracks: [tune('window-fog', 'Window fog')] },
    });
    await expect.poll(() => stateOf('two')).toBe('idle');
    await player('one').getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => stateOf('one')).toBe('playing');
    await player('two').getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => stateOf('two')).toBe('playing');
    await expect.poll(() => stateOf('one')).toBe('paused');
    expect((await media('one')).paused).toBe(true);
    // One track: no list, no previous or next.
    expect(await player('two').locator('[part~=track], [part=previous], [part=next]').count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    // Each player's first play is counted once.
    await expect.poll(async () => (await audioHits()).length).toBe(2);
  });

  it('a file that cannot be played: its message, state error, axe clean; the next track plays', async () => {
    const log = watchConsole(page);
    await playersPage({ p: { tracks: [tune('no-such-tune', 'Missing'), tune('window-fog', 'Window fog')] } });
    await expect.poll(() => stateOf('p')).toBe('idle');
    await player('p').getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => stateOf('p')).toBe('error');
    expect(await player('p').locator('[part=error]').textContent()).toBe('This track could not be played.');
    expect(await player('p').getByRole('status').textContent()).toBe('This track could not be played.');
    expect(await axe(page)).toEqual([]);
    await player('p').getByRole('button', { name: 'Next track' }).click();
    await player('p').getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => stateOf('p')).toBe('playing');
    // The browser's own line about the missing file; nothing from the SDK.
    expect(log.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('bad input: a javascript: URL left out with one warning; no track left: the fallback; more than 60: the first 60 and one warning', async () => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() == 'warning' && m.text().startsWith('[storefront] audio') && warnings.push(m.text()));
    const many = Array.from({ length: 64 }, (_, i) => tune('window-fog', `Fog ${i + 1}`));
    await playersPage({
      bad: { tracks: [{ title: 'Evil', url: 'javascript:window.__pwned=1' }, tune('window-fog', 'Window fog')] },
      none: { tracks: [{ title: 'Evil', url: 'javascript:window.__pwned=1' }] },
      many: { title: 'Many', tracks: many },
    });
    await expect.poll(() => stateOf('many')).toBe('idle');
    expect(await stateOf('bad')).toBe('idle');
    expect(await stateOf('none')).toBe('empty');
    // One track left: no list.
    expect(await player('bad').locator('[part~=track]').count()).toBe(0);
    expect(await player('bad').locator('[part=title]').textContent()).toBe('Window fog');
    expect(await player('none').evaluate((el) => el.hasAttribute('data-sf-fallback'))).toBe(true);
    expect(await player('many').locator('[part~=track]').count()).toBe(60);
    const said = [
      'the audio JSON in #bad-json: track 1 left out, its URL is not http(s)',
      'the audio JSON in #none-json: track 1 left out, its URL is not http(s)',
      'the audio JSON in #many-json has 64 tracks: the first 60 are played (at most 60 tracks a player)',
    ];
    expect(warnings).toHaveLength(3);
    for (const [i, text] of said.entries()) expect(warnings[i]).toContain(`[storefront] audio: ${text}`);
    // The long list scrolls, and keeps the current track in view.
    await player('many').locator('[role=slider]').focus();
    for (let i = 0; i < 59; i++) await player('many').getByRole('button', { name: 'Next track' }).click();
    await expect.poll(() => current('many')).toEqual(['Fog 60']);
    const inView = await player('many').evaluate((el) => {
      const list = el.shadowRoot!.querySelector('[part=tracks]')!.getBoundingClientRect();
      const row = el.shadowRoot!.querySelector('[aria-current=true]')!.getBoundingClientRect();
      return row.top >= list.top && row.bottom <= list.bottom + 1;
    });
    expect(inView).toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull();
  });
});
