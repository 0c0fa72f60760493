/** One jest run covers every workspace; projects keep their environments apart. */
// @blynd/shared resolves to its TypeScript source through the package's `@blynd/source` export condition (browser builds take it via `browser`).
const nodeSource = { customExportConditions: ['node', 'require', '@blynd/source'] };
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { swc, transformIgnorePatterns } = require('./jest.transform');

/**
 * With DATABASE_URL set (CI), the server project runs on the PostgreSQL server, and these files run a second time on
 * PGlite, the embedded engine `npm start` uses: the demo seed, the app, and the features whose rules live in the
 * product's own SQL functions (chat send, bids, the token ledger, ranked discover, last seen). Without it, `npm test`
 * runs every server file on PGlite already (docs/decisions/0110-ci-one-run-two-workers.md).
 */
const ALSO_ON_PGLITE = [
  'server/src/__tests__/app.test.ts',
  'server/src/db/seed/__tests__/seed.test.ts',
  'server/src/modules/member-chat/__tests__/chat.test.ts',
  'server/src/modules/auctions/__tests__/auctions.test.ts',
  'server/src/modules/auctions/__tests__/auction-withdrawal.test.ts',
  'server/src/modules/tokens/__tests__/ledger-holds.test.ts',
  'server/src/modules/tokens/__tests__/token-purchase.test.ts',
  'server/src/modules/tokens/__tests__/token-history.test.ts',
  'server/src/modules/member-discover/__tests__/ranked-discover.test.ts',
  'server/src/modules/member-pairs/__tests__/likes.test.ts',
  'server/src/modules/member-auth/__tests__/last-seen-hot-update.test.ts',
];
// A file that moved would otherwise drop out of the PGlite run without a word.
for (const path of ALSO_ON_PGLITE)
  if (!existsSync(join(__dirname, path))) throw new Error(`jest.config.js: ${path} (ALSO_ON_PGLITE) does not exist`);
// Their `exports` name only the import conditions, which jest's resolver does not take (voice notes, decision 0157);
// the e2e project runs the server in-process, so it needs them too.
const importOnlyPackages = {
  '^file-type$': '<rootDir>/server/node_modules/file-type/index.js',
  '^music-metadata$': '<rootDir>/server/node_modules/music-metadata/lib/index.js',
};
const serverProject = (displayName, extra) => ({
  displayName,
  rootDir: __dirname,
  transform: swc,
  transformIgnorePatterns,
  testEnvironmentOptions: nodeSource,
  testEnvironment: 'node',
  moduleNameMapper: importOnlyPackages,
  ...extra,
  setupFiles: ['<rootDir>/server/src/test-support/jest-env.ts', ...(extra.setupFiles ?? [])],
});

module.exports = {
  // The one test time-out (projects ignore their own, and no file sets one): browser pages and a fresh migrated
  // database per file are slow on a loaded 2-core machine.
  testTimeout: 120_000,
  // A worker that holds more than this after a file is replaced by a fresh one: a worker's heap grew over the ~150
  // files it ran (database engines, servers and browsers per file) until it ran out of memory mid-file in CI.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'shared',
      rootDir: __dirname,
      testMatch: ['<rootDir>/shared/src/**/__tests__/**/*.test.ts'],
      transform: swc,
      testEnvironment: 'node',
    },
    serverProject('server', { testMatch: ['<rootDir>/server/src/**/__tests__/**/*.test.ts'] }),
    ...(process.env.DATABASE_URL
      ? [
          serverProject('server-pglite', {
            testMatch: ALSO_ON_PGLITE.map((path) => `<rootDir>/${path}`),
            setupFiles: ['<rootDir>/server/src/test-support/pglite-engine.ts'],
          }),
        ]
      : []),
    {
      displayName: 'client',
      rootDir: __dirname,
      testMatch: ['<rootDir>/client/src/**/__tests__/**/*.test.{ts,tsx}'],
      transform: swc,
      moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/client/src/test-support/file-stub.cjs' },
      testEnvironment: 'jsdom',
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/client/e2e/**/*.e2e.ts'],
      transform: swc,
      transformIgnorePatterns,
      moduleNameMapper: importOnlyPackages,
      testEnvironmentOptions: nodeSource,
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/server/src/test-support/jest-env.ts'],
    },
  ],
};
