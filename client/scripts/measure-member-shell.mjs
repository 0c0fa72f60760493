// Brotli bytes of the JavaScript a browser loads for /app before sign-in (what the sign-in shell names: the
// entry, the boot script and the preloaded member chunks, with their static imports), the same for the shell
// every other /app path gets (signed in, landing on discover), and whether any public page's chunks reach
// member code (member-app modules travel in the `member-app`, `member-app-signed-in` and `member-app-screens`
// chunks, see vite.config.ts).
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

const byFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
/** The manifest keys of every script a member shell (client/scripts/prerender.mjs) names. */
const shellKeys = (page) => {
  const html = readFileSync(join(dist, '.pages', page), 'utf8');
  // The entry's script tag, and the chunks the inline boot script preloads (its list of quoted paths).
  const named = [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => byFile.get(match[1]));
  return closure(named.filter(Boolean));
};
const report = (label, keys) => {
  const files = jsOf(keys);
  const total = files.reduce((sum, file) => sum + brotliSize(file), 0);
  console.log(`${label}: ${files.length} scripts, ${(total / 1024).toFixed(1)} KB Brotli`);
  for (const file of files) console.log(`  ${file} ${(brotliSize(file) / 1024).toFixed(1)} KB`);
  return total;
};
const total = report('/app before sign-in (/app/sign-in)', shellKeys('member-sign-in.html'));
report('/app signed in, landing on discover (any other /app path)', shellKeys('member-app.html'));

const isMemberCode = (key) => key.startsWith('src/member-app/') || /^member-app(-|$)/.test(manifest[key]?.name ?? '');
// The entry imports the app (the `app-start` chunk) after the first paint (src/main.tsx): a public page loads it too.
const publicEntries = Object.keys(manifest).filter(
  (key) => key === 'index.html' || key.startsWith('src/app/routes/') || manifest[key].name === 'app-start',
);
const leaked = [...closure(publicEntries)].filter(isMemberCode);
console.log(
  leaked.length ? `Public pages reach member code: ${leaked.join(', ')}` : 'Public pages load no member-app code',
);
process.exitCode = total <= 150 * 1024 && leaked.length === 0 ? 0 : 1;
