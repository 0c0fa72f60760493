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

// The member web app at /app (decision 0133) has the same three layers inside src/member-app, kept there because its
// chunking and first paint are laid out by that folder (vite.config.ts, scripts/prerender.mjs): its shared layer
// (the API client, UI parts, the boot and first-paint modules) → features/<feature> → its app layer (screens,
// the signed-in layout with the live channel, routes, root and guards).
const MEMBER = './src/member-app';
const memberFeatures = readdirSync(new URL('./src/member-app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const MEMBER_APP_LAYER = ['screens', 'layout', 'routes.tsx', 'member-root.tsx', 'guards.tsx'].map(
  (path) => `${MEMBER}/${path}`,
);
const MEMBER_SHARED = [
  'api',
  'components',
  'boot.ts',
  'boot-inline.ts',
  'boot-discover-inline.ts',
  'catalogue-labels.ts',
  'discover-address.ts',
  'discover-first-cards.ts',
  'discover-first-paint.ts',
].map((path) => `${MEMBER}/${path}`);
const MEMBER_CODE = [...MEMBER_SHARED, `${MEMBER}/features`, ...MEMBER_APP_LAYER];

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
            // Shared code knows neither features nor the app (the member app's included).
            {
              target: SHARED,
              from: ['./src/features', './src/app', MEMBER],
              message: 'Shared code (components, config, hooks, lib, types) imports neither features nor the app.',
            },
            // The member app and the rest of the client share only the shared layer: the site and control centre's
            // features are not the member app's, nor is its code theirs (src/app loads its routes, as it loads the site's).
            {
              target: MEMBER_CODE,
              from: ['./src/features', './src/app'],
              message:
                'The member app imports the shared layer (components, config, hooks, lib, types), no other feature.',
            },
            { target: './src/features', from: MEMBER, message: 'A feature does not import the member app.' },
            // Inside the member app: a feature never imports another feature …
            ...memberFeatures.map((feature) => ({
              target: `${MEMBER}/features/${feature}`,
              from: `${MEMBER}/features`,
              except: [`./${feature}`],
              message:
                'A member feature does not import another feature: move what both need to member-app/api or components, or compose them in a screen.',
            })),
            // … nor the member app's own app layer …
            {
              target: `${MEMBER}/features`,
              from: MEMBER_APP_LAYER,
              message: 'Imports flow shared → features → app, in the member app too.',
            },
            // … and its shared layer knows neither.
            {
              target: MEMBER_SHARED,
              from: [`${MEMBER}/features`, ...MEMBER_APP_LAYER],
              message:
                "The member app's shared layer (api, components, boot and first paint) imports neither its features nor its screens.",
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
