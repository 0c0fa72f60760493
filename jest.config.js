/** One jest run covers every workspace; projects keep their environments apart. */
// @blynd/shared resolves to its TypeScript source through the package's `@blynd/source` export condition (browser builds take it via `browser`).
const nodeSource = { customExportConditions: ['node', 'require', '@blynd/source'] };
const { swc } = require('./jest.transform');

module.exports = {
  // The one test time-out (projects ignore their own, and no file sets one): browser pages and a fresh migrated
  // database per file are slow on a loaded 2-core machine.
  testTimeout: 120_000,
  projects: [
    {
      displayName: 'shared',
      rootDir: __dirname,
      testMatch: ['<rootDir>/shared/src/**/__tests__/**/*.test.ts'],
      transform: swc,
      testEnvironment: 'node',
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      testMatch: ['<rootDir>/server/src/**/__tests__/**/*.test.ts'],
      transform: swc,
      testEnvironmentOptions: nodeSource,
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/server/src/test-support/jest-env.ts'],
    },
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
      testEnvironmentOptions: nodeSource,
      testEnvironment: 'node',
      setupFiles: ['<rootDir>/server/src/test-support/jest-env.ts'],
    },
  ],
};
