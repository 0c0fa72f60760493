// ESLint 9 flat config for the client (bulletproof-react's rules, decision 0030): imports flow
// shared (components, config, hooks, lib, types) → features → app, and a feature never imports
// another feature; what two features share moves to components/ or lib/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['./src/components', './src/config', './src/hooks', './src/lib', './src/types'];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.css'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import/no-restricted-paths': [
        'error',
        {
          basePath: new URL('.', import.meta.url).pathname,
          zones: [
            // A feature never imports another feature.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature: move what both need to components/ or lib/.',
            })),
            // Features do not reach up into the app (routes, providers, layouts that compose features).
            { target: './src/features', from: './src/app', message: 'Imports flow shared → features → app.' },
            // Shared code knows neither features nor the app.
            {
              target: SHARED,
              from: ['./src/features', './src/app'],
              message: 'Shared code (components, config, hooks, lib, types) imports neither features nor the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/__tests__/**', 'src/test-support/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  {
    files: ['*.config.{js,ts}', 'vite.config.ts', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);
