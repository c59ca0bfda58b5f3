import { defineConfig } from 'vitest/config';

// Browser tests: playwright-core drives Chromium (scripts/chromium.mjs says which) against the built SDK and the mock platform's
// Node server (started once by tests/e2e/globalSetup.ts). Run after `npm run build`.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    fileParallelism: false,
    // One worker runs every file in turn, its modules (playwright-core, the helpers) imported once: a fresh worker per
    // file cost ≈ 1.9 s between files here (55 s of a 366 s run). Each file still launches its own browser profile
    // (tests/e2e/browser.ts), and no file changes module state another reads (no vi.mock, no stubbed globals).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Only tests marked concurrent (the stories, each in its own page) run side by side, four at a time.
    maxConcurrency: 4,
  },
});
