import { DEVELOPMENT_CONTACT_HASH_KEY, loadConfig } from '../env';
import { PRODUCTION_ENV, PRODUCTION_PROVIDERS } from '../../test-support/production-env';

/** The key of the hidden contacts' hash (decision 0164): read once, required in production, never a known one. */
describe('CONTACT_HASH_KEY', () => {
  const production = PRODUCTION_ENV;
  const problemsOf = (env: Record<string, string | undefined>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('When production has a strong key of its own, then it starts and hashes with it', () => {
    expect(loadConfig(production).contactHashKey).toBe(PRODUCTION_PROVIDERS.CONTACT_HASH_KEY);
  });

  it('When production has no key, the published development key or a guessable one, then it refuses to start', () => {
    expect(problemsOf({ ...production, CONTACT_HASH_KEY: undefined })).toMatch(
      /CONTACT_HASH_KEY: is required in production/,
    );
    expect(problemsOf({ ...production, CONTACT_HASH_KEY: DEVELOPMENT_CONTACT_HASH_KEY })).toMatch(
      /CONTACT_HASH_KEY: must not be the published development key/,
    );
    expect(problemsOf({ ...production, CONTACT_HASH_KEY: 'changeme-changeme-changeme-changeme!' })).toMatch(
      /CONTACT_HASH_KEY/,
    );
    expect(problemsOf({ ...production, CONTACT_HASH_KEY: 'short' })).toMatch(
      /CONTACT_HASH_KEY: must be at least 32 characters/,
    );
  });

  it('When a development server has no key, then it uses the fixed development key, so stored hashes still match after a restart', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).contactHashKey).toBe(DEVELOPMENT_CONTACT_HASH_KEY);
  });
});
