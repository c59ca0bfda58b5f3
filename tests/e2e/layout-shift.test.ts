// The layout-shift budget, "CLS 0 on every demo page" (docs/performance.md, "Budgets"). Every page under demo/ (found
// on disk, so a new page is measured without being listed), at a phone's width and a desktop's, loaded with an empty
// cart: the layout shifts Chromium reports from navigation, through a read down to the page's end (the widgets far down
// mount as it comes near), until every widget has rendered and every picture has arrived add up to 0. The pages hold each widget's place while its fallback shows (docs/embed-contract.md, "No layout
// shift"); the SDK keeps a fallback laid out as the page styles it (data-sf-fallback) and swaps it for the widget in
// one frame.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, type PageWindow, scrollThrough, useBrowser, widgetsSettled } from './browser';

const browserOf = useBrowser();
const demo = resolve(import.meta.dirname, '../../demo');

/** demo/index.html → /, demo/cart.html → /cart, demo/products/tee.html → /products/tee. */
function demoPaths(dir = demo): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : demoPaths(file);
    if (!entry.name.endsWith('.html')) return [];
    const path = '/' + relative(demo, file).replace(/\.html$/, '');
    return [path === '/index' ? '/' : path];
  });
}

const PATHS = demoPaths().sort();

/** The page's window, with the layout shifts recordShifts has kept. */
type ShiftsWindow = PageWindow<{ __shifts: { value: number; sources: string }[] }>;

/** Every shift so far, as `value: the shifted nodes' names` (nodes in a widget's shadow root named by the widget). */
function recordShifts() {
  const w = window as ShiftsWindow;
  w.__shifts = [];
  const name = (n: Node | null | undefined) => {
    if (!n) return '?';
    if (!(n instanceof Element)) return n.nodeName;
    const root = n.getRootNode();
    const inWidget = root instanceof ShadowRoot ? `@${root.host.getAttribute('data-sf-widget')}` : '';
    return `${n.localName}${n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : ''}${inWidget}`;
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (e.hadRecentInput) continue;
      w.__shifts.push({
        value: e.value,
        sources: e.sources
          .map(
            (s) =>
              `${name(s.node)} ${Math.round(s.previousRect.y)}+${Math.round(s.previousRect.height)} → ${Math.round(s.currentRect.y)}+${Math.round(s.currentRect.height)}`,
          )
          .join(', '),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Every widget has rendered or given up (none loading, none unmounted yet), and every picture, in a shadow root too, has arrived. */
const settled = (page: Page) =>
  page.waitForFunction(
    () => {
      const hosts = [...document.querySelectorAll('[data-sf-widget]')];
      if (!hosts.every((el) => !['loading', null].includes(el.getAttribute('data-sf-state')))) return false;
      const images = [...document.images, ...hosts.flatMap((el) => [...(el.shadowRoot?.querySelectorAll('img') ?? [])])];
      // A lazy picture below the fold is not fetched until a visitor scrolls to it: its place is held by its size.
      return images.every((img) => img.complete || img.loading === 'lazy');
    },
    null,
    { timeout: 10_000 },
  );

let page: Page;
beforeAll(async () => {
  await browserOf().context.addInitScript(recordShifts);
  page = await browserOf().context.newPage();
});
afterAll(() => page.close());

describe('layout shift on the demo pages', () => {
  it('finds the demo pages on disk', () => {
    expect(PATHS).toContain('/');
    expect(PATHS).toContain('/products/tee');
    expect(PATHS.length).toBeGreaterThan(15);
  });

  for (const width of [375, 1280]) {
    it(`CLS 0 on every demo page at ${width} px, and none wider than the window`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const found: Record<string, string[]> = {};
      for (const path of PATHS) {
        await page.goto(`${baseUrl()}${path}`);
        await page.evaluate(() => (window as PageWindow).Storefront?.ready);
        // The first screen settles, then a visitor reads down to the end: what mounts as it comes near (docs/architecture.md,
        // "How a page loads") must move nothing in view either.
        await widgetsSettled(page).catch((error) => {
          throw new Error(`${path}'s first screen did not settle at ${width} px: ${(error as Error).message}`);
        });
        await scrollThrough(page);
        await settled(page).catch((error) => {
          throw new Error(`${path} did not settle at ${width} px: ${(error as Error).message}`);
        });
        // Two frames after the last render, so a late shift (a font, the after-load chunk) is reported too.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.waitForTimeout(150);
        const shifts = await page.evaluate(() => (window as ShiftsWindow).__shifts);
        if (shifts.length) found[path] = shifts.map((s) => `${s.value.toFixed(4)}: ${s.sources}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) (found[path] ??= []).push(`${overflow} px wider than the window`);
      }
      expect(found).toEqual({});
    });
  }
});
