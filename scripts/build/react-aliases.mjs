// The one alias table that puts preact/compat in place of React, shared by the build (rollup.config.mjs), the unit
// tests (vitest.config.ts) and the browser tests' fixture bundles (tests/e2e/bundleFixture.ts), so all three run the
// same code. Storybook and theme authors' React apps render the same components with real React.

/** Entries for @rollup/plugin-alias and Vite's `resolve.alias` (exact names only: `react/index.js` stays React). */
export const reactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];
