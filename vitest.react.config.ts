import { defineConfig } from 'vitest/config';

// The React package's tests (react/): the widgets rendered by real React 19, as a theme author's app renders them
// (no preact/compat alias, unlike vitest.config.ts), against the mock platform's handlers in msw/node.
export default defineConfig({
  esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  test: {
    include: ['react/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:3000/' } },
    testTimeout: 10_000,
    setupFiles: ['tests/unit/setup.ts'],
  },
});
