import { defineConfig } from 'vitest/config';
import { reactAliases } from './scripts/build/react-aliases.mjs';

// Unit tests: happy-dom, at a fixed origin so cookies and relative URLs behave as on a page.
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  resolve: {
    // The SDK ships preact/compat in place of React (scripts/build/react-aliases.mjs): unit tests run the same code.
    alias: reactAliases,
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'loader/**/*.test.ts',
      'mock-server/**/*.test.ts',
      'tests/unit/**/*.test.{ts,tsx}',
      'scripts/**/*.test.mjs',
    ],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    // react/ (the React package) is tested with real React (vitest.react.config.ts).
    exclude: ['react/**', '**/node_modules/**'],
    testTimeout: 10_000,
    // Two workers on this 2-core machine kind, not vitest's default of cores − 1 (one): the unit files ran one after
    // another, their waits (a 4 s and a 5 s timeout held on purpose) adding up; alone, the suite took 92 s with two
    // against ≈ 150 s with one. `npm test` runs the type-check, build and Storybook build beside it (scripts/test/test.mjs).
    maxWorkers: 2,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
