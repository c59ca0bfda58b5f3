// The catalogue is split into areas (src/i18n/strings/<area>.ts): the runtime carries only the core area, every other
// area travels with the code that imports it. These checks keep the split honest, on the source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas, defaultStrings } from './strings';
import { keys } from './strings/keys';

const root = resolve(__dirname, '../..');

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) out.push(path.split(sep).join('/'));
  }
  return out;
}

/** The source without comments (a `t(key)` in a comment is not a call). Strings holding `//` keep it after a quote or `:`. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\w])\/\/.*$/gm, '$1');

/** Every module a file imports (static, side-effect-only, dynamic), with the names it takes (`{ a, b as c }` → a, b). */
function importsOf(source: string): { spec: string; names: string[] }[] {
  const found: { spec: string; names: string[] }[] = [];
  const pattern = /(?:^|[\s;])import\s+(?:type\s+)?(?:([^'";]*?)\s*from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(pattern)) {
    const names =
      /\{([^}]*)\}/
        .exec(m[1] ?? '')?.[1]
        ?.split(',')
        .map((n) => n.trim().split(/\s+/)[0]!)
        .filter(Boolean) ?? [];
    found.push({ spec: (m[2] ?? m[3])!, names });
  }
  return found;
}

/** The repository path a relative specifier names, without extension (`../i18n` from src/product/x.ts → src/i18n). */
function resolveLocal(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(file), spec))
    .split(sep)
    .join('/')
    .replace(/\.tsx?$/, '');
}

/**
 * The string literals in the first argument of every `t(…)` call: `t('a', vars)` → [['a']], `t(x ? 'a' : 'b')` →
 * [['a', 'b']]; literals compared with (`k == 'x'`) are skipped. A call whose key is no literal gives [] (the check below then fails: it cannot tell the area).
 */
function tCalls(source: string): string[][] {
  const calls: string[][] = [];
  const code = withoutComments(source);
  for (const m of code.matchAll(/(?<![\w$])t\(/g)) {
    let depth = 0;
    let i = m.index + m[0].length;
    let arg = '';
    for (; i < code.length; i++) {
      const c = code[i]!;
      if (c === "'" || c === '"' || c === '`') {
        const end = code.indexOf(c, i + 1);
        arg += code.slice(i, end + 1);
        i = end;
        continue;
      }
      if (depth === 0 && (c === ',' || c === ')')) break;
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      arg += c;
    }
    // A literal compared with (`p.kind == 'gift-card' ? …`) is no key.
    const keys = arg.replace(/[!=]==?\s*('[^']*'|"[^"]*")|('[^']*'|"[^"]*")\s*[!=]==?/g, '');
    calls.push([...keys.matchAll(/'([^']*)'|"([^"]*)"/g)].map((s) => (s[1] ?? s[2])!));
  }
  return calls;
}

const areaOf = new Map<string, string>();
for (const [area, strings] of Object.entries(areas)) for (const key of Object.keys(strings)) areaOf.set(key, area);

describe('the string areas', () => {
  it('the catalogue holds every area module, and each key is in exactly one area', () => {
    const modules = readdirSync(join(root, 'src/i18n/strings')).filter((f) => !['index.ts', 'keys.ts'].includes(f));
    expect(modules.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(areas).sort());
    const all = Object.values(areas).flatMap((strings) => Object.keys(strings));
    expect(all.length).toBe(new Set(all).size);
    expect(all.sort()).toEqual(Object.keys(defaultStrings).sort());
  });

  it('strings/keys.ts lists every key of every area, once', () => {
    expect([...keys].sort()).toEqual(Object.keys(defaultStrings).sort());
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('each area but the core registers its defaults when it loads (src/i18n registers the core)', () => {
    for (const area of Object.keys(areas)) {
      const source = readFileSync(join(root, `src/i18n/strings/${area}.ts`), 'utf8');
      if (area === 'core') expect(source, area).not.toMatch(/registerStrings/);
      else expect(source, area).toMatch(/^registerStrings\(\w+\);$/m);
    }
    expect(readFileSync(join(root, 'src/i18n/index.ts'), 'utf8')).toMatch(/^registerStrings\(coreStrings\);$/m);
  });

  it('docs/strings.md lists each key under the heading naming its area module', () => {
    const doc = readFileSync(join(root, 'docs/strings.md'), 'utf8');
    const table = doc.slice(doc.indexOf('## Keys'));
    let heading = '';
    const seen = new Set<string>();
    for (const line of table.split('\n')) {
      if (line.startsWith('| **')) heading = line;
      const key = /^\| `(\w+)` \|/.exec(line)?.[1];
      if (!key) continue;
      seen.add(key);
      expect(heading, key).toContain(`\`strings/${areaOf.get(key)}.ts\``);
    }
    expect([...seen].sort()).toEqual(Object.keys(defaultStrings).sort());
    for (const area of Object.keys(areas)) expect(doc, area).toContain(`| \`src/i18n/strings/${area}.ts\` |`);
  });

  it('finds the t calls it checks (guards the checker itself)', () => {
    const source = `const t = useT();\n// t('inComment')\nconst a = t('one', { n: f(1, 2) }) + t(x ? 'two' : "three") + t(key) + set('no') + api.t('seven') + at('no');\nt(k === 'x' ? 'four' : 'y' != k ? 'five' : 'six');`;
    expect(tCalls(source)).toEqual([['one'], ['two', 'three'], [], ['seven'], ['four', 'five', 'six']]);
    expect(importsOf(`import { a, t as b } from '../i18n';\nimport '../i18n/strings/cart';\nimport type { C } from './c';`)).toEqual([
      { spec: '../i18n', names: ['a', 't'] },
      { spec: '../i18n/strings/cart', names: [] },
      { spec: './c', names: ['C'] },
    ]);
  });

  it("a module that calls t('key') imports the key's area module itself (the core area comes with src/i18n)", () => {
    const problems: string[] = [];
    let checked = 0;
    for (const file of ['src', 'widgets', 'loader'].flatMap(files)) {
      const source = readFileSync(join(root, file), 'utf8');
      const imports = importsOf(source).map((i) => ({ ...i, local: resolveLocal(file, i.spec) }));
      for (const literals of tCalls(source)) {
        checked++;
        if (!literals.length) problems.push(`${file}: t(…) with a key that is not a string literal`);
        for (const key of literals) {
          const area = areaOf.get(key);
          if (!area) problems.push(`${file}: t('${key}'): no area holds this key`);
          else if (area !== 'core' && !imports.some((i) => i.local === `src/i18n/strings/${area}`)) {
            problems.push(`${file}: t('${key}') needs import '…/i18n/strings/${area}'`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});
