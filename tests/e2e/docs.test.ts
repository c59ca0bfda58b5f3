// The docs name the widgets the build ships: the README's list of widget pages and the embed contract's list of names
// equal the loader's manifest (dist/manifest.json, the map the build inlines into storefront.js), and every widget has
// its docs page.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const shipped = Object.keys(JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Record<string, string>)
  .filter((name) => name !== 'runtime')
  .sort();

describe('widget lists in the docs', () => {
  it("the README's widget pages are the loader's widgets", () => {
    const line = readFileSync('README.md', 'utf8').split('\n').find((l) => l.startsWith('- Widgets:'));
    expect(line, 'README.md has a "- Widgets:" line').toBeDefined();
    const listed = [...line!.matchAll(/\(docs\/widgets\/([a-z-]+)\.md\)/g)].map((m) => m[1]!);
    expect([...listed].sort()).toEqual(shipped);
    for (const name of listed) expect(existsSync(`docs/widgets/${name}.md`), name).toBe(true);
  });

  it("the embed contract's widget names are the loader's widgets", () => {
    const text = readFileSync('docs/embed-contract.md', 'utf8');
    const at = text.indexOf('Names: ');
    expect(at, 'docs/embed-contract.md has a "Names: " list').toBeGreaterThan(-1);
    // The list runs to the end of its sentence: `a`, `b` … and `z` (…).
    const sentence = text.slice(at, text.indexOf('.', text.indexOf('`', at + 7) + 1) + 1);
    const names = [...sentence.replace(/\([^)]*\)/g, '').matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    expect([...names].sort()).toEqual(shipped);
  });
});
