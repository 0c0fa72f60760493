/**
 * The one jest transform: swc strips the types and writes CommonJS, as tsc would with tsconfig.base.json; it does not
 * type-check. `npm run typecheck` is the one type gate (docs/decisions/0069-ci-under-thirty-minutes.md).
 */
const swc = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

module.exports = { swc };
