/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The /app shells' JavaScript budget (decision 0105: at most 150 KB Brotli before sign-in) and the public pages' leak
 * check, measured on the client build `npm test` makes (or finds current) before jest starts (scripts/ensure-build.mjs):
 * the script exits 1 over budget or when a public page reaches member code.
 */
const script = path.resolve(__dirname, '../../../scripts/measure-member-shell.mjs');

it('the sign-in shell is within its budget and no public page loads member code', () => {
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toEqual({
    status: 0,
    output: expect.stringContaining('Public pages load no member-app code'),
  });
});
