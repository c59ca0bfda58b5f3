// The gallery widget (docs/widgets/gallery.md) and the picture component (docs/embed-contract.md, "Images") in
// Chromium, on the demo store's pages: /products/tee (a slideshow that follows the chosen variant) and /gallery (the
// four designs).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { axe, baseUrl, ownerPage, scrollThrough, serve, useBrowser, watchConsole, widgetsSettled } from './browser';

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const settled = (p: Page) => widgetsSettled(p);
const gallery = (nth = 0) => page.locator('[data-sf-widget="gallery"]').nth(nth);
const currentSlide = (nth = 0) => gallery(nth).locator('[part~=slide][data-current]').getAttribute('aria-label');
const mainImage = () => gallery().locator('[part~=slide][data-current] img[part=image]');

describe('the gallery on a product page', () => {
  it("the main picture: the spec's seven widths, its size, eager at high priority; the browser fetches the width its slot needs; choosing another colour swaps it", async () => {
    const requested: string[] = [];
    page.on(
      'request',
      (r) =>
        r.url().includes('/media/products/tee-') && requested.push(new URL(r.url()).pathname.split('/').pop() + new URL(r.url()).search),
    );
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/products/tee`);
    await settled(page);
    const img = mainImage();
    await page.waitForFunction(() => {
      const i = document.querySelector('[data-sf-widget="gallery"]')!.shadowRoot!.querySelector('[data-current] img') as HTMLImageElement;
      return i.complete && i.naturalWidth > 0;
    });
    expect((await img.getAttribute('srcset'))!.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '100w',
      '300w',
      '500w',
      '750w',
      '1000w',
      '1500w',
      '2500w',
    ]);
    expect([
      await img.getAttribute('width'),
      await img.getAttribute('height'),
      await img.getAttribute('loading'),
      await img.getAttribute('fetchpriority'),
    ]).toEqual(['1200', '1500', 'eager', 'high']);
    // The slot is 440 px wide on this 1200 px window (data-image-sizes): the 500 px file, no larger one (the 100 px one is
    // its thumbnail's).
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc.split('/').pop())).toBe('tee-black-front.svg?format=500w');
    expect(requested.filter((r) => r.startsWith('tee-black-front')).sort()).toEqual([
      'tee-black-front.svg?format=100w',
      'tee-black-front.svg?format=500w',
    ]);
    expect(await currentSlide()).toBe('1 of 5');
    // White, in the variant picker: its main picture shows.
    await page.locator('[data-sf-widget="variant-picker"]').getByRole('radio', { name: 'White' }).check();
    await page.locator('[data-sf-widget="variant-picker"]').getByRole('radio', { name: 'M', exact: true }).check();
    await expect.poll(() => currentSlide()).toBe('2 of 5');
    expect(await mainImage().getAttribute('alt')).toBe('White tee, front');
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  });

  it('the lightbox: a picture enlarged, arrow keys move it, Escape closes it and focus comes back; accessible open', async () => {
    await page.goto(`${baseUrl()}/products/tee`);
    await settled(page);
    await gallery().locator('[part~=slide][data-current] [part=enlarge]').click();
    const dialog = page.locator('sf-lightbox [role=dialog]');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-label')).toBe('Black tee, front');
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getAttribute('aria-label')).toBe('White tee, front');
    // The slideshow behind keeps step.
    expect(await currentSlide()).toBe('2 of 5');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('sf-lightbox').count()).toBe(0);
    expect(await page.evaluate(() => (document.activeElement?.shadowRoot?.activeElement as HTMLElement | null)?.getAttribute('part'))).toBe(
      'enlarge',
    );
  });
});

describe('the four designs (/gallery)', () => {
  it('each renders; only the slideshow shows thumbnails; arrow keys move a focused slideshow; autoplay advances, and the rotation button stops it; 0 axe violations', async () => {
    const log = watchConsole(page);
    await page.goto(`${baseUrl()}/gallery`);
    // The designs stand one under another: the lower ones mount as the visitor scrolls near.
    await scrollThrough(page, { top: true });
    const designs = await page
      .locator('[data-sf-widget="gallery"]')
      .evaluateAll((els) => els.map((el) => el.shadowRoot!.querySelector('[part=gallery]')!.getAttribute('data-design')));
    expect(designs).toEqual(['grid', 'slideshow', 'slider', 'stacked']);
    const thumbnails = await page
      .locator('[data-sf-widget="gallery"]')
      .evaluateAll((els) => els.map((el) => el.shadowRoot!.querySelectorAll('[part~=thumbnail]').length));
    expect(thumbnails).toEqual([0, 3, 0, 0]);
    expect(await gallery(0).locator('img[part=image]').count()).toBe(8);
    expect(await gallery(3).locator('img[part=image]').count()).toBe(2);
    expect(await axe(page)).toEqual([]);

    // The slideshow autoplays every 4 s: it has moved on within 6 s.
    expect(await currentSlide(1)).toBe('1 of 3');
    await expect.poll(() => currentSlide(1), { timeout: 6000 }).toBe('2 of 3');
    // Focus in it holds it; arrow keys move it.
    await gallery(1).locator('[part~=thumbnail]').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentSlide(1)).toBe('3 of 3');
    await page.keyboard.press('Home');
    await expect.poll(() => currentSlide(1)).toBe('1 of 3');
    // Paused by the visitor: no more moves, with the pointer and focus gone.
    await gallery(1).locator('[part=rotation]').click();
    expect(await gallery(1).locator('[part=rotation]').getAttribute('aria-label')).toBe('Play the slideshow');
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.waitForTimeout(4500);
    expect(await currentSlide(1)).toBe('1 of 3');
    expect(await axe(page)).toEqual([]);

    // The carousel: next and previous.
    expect(await currentSlide(2)).toBe('1 of 8');
    await gallery(2).locator('[part=next]').click();
    await expect.poll(() => currentSlide(2)).toBe('2 of 8');
    expect(log.errors).toEqual([]);
  }, 30_000);

  it('under prefers-reduced-motion a slideshow does not autoplay', async () => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/gallery`);
    // The slideshow lies below the first screen: it mounts as the visitor comes to it.
    await gallery(1).scrollIntoViewIfNeeded();
    await settled(page);
    await page.waitForTimeout(5000);
    expect(await currentSlide(1)).toBe('1 of 3');
    expect(await gallery(1).locator('[part=rotation]').count()).toBe(0);
  }, 20_000);
});

