import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The payment lifecycle's layering (decision 0020), checked on the import statements:
 * routes (subscriptions/*.routes) → payments → activation, plans below all of them.
 */
const SRC = resolve(__dirname, '../../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });

const files = sourceFiles(SRC).map((path) => relative(SRC, path));
const importsOf = new Map(
  files.map((file) => {
    const text = readFileSync(join(SRC, file), 'utf8');
    const specifiers = [...text.matchAll(/^(?:import|export)\s(?:[^'"]*from\s+)?'(\.[^']+)'/gm)].map(
      (match) => match[1],
    );
    const targets = specifiers
      .map((spec) => relative(SRC, resolve(SRC, dirname(file), spec)))
      .map((target) => (existsSync(join(SRC, `${target}.ts`)) ? `${target}.ts` : join(target, 'index.ts')));
    return [file, targets];
  }),
);
const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);
const importers = (target: string) => files.filter((file) => importsOf.get(file)!.includes(target));

describe('payment lifecycle module layers', () => {
  it('When activation is read, then it knows nothing of payments or of the routes above it', () => {
    for (const file of files.filter((f) => inside(f, 'modules/activation'))) {
      const wrong = importsOf
        .get(file)!
        .filter(
          (target) =>
            inside(target, 'modules/payments') ||
            (inside(target, 'modules/subscriptions') && !inside(target, 'modules/activation')),
        );
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    }
  });

  it('When payments and plans are read, then payments reaches subscriptions only through activation, and plans reaches neither', () => {
    for (const file of files.filter((f) => inside(f, 'modules/payments'))) {
      const wrong = importsOf
        .get(file)!
        .filter((target) => inside(target, 'modules/subscriptions') && !inside(target, 'modules/activation'));
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    }
    for (const file of files.filter((f) => inside(f, 'modules/plans'))) {
      const wrong = importsOf
        .get(file)!
        .filter((target) => inside(target, 'modules/payments') || inside(target, 'modules/subscriptions'));
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    }
  });

  it('When activation is called, then only payment verification and the admin activation call it', () => {
    expect(importers('modules/activation/activation.service.ts').sort()).toEqual([
      'modules/payments/verification.ts',
      'modules/subscriptions/admin-subscriptions.service.ts',
    ]);
  });

  it('When imports are followed from any payment file, then they never come back to it (no cycle)', () => {
    const cycles: string[] = [];
    const visit = (file: string, path: string[]) => {
      for (const next of importsOf.get(file) ?? []) {
        if (next === path[0]) cycles.push([...path, next].join(' → '));
        else if (!path.includes(next) && importsOf.has(next)) visit(next, [...path, next]);
      }
    };
    for (const file of files.filter((f) => /^modules\/(payments|subscriptions|plans|sandbox)\//.test(f)))
      visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});
