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
const failedSuites = [];
if (existsSync(outFile)) {
  const results = JSON.parse(readFileSync(outFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A suite can fail with no failed test (a hook that throws or times out, a file that does not load): each such
  // suite counts as one failure, and every failed suite is named with the first line of why.
  for (const suite of results.testResults) {
    if (suite.status !== 'failed') continue;
    const failedTests = suite.assertionResults.filter((test) => test.status === 'failed').length;
    if (failedTests === 0) failed += 1;
    const why = (suite.message || '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() && !line.includes('●'));
    failedSuites.push(
      `${suite.name.replace(`${root}/`, '')}: ${failedTests} failed test(s)${why ? `; ${why.trim().slice(0, 200)}` : ''}`,
    );
  }
} else {
  failed = 1;
}
if (run.status !== 0 && failed === 0) failed = 1;
const database = process.env.DATABASE_URL ? 'PostgreSQL server (the server-pglite project on PGlite)' : 'PGlite';
console.log(`\nDatabase: ${database}`);
if (failedSuites.length > 0) console.log(`Failed suites:\n${failedSuites.map((line) => `  ${line}`).join('\n')}`);
if (run.status !== 0 && failedSuites.length === 0)
  console.log(`jest exited with ${run.status ?? run.signal} and no failed suite`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
