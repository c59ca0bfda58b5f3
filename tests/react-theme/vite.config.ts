import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// The example React theme (tests/react-theme): built with Vite as a theme author's app is. `@storefront/widgets/react`
// is the built package (dist/react: what package.json's exports name), so run `npm run build` first.
export default defineConfig({
  root: here,
  base: '/theme/',
  logLevel: 'warn',
  resolve: { alias: { '@storefront/widgets/react': resolve(here, '../../dist/react/index.js') } },
  build: { outDir: resolve(here, '../../.tmp/react-theme'), emptyOutDir: true },
});
