// How `npm test` counts. A suite's report is read, but its exit status has the last word: a step that exits non-zero
// is a failure in the total even when its report looks green, so the closing line can never say 0 failed for a run
// in which something went wrong.

/**
 * Counts one vitest JSON report (`--reporter=json`).
 * - passed, failed: tests by their own status;
 * - a file that failed without a failing test of its own (it did not load, or a `beforeAll`/`afterAll` hook threw and
 *   its tests were skipped) counts as one failure;
 * - skipped: tests that did not run (`it.skip`, `todo`, and those skipped by a failed hook);
 * - no report at all, a report of another shape, or a report of no test file at all: one failure;
 * - an exit status other than 0 with no failure counted: one failure.
 *
 * @param {unknown} report the parsed JSON, or null when the file was missing or unreadable
 * @param {number | null} status the step's exit status (null when it was killed by a signal)
 * @returns {{ passed: number, failed: number, skipped: number, problems: string[] }}
 */
export function countVitest(report, status) {
  const totals = { passed: 0, failed: 0, skipped: 0, problems: [] };
  const files = report && typeof report === 'object' && Array.isArray(report.testResults) ? report.testResults : null;
  if (!files) {
    totals.failed++;
    totals.problems.push('no test report was written');
  } else {
    for (const file of files) {
      const tests = Array.isArray(file.assertionResults) ? file.assertionResults : [];
      let failedHere = 0;
      for (const test of tests) {
        if (test.status === 'passed') totals.passed++;
        else if (test.status === 'failed') failedHere++;
        else totals.skipped++;
      }
      if (file.status === 'failed' && failedHere === 0) {
        failedHere = 1;
        const why = String(file.message || 'failed outside its tests').split('\n')[0];
        totals.problems.push(`${file.name}: ${why}`);
      }
      totals.failed += failedHere;
    }
  }
  if (files && files.length === 0) {
    // Nothing ran: vitest stopped before any test file (a global setup that threw, a config error) or found none.
    totals.failed++;
    totals.problems.push(`no test file ran (the step exited ${status}; its output above says why)`);
  } else if (status !== 0 && totals.failed === 0) {
    totals.failed++;
    totals.problems.push(status === null ? 'the step was killed' : `the step exited ${status} with no failure in its report`);
  }
  return totals;
}

/**
 * The plain closing line: `N passed, N failed`, with `, N skipped` only when some were.
 * @param {{ passed: number, failed: number, skipped: number }} t
 */
export function closingLine(t) {
  return `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`;
}
