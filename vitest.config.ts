import { defineConfig } from 'vitest/config';

// Unit tests: happy-dom, at a fixed origin so cookies and relative URLs behave as on a page.
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  resolve: {
    alias: [
      // The SDK ships preact/compat in place of React: unit tests run the same code.
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'loader/**/*.test.ts', 'mock-server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    testTimeout: 10_000,
  },
});
