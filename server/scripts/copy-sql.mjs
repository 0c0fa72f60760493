// Copies the database routines (every src/**/sql/*.sql, decision 0130) beside the compiled code in dist/, where
// db/routines.ts reads them from once built. The migrations stay where they are: the server reads src/db/migrations.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(server, 'src');
const dist = join(server, 'dist');

function copySqlFolders(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (!entry.isDirectory() || entry.name === '__tests__' || entry.name === 'migrations') continue;
    if (entry.name === 'sql') {
      for (const file of readdirSync(path).filter((name) => name.endsWith('.sql'))) {
        const target = join(dist, relative(src, path), file);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(path, file), target);
      }
    } else copySqlFolders(path);
  }
}

copySqlFolders(src);
