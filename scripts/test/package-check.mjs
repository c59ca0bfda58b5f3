// `npm test`'s package step (docs/react.md "Checked as users get it"): the React package as built and packed.
// 1. its types as a theme author's TypeScript sees them (tests/react-types: right props compile, wrong ones do not);
// 2. publint on the packed package; 3. @arethetypeswrong/cli on the packed package (ESM only: no CommonJS build);
// 4. no copy of React, React DOM or preact inside dist/react. Exits non-zero, naming the check, when one fails.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const failures = [];
function run(label, command, args) {
  console.log(`\n· ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) failures.push(`${label} (exit ${result.status})`);
}

run('types as users get them', 'npx', ['tsc', '-p', 'tests/react-types/tsconfig.json']);
run('publint', 'npx', ['publint', '--strict']);
run('attw', 'npx', ['attw', '--pack', '.', '--profile', 'esm-only', '--format', 'table-flipped']);

/** What a bundled copy would carry: React's element symbols, or preact's event-name pattern (it survives minifying). */
export const COPY = /Symbol\.for\(["']react\.(transitional\.)?element["']\)|\(PointerCapture\)\$\|Capture\$|from ["']preact/;

console.log('\n· no React or preact inside dist/react');
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.js') ? [join(dir, d.name)] : [],
  );
for (const file of files('dist/react')) {
  const code = readFileSync(file, 'utf8');
  if (COPY.test(code)) failures.push(`a copy of React or preact in ${file}`);
}

if (failures.length) {
  console.error(`\npackage checks failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\npackage checks: all passed');
