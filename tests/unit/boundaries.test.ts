// DESIGN.md §3's boundaries, checked on the source: a change that crosses one fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every module specifier a file imports (static, dynamic, re-exports), with whether the import is type-only. */
export function importsOf(source: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  const pattern = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(pattern)) found.push({ spec: (m[3] ?? m[4])!, typeOnly: Boolean(m[2]) });
  return found;
}

function resolveLocal(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(file), spec)).split(sep).join('/');
}

const sources = ['loader', 'src', 'widgets'].flatMap(files);
const imports = sources.flatMap((file) =>
  importsOf(readFileSync(join(root, file), 'utf8')).map((i) => ({ file, ...i, local: resolveLocal(file, i.spec) })),
);

describe('architecture boundaries (DESIGN.md §3)', () => {
  it('finds the imports it checks (guards the checker itself)', () => {
    expect(importsOf(`import { a } from 'zustand';\nimport type { B } from "./b";\nexport { c } from '../c';\nconst m = import('./d');`)).toEqual([
      { spec: 'zustand', typeOnly: false },
      { spec: './b', typeOnly: true },
      { spec: '../c', typeOnly: false },
      { spec: './d', typeOnly: false },
    ]);
    expect(imports.some((i) => i.spec === 'zustand/vanilla')).toBe(true);
  });

  it('the loader imports no React, zustand or runtime code (types only)', () => {
    const bad = imports.filter((i) => i.file.startsWith('loader/') && !i.typeOnly);
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('a widget never imports another widget', () => {
    const bad = imports.filter((i) => {
      if (!i.file.startsWith('widgets/') || !i.local?.startsWith('widgets/')) return false;
      return i.local.split('/')[1] !== i.file.split('/')[1];
    });
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('only src/api talks HTTP: ky is imported in src/api alone, and fetch is called only for the instalment popup\'s provider page', () => {
    const kyImports = imports.filter((i) => /^ky(\/|$)/.test(i.spec) && !i.typeOnly);
    expect(kyImports.map((i) => i.file)).toEqual(['src/api/transport.ts']);
    expect(imports.filter((i) => /^ky(\/|$)/.test(i.spec) && !i.file.startsWith('src/api/')).map((i) => i.file)).toEqual([]);
    // The popup's page is the buy-now-pay-later provider's static HTML (no cookies, no retries), not the platform's API.
    const callers = sources.filter((file) => /(^|[^\w.])fetch\(/.test(readFileSync(join(root, file), 'utf8')));
    expect(callers).toEqual(['widgets/instalment-pill/Popup.tsx']);
    // Other HTTP client libraries would bypass the transport's timeout, retry and CSRF rules.
    const bad = imports.filter((i) => /^(axios|ofetch|wretch)(\/|$)/.test(i.spec));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('only src/ui imports focus-trap and body-scroll-lock', () => {
    const bad = imports.filter((i) => /^(focus-trap|body-scroll-lock)/.test(i.spec) && !i.file.startsWith('src/ui/'));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('React is used only by src/ui and widgets (the rest of the core is framework-free)', () => {
    const bad = imports.filter(
      (i) => /^(react|react-dom|preact)(\/|$)/.test(i.spec) && !i.file.startsWith('src/ui/') && !i.file.startsWith('widgets/'),
    );
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('shipped code imports React by its own names only (the build maps them to preact/compat), never preact itself', () => {
    const react = imports.filter((i) => /^(react|react-dom|preact)(\/|$)/.test(i.spec) && !i.typeOnly);
    expect(react.length).toBeGreaterThan(3);
    expect(react.filter((i) => !['react', 'react-dom', 'react-dom/client'].includes(i.spec)).map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('widgets import no libraries that bypass the core (zustand)', () => {
    const bad = imports.filter((i) => i.file.startsWith('widgets/') && /^zustand(\/|$)/.test(i.spec));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });
});
