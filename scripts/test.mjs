// `npm test`: type-check, unit tests, build, browser tests. Every suite runs even when an earlier one fails, and the
// last line is the plain total over all of them: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, ok) {
  ok ? passed++ : failed++;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
}

function vitest(label, configArgs, report) {
  rmSync(report, { force: true });
  const ok = run(label, 'npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // A file that fails to load counts as a failure even though no test in it ran.
    const broken = json.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    failed += broken;
    lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${json.numPassedTests} passed, ${json.numFailedTests + broken} failed`);
  } catch {
    check(`${label} (no report)`, false);
  }
}

check('type-check (tsc --noEmit)', run('type-check', 'npx', ['tsc', '--noEmit']));
vitest('unit tests', [], '.tmp/unit.json');
const built = run('build', 'npx', ['rollup', '-c', '--silent']);
check('build (rollup)', built);
check('build-storybook', run('build-storybook', 'npm', ['run', '--silent', 'build-storybook']));
if (built) vitest('browser tests', ['--config', 'vitest.e2e.config.ts'], '.tmp/e2e.json');
else check('browser tests (skipped: the build failed)', false);

console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
