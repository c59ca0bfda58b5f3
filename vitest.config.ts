import { defineConfig } from 'vitest/config';
import { reactAliases } from './scripts/react-aliases.mjs';

// Unit tests: happy-dom, at a fixed origin so cookies and relative URLs behave as on a page.
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  resolve: {
    // The SDK ships preact/compat in place of React (scripts/react-aliases.mjs): unit tests run the same code.
    alias: reactAliases,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'loader/**/*.test.ts', 'mock-server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    // react/ (the React package) is tested with real React (vitest.react.config.ts).
    exclude: ['react/**', '**/node_modules/**'],
    testTimeout: 10_000,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
