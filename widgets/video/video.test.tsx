import DOMPurify from 'dompurify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCrumbCookie } from '../../mock-server/handlers';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import { pictureImage } from '../../mock-server/pictures';
import { clearCookies } from '../../tests/unit/clearCookies';
import { testPage } from '../../tests/unit/testRuntime';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import type { SiteConfig, VideoItem, WidgetContext } from '../../src/types';
import { mount } from './index';

// The oEmbed is vetted by DOMPurify over jsdom's parser: happy-dom's, under the widget here, loads the iframes it parses
// and drops markup unlike a browser (src/media/oembed.test.ts tests the vetting on jsdom; Chromium: tests/e2e/video.test.ts).
vi.mock('../../src/html/purify', async () => {
  // jsdom is a devDependency without types of its own: only its constructor is used.
  const name: string = 'jsdom';
  const { JSDOM } = (await import(name)) as { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
  return { purify: DOMPurify(new JSDOM('').window) };
});

const page = testPage();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockPlatform();
  page.reset();
  clearCookies('ss_cvr', 'ss_cvt');
  ensureCrumbCookie();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel=preconnect], #settings').forEach((l) => l.remove());
});

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/fern123?feature=oembed" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen title="Repotting a fern"></iframe>';
const poster = pictureImage('fern-frond');
const VIDEO: VideoItem = {
  oembed: { html: YOUTUBE, providerName: 'YouTube', width: 560, height: 315 },
  overlay: true,
  assetUrl: poster.assetUrl,
  colorData: poster.colorData,
  mediaFocalPoint: { x: 0.5, y: 0.3 },
  title: 'Repotting a fern',
};

