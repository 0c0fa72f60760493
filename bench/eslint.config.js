// @ts-check
/**
 * Bench lint: typescript-eslint's recommended rules, as for shared/ and server/. The bench is Node code run by
 * tsx from the repo root (`npm run bench`); it drives the server from outside, over HTTP and the database.
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const globals = require('globals');

module.exports = tseslint.config(
  { ignores: ['results/**', 'proposals/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The worker and stand-in processes are plain CommonJS, started by node without a build step.
    files: ['eslint.config.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
