import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, countVitest, unhandledErrors } from './totals.mjs';

// Reports recorded from real vitest runs (vitest 4.1, --reporter=json) of small test files.
const report = (name) => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/vitest-reports', `${name}.json`), 'utf8'));

describe('countVitest', () => {
  it('all green: the passing tests, the skipped one shown, nothing failed', () => {
    const t = countVitest(report('all-green'), 0);
    expect(t).toMatchObject({ passed: 2, failed: 0, skipped: 1, problems: [] });
    expect(closingLine(t)).toBe('2 passed, 0 failed, 1 skipped');
  });

  it('one failing test counts once', () => {
    expect(countVitest(report('one-failing'), 1)).toMatchObject({ passed: 3, failed: 1, skipped: 1 });
  });

  it('a failing test is named with the first line of its message (the summary is all CI shows)', () => {
    expect(countVitest(report('one-failing'), 1).problems).toEqual([
      '/repo/tests/red.test.ts: fails: AssertionError: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('a file that fails in beforeAll counts as failed, and its tests as skipped', () => {
    const t = countVitest(report('beforeall-failed'), 1);
    expect(t).toMatchObject({ passed: 2, failed: 1, skipped: 3 });
    expect(t.problems).toEqual(['/repo/tests/hook.test.ts: browser could not launch']);
  });

  it('a file that fails to load counts as failed', () => {
    const t = countVitest(report('file-failed-to-load'), 1);
    expect(t).toMatchObject({ passed: 2, failed: 1, skipped: 1 });
    expect(t.problems[0]).toMatch(/^\/repo\/tests\/load\.test\.ts: Cannot find module '\.\/does-not-exist'/);
  });

  it('a missing report is a failure', () => {
    expect(countVitest(null, 1)).toMatchObject({ passed: 0, failed: 1, problems: ['no test report was written'] });
    expect(countVitest(null, 0).failed).toBe(1);
    expect(countVitest({ unexpected: true }, 0).failed).toBe(1);
  });

  it('a run that stopped before any test file (its global setup threw) is a failure', () => {
    const t = countVitest(report('global-setup-failed'), 1);
    expect(t).toMatchObject({ passed: 0, failed: 1, skipped: 0 });
    expect(t.problems).toEqual(['no test file ran (the step exited 1; its output above says why)']);
    expect(countVitest(report('global-setup-failed'), 0).failed).toBe(1);
  });

  it('a step that exits non-zero fails the total even when its report is green', () => {
    const t = countVitest(report('all-green'), 1);
    expect(t).toMatchObject({ passed: 2, failed: 1, problems: ['the step exited 1 with no failure in its report'] });
    expect(countVitest(report('all-green'), null).problems).toEqual(['the step was killed']);
  });

  it('a non-zero exit adds nothing when the report already has the failures', () => {
    expect(countVitest(report('one-failing'), 1).failed).toBe(1);
  });
});

describe('closingLine', () => {
  it('is the plain total, with skipped only when some were', () => {
    expect(closingLine({ passed: 10, failed: 0, skipped: 0 })).toBe('10 passed, 0 failed');
    expect(closingLine({ passed: 10, failed: 2, skipped: 3 })).toBe('10 passed, 2 failed, 3 skipped');
  });
});

describe('unhandledErrors', () => {
  // Printed by a real vitest 4.1 run (colours on) of a test that leaves a rejected promise with no handler.
  const output = readFileSync(join(import.meta.dirname, 'fixtures/vitest-output/unhandled-rejection.txt'), 'utf8');

  it('names each unhandled error with its first line and the test running then (the JSON report leaves them out)', () => {
    expect(unhandledErrors(output)).toEqual([
      'unhandled: Error: Target page, context or browser has been closed (during "leaves a promise rejecting")',
    ]);
  });

  it('finds none in a run without', () => {
    expect(unhandledErrors(output.replace(/Unhandled Rejection/g, 'Something else'))).toEqual([]);
    expect(unhandledErrors(undefined)).toEqual([]);
  });
});
