import { ConfigError, loadConfig } from '../env';
import { PRODUCTION_ENV, productionEnvWithout } from '../../test-support/production-env';

describe('loadConfig', () => {
  it('When the store, blog and social links are left at the shipped examples, then each is listed for the start banner', () => {
    const config = loadConfig({
      PGLITE_DIR: 'memory://',
      BLOG_URL: 'https://blog.example.ng',
      X_URL: 'https://x.com/example',
    });
    expect(config.placeholderSiteLinks).toEqual([
      'APPLE_STORE_URL',
      'GOOGLE_STORE_URL',
      'INSTAGRAM_URL',
      'FACEBOOK_URL',
      'TIKTOK_URL',
    ]);
    expect(config.site).toMatchObject({
      blogUrl: 'https://blog.example.ng',
      companyName: 'Blynd Technologies Ltd',
      contactEmail: 'hello@blynd.app',
    });
  });

  it('When CHILD_SAFETY_CONTACT is set, then the page names that person and address; unset, the company address; in production it is required', () => {
    expect(
      loadConfig({ PGLITE_DIR: 'memory://', CHILD_SAFETY_CONTACT: 'Ngozi Okafor, Trust and Safety <safety@blynd.ng>' })
        .site,
    ).toMatchObject({
      childSafetyContactName: 'Ngozi Okafor, Trust and Safety',
      childSafetyContactEmail: 'safety@blynd.ng',
    });
    expect(loadConfig({ PGLITE_DIR: 'memory://', CHILD_SAFETY_CONTACT: 'safety@blynd.ng' }).site).toMatchObject({
      childSafetyContactName: 'Our child safety lead',
      childSafetyContactEmail: 'safety@blynd.ng',
    });
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).site.childSafetyContactEmail).toBe('hello@blynd.app');
    for (const bad of ['Ngozi', 'Ngozi <not-an-address>'])
      expect(() => loadConfig({ PGLITE_DIR: 'memory://', CHILD_SAFETY_CONTACT: bad })).toThrow(/CHILD_SAFETY_CONTACT/);
    const production = PRODUCTION_ENV;
    expect(() => loadConfig({ ...production, CHILD_SAFETY_CONTACT: undefined })).toThrow(
      /CHILD_SAFETY_CONTACT: is required in production/,
    );
    expect(loadConfig(production).site.childSafetyContactEmail).toBe('childsafety@blynd.example');
  });

  it('When the company contact address is not an email address, then the configuration is refused', () => {
    expect(() => loadConfig({ PGLITE_DIR: 'memory://', CONTACT_EMAIL: 'not-an-address' })).toThrow(/CONTACT_EMAIL/);
  });

  it('When nothing is set, then the embedded defaults apply: PGlite, demo seed, sandbox payments', () => {
    const config = loadConfig({ PGLITE_DIR: 'memory://' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.usesEmbeddedDb).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.paystack.sandbox).toBe(true);
    expect(config.paystack.baseUrl).toBe('http://localhost:3000/sandbox/paystack');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.minAppVersion).toBe(1);
    expect(config.site.productName).toBe('Blynd');
  });

  it('When a PostgreSQL server is configured, then the demo seed is off by default', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database.usesEmbeddedDb).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('When several values are bad, then one error lists every bad key', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        JWT_SECRET: 'short',
        SMTP_URL: 'mail.example.com',
        MIN_APP_VERSION: 'x',
        DATABASE_URL: 'mysql://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as ConfigError).message;
    for (const key of ['PORT', 'JWT_SECRET', 'SMTP_URL', 'MIN_APP_VERSION', 'DATABASE_URL'])
      expect(text).toContain(key);
  });

  it('When production starts without its required keys, then it refuses, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of ['JWT_SECRET', 'PAYSTACK_SECRET_KEY', 'DATABASE_URL', 'PUBLIC_URL'])
        expect(problems).toContain(key);
    }
  });

  it('When production has a sandbox-looking key, then it refuses it', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'Kq3v9Zt2Lw8Rb5Nx1Hc7Mf4Pj6Ds0Ya-Ge',
        PAYSTACK_SECRET_KEY: 'not-a-key',
        DATABASE_URL: 'postgres://db/blynd',
        PUBLIC_URL: 'https://blynd.app',
      }),
    ).toThrow(/PAYSTACK_SECRET_KEY/);
  });
});

describe('Paystack test keys in production', () => {
  const production = productionEnvWithout('PAYSTACK_SECRET_KEY');

  it('When production is given a test key, then it refuses to start and says how to allow one', () => {
    expect(() => loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /PAYSTACK_SECRET_KEY: is a test key .*PAYSTACK_ALLOW_TEST_KEYS=true/,
    );
    expect(() =>
      loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123', PAYSTACK_ALLOW_TEST_KEYS: 'false' }),
    ).toThrow(/test key/);
  });

  it('When test keys are explicitly allowed, or the key is live, then production starts', () => {
    expect(
      loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_test_abc123', PAYSTACK_ALLOW_TEST_KEYS: 'true' }).paystack
        .sandbox,
    ).toBe(false);
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_abc123' }).paystack.secretKey).toBe(
      'sk_live_abc123',
    );
  });

  it('When outside production, then a test key needs no permission', () => {
    expect(loadConfig({ NODE_ENV: 'development', PAYSTACK_SECRET_KEY: 'sk_test_abc123' }).paystack.secretKey).toBe(
      'sk_test_abc123',
    );
  });
});

