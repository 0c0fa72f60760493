import { ConfigError, loadConfig } from '../../../config/env';
import { startGooglePlayStandIn, type GooglePlayStandIn } from '../../../test-support/google-play-stand-in';
import { PRODUCTION_ENV } from '../../../test-support/production-env';

/** What production refuses about Google Play, whatever else it refuses or needs. */
function googleProblems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.filter((problem) => problem.includes('GOOGLE_'));
  }
}

describe('Google Play configuration', () => {
  let play: GooglePlayStandIn;
  const production = PRODUCTION_ENV;
  beforeAll(async () => {
    play = await startGooglePlayStandIn();
  });
  afterAll(() => play.close());

  it("When production is pointed at the Play stand-in, then it refuses each URL that is not Google's", () => {
    const problems = googleProblems({ ...production, ...play.env });
    for (const key of ['GOOGLE_PLAY_API_URL', 'GOOGLE_OAUTH_TOKEN_URL', 'GOOGLE_PUBSUB_CERTS_URL'])
      expect(problems.some((problem) => problem.startsWith(key))).toBe(true);
  });

  it("When production has Google's own URLs (the defaults), then Google Play is accepted", () => {
    const { GOOGLE_PLAY_API_URL, GOOGLE_OAUTH_TOKEN_URL, GOOGLE_PUBSUB_CERTS_URL, ...keys } = play.env;
    expect([GOOGLE_PLAY_API_URL, GOOGLE_OAUTH_TOKEN_URL, GOOGLE_PUBSUB_CERTS_URL]).toHaveLength(3);
    expect(googleProblems({ ...production, ...keys })).toEqual([]);
  });

  it('When only some of the Google keys are set, then the configuration names the missing ones', () => {
    const problems = googleProblems({ NODE_ENV: 'test', GOOGLE_PLAY_PACKAGE_NAME: 'ng.blynd.app' });
    expect(problems.some((problem) => problem.startsWith('GOOGLE_SERVICE_ACCOUNT'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('GOOGLE_PUBSUB_SERVICE_ACCOUNT'))).toBe(true);
  });

  it('When none of the Google keys are set, then Google Play is off (its routes answer 503)', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }).store.google).toBe(
      undefined,
    );
  });
});
