// Builds the server and the client when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const clientOnly = process.argv.includes('--client-only');

// One build at a time per checkout: two test runs started together would otherwise write the same dist/ at once.
// The lock is a folder holding the builder's pid, taken over when that process is gone.
const lock = join(root, 'node_modules/.cache/blynd-build.lock');
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (;;) {
  try {
    mkdirSync(lock, { recursive: false });
    writeFileSync(join(lock, 'pid'), String(process.pid));
    break;
  } catch (error) {
    if (error.code === 'ENOENT') {
      mkdirSync(dirname(lock), { recursive: true });
      continue;
    }
    if (error.code !== 'EEXIST') throw error;
    let holder = 0;
    try {
      holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
    } catch {
      // Just taken and its pid not written yet.
    }
    if (holder && !alive(holder)) rmSync(lock, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
}
process.on('exit', () => rmSync(lock, { recursive: true, force: true }));

const newest = (dir) => {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const stale = (output, sources) => !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources.map(newest));
const run = (label, command, args) => {
  console.log(`Building ${label}...`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!clientOnly && stale(join(root, 'server/dist/index.js'), [join(root, 'server/src'), join(root, 'shared/src')])) {
  run('the server', 'npm', ['run', 'build', '-w', 'server']);
}
if (
  stale(join(root, 'client/dist/index.html'), [
    join(root, 'client/src'),
    join(root, 'client/public'),
    join(root, 'shared/src'),
    join(root, 'client/index.html'),
    join(root, 'client/scripts'),
    join(root, 'client/vite.config.ts'),
  ])
) {
  run('the client', 'npm', ['run', 'build', '-w', 'client']);
}