describe('payments reconciliation schedule', () => {
  it('When the interval is unset, 0 or not whole minutes, then it defaults to 15, turns off, or is refused', () => {
    expect(loadConfig({}).reconcileIntervalMinutes).toBe(15);
    expect(loadConfig({ PAYMENTS_RECONCILE_INTERVAL_MINUTES: '0' }).reconcileIntervalMinutes).toBe(0);
    expect(() => loadConfig({ PAYMENTS_RECONCILE_INTERVAL_MINUTES: '2.5' })).toThrow(
      /PAYMENTS_RECONCILE_INTERVAL_MINUTES: must be whole minutes/,
    );
  });
});

describe('loadConfig: the first admin in production', () => {
  const production = productionEnvWithout('ADMIN_PASSWORD', 'ADMIN_ACCESS_CODE');
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      return (error as ConfigError).problems;
    }
  };

  it('When production starts without ADMIN_PASSWORD and ADMIN_ACCESS_CODE, then it refuses, naming both', () => {
    const problems = problemsOf(production);
    expect(problems).toEqual(
      expect.arrayContaining([
        'ADMIN_PASSWORD: is required in production',
        'ADMIN_ACCESS_CODE: is required in production',
      ]),
    );
  });

  it('When production is given the published demo password and access code, then it refuses both', () => {
    const problems = problemsOf({ ...production, ADMIN_PASSWORD: 'DemoAdmin!2026', ADMIN_ACCESS_CODE: '246810' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ADMIN_PASSWORD: must not be the published demo/),
        expect.stringMatching(/^ADMIN_ACCESS_CODE: must not be the published demo/),
      ]),
    );
  });

  it('When production has admin keys of its own, then it starts with them', () => {
    const config = loadConfig({ ...production, ADMIN_PASSWORD: 'Owner-Only-Pass-1', ADMIN_ACCESS_CODE: '97531' });
    expect(config.firstAdmin).toMatchObject({ password: 'Owner-Only-Pass-1', accessCode: '97531' });
  });
});

