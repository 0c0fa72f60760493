import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../env';
import { weakSecretReason } from '../secret-strength';
import { productionEnvWithout } from '../../test-support/production-env';

/** Issue 22, item 17: a long JWT_SECRET is not enough; it must be random. */
describe('JWT_SECRET strength in production', () => {
  const production = productionEnvWithout('JWT_SECRET');
  const problemsWith = (secret: string) => {
    try {
      loadConfig({ ...production, JWT_SECRET: secret });
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems.filter((p) => p.includes('JWT_SECRET'));
    }
  };

  it.each([
    ['one character repeated', 'x'.repeat(64)],
    ['two characters', 'ab'.repeat(20)],
    ['a short pattern repeated', 'secret12'.repeat(5)],
    ['seven distinct characters', 'gfedcbagfedcbaggabfcdeeacbdfggfabcdeg'],
  ])('When the secret is %s, then production refuses to start, saying why', (_what, secret) => {
    const problems = problemsWith(secret);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/JWT_SECRET.*must be random/);
  });

  // Issue 38, item 11: long, many distinct characters, no short repeat, so only a guess estimator sees them.
  it.each([
    ['a word repeated with a dash', 'changeme-changeme-changeme-changeme!'],
    ['a word and a digit run, twice', 'Password1234567890Password1234567890'],
    ['a keyboard row and the digits', 'qwertyuiopasdfghjklzxcvbnm1234567890'],
    ['a city repeated with the year', 'ILoveLagos2026ILoveLagos2026ILoveLagos!'],
    ['a l33t word repeated', 'Ch@ngeM3-Ch@ngeM3-Ch@ngeM3-Ch@ngeM3!'],
    ['a descriptive phrase', 'blynd-production-jwt-secret-2026-key'],
  ])('When the secret is %s, then production refuses it as guessable and says how to make one', (_what, secret) => {
    const problems = problemsWith(secret);
    expect(problems).toEqual([expect.stringMatching(/^JWT_SECRET: must be random: it is guessable/)]);
    expect(problems[0]).toContain('openssl rand -base64 48');
  });

  it('When the secret comes from openssl rand (hex or base64), then it is accepted', () => {
    // zxcvbn takes about 0.1-0.3 s a secret: 10 rounds here (the threshold was set on 300 draws of each kind).
    for (let i = 0; i < 10; i++) {
      for (const secret of [
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('base64'),
        randomBytes(48).toString('base64url'),
      ]) {
        expect({ secret, reason: weakSecretReason(secret) }).toEqual({ secret, reason: null });
      }
    }
    expect(problemsWith(randomBytes(48).toString('base64'))).toEqual([]);
  });

  it('When the embedded default runs outside production, then no secret is asked for', () => {
    expect(() => loadConfig({ PGLITE_DIR: 'memory://' })).not.toThrow();
  });
});
