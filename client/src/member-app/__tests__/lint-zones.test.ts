/**
 * @jest-environment node
 */
import path from 'node:path';
import { ESLint } from 'eslint';

/**
 * The member app's layers are lint zones (client/eslint.config.js, decision 0133); this feeds the client's ESLint
 * configuration imports across them and expects each forbidden one to be reported, so a zone that stops matching fails.
 */
const clientDir = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: clientDir });

async function zoneErrorsFor(file: string, source: string) {
  const [result] = await eslint.lintText(`${source}\nexport const probe = probeTarget;\n`, {
    filePath: path.join(clientDir, file),
  });
  return result!.messages.filter((message) => message.ruleId === 'import/no-restricted-paths');
}

describe('member app lint zones', () => {
  it.each([
    [
      'another member feature',
      'src/member-app/features/likes/probe.ts',
      "import { useMatches as probeTarget } from '../matches/api/get-matches';",
    ],
    [
      'a screen',
      'src/member-app/features/likes/probe.ts',
      "import { LikesScreen as probeTarget } from '../../screens/likes';",
    ],
    [
      'a member feature from its shared layer',
      'src/member-app/components/probe.ts',
      "import { useMe as probeTarget } from '../features/profile/api/get-me';",
    ],
    [
      'a site feature from the member app',
      'src/member-app/features/tokens/probe.ts',
      "import { verifyPayment as probeTarget } from '../../../features/purchase/api/verify-payment';",
    ],
    [
      'the member app from a site feature',
      'src/features/purchase/probe.ts',
      "import { useMe as probeTarget } from '../../member-app/features/profile/api/get-me';",
    ],
    [
      'the member app from shared code',
      'src/lib/probe.ts',
      "import { memberKeys as probeTarget } from '../member-app/api/member-keys';",
    ],
  ])('When a file imports %s, then lint reports it', async (_what, file, source) => {
    expect(await zoneErrorsFor(file, source)).toHaveLength(1);
  });

  it.each([
    [
      'its own api',
      'src/member-app/features/likes/probe.ts',
      "import { likeMember as probeTarget } from './api/like-member';",
    ],
    [
      "the member app's shared layer",
      'src/member-app/features/likes/probe.ts',
      "import { memberKeys as probeTarget } from '../../api/member-keys';",
    ],
    [
      'the client shared layer',
      'src/member-app/features/likes/probe.ts',
      "import { errorMessage as probeTarget } from '../../../lib/http';",
    ],
    [
      'features from a screen',
      'src/member-app/screens/probe.ts',
      "import { useLikeMember as probeTarget } from '../features/likes/api/like-member';",
    ],
  ])('When a member feature or screen imports %s, then lint allows it', async (_what, file, source) => {
    expect(await zoneErrorsFor(file, source)).toEqual([]);
  });
});
