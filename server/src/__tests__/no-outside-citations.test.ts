import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Comments point only at what a reader of this repository can open: docs/member-api.md, docs/domain-rules.md and
 * docs/decisions. The documents the product was first described in are not part of it, so no source file may cite
 * them by name. The pattern is assembled from parts so this file does not match itself.
 */
const ROOT = resolve(__dirname, '../../..');
const SCANNED = ['server/src', 'client/src', 'client/e2e', 'shared/src', 'bench', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const OUTSIDE = new RegExp(
  [['MEMBER', 'API'].join('-'), ...['SPEC', 'DESIGN'].flatMap((doc) => [`${doc} §`, `${doc}\\.md`])].join('|'),
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(path);
    return EXTENSIONS.some((ext) => name.endsWith(ext)) ? [path] : [];
  });

describe('citations in source files', () => {
  it('when every source file is read, then none cites a document that is not in the repository', () => {
    const found: string[] = [];
    for (const dir of SCANNED) {
      for (const file of sourceFiles(join(ROOT, dir))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (OUTSIDE.test(line)) found.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
