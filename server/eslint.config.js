// @ts-check
/**
 * Server lint: typescript-eslint's recommended rules plus the layer boundaries of decision 0019 and 0072.
 * lib/, db/ and config/ are below the feature modules and never import them; production code never
 * imports the demo seed or test support; a module reaches another module through its service or
 * types, never its routes (only src/routes/ and app.ts mount routers) or its repository; Drizzle and the table
 * definitions are used by repositories (type imports are fine anywhere).
 */
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const importX = require('eslint-plugin-import-x');
const fs = require('node:fs');
const path = require('node:path');

const layerZones = [
  {
    target: ['./src/lib', './src/db', './src/config'],
    from: ['./src/modules', './src/middleware', './src/routes', './src/app.ts', './src/server.ts'],
    message: 'lib/, db/ and config/ sit below the feature modules and must not import them.',
  },
  {
    target: './src/middleware',
    from: ['./src/routes', './src/app.ts', './src/server.ts'],
    message: 'Middleware is mounted by the app, it does not import it.',
  },
];

/**
 * A module reaches another module through its service or types, never its repository or its routes, at any
 * depth (`../subscriptions/activation/activation.repository` counts as much as `../plans/plans.repository`).
 * The visibility rule (docs/member-api.md, "Who sees whom") is SQL that every member query composes, so its
 * repository is the one other modules may import; so is the pair module's pair-facts.repository.ts (the pair facts
 * others read, decision 0132). The router compositions (src/routes/: public, admin, member app)
 * sit outside modules/ and are the only files that import routers.
 * Every boundary lives in this one `import-x/no-restricted-paths` option: ESLint keeps only the last options given
 * for a rule, so a second block configuring the same rule would silently replace these zones
 * (src/__tests__/lint-boundaries.test.ts checks both).
 */
const moduleNames = fs
  .readdirSync(path.join(__dirname, 'src/modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = [
  ...moduleNames.flatMap((name) => [
    {
      target: `./src/modules/${name}/**`,
      from: `./src/modules/!(${name}|visibility)/**/!(pair-facts).repository.ts`,
      message: "Another module's tables are reached through its service, not its repository.",
    },
    {
      target: `./src/modules/${name}/**`,
      from: `./src/modules/!(${name})/**/*.routes.ts`,
      message:
        'Routers are mounted by the router compositions (src/routes/); share the value through lib/ or a service.',
    },
  ]),
  {
    target: './src/modules',
    from: './src/routes',
    message: 'The router compositions (src/routes/) mount modules; modules do not import them.',
  },
  {
    target: ['./src/middleware/**', './src/routes/**'],
    from: './src/modules/!(visibility)/**/*.repository.ts',
    message: "A module's tables are reached through its service, not its repository.",
  },
];

module.exports = tseslint.config(
  { ignores: ['dist/**', 'src/db/migrations/**', 'coverage/**'] },
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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
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
            {
              target: './src',
              from: './src/db/seed',
              message: 'Production code does not import the demo seed; shared constants belong in lib/ or config/.',
            },
            { target: './src', from: './src/test-support', message: 'Production code does not import test support.' },
            ...moduleZones,
          ],
        },
      ],
    },
  },
  {
    // No file imports a file that imports it back (type imports excepted: they vanish at compile time). Module-level
    // loops, where two modules import each other through different files, are a graph lint does not see:
    // src/__tests__/module-cycles.test.ts checks those.
    files: ['src/**/*.ts'],
    ignores: ['src/**/__tests__/**', 'src/test-support/**'],
    // import-x follows only files whose extension it is told about, and parses them with the TypeScript parser.
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/modules/**/*.ts', 'src/middleware/**/*.ts'],
    ignores: [
      'src/**/*.repository.ts',
      'src/modules/audit/audit.writer.ts',
      'src/modules/exports/csv-cells.ts',
      'src/modules/**/__tests__/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Drizzle belongs in a *.repository.ts.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message: 'Tables are queried in a *.repository.ts; services get rows from it.',
            },
          ],
        },
      ],
    },
  },
);
