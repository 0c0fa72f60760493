// `npm run bench`: builds the server and client when needed, then runs the TypeScript bench runner
// (bench/run.ts) with tsx. See bench/run.ts for the environment it reads.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run(process.execPath, [join(root, 'scripts/ensure-build.mjs')]);
run(process.execPath, [
  join(root, 'node_modules/tsx/dist/cli.mjs'),
  '--conditions=@blynd/source',
  join(root, 'bench/run.ts'),
]);
