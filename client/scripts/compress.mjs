// Precompresses every text asset of the build with Brotli and gzip, so the server only picks a file.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);
const MIN_BYTES = 512;

let count = 0;
function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // Dot folders (.pages, .vite) are never served as files; the server compresses the configured pages itself.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) walk(path);
      continue;
    }
    if (!TEXT.has(extname(entry.name)) || statSync(path).size < MIN_BYTES) continue;
    const source = readFileSync(path);
    const br = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    });
    const gz = gzipSync(source, { level: 9 });
    if (br.length < source.length) writeFileSync(`${path}.br`, br);
    if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
}
walk(dist);
console.log(`Precompressed ${count} files in ${dist}`);
