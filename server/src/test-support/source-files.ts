import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file below `dir` (absolute paths) whose name `keep` accepts, walking into each folder that `skip` does not
 * refuse (by default every one but `__tests__`). A missing `dir` has no files.
 */
export function filesUnder(
  dir: string,
  keep: (name: string) => boolean,
  skip: (name: string, path: string) => boolean = (name) => name === '__tests__',
): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip(name, path) ? [] : filesUnder(path, keep, skip);
    return keep(name) ? [path] : [];
  });
}
