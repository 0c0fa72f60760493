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

/**
 * pg-boss and the packages it imports are ES modules only (decision 0135). Node loads them with require() (20.19
 * and later), jest's module system does not: these are compiled to CommonJS like the sources, and only these.
 */
const esmPackages = ['pg-boss', 'serialize-error', 'non-error', 'rrule-temporal', 'temporal-spec', 'tagged-tag'];
swc[`/node_modules/(${esmPackages.join('|')})/.+\\.js$`] = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'ecmascript', importAttributes: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];
/**
 * Voice notes (decision 0157): file-type and music-metadata and what they import, ES modules only too. Compiled with
 * Node's own interop: their default import of a CommonJS package (content-type) is its module.exports, as in Node.
 */
const voicePackages = [
  'file-type',
  'music-metadata',
  'strtok3',
  'token-types',
  'uint8array-extras',
  'win-guid',
  'media-typer',
  '@tokenizer/inflate',
  '@borewit/text-codec',
];
swc[`/node_modules/(${voicePackages.join('|')})/.+\\.js$`] = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'ecmascript', importAttributes: true }, target: 'es2022' },
    module: { type: 'commonjs', importInterop: 'node' },
  },
];
esmPackages.push(...voicePackages);
/** The projects that load the server give this as `transformIgnorePatterns`. */
const transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

module.exports = { swc, transformIgnorePatterns };
