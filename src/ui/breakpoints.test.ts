// Spec 001 §9's phone/desktop breakpoint (up to 432 px, from 433 px) is the one every widget's two-step layout
// switches on (src/ui/breakpoints.ts): read from the widgets' CSS as written, and from the demo's reserves that
// mirror it (a reserve that switched elsewhere would move the page as the widget replaced it).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH, OTHER_STEPS, PHONE_MAX_WIDTH } from './breakpoints';

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every width query of a stylesheet's text (`@container (max-width: 432px)`, `@media (min-width: …)`): its condition. */
const widthQueries = (css: string) =>
  [...css.matchAll(/@(container|media)\s*\(\s*((?:max|min)-width:\s*[\d.]+px)\s*\)/g)].map((m) => ({
    rule: m[1]!,
    query: m[2]!.replace(/\s+/g, ' '),
  }));

/** The widgets' style modules and the shared UI's sources (their CSS lives in TypeScript). */
const sources = [
  ...readdirSync(join(root, 'widgets')).flatMap((w) =>
    readdirSync(join(root, 'widgets', w))
      .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\./.test(f))
      .map((f) => `widgets/${w}/${f}`),
  ),
  ...readdirSync(join(root, 'src/ui'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
    .map((f) => `src/ui/${f}`),
];

describe('the phone/desktop breakpoint (spec 001 §9: phone up to 432 px, desktop from 433 px)', () => {
  it("is the spec's", () => {
    expect([PHONE_MAX_WIDTH, DESKTOP_MIN_WIDTH]).toEqual([432, 433]);
  });

  it("every widget's width query is a container query on it, or a listed further step", () => {
    const found = sources.flatMap((file) => widthQueries(read(file)).map((q) => ({ file, ...q })));
    // The cart, the collection and the gallery switch their phone layouts on it today.
    expect(found.filter((q) => q.query == `max-width: ${PHONE_MAX_WIDTH}px`).map((q) => q.file)).toEqual(
      expect.arrayContaining(['widgets/cart/styles.ts', 'widgets/collection/styles.ts', 'widgets/gallery/styles.ts']),
    );
    for (const q of found) {
      expect(q.rule, `${q.file}: ${q.query} (a widget lays out by its own width, not the window's)`).toBe('container');
      const other = OTHER_STEPS.some((s) => s.file == q.file && s.query == q.query);
      if (!other)
        expect([`max-width: ${PHONE_MAX_WIDTH}px`, `min-width: ${DESKTOP_MIN_WIDTH}px`], `${q.file}: ${q.query}`).toContain(q.query);
    }
  });

  it('every further step is still there, and documented', () => {
    const docs = read('docs/embed-contract.md');
    for (const s of OTHER_STEPS) {
      expect(widthQueries(read(s.file)).map((q) => q.query)).toContain(s.query);
      expect(docs).toContain(s.query.replace('min-width: ', '').replace('max-width: ', ''));
    }
  });

  it("the demo's gallery reserve switches where the gallery does", () => {
    expect(widthQueries(read('demo/assets/gallery.css'))).toEqual([{ rule: 'container', query: `max-width: ${PHONE_MAX_WIDTH}px` }]);
  });

  it("the demo's product-element reserve (its fallback laid out as the element) switches where the element does", () => {
    const product = widthQueries(read('widgets/product/styles.ts'));
    expect(product).toEqual([{ rule: 'container', query: 'min-width: 640px' }]);
    expect(widthQueries(read('demo/assets/store.css'))).toContainEqual(product[0]);
  });
});
