// `npm run bench`: builds the server and client when needed, then runs the TypeScript bench runner
// (bench/run.ts) with tsx. See bench/run.ts for the environment it reads.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).filter((name) => name !== 'node_modules' && name !== 'dist').map((name) => newest(join(path, name))));
};

// tsc -b is incremental; the client is rebuilt only when a source is newer than its build.
run('npm', ['run', 'build', '-w', 'server']);
const clientBuilt = join(root, 'client/dist/index.html');
const clientSources = ['client/src', 'client/public', 'client/index.html', 'shared/src'].map((p) => newest(join(root, p)));
if (!existsSync(clientBuilt) || statSync(clientBuilt).mtimeMs < Math.max(...clientSources)) run('npm', ['run', 'build', '-w', 'client']);
run(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'bench/run.ts')]);
