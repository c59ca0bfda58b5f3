import { defineConfig } from 'vitest/config';
import { WORKERS } from './tests/e2e/globalSetup';

// Browser tests: playwright-core drives Chromium (scripts/test/chromium.mjs says which) against the built SDK and the mock platform's
// Node server (started by tests/e2e/globalSetup.ts, one store and one CDN origin per worker). Run after `npm run build`.
//
// The files that measure time against a budget (script time, the mounting slices, the bytes beside them) run alone,
// after the others, so nothing else on the machine's two cores moves their figures. The rest run two files at a time:
// a browser test spends most of its time waiting (on the page, the network, a timer), so one file at a time left a
// core idle (browser tests 401 s alone; see docs/architecture.md, "Tests").
const ALONE = ['tests/e2e/script-time.test.ts', 'tests/e2e/performance.test.ts', 'tests/e2e/budget.test.ts'];

/** What both projects share (each project states it: a root `globalSetup` would run once more, for the root). */
const shared = {
  environment: 'node' as const,
  globalSetup: ['tests/e2e/globalSetup.ts'],
  // A worker runs its files in turn, its modules (playwright-core, the helpers) imported once: a fresh worker per
  // file cost ≈ 1.9 s between files here. Each file still launches its own browser profile (tests/e2e/browser.ts), talks
  // to its worker's mock platform, and no file changes module state another reads (no vi.mock, no stubbed globals).
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 60_000,
  // Only tests marked concurrent (the stories, each in its own page) run side by side within a file, four at a time.
  maxConcurrency: 4,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'side by side',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
