import { stripVTControlCharacters } from 'node:util';

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
 * Each failed test is named in `problems` with its message's first line, so the summary at the end of a long run (the
 * only part CI shows) says which test failed and why.
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
        else if (test.status === 'failed') {
          failedHere++;
          totals.problems.push(`${file.name}: ${test.fullName || test.title}: ${firstLine(test.failureMessages?.[0])}`);
        } else totals.skipped++;
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
 * The errors vitest printed as unhandled (a promise rejected with no handler, an error thrown outside a test): its JSON
 * report leaves them out, yet they fail the run. Each as `unhandled: <its first line> (during "<the test>")`.
 * @param {string} output what the vitest step printed
 * @returns {string[]}
 */
export function unhandledErrors(output) {
  const lines = stripVTControlCharacters(String(output ?? '')).split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/⎯ (Unhandled Rejection|Unhandled Error|Uncaught Exception) ⎯/.test(lines[i])) continue;
    let j = i + 1;
    while (j < lines.length && !lines[j].trim()) j++;
    const message = (lines[j] ?? '').trim();
    const during = lines
      .slice(j, j + 80)
      .map((l) => /The latest test that might've caused the error is "(.*)"\./.exec(l)?.[1])
      .find(Boolean);
    found.push(`unhandled: ${message.length > 300 ? `${message.slice(0, 299)}…` : message}${during ? ` (during "${during}")` : ''}`);
  }
  return found;
}

/** A failure message's first line, cut at 300 characters (a diff or a stack follows it). */
function firstLine(message) {
  const line = String(message || 'failed').split('\n')[0];
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

/**
 * The plain closing line: `N passed, N failed`, with `, N skipped` only when some were.
 * @param {{ passed: number, failed: number, skipped: number }} t
 */
export function closingLine(t) {
  return `${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`;
}
