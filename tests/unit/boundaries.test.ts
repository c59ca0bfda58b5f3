// The boundaries of docs/architecture.md ("Boundaries"), checked on the source: a change that crosses one fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

function files(dir: string, withTests = false): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...files(path, withTests));
    else if (/\.(ts|tsx)$/.test(name) && (withTests || !/\.(test|stories)\.tsx?$/.test(name))) out.push(path);
  }
  return out;
}

/** Every module specifier a file imports (static, dynamic, re-exports), with whether the import is type-only. */
export function importsOf(source: string): { spec: string; typeOnly: boolean }[] {
  const found: { spec: string; typeOnly: boolean }[] = [];
  // Comments name imports too ("loaded by `import('./trap')`"): they are not imports.
  source = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;])\/\/.*$/gm, '$1');
  const pattern = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of source.matchAll(pattern)) found.push({ spec: (m[3] ?? m[4])!, typeOnly: Boolean(m[2]) });
  return found;
}

/** The names each import statement brings in (`import { a, type B as C } from 'x'` → ['a', 'type B']). */
export function namedImportsOf(source: string): { spec: string; typeOnly: boolean; names: string[] }[] {
  source = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;])\/\/.*$/gm, '$1');
  return [...source.matchAll(/(?:^|[\s;])import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)].map((m) => ({
    spec: m[3]!,
    typeOnly: Boolean(m[1]),
    names: m[2]!
      .split(',')
      .map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  }));
}

function resolveLocal(file: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  return relative(root, resolve(root, dirname(file), spec))
    .split(sep)
    .join('/');
}

const sources = ['loader', 'src', 'widgets', 'react'].flatMap((dir) => files(dir));

/** The file a relative specifier names: `./x` is x.ts, x.tsx or x/index.ts(x). */
function resolveFile(file: string, spec: string): string | null {
  const base = resolveLocal(file, spec);
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(join(root, c))) ?? null;
}

/**
 * Every import cycle among the given files (type-only imports count: a cycle of types still ties two modules so that
 * neither can be understood or moved alone). Each cycle is reported once, as the path from its first file back to it.
 */
export function cyclesIn(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const key = [...cycle].sort().join('|');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push([...cycle, next]);
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}
const imports = sources.flatMap((file) =>
  importsOf(readFileSync(join(root, file), 'utf8')).map((i) => ({ file, ...i, local: resolveLocal(file, i.spec) })),
);

