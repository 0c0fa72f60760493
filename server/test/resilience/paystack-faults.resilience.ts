import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADA, confirmPayer, initiate, planPrice, query, verify, type Payer } from './support/api';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import {
  JWT_SECRET,
  PRODUCTION_REQUIRED,
  REPO_ROOT,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';

const TIMEOUT_MS = 1_000;

describe('Paystack slow, failing or speaking garbage', () => {
  let pg: PostgresInstance;
  let dbUrl: string;
  let paystack: PaystackStandIn;
  let server: ServerProcess;
  let payer: Payer;
  let price: number;

  const premiumState = async () =>
    (
      await query<{ premium: boolean; subs: number }>(
        dbUrl,
        `select coalesce(premium_until > now(), false) as premium, (select count(*)::int from subscriptions s where s.member_id = m.id) as subs from members m where id = $1`,
        [payer.userId],
      )
    )[0];

  beforeAll(async () => {
    pg = await startPostgres();
    dbUrl = await pg.createDatabase('blynd_paystack');
    paystack = await startPaystackStandIn({ slowMs: 3_000 });
    server = await startServerProcess({
      DATABASE_URL: dbUrl,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      PAYSTACK_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    payer = await confirmPayer(server.url, ADA.phone, ADA.dob, ADA.email);
    price = await planPrice(server.url);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await paystack?.close();
    pg?.destroy();
  });

  it.each([
    ['slower than the timeout', 'slow', 0],
    ['failing with HTTP 500', 'error', 0],
    ['answering HTML instead of JSON', 'garbage', 0],
  ] as const)(
    'When Paystack is %s at initiate, then the answer is 502 JSON within its timeout and nothing activates',
    async (_label, mode, delay) => {
      paystack.setMode(mode, delay);
      const answer = await initiate(server.url, payer, price);
      paystack.setMode('ok');
      expect(answer.status).toBe(502);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_500);
      expect(await premiumState()).toEqual({ premium: false, subs: 0 });
    },
  );

  it('When Paystack fails at verify, then verify reports failure, nothing activates, and reconciliation activates once it recovers', async () => {
    paystack.setMode('ok');
    const started = await initiate(server.url, payer, price);
    expect(started.status).toBe(201);
    const reference = started.body.reference as string;
    paystack.pay(reference);

    for (const [mode, delay] of [
      ['error', 0],
      ['garbage', 0],
      ['slow', 0],
    ] as const) {
      paystack.setMode(mode, delay);
      const answer = await verify(server.url, payer, reference);
      expect({ mode, status: answer.status, hasError: typeof answer.body.error === 'string' }).toEqual({
        mode,
        status: 502,
        hasError: true,
      });
      expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_500);
    }
    expect(await premiumState()).toEqual({ premium: false, subs: 0 });

    // The payer never came back; Paystack recovered; the reconciliation job (cron) settles it.
    paystack.setMode('ok');
    await query(dbUrl, `update payments set created_at = now() - interval '20 minutes' where reference = $1`, [
      reference,
    ]);
    // Asynchronously: the stand-in lives in this process and must keep answering while the job runs.
    const run = await promisify(execFile)('npm', ['run', '--silent', 'payments:reconcile'], {
      cwd: REPO_ROOT,
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        ...PRODUCTION_REQUIRED,
        DATABASE_URL: dbUrl,
        JWT_SECRET,
        PUBLIC_URL: server.url,
        PAYSTACK_SECRET_KEY: paystack.secretKey,
        PAYSTACK_ALLOW_TEST_KEYS: 'true',
        PAYSTACK_BASE_URL: paystack.url,
        LOG_LEVEL: 'warn',
      },
    });
    expect(run.stdout).toMatch(/1 activated/);
    expect(await premiumState()).toEqual({ premium: true, subs: 1 });
    const [row] = await query<{ status: string }>(dbUrl, 'select status from payments where reference = $1', [
      reference,
    ]);
    expect(row.status).toBe('success');
  });
});
