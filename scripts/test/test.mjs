// `npm test`: lint and format check, type-check, unit tests, build, the React package's checks, browser tests. Every suite runs even when an earlier one fails, and the
// last line is the plain total over all of them: `N passed, N failed` (`, N skipped` when some tests did not run).
// A step that exits non-zero is a failure whatever its report says (scripts/test/totals.mjs), and so is the whole run.
//
// The unit tests keep about one core of this 2-core machine kind busy, so the steps that do not need them (the
// type-check, then the build, the package checks and the Storybook build) run beside them, their output held and
// printed once each is done; the browser tests start when both sides are done (they need the build): a shorter run
// (docs/architecture.md, "Tests"). The browser tests run two files at a time, each worker with mock platforms of its
// own, then the timing files alone (vitest.e2e.config.ts). The summary lists the steps in the same order as ever, with
// each step's seconds.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { closingLine, countVitest, unhandledErrors } from './totals.mjs';

mkdirSync('.tmp', { recursive: true });
const total = { passed: 0, failed: 0, skipped: 0 };
/** Summary lines by step, printed in this order. */
const ORDER = ['lint', 'format', 'type-check', 'unit', 'react', 'build', 'package', 'storybook', 'browser'];
const lines = {};

/**
 * Runs a command to its end: with the terminal (`quiet` false), or with its output held and printed as one block when
 * it ends, so two steps running at once never interleave. Resolves with its exit status (1 if it could not start) and
 * what it printed.
 */
function run(label, command, args, quiet = false) {
  const head = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!quiet) console.log(head);
  return new Promise((resolve) => {
    // Not quiet: the output goes to the terminal as it comes, and is kept too (the summary reads it: unhandledErrors).
    // Colours as the terminal would have had them (a pipe is not a terminal).
    const env = !quiet && process.stdout.isTTY && !('NO_COLOR' in process.env) ? { ...process.env, FORCE_COLOR: '1' } : process.env;
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
    const out = [];
    child.stdout.on('data', (d) => (out.push(d), quiet || process.stdout.write(d)));
    child.stderr.on('data', (d) => (out.push(d), quiet || process.stderr.write(d)));
    child.on('error', (error) => out.push(Buffer.from(String(error))));
    child.on('close', (status) => {
      const output = Buffer.concat(out).toString();
      if (quiet) console.log(`${head}\n${output}`);
      resolve({ status: status ?? 1, output });
    });
  });
}

/** A step's seconds, for its summary line: where the run's time goes. */
const took = (began) => ` (${Math.round((Date.now() - began) / 1000)} s)`;

/** A step with no tests of its own: one passed or one failed. */
async function step(key, label, command, args, quiet) {
  const began = Date.now();
  const { status } = await run(label, command, args, quiet);
  const ok = status === 0;
  if (ok) total.passed++;
  else total.failed++;
  lines[key] = [`${ok ? 'ok  ' : 'FAIL'} ${label}${ok ? '' : ` (exit ${status})`}${took(began)}`];
  return ok;
}

async function vitest(key, label, configArgs, reportPath) {
  rmSync(reportPath, { force: true });
  const began = Date.now();
  const { status, output } = await run(label, 'npx', [
    'vitest',
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
  ]);
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
  const problems = [...t.problems, ...unhandledErrors(output)];
  lines[key] = [`${t.failed ? 'FAIL' : 'ok  '} ${label}: ${closingLine(t)}${took(began)}`, ...problems.map((p) => `       ${p}`)];
}

const started = Date.now();
// First, the linter and the formatter (package.json's `lint` and `format:check`), side by side.
await Promise.all([
  step('lint', 'lint (npm run lint: ESLint)', 'npm', ['run', '--silent', 'lint'], true),
  step('format', 'format (npm run format:check: Prettier)', 'npm', ['run', '--silent', 'format:check'], true),
]);
// Beside the unit tests: the type-check, then the build and what needs it but not a browser.
const side = (async () => {
  await step('type-check', 'type-check (tsc --noEmit)', 'npx', ['tsc', '--noEmit'], true);
  const built = await step('build', 'build (rollup)', 'npx', ['rollup', '-c', '--silent'], true);
  if (built) await step('package', 'package (types as users get them, publint, attw)', 'node', ['scripts/test/package-check.mjs'], true);
  else {
    total.failed++;
    lines['package'] = ['FAIL package: not checked, the build failed'];
  }
  await step('storybook', 'build-storybook', 'npm', ['run', '--silent', 'build-storybook'], true);
  return built;
})();
await vitest('unit', 'unit tests', [], '.tmp/unit.json');
await vitest('react', 'React unit tests', ['--config', 'vitest.react.config.ts'], '.tmp/react.json');
if (await side) await vitest('browser', 'browser tests', ['--config', 'vitest.e2e.config.ts'], '.tmp/e2e.json');
else {
  total.failed++;
  lines['browser'] = ['FAIL browser tests: not run, the build failed'];
}

for (const key of ORDER)
  if (!lines[key]) {
    total.failed++;
    lines[key] = [`FAIL ${key}: did not report`];
  }
console.log('\n' + ORDER.flatMap((key) => lines[key]).join('\n'));
console.log(`(${Math.round((Date.now() - started) / 1000)} s)`);
console.log(closingLine(total));
process.exit(total.failed ? 1 : 0);
