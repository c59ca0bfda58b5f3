// Three builds:
// 1. the widgets and the shared runtime: ESM, content-hashed chunks in dist/chunks/; ONE runtime chunk holds what its
//    entry reaches through static imports (the libraries, the core, the widgets declared into it), so every widget on a
//    page shares one store;
// 2. the loader: dist/storefront.js, a classic-script IIFE with the chunk manifest of (1) inlined;
// 3. the mock platform's Node server: build/mock-server.mjs (not shipped).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve as resolvePath } from 'node:path';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { cssMinify } from './scripts/css-minify.mjs';
import { reactAliases } from './scripts/react-aliases.mjs';
import { readWidgets } from './scripts/widget-declarations.mjs';

// Hashed names change with content: start from an empty dist/ so no stale chunk is served or measured.
rmSync('dist', { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development';

// Each widget declares itself in widgets/<name>/index.tsx (`defineWidget({ name, chunk, … })`); the build reads the
// declarations (scripts/widget-declarations.mjs). Widgets declared `chunk: 'runtime'` ship in the runtime chunk: the
// cart pill (a store shows it on every page: the site header's cart) and the product widgets (shop, product and home
// pages show them), so a product page loads the loader and this one chunk, 1.1 KB gzip less than with the product
// widgets apart; a page with only the pill pays ≈ 4.8 KB for them (docs/architecture.md, "Size"). Every other widget
// gets a chunk of its own, named after it. The widgets stay independent in the source (a widget never imports another).
const declared = readWidgets('widgets');
/** Widget name → its index file. */
const widgets = Object.fromEntries(Object.values(declared).map((w) => [w.name, w.file]));
/** Chunk name → the widgets it carries. */
const chunks = {};
for (const w of Object.values(declared)) (chunks[w.chunk] ||= []).push(w.name);

/**
 * Each chunk's entry is a generated module: `export const widgets = { "add-to-cart": mount, … }`. The loader looks a
 * widget up by name in its chunk's `widgets`. The runtime's entry also re-exports src/runtime (createRuntime, pageCart).
 */
const ENTRY = '\0sf-entry:';
const widgetEntries = {
  name: 'sf-widget-entries',
  resolveId: (id) => (id.startsWith(ENTRY) ? id : null),
  load(id) {
    if (!id.startsWith(ENTRY)) return null;
    const chunk = id.slice(ENTRY.length);
    const names = chunks[chunk] ?? [];
    return (
      (chunk === 'runtime' ? `export * from ${JSON.stringify(resolvePath('src/runtime/index.ts'))};\n` : '') +
      names.map((n, i) => `import { mount as m${i} } from ${JSON.stringify(resolvePath(widgets[n]))};`).join('\n') +
      `\nexport const widgets = { ${names.map((n, i) => `${JSON.stringify(n)}: m${i}`).join(', ')} };\n`
    );
  },
};

const ts = ({ sourceMap = true } = {}) =>
  typescript({
    tsconfig: './tsconfig.json',
    compilerOptions: { noEmit: false, declaration: false, sourceMap, inlineSources: sourceMap, allowImportingTsExtensions: false },
    include: ['src/**/*', 'widgets/**/*', 'loader/**/*', 'mock-server/**/*', 'react/**/*'],
    exclude: ['**/*.test.*', '**/*.stories.*'],
    noEmitOnError: false,
  });

/** The modules `entry` reaches through static imports (its chunk's contents when nothing is split off). */
function reachable(entry, getModuleInfo) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(entry);
  return seen;
}
let runtimeModules = null;
/**
 * What every page loads once it is interactive: src/runtime/createRuntime.ts's idle import, and the telemetry other code
 * loads on demand from it (src/telemetry/onDemand.ts: the visit's analytics, the quick view's census call).
 */
const AFTER_LOAD = ['src/runtime/afterLoad.ts', 'src/telemetry/onDemand.ts'];
let afterLoadModules = null;

const reactToPreact = alias({ entries: reactAliases });
/** React and React DOM, and their subpaths: the theme's own, in the React package. */
const REACT = (id) => /^react(-dom)?(\/|$)/.test(id);

/**
 * Chromium (seen in 153) keeps a failed module fetch in its module map: importing the same URL again fails at once,
 * with no request, so a chunk that could not be fetched once (a moment offline) could never load on that page, and
 * loadOnce's "a failure is forgotten" would retry nothing. Every dynamic import between chunks therefore tries its
 * URL and, when that fails, the same URL under a fresh query (a real request; the failed copy never ran). The helper
 * is written once per chunk that imports (`intro`); a relative specifier in `import()` resolves against the chunk's
 * own URL, wherever the chunk is served from.
 */
const retryDynamicImports = {
  name: 'retry-dynamic-imports',
  renderDynamicImport({ targetModuleId }) {
    if (!targetModuleId) return null;
    return { left: 'sfImport(', right: ')' };
  },
  intro: (chunk) => (chunk.dynamicImports.length ? 'const sfImport=(u)=>import(u).catch(()=>import(u+"?retry="+Math.random()));' : ''),
};

/**
 * V8's explicit compile hint (Chrome 136 on): a file that opens with this comment has every function compiled eagerly
 * while it streams in, on a background thread, instead of each on the main thread at its first call. The runtime
 * chunk is what a page runs to render its widgets, nearly all of it at load: the product page's main-thread script
 * time fell by about a quarter (docs/architecture.md, "Script time"). The after-load chunk (./src/runtime/afterLoad.ts) runs
 * on every page once it is interactive, most of it at once: hinting it too took the product page's main-thread script
 * CPU time down 7.6% (medians of 15 first visits, `node scripts/ab.mjs`, 2026-11-26). The loader was tried as well: no
 * change that the runs could tell from noise, for 29 bytes it does not have. Other browsers read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const HINTED = new Set(['runtime', 'after-load']);
const compileHint = {
  name: 'compile-hint',
  banner: (chunk) => (HINTED.has(chunk.name) ? COMPILE_HINT : ''),
};

// keep_fargs: false drops unused trailing parameters (nothing here reads a function's `length`); pure_getters: no
// property read in this code has a side effect, so an unused one may go. Together ≈ 26 B gzip off the product page.
// `internals` (the widget build only): preact ships its private fields and option hooks already renamed to `__` plus
// at most one letter (`__k`, `__e`, `options.__b`, …; preact's mangle.json); terser renames them once more, to names no
// other property in the chunk uses (−35 B gzip). Safe because every module that reads them (preact, its hooks,
// compat, the jsx runtime) is in the runtime chunk and is renamed in one pass; `__html`, `__proto__` and the loader's
// `__sf` do not match. tests/e2e/budget.test.ts fails if such a name shows up in another chunk.
const PREACT_INTERNALS = /^__[A-Za-z]?$/;
const minify = ({ internals = false } = {}) =>
  terser({
    ecma: 2020,
    module: true,
    mangle: internals ? { properties: { regex: PREACT_INTERNALS } } : true,
    compress: { passes: 3, unsafe_arrows: true, keep_fargs: false, pure_getters: true },
    format: { comments: /^# allFunctionsCalledOnLoad$/ },
  });

/**
 * ky, specialised to the SDK's one call site (src/api/transport.ts) in the widget build; ky's code is otherwise
 * unchanged, and the build fails if ky no longer has one of the texts below (a new ky: look again).
 * - Its checks of its own options (kinds, ranges, stream support), which that call site never gets wrong, so no visitor
 *   can see one: each sentence is cut to `ky: <what>`. The messages a request can really end in (`Request failed
 *   with …`, `Request timed out …`) are kept.
 * - Its upload and download progress (`onUploadProgress`, `onDownloadProgress`), which the SDK never asks for
 *   (tests/unit/boundaries.test.ts fails if src/ names either): the three tests of those options are made constant,
 *   so the minifier drops the stream wrapping they lead to (ky's utils/body.js) and the TextEncoder call its module
 *   makes when it is evaluated.
 * - Its test of stream request bodies, run when the chunk is evaluated (a Request made with a ReadableStream body):
 *   only such a body needs fetch's `duplex` option, and the SDK's bodies are JSON text, so it is taken as false.
 * - The wait before retrying a GET after 429 or 503: the platform says it with `Retry-After` (seconds or an HTTP date,
 *   spec 001 §7; src/api/retryAfter.ts reads the same header), so ky's other services' headers (`RateLimit-Reset`,
 *   `X-RateLimit-…`, `X-Rate-Limit-Reset`) and its reading of a large number as a timestamp (theirs) are left out.
 */
const KY_CHECKS = {
  'core/Ky.js': [
    ['if (ky.#options.onDownloadProgress) {', 'if (false) {'],
    ['if (this.#options.onUploadProgress) {', 'if (false) {'],
    ['if (!this.#options.onUploadProgress || !request.body) {', 'if (true) {'],
    ['`The \\`timeout\\` option cannot be greater than ${maxSafeTimeout}`', "'ky: timeout'"],
    ["'`input` must be a string, URL, or Request'", "'ky: input'"],
    ["'`input` must not begin with a slash when using `prefixUrl`'", "'ky: input with prefixUrl'"],
    [
      `error.response.headers.get('Retry-After')
                ?? error.response.headers.get('RateLimit-Reset')
                ?? error.response.headers.get('X-RateLimit-Retry-After') // Symfony-based services
                ?? error.response.headers.get('X-RateLimit-Reset') // GitHub
                ?? error.response.headers.get('X-Rate-Limit-Reset'); // Twitter`,
      "error.response.headers.get('Retry-After');",
    ],
    ["else if (after >= Date.parse('2024-01-01')) {", 'else if (false) {'],
  ],
  'core/constants.js': [
    ["= new TextEncoder().encode(", '= /* @__PURE__ */ new TextEncoder().encode('],
    // Whether fetch takes a stream as a request body, found by making a Request with one when the chunk is evaluated:
    // only a stream body needs `duplex`, and the SDK sends JSON text (no work at evaluation that could wait, issue 15).
    ['export const supportsRequestStreams = (() => {', 'export const supportsRequestStreams = false && (() => {'],
  ],
  'utils/normalize.js': [
    ["'retry.methods must be an array'", "'ky: retry.methods'"],
    ["'retry.statusCodes must be an array'", "'ky: retry.statusCodes'"],
  ],
  'utils/merge.js': [
    ["'The `options` argument must be an object'", "'ky: options'"],
    ["'Array search parameters must be provided in [[key, value], ...] format'", "'ky: searchParams'"],
    ["'The `context` option must be an object'", "'ky: context'"],
  ],
};
const kyChecks = {
  name: 'ky-checks',
  transform(code, id) {
    const file = Object.keys(KY_CHECKS).find((f) => id.replaceAll('\\', '/').endsWith('/node_modules/ky/distribution/' + f));
    if (!file) return null;
    for (const [from, to] of KY_CHECKS[file]) {
      if (!code.includes(from)) this.error(`ky-checks: ${file} no longer has ${from}`);
      code = code.replace(from, to);
    }
    return { code, map: null };
  },
};

/**
 * Shared between the two builds, filled by build 1 and inlined by build 2: widget name (and `runtime`) → the stem of
 * its chunk's file, `chunks/<stem>.js` (for example `"site-form":"site-form-Ab12Cd"`). Also written to
 * dist/manifest.json, for tests, the bench and theme authors who want to preload.
 */
const manifest = {};

/**
 * The manifest as the loader carries it (≈ 30 B gzip less than the full map): no `runtime` entry, so every key is a
 * widget (the loader's test of a name); 0 for a widget in the runtime chunk, whose stem is inlined once (__SF_RUNTIME__);
 * for any other widget only its chunk's hash, since that chunk is named after it (`site-form` → `site-form-<hash>`).
 */
const loaderManifest = () =>
  Object.fromEntries(
    Object.entries(manifest).flatMap(([name, stem]) => {
      if (name === 'runtime') return [];
      if (stem === manifest.runtime) return [[name, 0]];
      if (!stem.startsWith(name + '-')) throw new Error(`the ${name} widget is in ${stem}: the loader expects a chunk named after it`);
      return [[name, stem.slice(name.length + 1)]];
    }),
  );

const collectManifest = {
  name: 'sf-manifest',
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      const prefix = `chunks/${chunk.name}-`;
      if (!chunk.fileName.startsWith(prefix) || !chunk.fileName.endsWith('.js')) {
        this.error(`entry ${chunk.name} was written as ${chunk.fileName}; the loader expects chunks/<name>-<hash>.js`);
      }
      const stem = chunk.fileName.slice('chunks/'.length, -3);
      for (const name of [...(chunk.name === 'runtime' ? ['runtime'] : []), ...(chunks[chunk.name] ?? [])]) manifest[name] = stem;
    }
    this.emitFile({ type: 'asset', fileName: 'manifest.json', source: JSON.stringify(manifest, null, 2) + '\n' });
  },
};