describe('a carousel with captions (data-design="slider")', () => {
  /** Four pictures, each with a title and a caption (the spec's Image). */
  const LOOKBOOK = JSON.stringify(
    [
      ['tee-black-front', 'The tee', 'Heavyweight cotton, in black.'],
      ['mug-red', 'The mug', 'Glazed stoneware.'],
      ['poster-wall', 'The print', 'A2, framed or not.'],
      ['pen', 'The pen', 'Engraved with a name.'],
    ].map(([name, title, body]) => ({ assetUrl: `/media/products/${name}.svg`, originalSize: '1500x1500', altText: title, title, body })),
  );
  /** A carousel of the lookbook with these further attributes. */
  const carousel = (id: string, attrs = '') =>
    `<div data-sf-widget="gallery" id="${id}" data-images-json="#look" data-design="slider" data-controls data-label="${id}" ${attrs}></div>`;
  /**
   * The opacity each slide's caption is drawn with (its own and its ancestors' in the shadow root multiplied), and whether the
   * slide is the current one.
   */
  const captionOpacities = (id: string) =>
    page.evaluate((i) => {
      const slides = [...document.getElementById(i)!.shadowRoot!.querySelectorAll('[part~=slide]')];
      return slides.map((slide) => {
        let total = 1;
        for (let el: Element | null = slide.querySelector('[part=meta-body]'); el; el = el.parentElement)
          total *= Number(getComputedStyle(el).opacity);
        return [slide.hasAttribute('data-current'), Math.round(total * 100) / 100];
      });
    }, id);

  it('captions keep 4.5 : 1 on every slide, current or faded neighbour, in each position: 0 axe violations before and after moves, and while a hover caption shows', async () => {
    const log = watchConsole(page);
    await serve(
      page,
      '/carousels',
      ownerPage(
        `<script type="application/json" id="look">${LOOKBOOK}</script>` +
          carousel('under') +
          carousel('above', 'data-meta-position="top" data-active-alignment="left"') +
          carousel('over', 'data-meta-position="bottom-left"') +
          carousel('hover', 'data-meta-position="center" data-show-meta-on-hover data-active-alignment="right"'),
      ),
    );
    await page.goto(`${baseUrl()}/carousels`);
    await settled(page);
    const ids = ['under', 'above', 'over', 'hover'];
    for (const id of ids) {
      // Every slide has its caption; the neighbours' pictures are faded, never a caption.
      expect(await gallery(ids.indexOf(id)).locator('[part=meta-title]').allTextContents()).toEqual([
        'The tee',
        'The mug',
        'The print',
        'The pen',
      ]);
      const opacities = await captionOpacities(id);
      expect(
        opacities.map(([, o]) => o),
        id,
      ).toEqual(id == 'hover' ? [0, 0, 0, 0] : [1, 1, 1, 1]);
    }
    expect(await axe(page)).toEqual([]);

    // Moved on: another slide current, the first now a faded neighbour; then to the last (the first two neighbours).
    for (const moves of [1, 2]) {
      for (const id of ids) for (let i = 0; i < moves; i++) await gallery(ids.indexOf(id)).locator('[part=next]').click();
      for (const id of ids) await expect.poll(() => currentSlide(ids.indexOf(id))).toBe(`${moves == 1 ? 2 : 4} of 4`);
      for (const id of ['under', 'above', 'over']) expect((await captionOpacities(id)).map(([, o]) => o)).toEqual([1, 1, 1, 1]);
      expect(await axe(page)).toEqual([]);
    }

    // A caption shown on hover, over a neighbour's faded picture (the slide left of the current one, at the right): at full
    // opacity once shown.
    await gallery(3).locator('[part~=slide]').nth(2).hover();
    await expect.poll(async () => (await captionOpacities('hover'))[2]).toEqual([false, 1]);
    expect(await axe(page)).toEqual([]);
    expect(log.errors).toEqual([]);
  }, 90_000);

  it("at a phone's width too (375 px): 0 axe violations with captions on every slide", async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await serve(page, '/carousel', ownerPage(`<script type="application/json" id="look">${LOOKBOOK}</script>` + carousel('under')));
    await page.goto(`${baseUrl()}/carousel`);
    await settled(page);
    expect(await axe(page)).toEqual([]);
    await gallery().locator('[part=next]').click();
    await expect.poll(() => currentSlide()).toBe('2 of 4');
    expect(await axe(page)).toEqual([]);
  });
});
