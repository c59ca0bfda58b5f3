// `npm test`: type-check, unit tests, build, the React package's checks, browser tests. Every suite runs even when an earlier one fails, and the
// last line is the plain total over all of them: `N passed, N failed` (`, N skipped` when some tests did not run).
// A step that exits non-zero is a failure whatever its report says (scripts/totals.mjs), and so is the whole run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { closingLine, countVitest } from './totals.mjs';

mkdirSync('.tmp', { recursive: true });
const total = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  return result.status;
}

/** A step with no tests of its own: one passed or one failed. */
function step(label, command, args) {
  const status = run(label, command, args);
  const ok = status === 0;
  ok ? total.passed++ : total.failed++;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : ` (exit ${status})`}`);
  return ok;
}

function vitest(label, configArgs, reportPath) {
  rmSync(reportPath, { force: true });
  const status = run(label, 'npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`]);
  let report = null;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    // countVitest counts a missing report as a failure.
  }
  const t = countVitest(report, status);
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  lines.push(`${t.failed ? 'FAIL' : 'ok  '} ${label}: ${closingLine(t)}`);
  for (const p of t.problems) lines.push(`       ${p}`);
}

step('type-check (tsc --noEmit)', 'npx', ['tsc', '--noEmit']);
vitest('unit tests', [], '.tmp/unit.json');
vitest('React unit tests', ['--config', 'vitest.react.config.ts'], '.tmp/react.json');
const built = step('build (rollup)', 'npx', ['rollup', '-c', '--silent']);
if (built) step('package (types as users get them, publint, attw)', 'node', ['scripts/package-check.mjs']);
else {
  total.failed++;
  lines.push('FAIL package: not checked, the build failed');
}
step('build-storybook', 'npm', ['run', '--silent', 'build-storybook']);
if (built) vitest('browser tests', ['--config', 'vitest.e2e.config.ts'], '.tmp/e2e.json');
else {
  total.failed++;
  lines.push('FAIL browser tests: not run, the build failed');
}

console.log('\n' + lines.join('\n'));
console.log(closingLine(total));
process.exit(total.failed ? 1 : 0);
