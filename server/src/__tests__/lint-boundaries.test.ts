import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The module boundaries are lint rules; this feeds the server's own ESLint configuration forbidden imports and
 * expects each to be reported, so a rule that stops matching (or a later block that replaces its options) fails here.
 */
const serverDir = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: serverDir });

async function boundaryErrorsFor(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(serverDir, file) });
  return result.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('server lint boundaries', () => {
  it.each([
    [
      'a repository of another module',
      'src/modules/payments/probe.ts',
      "import { findSubscriptionByReference } from '../activation/activation.repository';",
    ],
    [
      'a repository of an unrelated module',
      'src/modules/member-pairs/probe.ts',
      "import { listPlans } from '../plans/plans.repository';",
    ],
    [
      "the pair module's other tables",
      'src/modules/member-live/probe.ts',
      "import { insertMatch } from '../member-pairs/pair.repository';",
    ],
    [
      "another module's repository from a nested folder",
      'src/modules/subscriptions/nested/probe.ts',
      "import { findPaymentByReference } from '../../payments/payments.repository';",
    ],
    [
      "another module's router",
      'src/modules/member-discover/probe.ts',
      "import { memberPairsRoutes } from '../member-pairs/pairs.routes';",
    ],
    [
      'a feature module from lib/',
      'src/lib/probe.ts',
      "import { healthRoutes } from '../modules/health/health.routes';",
    ],
    [
      'the demo seed from production code',
      'src/modules/plans/probe.ts',
      "import * as seed from '../../db/seed/seed-cli';",
    ],
  ])('when a file imports %s, then lint reports it', async (_what, file, source) => {
    expect(await boundaryErrorsFor(file, `${source}\nexport const probe = 1;\n`)).toHaveLength(1);
  });

  it.each([
    [
      'its own repository',
      'src/modules/payments/probe.ts',
      "import { findPaymentByReference } from './payments.repository';",
    ],
    [
      'the shared visibility rule',
      'src/modules/member-pairs/probe.ts',
      "import * as visibility from '../visibility/visibility.repository';",
    ],
    [
      "the pair module's pair facts",
      'src/modules/member-live/probe.ts',
      "import { activeMatchesOf } from '../member-pairs/pair-facts.repository';",
    ],
    [
      "another module's service",
      'src/modules/payments/probe.ts',
      "import { activateSubscription } from '../activation/activation.service';",
    ],
  ])('when a module imports %s, then lint allows it', async (_what, file, source) => {
    expect(await boundaryErrorsFor(file, `${source}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('when a production file imports a file that imports it back, then lint reports the cycle', async () => {
    // The text linted as lib/app-error.ts imports lib/member-id-param.ts, which on disk imports lib/app-error.ts.
    const source = "import { memberIdOf } from './member-id-param';\nexport const probe = memberIdOf;\n";
    const [result] = await eslint.lintText(source, { filePath: path.join(serverDir, 'src/lib/app-error.ts') });
    expect(result.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });

  it('when a production file imports a file that imports it back only as a type, then lint allows it', async () => {
    const source = "import type { memberIdOf } from './member-id-param';\nexport type Probe = typeof memberIdOf;\n";
    const [result] = await eslint.lintText(source, { filePath: path.join(serverDir, 'src/lib/app-error.ts') });
    expect(result.messages.map((message) => message.ruleId)).not.toContain('import-x/no-cycle');
  });
});
