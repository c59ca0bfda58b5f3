import { resolve } from 'node:path';
import alias from '@rollup/plugin-alias';
import nodeResolve from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';
import { reactAliases } from '../../scripts/build/react-aliases.mjs';

/**
 * Bundles a test page's script (tests/e2e/fixtures/<file>) into one IIFE, with preact/compat in place of React as the
 * build does: for browser tests of code no widget ships yet (form fields, the captcha).
 */
export async function bundleFixture(file: string): Promise<string> {
  const build = await rollup({
    input: resolve(__dirname, 'fixtures', file),
    plugins: [
      alias({ entries: reactAliases }),
      nodeResolve({ browser: true }),
      typescript({
        tsconfig: './tsconfig.json',
        compilerOptions: { noEmit: false, declaration: false, sourceMap: false },
        include: ['src/**/*', 'tests/e2e/fixtures/*'],
        exclude: ['**/*.test.*'],
        noEmitOnError: false,
      }),
    ],
    onwarn: () => {},
  });
  return (await build.generate({ format: 'iife', inlineDynamicImports: true })).output[0].code;
}