const injectManifest = {
  name: 'sf-inject-manifest',
  transform(code, id) {
    if (!id.includes('/loader/') && !id.endsWith('/src/version.ts')) return null;
    // One-line replacements: `map: null` keeps the source map's lines (rollup's rule for transforms that move no code).
    const replaced = code
      .replace(/__SF_MANIFEST__/g, JSON.stringify(loaderManifest()))
      .replace(/__SF_RUNTIME__/g, JSON.stringify(manifest.runtime))
      .replace(/__SF_VERSION__/g, JSON.stringify(pkg.version));
    return { code: replaced, map: null };
  },
};

export default [
  {
    input: Object.fromEntries(['runtime', ...Object.keys(chunks)].map((c) => [c, ENTRY + c])),
    preserveEntrySignatures: 'allow-extension',
    plugins: [widgetEntries, injectManifest, cssMinify(), kyChecks, reactToPreact, retryDynamicImports, compileHint, resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }), ts(), production && minify({ internals: true }), collectManifest],
    output: {
      dir: 'dist',
      format: 'es',
      // A map beside every chunk (`sourceMappingURL` at its end), so a site owner can read a stack trace. Maps are
      // fetched only by devtools; no budget counts them.
      sourcemap: true,
      // Hex hashes: the loader inlines every chunk's name, and a hex digit costs gzip less than a base64 one (≈ 8 B on
      // the loader, and less swing from one build's hashes to the next).
      hashCharacters: 'hex',
      entryFileNames: 'chunks/[name]-[hash:6].js',
      // Shared and lazy chunks are named after a module (AlertDialog.tsx → alert-dialog-[hash].js).
      chunkFileNames: ({ name }) => `chunks/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-[hash:6].js`,
      // The runtime chunk is what its entry reaches through static imports: the libraries every widget needs, the core
      // (store, API, strings, money, mounting) and the widgets grouped into it. Everything a widget loads on demand
      // (`import()`: the cart's writes, the add flow, forms, dialogs, sanitising) stays out, and rollup shares it
      // between just the chunks that use it. No path list for that: the imports decide.
      // One exception, the after-load chunk: what every page loads once it is interactive (AFTER_LOAD and what they
      // import: the cart's cross-tab sync, the error reporter, the toggles, the visit's analytics event and the beacon)
      // is one file rather than the eight rollup would share it in (issue 15: each module loaded costs a request and
      // main-thread time of its own). Code loaded later that uses one of them (the cart's writes use the cross-tab
      // sync) takes that file, which the page has by then in all but the rarest case.
      manualChunks(id, { getModuleInfo }) {
        runtimeModules ??= reachable(ENTRY + 'runtime', getModuleInfo);
        if (runtimeModules.has(id)) return 'runtime';
        afterLoadModules ??= new Set(AFTER_LOAD.flatMap((file) => [...reachable(resolvePath(file), getModuleInfo)]));
        return afterLoadModules.has(id) ? 'after-load' : undefined;
      },
    },
  },
  {
    input: 'loader/index.ts',
    plugins: [injectManifest, ts(), minify()],
    output: { file: 'dist/storefront.js', format: 'iife', name: undefined, sourcemap: true },
  },
  // 4. The React package, `@storefront/widgets/react` (docs/react.md): ESM for a theme's bundler, React and React DOM
  // left to the theme (peer dependencies; no copy of React or preact inside), everything else bundled, not minified.
  {
    input: { index: 'react/index.ts' },
    external: REACT,
    plugins: [injectManifest, cssMinify(), resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }), ts()],
    output: { dir: 'dist/react', format: 'es', sourcemap: true, hashCharacters: 'hex', chunkFileNames: 'chunks/[name]-[hash:6].js' },
  },
  // …and its types, one file.
  {
    input: 'react/index.ts',
    external: REACT,
    plugins: [dts({ tsconfig: './tsconfig.json', respectExternal: true, compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true } })],
    output: { file: 'dist/react/index.d.ts', format: 'es' },
  },
  existsSync('mock-server/server.ts') && {
    input: 'mock-server/server.ts',
    external: (id) => id === 'msw' || id.startsWith('msw/') || id.startsWith('node:') || builtinModules.includes(id),
    plugins: [resolve({ extensions: ['.ts', '.mjs', '.js'], preferBuiltins: true }), ts({ sourceMap: false })],
    // One file: what the SDK's strings module loads on demand (the key list) is inlined.
    output: { file: 'build/mock-server.mjs', format: 'es', inlineDynamicImports: true },
  },
].filter(Boolean);
