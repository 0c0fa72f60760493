// `npm run test:resilience`: builds the server when stale, runs the fault scenarios one at a time and
// ends with the plain summary line CI reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The scenarios run the production server build.
const ensure = spawnSync(process.execPath, [join(root, 'scripts/ensure-build.mjs')], { stdio: 'inherit', cwd: root });
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

const outFile = join(mkdtempSync(join(tmpdir(), 'blynd-resilience-')), 'results.json');
const run = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/jest/bin/jest.js'),
    '--config',
    join(root, 'jest.resilience.config.js'),
    '--runInBand',
    '--json',
    `--outputFile=${outFile}`,
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-warnings`.trim() },
  },
);

let passed = 0;
let failed = 1;
if (existsSync(outFile)) {
  const results = JSON.parse(readFileSync(outFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
}
// The Node.js line matters: CI runs the production build on the one the image ships (Node 24).
console.log(`\nNode.js ${process.version}`);
console.log(`\nresilience: ${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
