// Brotli bytes of the JavaScript a browser loads for /app before sign-in (the entry, the member routes and
// the sign-in screen, with their static imports), and whether any public page's chunks reach member code.
// Run after `npm run build -w client`: node client/scripts/measure-member-shell.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
const brotliSize = (file) => {
  const path = join(dist, file);
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : brotliCompressSync(readFileSync(path)).length;
};
const jsOf = (keys) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

const shell = closure(['index.html', 'src/member-app/routes.tsx', 'src/member-app/screens/sign-in.tsx']);
const files = jsOf(shell);
const total = files.reduce((sum, file) => sum + brotliSize(file), 0);
console.log(`/app before sign-in: ${files.length} scripts, ${(total / 1024).toFixed(1)} KB Brotli`);
for (const file of files) console.log(`  ${file} ${(brotliSize(file) / 1024).toFixed(1)} KB`);

const publicEntries = Object.keys(manifest).filter((key) => key === 'index.html' || key.startsWith('src/app/routes/'));
const leaked = [...closure(publicEntries)].filter((key) => key.startsWith('src/member-app/'));
console.log(
  leaked.length ? `Public pages reach member code: ${leaked.join(', ')}` : 'Public pages load no member-app code',
);
process.exitCode = total <= 150 * 1024 && leaked.length === 0 ? 0 : 1;
