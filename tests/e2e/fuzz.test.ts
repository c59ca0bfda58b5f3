// Fuzzing in the browser (docs/security.md, "Fuzzing"): one page with 200 random attribute sets for every widget
// (2,000 elements, made with the generators of tests/unit/fuzzInputs.ts, a fixed seed) among good neighbours. Nothing
// reaches the page as an uncaught error; every element either runs with no console error or keeps its fallback with
// exactly one console error naming it; every good neighbour renders.
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../mock-server/seed';
import { attributeSet, WIDGETS } from '../unit/fuzzInputs';
import { baseUrl, ownerPage, type PageWindow, scrollThrough, serve, useBrowser, watchConsole } from './browser';

const PER_WIDGET = Number(process.env.FUZZ_BROWSER_RUNS) || 200;
/** Change it to explore; a failure names it. */
const SEED = Number(process.env.FUZZ_SEED) || 20261125;

const browserOf = useBrowser();
let page: Page;
beforeEach(async () => {
  page = await browserOf().context.newPage();
  return () => page.close();
});

const GOOD = [
  { id: 'good-pill', widget: 'cart-pill', attrs: {}, state: 'hidden' },
  { id: 'good-status', widget: 'product-status', attrs: { 'data-product-id': 'p-tee' }, state: 'ready' },
  { id: 'good-atc', widget: 'add-to-cart', attrs: { 'data-product-id': 'p-poster' }, state: 'idle' },
  { id: 'good-form', widget: 'site-form', attrs: { 'data-form-id': 'f-contact' }, state: 'idle' },
];

describe('random attribute sets in Chromium', () => {
  it(`${PER_WIDGET} per widget on one page: no uncaught error, one console error per bad element, the good ones render`, async () => {
    const elements: { id: string; widget: string; attrs: Record<string, string> }[] = [];
    const sets = fc.sample(attributeSet, { numRuns: PER_WIDGET * WIDGETS.length, seed: SEED });
    WIDGETS.forEach((widget, w) => {
      for (let i = 0; i < PER_WIDGET; i++) {
        // The page's own inline handlers are not the SDK's business.
        const { onclick: _, id: __, ...attrs } = sets[w * PER_WIDGET + i]!;
        elements.push({ id: `f-${w}-${i}`, widget, attrs });
      }
    });
    const catalog = seedCatalog();
    const inline = {
      'good-product': JSON.stringify(catalog.products[0]),
      'good-form': JSON.stringify(catalog.forms[0]),
      'bad-json': '{"id": "p-1", ',
      array: '[1,2,3]',
      deep: '['.repeat(5000) + ']'.repeat(5000),
      proto: '{"__proto__":{"polluted":1},"id":"p","structuredContent":{"__proto__":{"polluted":1}}}',
    };
    // Built with the DOM from JSON, so every generated string (lone surrogates too) reaches the attribute as it is.
    const payload = JSON.stringify({ elements, good: GOOD, inline }).replace(/</g, '\\u003c');
    const build = `<script>(() => {
      const { elements, good, inline } = ${payload};
      for (const [id, text] of Object.entries(inline)) {
        const s = document.createElement('script'); s.type = 'application/json'; s.id = id; s.textContent = text; document.head.append(s);
      }
      const add = ({ id, widget, attrs }) => {
        const el = document.createElement('div');
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        el.setAttribute('data-sf-widget', widget);
        el.id = id;
        el.innerHTML = '<a href="/shop">Fallback</a>';
        document.querySelector('main').append(el);
      };
      add(good[0]); add(good[1]);
      elements.forEach(add);
      add(good[2]); add(good[3]);
    })()</script>`;
    const log = watchConsole(page);
    const uncaught: string[] = [];
    page.on('pageerror', (e) => uncaught.push(e.message));
    await serve(page, '/fuzz', ownerPage(build));
    await page.goto(`${baseUrl()}/fuzz`);
    await page.waitForFunction(() => (window as PageWindow).Storefront?.ready);
    await page.evaluate(() => (window as PageWindow).Storefront.ready);
    // Read down to the end: the widgets far down mount as the visitor comes near (docs/architecture.md).
    await scrollThrough(page, { settle: false });
    // Settled: no element still loading (a random product id is a 404 away), then a moment for the last reports.
    await page.waitForFunction(() => !document.querySelector('[data-sf-state=loading]'), null, { timeout: 30_000 });
    await page.waitForTimeout(500);

    const seen = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-sf-widget]')].map((el) => {
        const shadow = el.shadowRoot;
        const fallbackShows =
          !!el.querySelector('a') && (!shadow || (shadow.childNodes.length == 1 && (shadow.firstChild as Element).localName == 'slot'));
        return { id: el.id, state: el.getAttribute('data-sf-state'), fallbackShows, rendered: !!shadow && !fallbackShows };
      }),
    );
    expect(uncaught).toEqual([]);
    expect((await page.evaluate<Record<string, unknown>>(() => ({})))['polluted']).toBeUndefined();
    expect(await page.evaluate(() => (Object.prototype as Record<string, unknown>)['polluted'] ?? null)).toBeNull();

    // The SDK's console errors, each naming its element (the browser's own "Failed to load resource" lines are not).
    const sdkErrors = log.errors.filter((e) => e.startsWith('[storefront]'));
    const others = log.errors.filter(
      (e) => !e.startsWith('[storefront]') && !e.startsWith('Failed to load resource') && !e.startsWith('pageerror'),
    );
    expect(others).toEqual([]);
    const errorsOf = new Map<string, number>();
    for (const e of sdkErrors) {
      const id = / id="(f-\d+-\d+|good-[a-z]+)"/.exec(e)?.[1];
      expect(id, `a console error names its element: ${e.slice(0, 200)}`).toBeDefined();
      errorsOf.set(id!, (errorsOf.get(id!) ?? 0) + 1);
    }
    let bad = 0;
    for (const el of seen) {
      const errors = errorsOf.get(el.id) ?? 0;
      if (errors) {
        bad++;
        expect([el.id, errors, el.fallbackShows]).toEqual([el.id, 1, true]);
      } else expect([el.id, el.rendered]).toEqual([el.id, true]);
    }
    for (const g of GOOD) expect([g.id, seen.find((s) => s.id == g.id)?.state, errorsOf.get(g.id) ?? 0]).toEqual([g.id, g.state, 0]);
    expect(seen).toHaveLength(elements.length + GOOD.length);
    // Both kinds happened, in numbers worth the name.
    expect(bad).toBeGreaterThan(elements.length / 4);
    expect(seen.length - bad).toBeGreaterThan(elements.length / 20);
    console.info(
      `[fuzz] browser: ${elements.length} random elements, ${bad} refused or failed (one console error each), ${seen.length - bad - GOOD.length} ran, 0 uncaught`,
    );
  }, 120_000);
});
