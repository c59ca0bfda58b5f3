// ESLint (a step of `npm test`, before the unit tests): typescript-eslint's type-aware recommended rules, React's
// hooks rules and jsx-a11y's recommended rules. A rule turned off for a file or a line says why on that line.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'storybook-static/', 'storybook-public/', 'coverage/', '.tmp/', '.scratch/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    rules: {
      // Unused names fail the type-check already (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      // Preact's act() has done a synchronous callback's work when it returns; the promise it also returns matters only
      // for an async callback, which the tests await.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'preact/test-utils', name: 'act' },
            { from: 'package', package: 'react', name: 'act' },
          ],
        },
      ],
    },
  },
  // The React package's tests under real React use act's documented async form, `await act(async () => …)`, whose
  // callbacks need not await anything themselves.
  { files: ['react/*.test.tsx', 'tests/react/harness.ts'], rules: { '@typescript-eslint/require-await': 'off' } },
  // The build, bench and test scripts and the demo's page scripts are plain JavaScript: the rules that need types are for
  // the TypeScript.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  // The React package's consumer fixtures import the built package (dist/react), which a fresh clone has only after the
  // build; `npm test`'s package step type-checks them against it.
  { files: ['tests/react-types/**', 'tests/react-theme/**'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
