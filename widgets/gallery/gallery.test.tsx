import DOMPurify from 'dompurify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pictureImage } from '../../mock-server/pictures';
import { resetMockPlatform, server, state as platform } from '../../mock-server/node';
import type { WidgetContext } from '../../src/types';
import { widgetTestConfig } from '../../tests/unit/widgetTestConfig';
import { testPage } from '../../tests/unit/testRuntime';
import { GALLERY_DEFAULTS, parseGallerySettings } from './attributes';
import { mount } from './index';
import { galleryCss } from './styles';

// A video item's oEmbed is vetted by DOMPurify over jsdom's parser (as in widgets/video/video.test.tsx: happy-dom's
// loads the iframes it parses).
vi.mock('../../src/html/purify', async () => {
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
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

function place(attrs: string, report = vi.fn()) {
  document.body.insertAdjacentHTML('beforeend', `<div data-sf-widget="gallery" ${attrs}><a href="/shop">Pictures</a></div>`);
  const el = document.body.lastElementChild as HTMLElement;
  const ctx: WidgetContext = { config: widgetTestConfig, emit: () => {}, report };
  const unmount = mount(el, page.with(ctx));
  return { el, report, unmount };
}
const ready = (el: HTMLElement) => vi.waitFor(() => expect(el.getAttribute('data-sf-state')).toBe('ready'));
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const current = (el: HTMLElement) => $$(el, '[part~=slide][data-current]').map((s) => s.getAttribute('aria-label'))[0];
const file = (img: Element) => img.getAttribute('src')!.replace(/^.*\/media\/products\/|\?.*$/g, '');

/** The settings an element's attributes give, and the warnings they raised. */
function settingsOf(attrs: Record<string, string>) {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  const warnings: string[] = [];
  return { settings: parseGallerySettings(el, (m) => warnings.push(m)), warnings };
}

describe('gallery settings (spec 001 §3 table, §4 interplay)', () => {
  it("every setting's default is the spec's", () => {
    expect(settingsOf({})).toEqual({ settings: GALLERY_DEFAULTS, warnings: [] });
    expect(GALLERY_DEFAULTS).toMatchObject({
      design: 'grid',
      autoplayDuration: 5,
      autoCrop: true,
      aspectRatio: 'square',
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 20,
      metaPosition: 'bottom',
      activeAlignment: 'center',
      thumbnailsPerRow: 4,
      padding: 20,
      lightboxTheme: 'dark',
      maxWidth: 300,
    });
  });

  it('a flag is on when present or "true", off when "false"', () => {
    expect(settingsOf({ lightbox: '' }).settings.lightbox).toBe(true);
    expect(settingsOf({ lightbox: 'true' }).settings.lightbox).toBe(true);
    expect(settingsOf({ 'auto-crop': 'false' }).settings.autoCrop).toBe(false);
    expect(settingsOf({ 'transparent-background': 'FALSE' }).settings.transparentBackground).toBe(false);
  });

  it('a number out of range is clamped, and a value not among the options falls back: one warning each, naming the attribute', () => {
    const { settings, warnings } = settingsOf({
      design: 'slideshow',
      autoplay: '',
      'autoplay-duration': '30',
      padding: '-4',
      'thumbnail-strip-height': 'tall',
      'meta-position': 'middle',
    });
    expect([settings.autoplayDuration, settings.padding, settings.thumbnailStripHeight, settings.metaPosition]).toEqual([
      10,
      0,
      80,
      'bottom',
    ]);
    expect([...warnings].sort()).toEqual([
      'data-autoplay-duration="30" is outside 1–10: 10 is used',
      'data-meta-position="middle" is not one of top, top-left, top-right, center, bottom, bottom-left, bottom-right: bottom is used',
      'data-padding="-4" is outside 0–50: 0 is used',
      'data-thumbnail-strip-height="tall" is not a number: 80 is used',
    ]);
  });

  it('a slideshow shows thumbnails unless data-thumbnails="false"; a carousel, grid and stacked never do', () => {
    expect(settingsOf({ design: 'slideshow' }).settings.thumbnails).toBe(true);
    expect(settingsOf({ design: 'slideshow', thumbnails: 'false' }).settings.thumbnails).toBe(false);
    for (const design of ['slider', 'grid', 'stacked'])
      expect(settingsOf({ design, thumbnails: '' }).settings.thumbnails, design).toBe(false);
  });

  it('grid and stacked never autoplay; options that apply only under others are ignored otherwise, without a warning', () => {
    for (const design of ['grid', 'stacked']) expect(settingsOf({ design, autoplay: '' }).settings.autoplay, design).toBe(false);
    expect(settingsOf({ design: 'slider', autoplay: '' }).settings.autoplay).toBe(true);
    const ignored = settingsOf({
      design: 'slider',
      'autoplay-duration': '99',
      'aspect-ratio': 'circle',
      'thumbnail-strip-height': '999',
      'thumbnails-per-row': '40',
    });
    expect(ignored.warnings).toEqual([]);
    expect(ignored.settings.aspectRatio).toBeNull();
    expect(settingsOf({ design: 'grid', 'aspect-ratio': 'widescreen' }).settings.aspectRatio).toBe('widescreen');
  });
});

describe('gallery widget', () => {
  it("a grid of the product's pictures, the first at high priority, the rest lazy; its srcsets and sizes", async () => {
    const { el } = place('data-product-id="p-tee"');
    expect(el.shadowRoot!.querySelector('slot')).not.toBeNull(); // loading: the fallback
    await ready(el);
    const imgs = $$(el, 'img[part=image]');
    expect(imgs.map(file)).toEqual([
      'tee-black-front.svg',
      'tee-white-front.svg',
      'tee-black-back.svg',
      'tee-white-back.svg',
      'tee-fabric.svg',
    ]);
    expect(imgs.map((i) => i.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(imgs[0]!.getAttribute('srcset')!.split(', ')).toHaveLength(7);
    expect(imgs[0]!.getAttribute('sizes')).toBe('(max-width: 600px) 50vw, 300px');
    expect($$(el, '[part=gallery]')[0]!.getAttribute('data-design')).toBe('grid');
    expect($$(el, 'button')).toEqual([]); // no lightbox: nothing to press
  });

  it("a slideshow: one slide shown, thumbnails, previous and next; the chosen variant's main image becomes the one shown", async () => {
    const { el } = place('data-product-id="p-tee" data-design="slideshow" data-controls');
    await ready(el);
    expect(current(el)).toBe('1 of 5');
    expect($$(el, '[part~=slide]').filter((s) => !s.hidden)).toHaveLength(1);
    expect($$(el, '[part~=carousel]')[0]!.getAttribute('aria-roledescription')).toBe('carousel');
    expect($$(el, '[part~=thumbnail]').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show image 1',
      'Show image 2',
      'Show image 3',
      'Show image 4',
      'Show image 5',
    ]);
    $$(el, '[part=next]')[0]!.click();
    await vi.waitFor(() => expect(current(el)).toBe('2 of 5'));
    expect($$(el, '[part~=thumbnail][aria-current]').map((b) => b.getAttribute('aria-label'))).toEqual(['Show image 2']);
    $$(el, '[part=previous]')[0]!.click();
    $$(el, '[part=previous]')[0]!.click();
    await vi.waitFor(() => expect(current(el)).toBe('5 of 5')); // wraps
    $$(el, '[part~=thumbnail]')[2]!.click();
    await vi.waitFor(() => expect(current(el)).toBe('3 of 5'));
    // The visitor chooses white: its main image (the second picture) shows.
    const product = page.runtime.product({ kind: 'id', id: 'p-tee' }, '');
    product.choose('Colour', 'White');
    product.choose('Size', 'M');
    await vi.waitFor(() => expect(current(el)).toBe('2 of 5'));
    expect(file($$(el, '[part~=slide][data-current] img')[0]!)).toBe('tee-white-front.svg');
  });

  it('arrow keys, Home and End move a focused slideshow; the slides announce politely while it does not rotate', async () => {
    const { el } = place('data-product-id="p-tee" data-design="slideshow"');
    await ready(el);
    const carousel = $$(el, '[part~=carousel]')[0]!;
    expect($$(el, '[part=slides]')[0]!.getAttribute('aria-live')).toBe('polite');
    const key = (k: string) => carousel.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
    key('ArrowRight');
    await vi.waitFor(() => expect(current(el)).toBe('2 of 5'));
    key('End');
    await vi.waitFor(() => expect(current(el)).toBe('5 of 5'));
    key('ArrowRight');
    await vi.waitFor(() => expect(current(el)).toBe('1 of 5'));
  });

  it('autoplay advances every autoplay-duration seconds, stops while the pointer is over it, and for good once paused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { el } = place('data-product-id="p-tee" data-design="slideshow" data-autoplay data-autoplay-duration="2"');
    await ready(el);
    expect($$(el, '[part=slides]')[0]!.getAttribute('aria-live')).toBe('off');
    // The rotation's interval is set in an effect, after the first paint: wait for it before moving the clock (a
    // loaded machine painted "ready" before it, and the clock moved past an interval not yet set).
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    vi.advanceTimersByTime(2000);
    await vi.waitFor(() => expect(current(el)).toBe('2 of 5'));
    const carousel = $$(el, '[part~=carousel]')[0]!;
    carousel.dispatchEvent(new PointerEvent('pointerenter'));
    await new Promise((r) => setTimeout(r, 20));
    vi.advanceTimersByTime(6000);
    await new Promise((r) => setTimeout(r, 20));
    expect(current(el)).toBe('2 of 5');
    carousel.dispatchEvent(new PointerEvent('pointerleave'));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    vi.advanceTimersByTime(2000);
    await vi.waitFor(() => expect(current(el)).toBe('3 of 5'));
    const rotation = $$(el, '[part=rotation]')[0]!;
    expect(rotation.getAttribute('aria-label')).toBe('Pause the slideshow');
    rotation.click();
    await vi.waitFor(() => expect(rotation.getAttribute('aria-label')).toBe('Play the slideshow'));
    vi.advanceTimersByTime(10_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(current(el)).toBe('3 of 5');
  });

  it('does not autoplay under prefers-reduced-motion (and shows no rotation button)', async () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (q: string) =>
          ({ matches: q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
      );
    try {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { el } = place('data-product-id="p-tee" data-design="slider" data-autoplay data-autoplay-duration="1"');
      await ready(el);
      vi.advanceTimersByTime(5000);
      await new Promise((r) => setTimeout(r, 20));
      expect(current(el)).toBe('1 of 5');
      expect($$(el, '[part=rotation]')).toEqual([]);
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('a list of pictures from data-images-json; no pictures: the fallback stays (state empty)', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="pics">${JSON.stringify([
        { assetUrl: 'https://img.example.com/a.jpg', originalSize: '800x600', altText: 'A', title: 'First', body: 'The first one' },
        { assetUrl: 'javascript:alert(1)' },
        { assetUrl: 'https://img.example.com/b.jpg' },
      ])}</script><script type="application/json" id="none">[]</script>`,
    );
    const { el } = place('data-images-json="#pics" data-design="stacked"');
    await ready(el);
    expect($$(el, 'img').map((i) => i.getAttribute('src'))).toEqual([
      'https://img.example.com/a.jpg?format=750w',
      'https://img.example.com/b.jpg?format=750w',
    ]);
    expect($$(el, '[part=meta]').map((m) => m.textContent)).toEqual(['FirstThe first one']);
    const empty = place('data-images-json="#none"');
    await vi.waitFor(() => expect(empty.el.getAttribute('data-sf-state')).toBe('empty'));
    expect(empty.el.shadowRoot!.querySelector('slot')).not.toBeNull();
  });

  it('bad input: both sources, a missing or malformed list: mount throws naming the attribute (the loader logs it, the fallback stays)', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="bad">{nope</script><script type="application/json" id="obj">{"a":1}</script>',
    );
    expect(() => place('data-images-json="#bad"')).toThrow(/malformed/);
    expect(() => place('data-images-json="#obj"')).toThrow(/not a list of images/);
    expect(() => place('data-images-json="#nothing"')).toThrow(/matches no element/);
    expect(() => place('data-images-json="#obj" data-product-id="p-tee"')).toThrow(/not both/);
    expect(() => place('')).toThrow(/data-product-id or data-product-json/);
  });

  it('a product that cannot be loaded: one report, the fallback', async () => {
    const { el, report } = place('data-product-id="p-nope"');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(el.getAttribute('data-sf-state')).toBe('error');
  });

  it('the lightbox goes with the gallery: unmounted, nothing of it is left on the page', async () => {
    const { el, unmount } = place('data-product-id="p-tee" data-lightbox');
    await ready(el);
    $$(el, '[part=enlarge]')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).not.toBeNull());
    unmount();
    await vi.waitFor(() => expect(document.querySelector('sf-lightbox')).toBeNull());
  });
});

describe('video items (spec 001 §3 "Gallery media types": video)', () => {
  const video = (id: string, extra: object = {}) => ({
    ...pictureImage('fern-frond'),
    mediaType: 'video',
    oembed: { html: `<iframe src="https://www.youtube.com/embed/${id}"></iframe>`, providerName: 'YouTube', width: 1600, height: 900 },
    title: `Fern ${id}`,
    ...extra,
  });
  const list = (items: unknown[]) => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="media">${JSON.stringify(items)}</script>`);
  };

  it.each(['grid', 'stacked', 'slideshow', 'slider'])(
    '%s: a video item shows as the video facade, its press plays it there',
    async (design) => {
      list([pictureImage('mug-red'), video('a1')]);
      const { el } = place(`data-images-json="#media" data-design="${design}" data-lightbox`);
      await ready(el);
      // Its poster first, in its place, while the facade's code loads (with the gallery's first video item).
      await vi.waitFor(() => expect($$(el, '[part=video]')).toHaveLength(1));
      const facades = $$(el, '[part=video]');
      expect(facades[0]!.querySelector('button[part=play]')!.getAttribute('aria-label')).toBe('Play video: Fern a1');
      // Its poster never opens the lightbox; the picture beside it does.
      expect($$(el, '[part=enlarge]')).toHaveLength(1);
      expect(facades[0]!.querySelector('[part=title]')).toBeNull(); // the gallery's captions say the titles
      if (design == 'slideshow' || design == 'slider') {
        // The frame takes the first item's shape; the video's slide becomes the shown one.
        $$(el, '[part~=thumbnail]')[1]?.click();
        if (design == 'slider') $$(el, '[part=next]')[0]?.click();
      }
      if (design == 'slider') return;
      facades[0]!.querySelector('button')!.click();
      await vi.waitFor(() =>
        expect(el.shadowRoot!.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/a1?autoplay=1'),
      );
      await vi.waitFor(() => expect(platform.census.filter((c) => c.call == 'RecordHit' && c.fields.event == 21)).toHaveLength(1));
    },
  );

  it('a slideshow: the video playing goes back to its poster when another slide is shown', async () => {
    list([video('b1'), pictureImage('mug-red')]);
    const { el } = place('data-images-json="#media" data-design="slideshow" data-controls');
    await ready(el);
    await vi.waitFor(() => expect($$(el, 'button[part=play]')).toHaveLength(1));
    // The stage takes the first item's shape: the video's 16:9.
    expect($$(el, '[part=gallery]')[0]!.style.getPropertyValue('--sf-gallery-stage-ratio')).toBe(String(1600 / 900));
    $$(el, 'button[part=play]')[0]!.click();
    await vi.waitFor(() => expect(el.shadowRoot!.querySelectorAll('iframe')).toHaveLength(1));
    $$(el, '[part=next]')[0]!.click();
    await vi.waitFor(() => expect(el.shadowRoot!.querySelectorAll('iframe')).toHaveLength(0));
    expect($$(el, 'button[part=play]')).toHaveLength(1);
  });

  it('an item that is no Video (no oembed.html) shows as its poster, with one console error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    list([video('c1', { oembed: {} }), pictureImage('mug-red')]);
    const { el } = place('data-images-json="#media"');
    await ready(el);
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect($$(el, '[part=video]')).toHaveLength(0);
    expect($$(el, 'img[part=image]')).toHaveLength(2);
    expect(String(error.mock.calls[0]![0])).toBe(
      '[storefront] <div data-sf-widget="gallery">: a video item has no oembed.html; its poster shows as a picture',
    );
    error.mockRestore();
  });
});

/** The rules of a stylesheet's text, those inside at-rules (`@media`, `@container`) included: selector and declarations. */
function rulesOf(css: string): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const walk = (from: number, to: number) => {
    let start = from;
    for (let i = from; i < to; i++) {
      if (text[i] !== '{') continue;
      const head = text.slice(start, i).trim();
      let depth = 1;
      let j = i + 1;
      for (; depth; j++) depth += text[j] === '{' ? 1 : text[j] === '}' ? -1 : 0;
      if (head.startsWith('@')) walk(i + 1, j - 1);
      else rules.push({ selector: head, body: text.slice(i + 1, j - 1) });
      start = i = j;
    }
  };
  walk(0, text.length);
  return rules;
}

describe("a carousel's captions (spec 001 §3 show-meta): never faded with a neighbouring slide", () => {
  const fading = rulesOf(galleryCss)
    .map(({ selector, body }) => ({ selector, opacity: /(?:^|;)\s*opacity:\s*([\d.]+)/.exec(body)?.[1] }))
    .filter((r): r is { selector: string; opacity: string } => r.opacity !== undefined)
    .map((r) => ({ selector: r.selector, opacity: Number(r.opacity) }));
  /** The opacity the stylesheet gives `el` with its ancestors in the shadow root multiplied in (a rule matched later wins). */
  const opacityOf = (el: Element | null): number => {
    let total = 1;
    for (; el; el = el.parentElement) {
      // Matched through querySelectorAll: jsdom's el.matches() can answer from a cache after an attribute changed.
      const root = el.getRootNode() as ParentNode;
      const own = fading.filter((r) => [...root.querySelectorAll(r.selector)].includes(el!)).pop();
      total *= own?.opacity ?? 1;
    }
    return total;
  };
  const LOOKBOOK = JSON.stringify(
    ['mug-red', 'poster-wall', 'pen'].map((name, i) => ({
      assetUrl: `/media/products/${name}.svg`,
      originalSize: '1500x1500',
      altText: name,
      title: `Title ${i + 1}`,
      body: `Caption ${i + 1}`,
    })),
  );

  it("the stylesheet fades something in a carousel (the neighbours' pictures), so this test looks at real rules", () => {
    expect(fading.some((r) => r.selector.includes('slider') && r.opacity < 1)).toBe(true);
  });

  it.each(['bottom', 'top', 'center', 'bottom-left', 'top-right'])(
    "meta-position %s: every slide's caption at full opacity (its pictures faded but the current one), before and after a move",
    async (position) => {
      document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="look">${LOOKBOOK}</script>`);
      const { el } = place(`data-images-json="#look" data-design="slider" data-controls data-meta-position="${position}"`);
      await ready(el);
      for (const step of [0, 1]) {
        if (step) $$(el, '[part=next]')[0]!.click();
        await vi.waitFor(() => expect(current(el)).toBe(`${step + 1} of 3`));
        const slides = $$(el, '[part~=slide]');
        expect(slides.map((s) => s.querySelector('[part=meta]')?.textContent)).toEqual([
          'Title 1Caption 1',
          'Title 2Caption 2',
          'Title 3Caption 3',
        ]);
        expect(slides.map((s) => opacityOf(s.querySelector('[part=meta-title]')))).toEqual([1, 1, 1]);
        expect(slides.map((s) => opacityOf(s.querySelector('[part=meta-body]')))).toEqual([1, 1, 1]);
        expect(slides.map((s) => opacityOf(s.querySelector('img[part=image]')))).toEqual([0, 1, 2].map((i) => (i == step ? 1 : 0.55)));
      }
    },
  );

  it('captions shown on hover: hidden (opacity 0) until then, never half-faded', async () => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="look">${LOOKBOOK}</script>`);
    const { el } = place('data-images-json="#look" data-design="slider" data-meta-position="bottom-left" data-show-meta-on-hover');
    await ready(el);
    expect($$(el, '[part=meta-title]').map((t) => opacityOf(t))).toEqual([0, 0, 0]);
  });
});
