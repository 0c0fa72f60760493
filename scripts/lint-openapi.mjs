// Lints the served OpenAPI document with Redocly's recommended rules (redocly.yaml); fails on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/tsx/dist/cli.mjs'),
    '--conditions=@blynd/source',
    join(root, 'scripts/openapi-document.ts'),
  ],
  {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  },
);
if (built.status !== 0) {
  process.stderr.write(built.stderr);
  process.exit(built.status ?? 1);
}
const file = join(mkdtempSync(join(tmpdir(), 'blynd-openapi-')), 'openapi.json');
writeFileSync(file, built.stdout);
const lint = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    file,
    '--config',
    join(root, 'redocly.yaml'),
    '--format',
    'summary',
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // No telemetry or update checks: CI reaches the npm registry only.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
process.exit(lint.status ?? 1);
