import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { ConfigError } from '../../src/input/configError';
import type { WidgetContext } from '../../src/types';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { clock } from './Audio';
import { mount } from './index';
import { MAX_TRACKS, parseDuration, parsePlaylist } from './playlist';

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  ensureCrumbCookie();
  page.reset();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const TRACKS = [
  { title: 'Morning mist', artist: 'Fern & Field', url: '/media/audio/morning-mist.wav', duration: 12 },
  { title: 'Forest floor', artist: 'Fern & Field', url: '/media/audio/forest-floor.wav', duration: '0:10' },
  { title: 'Window fog', url: '/media/audio/window-fog.wav' },
];

/** The page's events as the loader sends them: on `document` as `storefront:<event>`. */
const emit = (event: string, detail?: unknown) => void document.dispatchEvent(new CustomEvent('storefront:' + event, { detail }));

let n = 0;
/** An audio element over `playlist` (its JSON in a script of its own), mounted with the test page's runtime. */
function place(playlist: unknown, attrs = '', report = vi.fn()) {
  const id = `tracks-${++n}`;
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="${id}">${JSON.stringify(playlist)}</script>` +
      `<div data-sf-widget="audio" data-audio-json="#${id}" ${attrs}><a href="/listen">Listen</a></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: widgetTestConfig, emit, report };
  const unmount = mount(el, page.with(ctx));
  return { el, report, unmount };
}
const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<E & HTMLElement>(selector)!;
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const audioOf = (el: HTMLElement) => $<HTMLAudioElement>(el, 'audio');
const stateOf = (el: HTMLElement) => el.getAttribute('data-sf-state');
const key = (target: HTMLElement, k: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
/** The census's audio hits (the page view, event 1, goes too: the test runtime starts it once the page is idle). */
const hits = () => platform.census.filter((c) => c.call == 'RecordHit' && c.fields.event == 20);
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the playlist (data-audio-json), read at the edge', () => {
  const warnings: string[] = [];
  const parse = (raw: unknown) => parsePlaylist(raw, '#t', (m) => warnings.push(m), 'https://shop.example/journal/post');
  beforeEach(() => void (warnings.length = 0));

  it('tracks with their titles and artists as text, URLs resolved against the page, durations in seconds or m:ss', () => {
    expect(parse({ title: ' The album ', tracks: TRACKS })).toEqual({
      title: 'The album',
      tracks: [
        {
          title: 'Morning mist',
          artist: 'Fern & Field',
          url: 'https://shop.example/media/audio/morning-mist.wav',
          duration: 12,
          captions: null,
        },
        {
          title: 'Forest floor',
          artist: 'Fern & Field',
          url: 'https://shop.example/media/audio/forest-floor.wav',
          duration: 10,
          captions: null,
        },
        { title: 'Window fog', artist: '', url: 'https://shop.example/media/audio/window-fog.wav', duration: null, captions: null },
      ],
    });
    // The list of tracks alone is a playlist without a title.
    expect(parse(TRACKS.slice(0, 1))).toMatchObject({ title: '', tracks: [{ title: 'Morning mist' }] });
    expect(warnings).toEqual([]);
    expect([parseDuration(65), parseDuration('1:05'), parseDuration('1:02:05'), parseDuration('1:5'), parseDuration(-3)]).toEqual([
      65,
      65,
      3725,
      null,
      null,
    ]);
    expect([parseDuration(Infinity), parseDuration('soon'), parseDuration(null), parseDuration(0)]).toEqual([null, null, null, null]);
  });

  it('a track whose URL is not http(s) is left out, with one warning naming them', () => {
    const { tracks } = parse({
      tracks: [
        { title: 'Bad', url: 'javascript:alert(1)' },
        { title: 'Good', url: 'https://cdn.example/a.mp3' },
        { title: 'Data', url: 'data:audio/wav;base64,UklGRg==' },
        { title: 'None' },
        'not a track',
      ],
    });
    expect(tracks.map((t) => t.title)).toEqual(['Good']);
    expect(warnings).toEqual(['the audio JSON in #t: track 1, 3, 4, 5 left out, their URLs are not http(s)']);
  });

  it('captions: an http(s) URL or a path, resolved; another is dropped (the track kept), with one warning', () => {
    const { tracks } = parse({
      tracks: [
        { title: 'A', url: '/a.wav', captions: '/a.vtt' },
        { title: 'B', url: '/b.wav', captions: 'javascript:alert(1)' },
        { title: 'C', url: '/c.wav', captions: 'data:text/vtt,WEBVTT' },
      ],
    });
    expect(tracks.map((t) => t.captions)).toEqual(['https://shop.example/a.vtt', null, null]);
    expect(warnings).toEqual(['the audio JSON in #t: track 2, 3 without captions, their captions URLs are not http(s)']);
  });

  it(`at most ${MAX_TRACKS} tracks (spec 001 §9): the first ${MAX_TRACKS} and one warning`, () => {
    const many = Array.from({ length: 75 }, (_, i) => ({ title: `Track ${i + 1}`, url: `/t/${i + 1}.wav` }));
    const { tracks } = parse({ tracks: many });
    expect(tracks).toHaveLength(60);
    expect(tracks.at(-1)!.title).toBe('Track 60');
    expect(warnings).toEqual(['the audio JSON in #t has 75 tracks: the first 60 are played (at most 60 tracks a player)']);
    parse({ tracks: many.slice(0, 60) });
    expect(warnings).toHaveLength(1);
  });

  it('no list of tracks: a ConfigError naming the attribute', () => {
    for (const raw of [null, {}, { tracks: 'a' }, 'text', 4]) expect(() => parse(raw)).toThrow(ConfigError);
    expect(() => parse({})).toThrow('the audio JSON in #t has no list of tracks ("tracks")');
  });

  it('clock: m:ss, and h:mm:ss from an hour', () => {
    expect([clock(0), clock(5.9), clock(65), clock(200), clock(3725), clock(-1)]).toEqual([
      '0:00',
      '0:05',
      '1:05',
      '3:20',
      '1:02:05',
      '0:00',
    ]);
  });
});

