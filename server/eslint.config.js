// @ts-check
/**
 * Server lint: typescript-eslint's recommended rules plus the layer boundaries of STYLE.md.
 * lib/, db/ and config/ are below the feature modules and never import them; production code never
 * imports the demo seed or test support; a module reaches another module through its service or
 * types, never its routes (only the admin composition mounts routers) or its repository; Drizzle and the table
 * definitions are used by repositories (type imports are fine anywhere).
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');

const layerZones = [
  { target: ['./src/lib', './src/db', './src/config'], from: ['./src/modules', './src/middleware', './src/app.ts', './src/server.ts'], message: 'lib/, db/ and config/ sit below the feature modules and must not import them.' },
  { target: './src/middleware', from: ['./src/app.ts', './src/server.ts'], message: 'Middleware is mounted by the app, it does not import it.' },
];

module.exports = tseslint.config(
  { ignores: ['dist/**', 'src/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Lazy requires keep optional clients (Redis, Firebase) out of the default start-up.
      '@typescript-eslint/no-require-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: layerZones,
        },
      ],
    },
  },
  {
    // Production code: everything but tests, test support and the seed itself. Start-up (server.ts)
    // seeds the demo data set when asked to and the entry point (index.ts) names the demo admin.
    files: ['src/**/*.ts'],
    ignores: ['src/**/__tests__/**', 'src/test-support/**', 'src/db/seed/**', 'src/server.ts', 'src/index.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: [
            ...layerZones,
            { target: './src', from: './src/db/seed', message: 'Production code does not import the demo seed; shared constants belong in lib/ or config/.' },
            { target: './src', from: './src/test-support', message: 'Production code does not import test support.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/modules/**/*.ts'],
    ignores: ['src/modules/admin/admin.routes.ts', 'src/modules/member-app/member-app.routes.ts', 'src/modules/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?:\\.\\./modules/)?[a-z-]+/[a-z-]+\\.routes$', message: 'Routers are mounted by app.ts or the admin composition (modules/admin/admin.routes.ts, modules/member-app/member-app.routes.ts); share the value through lib/ or a service.' },
          ],
        },
      ],
    },
  },
  {
    // The payment modules still read other modules' repositories; issue 12 §1 restructures them.
    files: ['src/modules/**/*.ts'],
    ignores: ['src/modules/admin/admin.routes.ts', 'src/modules/member-app/member-app.routes.ts', 'src/modules/**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?:\\.\\./modules/)?[a-z-]+/[a-z-]+\\.routes$', message: 'Routers are mounted by app.ts or the admin composition (modules/admin/admin.routes.ts, modules/member-app/member-app.routes.ts); share the value through lib/ or a service.' },
            // The visibility rule (MEMBER-API §6) is SQL that every member query composes, so it is the one
            // repository other modules may import.
            { regex: '^\\.\\./(?:\\.\\./)?(?:modules/)?(?!visibility/)[a-z-]+/[a-z-]+\\.repository$', message: "Another module's tables are reached through its service, not its repository." },
          ],
        },
      ],
    },
  },
  {
    files: ['src/modules/**/*.ts', 'src/middleware/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/modules/audit/audit.writer.ts', 'src/modules/exports/csv-cells.ts', 'src/modules/**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: 'Drizzle belongs in a *.repository.ts.' },
            { regex: '(^|/)db/schema(/|$)', allowTypeImports: true, message: 'Tables are queried in a *.repository.ts; services get rows from it.' },
          ],
        },
      ],
    },
  },
);
