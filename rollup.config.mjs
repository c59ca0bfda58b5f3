// The builds (docs/architecture.md, "Build"):
// 1. the widgets and the shared runtime: ESM, content-hashed chunks in dist/chunks/, one runtime chunk;
// 2. the loader: dist/storefront.js, a classic script with the chunk manifest of (1) inlined;
// 3. the React package, dist/react/ (and its types);
// 4. the mock platform's Node server: build/mock-server.mjs (not shipped).
// Libraries are bundled as published: no step edits or renames a dependency's code.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { dts } from 'rollup-plugin-dts';
import { compileHint, retryDynamicImports } from './scripts/build/chunk-loading.mjs';
import { cssMinify } from './scripts/build/css-minify.mjs';
import { chunkManifest } from './scripts/build/manifest.mjs';
import { mockData } from './scripts/build/mock-data.mjs';
import { reactAliases } from './scripts/build/react-aliases.mjs';
import { readWidgets } from './scripts/build/widget-declarations.mjs';
import { ENTRY, runtimeAndAfterLoad, widgetEntries } from './scripts/build/widget-entries.mjs';

// Hashed names change with content: start from an empty dist/ so no stale chunk is served or measured.
rmSync('dist', { recursive: true, force: true });

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const production = process.env.NODE_ENV !== 'development';

// Each widget declares its chunk beside it (`defineWidget({ name, chunk })` in widgets/<name>/index.tsx): `runtime`
// for the cart pill and the product widgets that shop pages show, else a chunk of its own named after it.
const declared = Object.values(readWidgets('widgets'));
const files = Object.fromEntries(declared.map((w) => [w.name, w.file]));
/** Chunk name → the widgets it carries. */
const chunks = {};
for (const w of declared) (chunks[w.chunk] ||= []).push(w.name);
const manifest = chunkManifest(
  chunks,
  pkg.version,
  declared.filter((w) => w.near).map((w) => w.name),
);

/** What every page loads once it is interactive: one `after-load` chunk (docs/architecture.md, "How a page loads"). */
const AFTER_LOAD = ['src/runtime/afterLoad.ts', 'src/telemetry/onDemand.ts'];

const ts = ({ sourceMap = true } = {}) =>
  typescript({
    tsconfig: './tsconfig.json',
    compilerOptions: { noEmit: false, declaration: false, sourceMap, inlineSources: sourceMap, allowImportingTsExtensions: false },
    include: ['src/**/*', 'widgets/**/*', 'loader/**/*', 'mock-server/**/*', 'react/**/*'],
    exclude: ['**/*.test.*', '**/*.stories.*'],
    noEmitOnError: false,
  });
const nodeResolve = () => resolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] });

// keep_fargs: false drops unused trailing parameters (nothing here reads a function's `length`); pure_getters: no
// property read in this code has a side effect.
const minify = () =>
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 3, unsafe_arrows: true, keep_fargs: false, pure_getters: true },
    format: { comments: /^# allFunctionsCalledOnLoad$/ },
  });

/** React and React DOM, and their subpaths: the theme's own, in the React package. */
const REACT = (id) => /^react(-dom)?(\/|$)/.test(id);

export default [
  {
    input: Object.fromEntries(['runtime', ...Object.keys(chunks)].map((c) => [c, ENTRY + c])),
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      widgetEntries(chunks, files),
      manifest.inject,
      cssMinify(),
      alias({ entries: reactAliases }),
      retryDynamicImports,
      compileHint(['runtime', 'after-load']),
      nodeResolve(),
      ts(),
      production && minify(),
      manifest.collect,
    ],
    output: {
      dir: 'dist',
      format: 'es',
      // A source map beside every chunk, so a site owner can read a stack trace; no budget counts them.
      sourcemap: true,
      // Hex hashes: the loader inlines every chunk's name, and a hex digit costs gzip less than a base64 one.
      hashCharacters: 'hex',
      entryFileNames: 'chunks/[name]-[hash:8].js',
      // Shared and lazy chunks are named after a module (AlertDialog.tsx → alert-dialog-[hash].js).
      chunkFileNames: ({ name }) => `chunks/${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}-[hash:8].js`,
      manualChunks: runtimeAndAfterLoad(AFTER_LOAD),
    },
  },
  {
    input: 'loader/index.ts',
    plugins: [manifest.inject, ts(), minify()],
    output: { file: 'dist/storefront.js', format: 'iife', name: undefined, sourcemap: true },
  },
  // The React package (docs/react.md): ESM for a theme's bundler, React left to the theme, not minified.
  {
    input: { index: 'react/index.ts' },
    external: REACT,
    plugins: [manifest.inject, cssMinify(), nodeResolve(), ts()],
    output: { dir: 'dist/react', format: 'es', sourcemap: true, hashCharacters: 'hex', chunkFileNames: 'chunks/[name]-[hash:8].js' },
  },
  {
    input: 'react/index.ts',
    external: REACT,
    plugins: [
      dts({
        tsconfig: './tsconfig.json',
        respectExternal: true,
        compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true },
      }),
    ],
    output: { file: 'dist/react/index.d.ts', format: 'es' },
  },
  existsSync('mock-server/server.ts') && {
    input: 'mock-server/server.ts',
    external: (id) => id === 'msw' || id.startsWith('msw/') || id.startsWith('node:') || builtinModules.includes(id),
    plugins: [resolve({ extensions: ['.ts', '.mjs', '.js'], preferBuiltins: true }), ts({ sourceMap: false }), mockData],
    // One file: what the SDK's strings module loads on demand (the key list) is inlined.
    output: { file: 'build/mock-server.mjs', format: 'es', inlineDynamicImports: true },
  },
].filter(Boolean);