describe('architecture boundaries (docs/architecture.md)', () => {
  it('finds the imports it checks (guards the checker itself)', () => {
    expect(
      importsOf(
        `import { a } from 'zustand';\nimport type { B } from "./b";\nexport { c } from '../c';\nconst m = import('./d'); // not import('./e')\n/* nor import('./f') */`,
      ),
    ).toEqual([
      { spec: 'zustand', typeOnly: false },
      { spec: './b', typeOnly: true },
      { spec: '../c', typeOnly: false },
      { spec: './d', typeOnly: false },
    ]);
    expect(imports.some((i) => i.spec === 'zustand/vanilla')).toBe(true);
    expect(namedImportsOf(`import { a, type B as C } from './x';\nimport type { D } from "../y"; // import { e } from './z'`)).toEqual([
      { spec: './x', typeOnly: false, names: ['a', 'type B'] },
      { spec: '../y', typeOnly: true, names: ['D'] },
    ]);
  });

  it('the loader imports no React, zustand or runtime code: of src/, types and the contract module (src/contract.ts, which imports nothing)', () => {
    // What the loader imports is inlined into it (dist/storefront.js). The rules it shares with the runtime (the product
    // URLs, the ids a request carries, a collection's page size, the id rule, the site-user header, the tab's token
    // read) are in src/contract.ts, which imports nothing, not even types: anything it imported would come with it.
    // Each import is resolved to its file (a specifier has no extension), so any other module fails here.
    const code = imports.filter((i) => i.file.startsWith('loader/') && !i.typeOnly);
    expect([...new Set(code.map((i) => `${i.file} → ${resolveFile(i.file, i.spec) ?? i.spec}`))]).toEqual([
      'loader/index.ts → src/contract.ts',
    ]);
    expect(imports.filter((i) => i.file == 'src/contract.ts').map((i) => i.spec)).toEqual([]);
  });

  it('a widget never imports another widget', () => {
    // The widget folder an import lands in, if any (`widgets/<name>/…`), whether or not the file exists.
    const widgetOf = (path: string | null) => /^widgets\/([^/]+)\//.exec(path ?? '')?.[1];
    const crosses = (i: { file: string; spec: string }) => {
      const to = widgetOf(resolveLocal(i.file, i.spec));
      return to !== undefined && to !== widgetOf(i.file);
    };
    // Guards the check itself: it tells another widget's module from the widget's own, and sees the widgets' imports.
    expect([
      crosses({ file: 'widgets/cart/Cart.tsx', spec: '../add-to-cart/machine' }),
      crosses({ file: 'widgets/cart/Cart.tsx', spec: './styles' }),
    ]).toEqual([true, false]);
    expect(imports.filter((i) => widgetOf(i.file) && widgetOf(i.local) == widgetOf(i.file)).length).toBeGreaterThan(10);
    const bad = imports.filter((i) => widgetOf(i.file) && crosses(i));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it("only src/api talks HTTP: ky is imported in src/api alone, and fetch is called only for the instalment provider's page, the telemetry services and the loader's early product request", () => {
    const kyImports = imports.filter((i) => /^ky(\/|$)/.test(i.spec) && !i.typeOnly);
    expect(kyImports.map((i) => i.file)).toEqual(['src/api/transport.ts']);
    expect(imports.filter((i) => /^ky(\/|$)/.test(i.spec) && !i.file.startsWith('src/api/')).map((i) => i.file)).toEqual([]);
    // The widget build compiles ky's upload and download progress out (rollup.config.mjs, KY_CHECKS): an SDK call that
    // asked for progress would silently get none.
    expect(sources.filter((file) => /on(Upload|Download)Progress/.test(readFileSync(join(root, file), 'utf8')))).toEqual([]);
    // The popup's page is the buy-now-pay-later provider's static HTML (no cookies, no retries), not the platform's API:
    // src/api/instalments.ts fetches it plainly. Telemetry that may outlive the page goes by sendBeacon, else by a
    // keepalive POST whose status decides whether it counts as sent (src/api/beacon.ts: analytics, performance records).
    // No widget and no src/ui file calls fetch.
    const callers = sources.filter((file) => /(^|[^\w.])fetch\(/.test(readFileSync(join(root, file), 'utf8')));
    // The performance collector's settings call (src/api/performance.ts) is plain too: a 30 s timeout of its own. The
    // loader asks for a product widget's product before the runtime chunk is here; the runtime takes a good answer, or
    // asks again through the API client (src/data/products.ts, takeEarlyProducts).
    // The census (src/api/census.ts) is telemetry too: a plain keepalive POST, none of the client's retries or mapping.
    expect(callers.sort()).toEqual([
      'loader/index.ts',
      'src/api/beacon.ts',
      'src/api/census.ts',
      'src/api/instalments.ts',
      'src/api/performance.ts',
    ]);
    // Other HTTP client libraries would bypass the transport's timeout, retry and CSRF rules.
    const bad = imports.filter((i) => /^(axios|ofetch|wretch)(\/|$)/.test(i.spec));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('src/ui sends no request: from src/api it takes error guards (is…) and types only', () => {
    const bad = sources
      .filter((file) => file.startsWith('src/ui/'))
      .flatMap((file) =>
        namedImportsOf(readFileSync(join(root, file), 'utf8'))
          .filter((i) => resolveLocal(file, i.spec)?.startsWith('src/api/') && !i.typeOnly)
          .flatMap((i) => i.names.filter((n) => !/^(is[A-Z]\w*|type \w+)$/.test(n)).map((n) => `${file} → ${n} from ${i.spec}`)),
      );
    expect(bad).toEqual([]);
  });

  it('platform data is read through the data layer (src/data: loaded once per runtime), never by a widget or src/ui itself', () => {
    // The reads that are loaded once and shared. (The stock check is never cached, stock moves: src/forms/stockCheck.ts.)
    const owners: Record<string, string[]> = {
      fetchProduct: ['src/data/products.ts'],
      fetchFormDefinition: ['src/data/forms.ts'],
      fetchFormSchema: ['src/data/forms.ts'],
      fetchModalPage: ['src/data/instalments.ts'],
      fetchStock: ['src/forms/stockCheck.ts'],
    };
    const users: Record<string, string[]> = {};
    for (const file of sources.filter((f) => !f.startsWith('src/api/')))
      for (const i of namedImportsOf(readFileSync(join(root, file), 'utf8')))
        for (const n of i.names) if (owners[n]) (users[n] ||= []).push(file);
    expect(users).toEqual(owners);
  });

  it('only src/ui imports focus-trap and body-scroll-lock', () => {
    const bad = imports.filter((i) => /^(focus-trap|body-scroll-lock)/.test(i.spec) && !i.file.startsWith('src/ui/'));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('React is used only by src/ui, widgets and the React package (react/; the rest of the core is framework-free)', () => {
    const bad = imports.filter(
      (i) =>
        /^(react|react-dom|preact)(\/|$)/.test(i.spec) &&
        !i.file.startsWith('src/ui/') &&
        !i.file.startsWith('widgets/') &&
        !i.file.startsWith('react/'),
    );
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('the core (src/) never imports a widget: only the React package (react/, beside the loader) does, and nothing shipped imports it', () => {
    const resolved = (i: { file: string; spec: string }) => resolveLocal(i.file, i.spec) ?? i.spec;
    // Every arrow points down: the loader and react/ stand above widgets/, which stand above src/.
    const coreIntoWidgets = imports.filter((i) => i.file.startsWith('src/') && resolved(i).startsWith('widgets/'));
    expect(coreIntoWidgets.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
    expect(imports.filter((i) => i.file.startsWith('react/') && resolved(i).startsWith('widgets/')).length).toBeGreaterThan(0);
    const intoReact = imports.filter((i) => !i.file.startsWith('react/') && resolveLocal(i.file, i.spec)?.startsWith('react/'));
    expect(intoReact.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('shipped code imports React by its own names only (the build maps them to preact/compat), never preact itself', () => {
    const react = imports.filter((i) => /^(react|react-dom|preact)(\/|$)/.test(i.spec) && !i.typeOnly);
    expect(react.length).toBeGreaterThan(3);
    expect(react.filter((i) => !['react', 'react-dom', 'react-dom/client'].includes(i.spec)).map((i) => `${i.file} → ${i.spec}`)).toEqual(
      [],
    );
  });

  it('widgets import no libraries that bypass the core (zustand)', () => {
    const bad = imports.filter((i) => i.file.startsWith('widgets/') && /^zustand(\/|$)/.test(i.spec));
    expect(bad.map((i) => `${i.file} → ${i.spec}`)).toEqual([]);
  });

  it('shipped code keeps no configuration or data in module variables, and exports nothing for tests only', () => {
    const read = (file: string) => readFileSync(join(root, file), 'utf8');
    // Top-level `let`/`var`, and top-level mutable collections.
    const state = sources.flatMap((file) =>
      [
        ...read(file).matchAll(
          /^(?:export\s+)?(?:(?:let|var)\s+(\w+)|const\s+(\w+)(?::[^=]+)?\s*=\s*(?:new\s+(?:Map|Set|WeakMap|WeakSet)\b|Object\.create\(null\)))/gm,
        ),
      ].map((m) => `${file}: ${m[1] ?? m[2]}`),
    );
    expect(state.sort()).toEqual(
      [
        // The string catalogue's defaults, registered by each area's module as it loads: code, not configuration.
        'src/i18n/registry.ts: defaults',
        // Spec 001 §8's English fallbacks that differ from the defaults, registered the same way: code too.
        'src/i18n/registry.ts: fallbacks',
        // Which containers hold a captcha, whichever controller rendered it (a property of the page's DOM).
        'src/forms/captcha/controller.ts: rendered',
        // One constructable stylesheet per CSS text, shared by every shadow root of the page.
        'src/ui/stylesheet.ts: cache',
        // The SDK's Trusted Types policy: a page has one policy per name (a second createPolicy would throw).
        'src/dom/trustedScriptUrl.ts: policy',
        // Store notifications delivered in this animation frame: a frame is the page's, whichever runtime renders into it.
        'src/ui/frameBudget.ts: budget',
        // Per runtime (a WeakMap keyed by it: the runtime's own state, gone with it): the products asked for one at a
        // time in this task, asked for together in a microtask.
        'src/data/products.ts: soon',
        // Per runtime (keyed by its `once`): the product items answered so far, read without waiting by a widget that
        // mounts after its product arrived.
        'src/data/products.ts: answered',
        // Per runtime (keyed by its `once`): the main product's visit waiting for the runtime's after-load run.
        'src/telemetry/analytics.ts: waiting',
        // This tab's accounts (each runtime's, while it lives): a refusal of this tab's own missing token is this tab's alone.
        'src/account/channel.ts: here',
        // Per runtime (a WeakMap keyed by it): the one handle its account widgets share, while the account's code is not here.
        'src/account/handle.ts: handles',
        // Per API client (a WeakMap keyed by it: a runtime's): its census render calls out, and those waiting their turn.
        'src/api/census.ts: renders',
        // The warnings given about products' data (unreadable money): a property of the page's console, each given once
        // however many cards, scopes and runtimes read the product.
        'src/product/parseProduct.ts: warned',
        // The checkout minimum's warning, as the settings' own: a property of the page's console, given once.
        'src/cart/checkoutMinimum.ts: warned',
        // Per runtime (a WeakSet of them): the pages whose "reviews tab" event is sent (once a page, spec 001 §7).
        'widgets/reviews/Reviews.tsx: tabSent',
        // Per settings object (WeakMaps keyed by it): the JSON a runtime's settings were read from, and the widgets' own
        // fields read from it once (src/settings/widgetSettings.ts).
        'src/settings/siteSettings.ts: settingsJson',
        'src/settings/widgetSettings.ts: read',
      ].sort(),
    );
    expect(sources.filter((file) => /\w+ForTests\b/.test(read(file)))).toEqual([]);
  });

  it('finds import cycles (guards the cycle finder itself)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a', 'd']],
    ]);
    expect(cyclesIn(graph)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'd'],
    ]);
    expect(
      cyclesIn(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('has no import cycles in src/, widgets/, loader/ or mock-server/ (tests and stories included)', () => {
    const all = ['loader', 'src', 'widgets', 'mock-server'].flatMap((dir) => files(dir, true));
    const graph = new Map(
      all.map((file) => [
        file,
        importsOf(readFileSync(join(root, file), 'utf8'))
          .map((i) => resolveFile(file, i.spec))
          .filter((f): f is string => f !== null),
      ]),
    );
    expect(graph.get('src/cart/writes.ts')?.length).toBeGreaterThan(2);
    expect(cyclesIn(graph).map((c) => c.join(' → '))).toEqual([]);
  });
});
