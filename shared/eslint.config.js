// @ts-check
/** shared/ is universal TypeScript, read by the browser and the server alike: no Node built-ins, no database, no web framework, no UI library. */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');

module.exports = tseslint.config(
  { ignores: ['dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['eslint.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'shared/ runs in the browser too: no Node built-ins.' },
            {
              group: [
                'fs',
                'path',
                'crypto',
                'os',
                'http',
                'https',
                'stream',
                'buffer',
                'child_process',
                'url',
                'util',
              ],
              message: 'shared/ runs in the browser too: no Node built-ins.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
              message: 'shared/ holds no database code.',
            },
            { group: ['express', 'express/*'], message: 'shared/ holds no server framework code.' },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*'],
              message: 'shared/ holds no UI code.',
            },
          ],
        },
      ],
    },
  },
);
