// Runs every jest project once and ends with the plain summary line CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ensure = spawnSync(process.execPath, [join(root, 'scripts/ensure-build.mjs'), '--client-only'], {
  stdio: 'inherit',
  cwd: root,
});
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

const outFile = join(mkdtempSync(join(tmpdir(), 'blynd-test-')), 'results.json');
const args = [
  '--experimental-vm-modules',
  join(root, 'node_modules/jest/bin/jest.js'),
  '--json',
  `--outputFile=${outFile}`,
  ...process.argv.slice(2),
];
const run = spawnSync(process.execPath, args, {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-warnings`.trim() },
});

let passed = 0;
let failed = 0;
if (existsSync(outFile)) {
  const results = JSON.parse(readFileSync(outFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests + (results.numRuntimeErrorTestSuites ?? 0);
} else {
  failed = 1;
}
const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite';
console.log(`\nDatabase: ${database}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
