/** `npm run test:resilience`: fault scenarios against the production build; kept out of `npm test` (slow, starts servers). */
module.exports = {
  rootDir: __dirname,
  displayName: 'resilience',
  testMatch: ['<rootDir>/server/test/resilience/**/*.resilience.ts'],
  transform: require('./jest.transform').swc,
  transformIgnorePatterns: require('./jest.transform').transformIgnorePatterns,
  testEnvironmentOptions: { customExportConditions: ['node', 'require', '@blynd/source'] },
  testEnvironment: 'node',
  // Each scenario starts servers and databases of its own; one at a time keeps them within two cores.
  maxWorkers: 1,
  testTimeout: 180_000,
};
