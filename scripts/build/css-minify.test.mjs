import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssMinify, minifyCssText } from './css-minify.mjs';

const run = (code, id = '/p/src/ui/x.ts') => cssMinify().transform(code, id)?.code ?? null;

describe('the build\'s CSS minifier (Lightning CSS on `…Css` template literals)', () => {
  it('minifies a stylesheet: comments, white space, zeros, colours, quotes in attribute selectors', () => {
    expect(minifyCssText(['/* note */\n.a > .b {\n  padding: 0.5em;\n  color: #ffffff;\n}\n[data-state="added"] { margin: 0 0 0 0 }\n'], []))
      .toBe('.a>.b{color:#fff;padding:.5em}[data-state=added]{margin:0}');
  });

  it('keeps large integers exactly, inside var() fallbacks too (Lightning CSS alone rounds them as floats)', () => {
    expect(minifyCssText(['.p { z-index: var(--sf-z, 2147483000); } .d { z-index: 2147483001 }'], [])).toBe(
      '.p{z-index:var(--sf-z,2147483000)}.d{z-index:2147483001}',
    );
  });

  it('keeps interpolations, between rules and inside values', () => {
    expect(minifyCssText(['', '\n.t { margin: ', 'px auto 16px; }\n'], ['formFieldsCss', 'TOP_PX'])).toBe('${formFieldsCss}.t{margin:${TOP_PX}px auto 16px}');
  });

  it('rewrites only `…Css` template literals, keeps the other code and the line count', () => {
    const code = "const note = `a { color: red }`;\n// const fakeCss = `.x { color: red }`\nexport const cardCss = `.card {\n  color: red;\n}`;\nexport const n = 1;\n";
    const out = run(code);
    expect(out).toContain('const note = `a { color: red }`;');
    expect(out).toContain('// const fakeCss = `.x { color: red }`');
    expect(out).toContain('export const cardCss = `.card{color:red}`');
    expect(out.split('\n').length).toBe(code.split('\n').length);
  });

  it('leaves files outside src/ and widgets/ alone, and fails the build on CSS it cannot read', () => {
    expect(run('export const aCss = `.a { color: red }`;', '/p/loader/index.ts')).toBeNull();
    expect(() => run('export const aCss = `.a { color: red; }} @media (min-width: { }`;')).toThrow();
  });

  // The minifier reads template literals only: a sheet written `statusCss + \`…\`` ships its CSS unminified. A shared
  // sheet goes in as `${statusCss}`.
  it('every `…Css` the widgets and src/ declare is a template literal it can reach', () => {
    const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : /\.tsx?$/.test(d.name) && !/\.test\./.test(d.name) ? [join(dir, d.name)] : []));
    const declared = [...files('src'), ...files('widgets')].flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/export const (\w+Css)\s*=\s*(\S)/g)].map((m) => `${f}: ${m[1]} = ${m[2]}`));
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((d) => !d.endsWith('= `'))).toEqual([]);
  });
});
