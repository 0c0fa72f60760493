import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { filesUnder } from '../../../test-support/source-files';

/**
 * The payment lifecycle's layering (decisions 0020 and 0134), checked on the import statements:
 * checkout → the purchasables (subscriptions' Premium, tokens' packs) → payments; activation and plans below them.
 * Payments settles a paid reference through the settlers the context carries, so it imports no purchasable.
 */
const SRC = resolve(__dirname, '../../..');

const files = filesUnder(SRC, (name) => name.endsWith('.ts')).map((path) => relative(SRC, path));
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

  it('When payments and plans are read, then payments imports no purchasable nor what they settle, and plans reaches neither', () => {
    const settled = [
      'modules/subscriptions',
      'modules/activation',
      'modules/tokens',
      'modules/plans',
      'modules/checkout',
    ];
    for (const file of files.filter((f) => inside(f, 'modules/payments'))) {
      const wrong = importsOf.get(file)!.filter((target) => settled.some((folder) => inside(target, folder)));
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    }
    for (const file of files.filter((f) => inside(f, 'modules/plans'))) {
      const wrong = importsOf
        .get(file)!
        .filter((target) => inside(target, 'modules/payments') || inside(target, 'modules/subscriptions'));
      expect({ file, wrong }).toEqual({ file, wrong: [] });
    }
  });

  it('When activation is called, then only the Premium purchasable, the admin activation, a store refund or its reversal and the account deletion call it', () => {
    // A store refund ends the one period its purchase bought (decision 0144) and its reversal gives back what is left
    // of it (decision 0180); crediting goes through the purchasable. Deleting an account forgets its subscriptions
    // through activation, the table's owner (decision 0189).
    expect(importers('modules/activation/activation.service.ts').sort()).toEqual([
      'modules/member-account/member-account.service.ts',
      'modules/store-purchases/store-refund-reversal.service.ts',
      'modules/store-purchases/store-settlement.service.ts',
      'modules/subscriptions/admin-subscriptions.service.ts',
      'modules/subscriptions/premium-purchasable.ts',
    ]);
  });

  it('When imports are followed from any payment file, then they never come back to it (no cycle)', () => {
    const cycles: string[] = [];
    // The context is the composition root: every module imports its type, and it alone imports the purchasables'
    // settlers to hand them to payments (decision 0134). Walking through it would make every module a loop.
    const walked = (file: string) => importsOf.has(file) && file !== 'context.ts';
    const visit = (file: string, path: string[]) => {
      for (const next of importsOf.get(file) ?? []) {
        if (next === path[0]) cycles.push([...path, next].join(' → '));
        else if (!path.includes(next) && walked(next)) visit(next, [...path, next]);
      }
    };
    for (const file of files.filter((f) =>
      /^modules\/(payments|checkout|subscriptions|tokens|plans|sandbox)\//.test(f),
    ))
      visit(file, [file]);
    expect(cycles).toEqual([]);
  });
});
