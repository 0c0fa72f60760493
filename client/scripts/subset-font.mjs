// Cuts the brand typeface (variable Outfit from @fontsource-variable/outfit, OFL) down to the characters
// the site's copy uses, keeping the whole weight axis. Run after changing the character set; the
// result is committed (client/src/styles/fonts/), so builds need no font tooling.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2');
const target = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'styles',
  'fonts',
  'outfit-variable-subset.woff2',
);

let ascii = '';
for (let code = 0x20; code <= 0x7e; code += 1) ascii += String.fromCharCode(code);
const TEXT = `${ascii}\u00a0’‘“”–—…·•₦©×é`;

const subset = await subsetFont(readFileSync(source), TEXT, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (from ${readFileSync(source).length})`);
