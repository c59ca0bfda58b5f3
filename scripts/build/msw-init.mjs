// npm 11 skips install scripts, so msw's worker file is copied here before Storybook starts or builds.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const source = join(dirname(require.resolve('msw/package.json')), 'lib/mockServiceWorker.js');
mkdirSync('storybook-public', { recursive: true });
copyFileSync(source, 'storybook-public/mockServiceWorker.js');
console.log('msw: storybook-public/mockServiceWorker.js ready');
