// The module aliases that put preact in place of React (see ./index.ts), shared by the build (rollup.config.mjs), the
// unit tests (vitest.config.ts) and the browser tests' fixture bundles (tests/e2e/bundleFixture.ts), so all three run
// the same code. `react-dom` (without /client) is left out on purpose: nothing may import it.
import { fileURLToPath } from 'node:url';

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/** Entries for @rollup/plugin-alias and Vite's `resolve.alias`. */
export const reactAliases = [
  { find: /^react-dom\/client$/, replacement: here('./client.ts') },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: here('./index.ts') },
];