function place(video: unknown, { config = {}, report = vi.fn() }: { config?: Partial<SiteConfig>; report?: WidgetContext['report'] } = {}) {
  const json = document.createElement('script');
  json.type = 'application/json';
  json.id = `v${document.body.children.length}`;
  json.textContent = JSON.stringify(video);
  document.body.append(json);
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div data-sf-widget="video" id="clip" data-video-json="#${json.id}"><a href="/watch">Watch</a></div>`,
  );
  const el = document.body.lastElementChild as HTMLElement;
  const unmount = mount(el, page.with({ config: { ...widgetTestConfig, ...config }, emit: () => {}, report }));
  return { el, unmount };
}
const $ = <T extends Element = HTMLElement>(el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const state = (el: HTMLElement) => el.getAttribute('data-sf-state');
const until = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });
/** The video's census calls (the runtime's own page view, event 1, may come too once the page is idle). */
const videoHits = () => platform.census.filter((c) => c.call == 'RecordHit' && c.fields.event == 21);
/** What was focused, in order (happy-dom keeps no active element in a shadow root). */
function focused(): Element[] {
  const seen: Element[] = [];
  vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
    seen.push(this);
  });
  return seen;
}

describe('the video widget, before the press', () => {
  it('the poster through the one picture component, sized by the player; a Play button named after the video; nothing else', async () => {
    const { el } = place(VIDEO);
    await until(() => expect(state(el)).toBe('idle'));
    const img = $<HTMLImageElement>(el, 'img[part=poster]')!;
    expect(
      img
        .getAttribute('srcset')!
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']);
    expect(img.getAttribute('src')).toBe('http://127.0.0.1:3000/media/products/fern-frond.svg?format=750w');
    expect(img.getAttribute('sizes')).toBe('(max-width: 960px) 100vw, 960px');
    expect(img.getAttribute('alt')).toBe('');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.objectPosition).toBe('50% 30%');
    expect(img.style.backgroundColor).not.toBe('');
    const box = $(el, '[part=video]')!;
    expect(box.style.getPropertyValue('--sf-video-ratio')).toBe(String(560 / 315));
    expect(box.getAttribute('data-overlay')).toBeNull();
    expect($(el, '[part=title]')!.textContent).toBe('Repotting a fern');
    const play = $(el, 'button[part=play]')!;
    expect(play.getAttribute('aria-label')).toBe('Play video: Repotting a fern');
    expect($(el, 'iframe')).toBeNull();
    expect(document.querySelector('link[rel=preconnect]')).toBeNull();
  });

  it('no title: "Play video"; overlay false: the poster and its button still, no scrim, no title', async () => {
    const { el } = place({ ...VIDEO, title: undefined, overlay: false });
    await until(() => expect(state(el)).toBe('idle'));
    expect($(el, 'button[part=play]')!.getAttribute('aria-label')).toBe('Play video');
    expect($(el, '[part=video]')!.getAttribute('data-overlay')).toBe('false');
    expect($(el, 'img[part=poster]')).not.toBeNull();
    expect($(el, '.video-scrim')).toBeNull();
  });

  it("the title from the oEmbed when the Video has none; the poster's size, else 16:9, when the oEmbed gives none", async () => {
    const { el } = place({ ...VIDEO, title: undefined, oembed: { html: YOUTUBE, title: 'Ferns' }, originalSize: '1200x1500' });
    await until(() => expect(state(el)).toBe('idle'));
    expect($(el, 'button')!.getAttribute('aria-label')).toBe('Play video: Ferns');
    expect($(el, '[part=video]')!.style.getPropertyValue('--sf-video-ratio')).toBe(String(1200 / 1500));
    const { el: other } = place({ oembed: { html: YOUTUBE } });
    await until(() => expect(state(other)).toBe('idle'));
    expect($(other, '[part=video]')!.style.getPropertyValue('--sf-video-ratio')).toBe(String(16 / 9));
    expect($(other, 'img')).toBeNull();
  });

  it('the pointer over the button: the oEmbed vetted and a preconnect to the player, no request to it', async () => {
    const { el } = place(VIDEO);
    await until(() => expect(state(el)).toBe('idle'));
    $(el, 'button')!.dispatchEvent(new PointerEvent('pointerenter'));
    await until(() =>
      expect(document.querySelector<HTMLLinkElement>('link[rel=preconnect]')?.href).toBe('https://www.youtube-nocookie.com/'),
    );
    expect(state(el)).toBe('idle');
    expect($(el, 'iframe')).toBeNull();
  });

  it.each([
    [{}, 'data-video-json is required: a selector of the Video JSON'],
    [{ oembed: {} }, 'the video JSON in #v0 has no oembed.html'],
    [[1, 2], 'the video JSON in #v0 is not a Video object'],
  ])('bad input (%j): a ConfigError naming the problem, the fallback stays', (video, message) => {
    if (Object.keys(video).length == 0 && !Array.isArray(video)) {
      document.body.innerHTML = '<div data-sf-widget="video"><a href="/watch">Watch</a></div>';
      expect(() => mount(document.body.firstElementChild as HTMLElement, page.runtime)).toThrow(message);
      return;
    }
    expect(() => place(video)).toThrow(message);
  });
});

describe('the press', () => {
  it('inserts one youtube-nocookie iframe, autoplaying, titled, focused; the first play sends RecordHit with event=21', async () => {
    const { el } = place(VIDEO);
    await until(() => expect(state(el)).toBe('idle'));
    const focus = focused();
    $(el, 'button')!.click();
    await until(() => expect(state(el)).toBe('playing'));
    const frames = el.shadowRoot!.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0]!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/fern123?feature=oembed&autoplay=1');
    expect(frame.getAttribute('title')).toBe('Video player: Repotting a fern');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(focus).toEqual([frame]);
    expect($(el, 'img')).toBeNull();
    await until(() => expect(videoHits()).toHaveLength(1));
    const hit = videoHits()[0]!;
    expect(hit.fields).toMatchObject({ event: 21, data: { websiteId: 'w', pagePath: '/' } });
    expect(hit.fields.ss_cvr).toMatch(/^[0-9a-f-]{36}$/);
    expect(platform.trackerEvents).toEqual([]); // no video-paywall toggle: no gated-content event
  });

  it('with the video-paywall toggle on, the press also sends the gated-content event "third-party video click"', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify({
        experiments: [
          { name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'true', segmentName: 'all', containsError: false },
        ],
      })}</script>`,
    );
    const { el } = place(VIDEO, { config: { settings: '#settings' } });
    await until(() => expect(state(el)).toBe('idle'));
    $(el, 'button')!.click();
    await until(() => expect(platform.trackerEvents).toHaveLength(1));
    expect(platform.trackerEvents[0]).toMatchObject({
      event: 'third_party_video_click',
      data: { item_title: 'Repotting a fern', provider_name: 'YouTube', item_id: null },
    });
    expect(videoHits()).toHaveLength(1);
  });

  it('a toggle that is off, or another variant: no gated-content event', async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="settings">${JSON.stringify({
        experiments: [{ name: 'video-paywall', experimentType: 'FEATURE_TOGGLE', variant: 'TRUE', containsError: false }],
      })}</script>`,
    );
    const { el } = place(VIDEO, { config: { settings: '#settings' } });
    await until(() => expect(state(el)).toBe('idle'));
    $(el, 'button')!.click();
    await until(() => expect(videoHits()).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(platform.trackerEvents).toEqual([]);
  });

  it('an oEmbed with a script, with a page named: never inserted; the poster links to the page; one warning; focus on the link', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = place({
      ...VIDEO,
      oembed: {
        html: `${YOUTUBE}<script>window.__pwned = 1</script>`,
        providerName: 'YouTube',
        url: 'https://www.youtube.com/watch?v=fern123',
      },
    });
    await until(() => expect(state(el)).toBe('idle'));
    const focus = focused();
    $(el, 'button')!.click();
    await until(() => expect(state(el)).toBe('refused'));
    expect(el.shadowRoot!.querySelectorAll('iframe, script')).toHaveLength(0);
    const link = $<HTMLAnchorElement>(el, 'a[part=link]')!;
    expect(link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=fern123');
    expect(link.getAttribute('aria-label')).toBeNull(); // named by its text: what it says
    expect(link.textContent).toBe('Watch on YouTubeRepotting a fern');
    expect($(el, '[part=watch]')!.textContent).toBe('Watch on YouTube');
    expect(focus).toEqual([link]);
    await until(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      `[storefront] <div data-sf-widget="video" id="clip">: the video's oEmbed HTML was not used, it holds a <script>, not only an <iframe>; the poster links to the video's page`,
    ]);
    expect(error).not.toHaveBeenCalled();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(videoHits()).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
  });

  it('an iframe of a host not on the list, no page named: the poster alone, one console error; refused already on hover', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { el } = place({ ...VIDEO, oembed: { html: '<iframe src="https://videos.example/embed/1"></iframe>' } });
    await until(() => expect(state(el)).toBe('idle'));
    $(el, 'button')!.dispatchEvent(new PointerEvent('pointerenter'));
    await until(() => expect(state(el)).toBe('refused'));
    expect(el.shadowRoot!.querySelectorAll('iframe, button, a')).toHaveLength(0);
    expect($(el, 'img[part=poster]')).not.toBeNull();
    await until(() => expect(error).toHaveBeenCalledTimes(1));
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      `[storefront] <div data-sf-widget="video" id="clip">: the video's oEmbed HTML was not used, its iframe's src "https://videos.example/embed/1" is not a player on the allow-list (www.youtube.com, youtube.com, www.youtube-nocookie.com, youtube-nocookie.com, player.vimeo.com, fast.wistia.net, www.loom.com, loom.com); the poster shows alone`,
    ]);
    expect(document.querySelector('link[rel=preconnect]')).toBeNull();
    error.mockRestore();
  });
});