describe('the audio widget', () => {
  it('idle: the player, the first track current, the slider at 0:00 of its length; no source yet, preload none, nothing fetched', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const { el } = place({ title: 'Fern sounds', tracks: TRACKS });
    expect(stateOf(el)).toBe('idle');
    expect($(el, '[part=player]').getAttribute('aria-label')).toBe('Fern sounds');
    expect($(el, '[part=album]').textContent).toBe('Fern sounds');
    expect($(el, '[part=title]').textContent).toBe('Morning mist');
    expect($(el, '[part=artist]').textContent).toBe('Fern & Field');
    expect($(el, '[part=play]').getAttribute('aria-label')).toBe('Play');
    const audio = audioOf(el);
    expect([audio.getAttribute('preload'), audio.getAttribute('src')]).toEqual(['none', null]);
    const slider = $(el, '[role=slider]');
    expect(slider.getAttribute('aria-label')).toBe('Seek');
    expect(slider.getAttribute('aria-valuetext')).toBe('0:00 of 0:12');
    expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax'), slider.getAttribute('aria-valuenow')]).toEqual([
      '0',
      '12',
      '0',
    ]);
    expect($$(el, '[part~=track]').map((b) => b.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect($$(el, '.track-length').map((s) => s.textContent)).toEqual(['0:12', '0:10', '']);
    await settle();
    expect(fetches).not.toHaveBeenCalled();
  });

  it("Play: the track's file becomes the source and plays; Pause; the first play alone sends the census's RecordHit, event 20", async () => {
    const events: string[] = [];
    document.addEventListener('storefront:audio-play', (e) => events.push(`play ${(e as CustomEvent<{ title: string }>).detail.title}`));
    document.addEventListener('storefront:audio-pause', () => events.push('pause'));
    const { el } = place({ tracks: TRACKS });
    $(el, '[part=play]').click();
    const audio = audioOf(el);
    expect(audio.src).toBe('http://127.0.0.1:3000/media/audio/morning-mist.wav');
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    expect(audio.paused).toBe(false);
    expect($(el, '[part=play]').getAttribute('aria-label')).toBe('Pause');
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('paused'));
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    await vi.waitFor(() => expect(hits()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(hits()).toHaveLength(1);
    expect((hits()[0]!.fields.data as { websiteId: string }).websiteId).toBe(widgetTestConfig.websiteId);
    expect(events).toEqual(['play Morning mist', 'pause', 'play Morning mist']);
  });

  it('the seek slider: arrow keys move it 5 s, Page keys 30, Home and End; Space plays and pauses; a position chosen before Play is where it starts', async () => {
    const { el } = place({ tracks: TRACKS });
    const slider = $(el, '[role=slider]');
    key(slider, 'ArrowRight');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('0:05 of 0:12'));
    key(slider, 'ArrowRight');
    key(slider, 'ArrowRight');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuetext')).toBe('0:12 of 0:12'));
    key(slider, 'ArrowLeft');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('7'));
    key(slider, 'Home');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('0'));
    key(slider, 'PageUp');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('12'));
    key(slider, 'ArrowDown');
    await vi.waitFor(() => expect(slider.getAttribute('aria-valuenow')).toBe('7'));
    expect(audioOf(el).getAttribute('src')).toBeNull();
    key(slider, ' ');
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    expect(audioOf(el).currentTime).toBe(7);
    key(slider, 'ArrowRight');
    await vi.waitFor(() => expect(audioOf(el).currentTime).toBe(12));
    key(slider, ' ');
    await vi.waitFor(() => expect(stateOf(el)).toBe('paused'));
    // Other keys are the page's.
    expect(key(slider, 'a')).toBe(true);
    expect(key(slider, 'ArrowRight')).toBe(false);
  });

  it('the track list, previous and next: a press plays that track, aria-current follows; at the ends the buttons say so', async () => {
    const { el } = place({ tracks: TRACKS });
    const current = () => $$(el, '[part~=track]').findIndex((b) => b.getAttribute('aria-current') == 'true');
    // Paused: previous and next choose without playing.
    expect($(el, '[part=previous]').getAttribute('aria-disabled')).toBe('true');
    $(el, '[part=next]').click();
    await vi.waitFor(() => expect(current()).toBe(1));
    expect(stateOf(el)).toBe('idle');
    expect(audioOf(el).getAttribute('src')).toBeNull();
    expect($(el, '[part=title]').textContent).toBe('Forest floor');
    // A track pressed plays.
    $$(el, '[part~=track]')[2]!.click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    expect(current()).toBe(2);
    expect(audioOf(el).src).toContain('window-fog.wav');
    expect($(el, '[part~=track][aria-current] .bars')).not.toBeNull();
    expect($(el, '[part=next]').getAttribute('aria-disabled')).toBe('true');
    // Untitled and without an artist: "Track 3".
    expect($(el, '[part=title]').textContent).toBe('Window fog');
    // Playing, previous plays the one before.
    $(el, '[part=previous]').click();
    await vi.waitFor(() => expect(current()).toBe(1));
    expect(audioOf(el).src).toContain('forest-floor.wav');
    expect(audioOf(el).paused).toBe(false);
    // The current track pressed again pauses it.
    $$(el, '[part~=track]')[1]!.click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('paused'));
  });

  it('a track that ends: the next plays; after the last the player stops', async () => {
    const { el } = place({ tracks: TRACKS.slice(0, 2) });
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    const audio = audioOf(el);
    audio.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(audio.src).toContain('forest-floor.wav'));
    expect($(el, '[part~=track][aria-current]').textContent).toContain('Forest floor');
    audio.pause();
    audio.dispatchEvent(new Event('ended'));
    await vi.waitFor(() => expect(stateOf(el)).toBe('paused'));
    expect(audio.src).toContain('forest-floor.wav');
  });

  it('one player at a time: a second one starting pauses the first', async () => {
    const first = place({ tracks: TRACKS }).el;
    const second = place({ tracks: TRACKS.slice(1) }).el;
    $(first, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(first)).toBe('playing'));
    $(second, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(second)).toBe('playing'));
    await vi.waitFor(() => expect(stateOf(first)).toBe('paused'));
    expect(audioOf(first).paused).toBe(true);
  });

  it("Media Session: the track's metadata and the player's actions while it plays; forgotten when it goes", async () => {
    const handlers = new Map<string, ((details: object) => void) | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, fn: ((details: object) => void) | null) => void handlers.set(action, fn),
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { mediaSession: session }));
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: object) {
          Object.assign(this, init);
        }
      },
    );
    const { el, unmount } = place({ title: 'Fern sounds', tracks: TRACKS });
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(session.playbackState).toBe('playing'));
    expect({ ...(session.metadata as object) }).toEqual({ title: 'Morning mist', artist: 'Fern & Field', album: 'Fern sounds' });
    handlers.get('nexttrack')!({});
    await vi.waitFor(() => expect(audioOf(el).src).toContain('forest-floor.wav'));
    handlers.get('pause')!({});
    await vi.waitFor(() => expect(stateOf(el)).toBe('paused'));
    expect(session.playbackState).toBe('paused');
    unmount();
    expect(session.metadata).toBeNull();
    expect(handlers.get('play')).toBeNull();
  });

  it('a file that cannot be played: its message, state error; the next track still plays', async () => {
    const { el } = place({ tracks: TRACKS });
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    audioOf(el).dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(stateOf(el)).toBe('error'));
    expect($(el, '[part=error]').textContent).toBe('This track could not be played.');
    expect($(el, '[role=status]').textContent).toBe('This track could not be played.');
    $(el, '[part=next]').click();
    await vi.waitFor(() => expect($(el, '[part=title]').textContent).toBe('Forest floor'));
    $(el, '[part=play]').click();
    await vi.waitFor(() => expect(stateOf(el)).toBe('playing'));
    expect($(el, '[role=status]').textContent).toBe('');
  });

  it('text is rendered as text; one track: no list, no previous or next; data-label names it', () => {
    const { el } = place(
      { title: '<b>Album</b>', tracks: [{ title: '<img src=x onerror="window.__pwned=1">', url: '/a.wav' }] },
      'data-label="Listen"',
    );
    expect($(el, '[part=title]').textContent).toBe('<img src=x onerror="window.__pwned=1">');
    expect(el.shadowRoot!.querySelector('img, b')).toBeNull();
    expect($(el, '[part=player]').getAttribute('aria-label')).toBe('Listen');
    expect([$$(el, '[part~=track]').length, $$(el, '[part=previous], [part=next]').length]).toEqual([0, 0]);
    // No length in the data: the slider waits for the file's.
    expect($(el, '[role=slider]').getAttribute('aria-disabled')).toBe('true');
  });

  it('empty (no track with an http(s) URL): the fallback stays; a missing or malformed list: one error, the fallback stays', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { el } = place({ tracks: [{ title: 'x', url: 'javascript:void 0' }] });
    expect(stateOf(el)).toBe('empty');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => place({ nope: true })).toThrow('has no list of tracks');
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="audio" data-audio-json="#missing"></div>');
    expect(() => mount(document.body.lastElementChild as HTMLElement, page.runtime)).toThrow(
      'data-audio-json "#missing" matches no element',
    );
    document.body.insertAdjacentHTML('beforeend', '<div data-sf-widget="audio"></div>');
    expect(() => mount(document.body.lastElementChild as HTMLElement, page.runtime)).toThrow('data-audio-json is required');
  });
});
