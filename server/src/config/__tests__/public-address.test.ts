import { ConfigError, loadConfig } from '../env';

/** Issue 38, item 10: a PUBLIC_URL other machines reach is treated like production for the demo admin and the Paystack sandbox. */
describe('a site on a public address outside production (decision 0126)', () => {
  const OWN_KEYS = { ADMIN_PASSWORD: 'Owner-Only-Pass-1', ADMIN_ACCESS_CODE: '97531' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ PGLITE_DIR: 'memory://', ...env });
      return [];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.problems;
    }
  };

  it.each(['https://staging.blynd.app', 'http://192.168.1.20:3000', 'http://0.0.0.0:3000'])(
    'When PUBLIC_URL is %s, then the demo admin keys are refused, missing or given',
    (url) => {
      expect(problemsOf({ PUBLIC_URL: url })).toEqual([
        'ADMIN_PASSWORD: is required when PUBLIC_URL is not a loopback address',
        'ADMIN_ACCESS_CODE: is required when PUBLIC_URL is not a loopback address',
      ]);
      expect(problemsOf({ PUBLIC_URL: url, ADMIN_PASSWORD: 'DemoAdmin!2026', ADMIN_ACCESS_CODE: '246810' })).toEqual([
        'ADMIN_PASSWORD: must not be the published demo value when PUBLIC_URL is not a loopback address',
        'ADMIN_ACCESS_CODE: must not be the published demo value when PUBLIC_URL is not a loopback address',
      ]);
    },
  );

  it('When PUBLIC_URL is public with keys of its own and no Paystack key, then it starts with no payments and no sandbox', () => {
    const config = loadConfig({ PGLITE_DIR: 'memory://', PUBLIC_URL: 'https://staging.blynd.app', ...OWN_KEYS });
    expect(config.servesPublicly).toBe(true);
    expect(config.paystack).toMatchObject({ sandbox: false, mode: 'none' });
    expect(config.firstAdmin).toMatchObject({
      password: OWN_KEYS.ADMIN_PASSWORD,
      accessCode: OWN_KEYS.ADMIN_ACCESS_CODE,
    });
  });

  it('When PUBLIC_URL is public with a Paystack key, then it is Paystack', () => {
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      PUBLIC_URL: 'https://staging.blynd.app',
      PAYSTACK_SECRET_KEY: 'sk_test_staging',
      ...OWN_KEYS,
    });
    expect(config.paystack).toMatchObject({ sandbox: false, mode: 'paystack' });
  });

  it.each([undefined, 'http://localhost:3000', 'http://127.0.0.1:4000', 'http://[::1]:3000'])(
    'When PUBLIC_URL is %s (loopback), then as today: the demo admin and the Paystack sandbox',
    (url) => {
      const config = loadConfig({ PGLITE_DIR: 'memory://', ...(url ? { PUBLIC_URL: url } : {}) });
      expect(config.servesPublicly).toBe(false);
      expect(config.paystack).toMatchObject({ sandbox: true, mode: 'sandbox' });
      expect(config.firstAdmin).toMatchObject({ password: 'DemoAdmin!2026', accessCode: '246810' });
    },
  );
});
