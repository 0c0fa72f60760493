import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../env';
import { weakSecretReason } from '../secret-strength';

/** Issue 22, item 17: a long JWT_SECRET is not enough; it must be random. */
describe('JWT_SECRET strength in production', () => {
  const production = {
    NODE_ENV: 'production',
    PAYSTACK_SECRET_KEY: 'sk_live_x',
    DATABASE_URL: 'postgres://db/blynd',
    PUBLIC_URL: 'https://blynd.app',
    ADMIN_PASSWORD: 'Owner-Only-Pass-1',
    ADMIN_ACCESS_CODE: '97531',
    SMS_PROVIDER: 'termii',
    SMS_API_KEY: 'k',
    SMS_SENDER_ID: 'Blynd',
    LIVENESS_PROVIDER: 'rekognition',
    AWS_REGION: 'eu-west-1',
  };
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

  it('When the secret comes from openssl rand (hex or base64), then it is accepted', () => {
    for (let i = 0; i < 200; i++) {
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
