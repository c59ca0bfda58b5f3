// The bundle budgets (docs/performance.md, "Budgets"), on the built files.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
/** The chunks' code (their source maps beside them are counted in no budget). */
const chunks = readdirSync('dist/chunks').filter((f) => f.endsWith('.js'));
const widgetNames = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Widget name (and `runtime`) → the stem of its chunk's file; widgets a page uses together share a chunk. */
const manifest = JSON.parse(readFileSync('dist/manifest.json', 'utf8')) as Record<string, string>;
const chunkOf = (name: string) => (manifest[name] ? `${manifest[name]}.js` : undefined);

/** A chunk and every chunk it imports statically (what the browser must fetch before it can run). */
function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(`dist/chunks/${file}`, 'utf8');
  // Static imports only: `import{…}from"./x.js"` / `import"./x.js"`; dynamic import("./x.js") loads on demand.
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'();]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g)) withStaticImports(m[1]!, seen);
  return seen;
}

describe('bundle budgets', () => {
  /** 2.5 KB; its manifest grows by about 6 B a widget (its name: the widgets' chunks share one hash). */
  const LOADER_BUDGET = 2560;

  it(`the loader is at most ${LOADER_BUDGET} B gzip`, () => {
    const size = gz('dist/storefront.js');
    expect(size, `dist/storefront.js is ${size} B gzip`).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  /** The chunks a product page of separate widgets loads to render: each widget's chunk and its static imports. */
  const productPage = () => {
    const widgets = ['cart-pill', 'add-to-cart', 'variant-picker', 'quantity', 'product-status'].map(chunkOf).filter(Boolean) as string[];
    expect(widgets).toContain(chunkOf('cart-pill'));
    const files = new Set<string>();
    for (const w of widgets) withStaticImports(w, files);
    expect([...files]).toContain(chunkOf('runtime'));
    return files;
  };
  const total = (files: Set<string>) => gz('dist/storefront.js') + [...files].reduce((sum, f) => sum + gz(`dist/chunks/${f}`), 0);

  /**
   * What a product page of separate widgets loads to render (the loader, the runtime, the product widgets, the cart
   * pill; code a press loads on demand is not counted).
   */
  const PRODUCT_PAGE_BUDGET = 30 * 1024;

  it(`the JS a product page of separate widgets needs to render is at most ${PRODUCT_PAGE_BUDGET} B gzip`, () => {
    const files = productPage();
    expect(total(files), `product page JS is ${total(files)} B gzip: storefront.js + ${[...files].join(' + ')}`).toBeLessThanOrEqual(
      PRODUCT_PAGE_BUDGET,
    );
  });

  /**
   * All the JS the product page, a product-element page or the collection page loads, the after-load chunk (loaded
   * once the page is interactive) included.
   */
  const PAGE_ALL_BUDGET = 44 * 1024;

  it(`all the JS a product page loads, the after-load chunk included, is at most ${PAGE_ALL_BUDGET} B gzip`, () => {
    const afterLoad = chunks.find((f) => f.startsWith('after-load-'))!;
    const files = withStaticImports(afterLoad, productPage());
    expect(files.size).toBeGreaterThan(productPage().size);
    expect(total(files), `all its JS is ${total(files)} B gzip: storefront.js + ${[...files].join(' + ')}`).toBeLessThanOrEqual(
      PAGE_ALL_BUDGET,
    );
  });

  /**
   * A page of one `product` element, and a 24-card `collection` page with the cart pill, each load at most 36 KB
   * before they render: the widget's chunk, the chunks of the parts it renders before it shows (a product's
   * gallery, instalment pill and restock form; a collection's quick views), their static imports, and the loader.
   */
  const COMPOSED_BUDGET = 36 * 1024;
  const pageOf = (widgets: string[]) => {
    const files = new Set<string>();
    for (const w of widgets) withStaticImports(chunkOf(w)!, files);
    return files;
  };

  // A product element shows once its parts have rendered, but not its gallery (its first picture holds the place);
  // a restock form or an instalment pill only where the store offers them (their code then loads too).
  it(`a page of one product element loads at most ${COMPOSED_BUDGET} B gzip to render`, () => {
    const files = pageOf(['product', 'variant-picker', 'quantity', 'add-to-cart', 'cart-pill']);
    // `nested` carries whether reviews show too (src/reviews/sources.ts, scripts/build/widget-entries.mjs); `widget-settings` the
    // settings fields only widgets read (the instalment pill's); `json-ld` the description as text the element shows first,
    // with the Product data it places; the rating's own code loads on demand where reviews show.
    expect([...files].map((f) => f.replace(/-\w+\.js$/, '')).sort()).toEqual([
      'json-ld',
      'nested',
      'product',
      'runtime',
      'widget-settings',
    ]);
    expect(
      total(files),
      `a product element's page JS is ${total(files)} B gzip: storefront.js + ${[...files].join(' + ')}`,
    ).toBeLessThanOrEqual(COMPOSED_BUDGET);
  });

  it(`a 24-card collection page with the cart pill loads at most ${COMPOSED_BUDGET} B gzip to render`, () => {
    // The cards' quick views are not waited for: a card links to its product until its quick view renders in its place.
    const files = pageOf(['collection', 'add-to-cart', 'cart-pill']);
    expect([...files].map((f) => f.replace(/-\w+\.js$/, '')).sort()).toEqual(['collection', 'errors', 'nested', 'runtime']);
    expect(total(files), `a collection's page JS is ${total(files)} B gzip: storefront.js + ${[...files].join(' + ')}`).toBeLessThanOrEqual(
      COMPOSED_BUDGET,
    );
  });

  it.each([
    ['a page of one product element', ['product', 'variant-picker', 'quantity', 'add-to-cart', 'cart-pill']],
    ['a 24-card collection page', ['collection', 'add-to-cart', 'cart-pill', 'quick-view']],
  ])(`all the JS %s loads, the after-load chunk included, is at most ${PAGE_ALL_BUDGET} B gzip`, (_, widgets) => {
    const afterLoad = chunks.find((f) => f.startsWith('after-load-'))!;
    const files = withStaticImports(afterLoad, pageOf(widgets));
    expect(total(files), `all its JS is ${total(files)} B gzip: storefront.js + ${[...files].join(' + ')}`).toBeLessThanOrEqual(
      PAGE_ALL_BUDGET,
    );
  });

  // scripts/build/chunk-loading.mjs, `compileHint`: the functions of the runtime chunk and of the after-load chunk
  // compile off the main thread while they stream in (what that saves: docs/performance.md, "Script time"). Nothing
  // else is hinted.
  it("the runtime and after-load chunks open with V8's compile hint, on a line of their own, and no other chunk does", () => {
    const afterLoad = chunks.filter((f) => f.startsWith('after-load-'));
    expect(afterLoad).toHaveLength(1);
    const hinted = [chunkOf('runtime'), afterLoad[0]];
    for (const file of chunks) {
      const first = readFileSync(`dist/chunks/${file}`, 'utf8').split('\n', 1)[0];
      if (hinted.includes(file)) expect(first, file).toBe('//# allFunctionsCalledOnLoad');
      else expect(first, file).not.toContain('allFunctionsCalledOnLoad');
    }
  });

  it('the gallery is a chunk of its own that needs only the runtime up front (its lightbox loads on demand)', () => {
    const gallery = chunkOf('gallery')!;
    expect(gallery.startsWith('gallery-')).toBe(true);
    expect([...withStaticImports(gallery)].sort()).toEqual([gallery, chunkOf('runtime')].sort());
    expect(gz(`dist/chunks/${gallery}`), 'gallery chunk, B gzip').toBeLessThanOrEqual(7 * 1024);
  });

  it('the audio player is a chunk of its own that needs only the runtime up front, and no product page loads it', () => {
    const audio = chunkOf('audio')!;
    expect(audio.startsWith('audio-')).toBe(true);
    expect([...withStaticImports(audio)].sort()).toEqual([audio, chunkOf('runtime')].sort());
    expect([...productPage(), ...pageOf(['product', 'variant-picker', 'quantity', 'add-to-cart', 'cart-pill'])]).not.toContain(audio);
    expect(gz(`dist/chunks/${audio}`), 'audio chunk, B gzip').toBeLessThanOrEqual(7 * 1024);
  });

  it('there is one runtime chunk and every widget chunk imports it', () => {
    const runtimes = chunks.filter((f) => f.startsWith('runtime-'));
    expect(runtimes).toHaveLength(1);
    const widgetChunks = widgetNames.map(chunkOf).filter(Boolean) as string[];
    expect(widgetChunks.length).toBe(widgetNames.length);
    for (const file of widgetChunks) expect(chunks, file).toContain(file);
    for (const file of widgetChunks) expect(withStaticImports(file).has(runtimes[0]!), file).toBe(true);
  });

  it('the product widgets share one chunk, and the manifest names nothing else', () => {
    const product = ['add-to-cart', 'variant-picker', 'quantity', 'product-status'].map(chunkOf);
    expect(new Set(product).size).toBe(1);
    expect(Object.keys(manifest).sort()).toEqual([...widgetNames, 'runtime'].sort());
  });

  it('chunk names are content-hashed and the loader name is stable', () => {
    for (const file of chunks) expect(file).toMatch(/^[a-z-]+-[A-Za-z0-9_-]{6,8}\.js$/);
    for (const file of readdirSync('dist/chunks')) expect(file).toMatch(/^[a-z-]+-[A-Za-z0-9_-]{6,8}\.js(\.map)?$/);
    // The loader carries the manifest in short (scripts/build/manifest.mjs): 0 for a widget in the runtime chunk, whose
    // stem it holds once; else 1 (or 2 for one that mounts when scrolled near), its chunk being named after it with the
    // hash the widgets' own chunks share, which the
    // loader holds once too. Each names a built chunk.
    const loader = readFileSync('dist/storefront.js', 'utf8');
    expect(loader).toContain(`"${manifest['runtime']}"`);
    const own = Object.entries(manifest).filter(([name, stem]) => name != 'runtime' && stem != manifest['runtime']);
    const shared = new Set(own.map(([name, stem]) => stem.slice(name.length + 1)));
    expect(shared.size).toBe(1);
    expect(loader).toContain(`${[...shared][0]}"`);
    for (const [name, stem] of Object.entries(manifest)) {
      if (name == 'runtime') continue;
      expect(chunks, name).toContain(`${stem}.js`);
      const inRuntime = stem == manifest['runtime'];
      expect(inRuntime || stem.startsWith(`${name}-`), name).toBe(true);
      expect(loader, name).toMatch(new RegExp(`["']?${name}["']?:${inRuntime ? 0 : '[12]'}[,}]`));
    }
  });
});

describe('source maps', () => {
  it('ship beside the loader and every chunk, named at its end, with the original sources inside', () => {
    for (const file of ['storefront.js', ...chunks.map((c) => `chunks/${c}`)]) {
      const code = readFileSync(`dist/${file}`, 'utf8');
      const name = file.split('/').pop()!;
      expect(code.trimEnd().endsWith(`//# sourceMappingURL=${name}.map`), file).toBe(true);
      const map = JSON.parse(readFileSync(`dist/${file}.map`, 'utf8')) as { sources: string[]; sourcesContent: string[]; mappings: string };
      expect(map.sources.length, file).toBeGreaterThan(0);
      expect(map.sourcesContent.length, file).toBe(map.sources.length);
      expect(map.mappings.length, file).toBeGreaterThan(0);
    }
    // The loader's map carries the loader's own source, as it is in the repository.
    const loaderMap = JSON.parse(readFileSync('dist/storefront.js.map', 'utf8')) as { sources: string[]; sourcesContent: string[] };
    const at = loaderMap.sources.indexOf('../loader/index.ts');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(loaderMap.sourcesContent[at]).toBe(readFileSync('loader/index.ts', 'utf8'));
  });
});

describe('browser baseline (docs/embed-contract.md, "Browser support": Chrome 93, Firefox 101, Safari 16.4)', () => {
  /** Syntax newer than the baseline, found in an acorn AST (ES2022: the baseline has its class fields, not all of it). */
  const tooNew = (node: unknown, found: string[] = [], inFunction = false): string[] => {
    if (!node || typeof node != 'object') return found;
    const n = node as { type?: string; left?: { type?: string }; operator?: string; regex?: { flags: string } };
    if (n.type == 'StaticBlock') found.push('class static block (Chrome 94)');
    if (n.type == 'BinaryExpression' && n.operator == 'in' && n.left?.type == 'PrivateIdentifier') found.push('#x in obj (Chrome 91)');
    if (n.regex?.flags.includes('d')) found.push('regexp d flag (Chrome 90)');
    if (n.type == 'AwaitExpression' && !inFunction) found.push('top-level await (Chrome 89)');
    const inner = inFunction || !!n.type?.includes('Function');
    for (const value of Object.values(node)) for (const v of Array.isArray(value) ? value : [value]) tooNew(v, found, inner);
    return found;
  };

  it('every shipped file parses as ES2022 and uses nothing the baseline lacks', async () => {
    const { parse } = await import('acorn');
    const es = (code: string, sourceType: 'module' | 'script' = 'module') => parse(code, { ecmaVersion: 2022, sourceType });
    // The check finds what it looks for.
    expect(
      tooNew(es('class A { static { } } await 1; async function f() { await 2 } /a/d; class B { #p; t(o) { return #p in o } }')),
    ).toEqual(['class static block (Chrome 94)', 'top-level await (Chrome 89)', 'regexp d flag (Chrome 90)', '#x in obj (Chrome 91)']);
    for (const file of ['storefront.js', ...chunks.map((c) => `chunks/${c}`)]) {
      expect(tooNew(es(readFileSync(`dist/${file}`, 'utf8'), file.startsWith('chunks/') ? 'module' : 'script')), file).toEqual([]);
    }
  });
});