describe('server start with a bad configuration', () => {
  it('When the environment is invalid, then the process exits 1 listing every bad key before touching the database', () => {
    const { spawnSync } = require('node:child_process') as typeof import('node:child_process');
    const path = require('node:path') as typeof import('node:path');
    const root = path.resolve(__dirname, '../../../..');
    // The @blynd/source condition makes tsx read shared's TypeScript source, so no build of shared is needed.
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--conditions=@blynd/source', path.join(root, 'server/src/index.ts')],
      {
        cwd: path.join(root, 'server'),
        env: { PATH: process.env.PATH, PORT: 'not-a-port', JWT_SECRET: 'short', PGLITE_DIR: 'memory://' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('JWT_SECRET');
  }, 60_000);
});

describe('member API providers in production', () => {
  const production = productionEnvWithout(
    'SMS_PROVIDER',
    'SMS_API_KEY',
    'SMS_SENDER_ID',
    'LIVENESS_PROVIDER',
    'AWS_REGION',
  );
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return '';
    } catch (error) {
      return (error as ConfigError).problems.join('\n');
    }
  };

  it('When production starts with the SMS or liveness sandbox (explicit or by default), then it refuses, naming each', () => {
    expect(problems(production)).toMatch(/SMS_PROVIDER: must name a real SMS provider/);
    expect(problems(production)).toMatch(/LIVENESS_PROVIDER: must name a real liveness provider/);
    expect(problems({ ...production, SMS_PROVIDER: 'sandbox', LIVENESS_PROVIDER: 'sandbox' })).toMatch(
      /SMS_PROVIDER[\s\S]*LIVENESS_PROVIDER/,
    );
  });

  it('When production names Termii without its key or sender id, then it refuses; with both the SMS check passes', () => {
    expect(problems({ ...production, SMS_PROVIDER: 'termii' })).toMatch(/SMS_API_KEY[\s\S]*SMS_SENDER_ID/);
    expect(problems({ ...production, SMS_PROVIDER: 'termii', SMS_API_KEY: 'k', SMS_SENDER_ID: 'Blynd' })).not.toMatch(
      /SMS_/,
    );
  });

  it('When production names Rekognition with a region, then it starts; with the liveness sandbox it still refuses', () => {
    const real = { ...production, SMS_PROVIDER: 'termii', SMS_API_KEY: 'k', SMS_SENDER_ID: 'Blynd' };
    const config = loadConfig({ ...real, LIVENESS_PROVIDER: 'rekognition', AWS_REGION: 'eu-west-1' });
    expect(config.liveness).toMatchObject({
      provider: 'rekognition',
      region: 'eu-west-1',
      minConfidence: 0.9,
      credentials: undefined,
    });
    expect(
      loadConfig({
        ...real,
        LIVENESS_PROVIDER: 'rekognition',
        LIVENESS_AWS_REGION: 'af-south-1',
        AWS_REGION: 'eu-west-1',
      }).liveness.region,
    ).toBe('af-south-1');
    expect(problems({ ...real, LIVENESS_PROVIDER: 'sandbox' })).toMatch(
      /LIVENESS_PROVIDER: must name a real liveness provider/,
    );
    expect(problems({ ...real, LIVENESS_PROVIDER: 'rekognition' })).toMatch(
      /LIVENESS_AWS_REGION: is required with LIVENESS_PROVIDER=rekognition/,
    );
  });

  it('When the Rekognition settings are half given or out of range, then they are refused, naming each key', () => {
    expect(
      problems({ LIVENESS_PROVIDER: 'rekognition', AWS_REGION: 'eu-west-1', LIVENESS_AWS_ACCESS_KEY_ID: 'AKID' }),
    ).toMatch(/LIVENESS_AWS_SECRET_ACCESS_KEY/);
    expect(problems({ LIVENESS_MIN_CONFIDENCE: '90' })).toMatch(
      /LIVENESS_MIN_CONFIDENCE: must be a number from 0 to 1/,
    );
    expect(problems({ LIVENESS_AWS_REGION: 'Ireland' })).toMatch(/LIVENESS_AWS_REGION: must be an AWS region/);
    expect(
      problems({ LIVENESS_PROVIDER: 'rekognition', AWS_REGION: 'eu-west-1', LIVENESS_ENDPOINT: 'not a url' }),
    ).toMatch(/LIVENESS_ENDPOINT/);
    const explicit = loadConfig({
      LIVENESS_PROVIDER: 'rekognition',
      AWS_REGION: 'eu-west-1',
      LIVENESS_AWS_ACCESS_KEY_ID: 'AKID',
      LIVENESS_AWS_SECRET_ACCESS_KEY: 's',
      LIVENESS_MIN_CONFIDENCE: '0.95',
    });
    expect(explicit.liveness).toMatchObject({
      credentials: { accessKeyId: 'AKID', secretAccessKey: 's' },
      minConfidence: 0.95,
    });
  });

  it('When SCREENING_PROVIDER is left unset, then the local models screen; production refuses the sandbox, naming the key', () => {
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).screening).toMatchObject({ provider: 'local', timeoutMs: 10000 });
    expect(problems({ SCREENING_PROVIDER: 'sandbox' })).toBe('');
    expect(problems({ ...production, SCREENING_PROVIDER: 'sandbox' })).toMatch(
      /SCREENING_PROVIDER: must be local or rekognition in production/,
    );
    expect(problems(production)).not.toMatch(/SCREENING_PROVIDER/);
    expect(problems({ SCREENING_PROVIDER: 'magic' })).toMatch(
      /SCREENING_PROVIDER: must be local, rekognition or sandbox/,
    );
  });

  it('When SCREENING_PROVIDER=rekognition, then it needs a region (its own or AWS_REGION) and both keys or neither', () => {
    expect(problems({ SCREENING_PROVIDER: 'rekognition' })).toMatch(
      /SCREENING_AWS_REGION: is required with SCREENING_PROVIDER=rekognition/,
    );
    expect(
      problems({ SCREENING_PROVIDER: 'rekognition', AWS_REGION: 'eu-west-1', SCREENING_AWS_ACCESS_KEY_ID: 'AKID' }),
    ).toMatch(/SCREENING_AWS_SECRET_ACCESS_KEY/);
    expect(problems({ SCREENING_AWS_REGION: 'Lagos' })).toMatch(/SCREENING_AWS_REGION: must be an AWS region/);
    const config = loadConfig({
      SCREENING_PROVIDER: 'rekognition',
      AWS_REGION: 'eu-west-1',
      SCREENING_AWS_REGION: 'af-south-1',
      SCREENING_AWS_ACCESS_KEY_ID: 'AKID',
      SCREENING_AWS_SECRET_ACCESS_KEY: 's',
      SCREENING_ENDPOINT: 'http://127.0.0.1:4566',
      SCREENING_TIMEOUT_MS: '2500',
    });
    expect(config.screening).toEqual({
      provider: 'rekognition',
      region: 'af-south-1',
      endpoint: 'http://127.0.0.1:4566',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 's' },
      timeoutMs: 2500,
    });
  });

  it('When SMS_TEST_NUMBERS is not phone:code pairs, then it is refused', () => {
    expect(problems({ SMS_TEST_NUMBERS: '08031234501:1234' })).toMatch(/SMS_TEST_NUMBERS/);
    expect(problems({ SMS_TEST_NUMBERS: '2348031234501:123456, 2348031234502:654321' })).toBe('');
  });
});
