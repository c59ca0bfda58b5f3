import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, countVitest } from './totals.mjs';

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
