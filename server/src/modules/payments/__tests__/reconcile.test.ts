import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { Client } from 'pg';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { closeContext, createContext, type AppContext } from '../../../context';
import { openDatabase } from '../../../db/client';
import { payments } from '../../../db/schema';
import { seedDemoData } from '../../../db/seed/seed';
import { createLogger } from '../../../lib/logger';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import { DEMO, confirmDetails, initiate, makeFree, purchaseBody, purchaseState } from '../../../test-support/purchase';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { openTestDatabase } from '../../../test-support/test-database';
import { reconcilePaymentsJob } from '../reconcile-schedule';
import { reconcilePendingPayments } from '../reconcile';
import { PRODUCTION_PROVIDERS } from '../../../test-support/production-env';

const SECRET = 'sk_test_reconcile_stand_in';
const ROOT = resolve(__dirname, '../../../../..');
const RECONCILE_LOCK_KEY = 7_240_020;

/** A payment the payer completed at Paystack 20 minutes ago, whose return page and webhook were both lost. */
async function lostPaidPayment(ctx: AppContext, app: Parameters<typeof initiate>[0], paystack: PaystackStandIn) {
  const buyer = await confirmDetails(app, DEMO.ibrahim);
  await makeFree(ctx, buyer.userId);
  const started = await initiate(app, buyer, purchaseBody(buyer));
  expect(started.status).toBe(201);
  const reference = started.body.reference as string;
  paystack.pay(reference);
  await ctx.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
    .where(eq(payments.reference, reference));
  return { memberId: buyer.userId, reference };
}

describe('Payments reconciliation: scheduled in the server, one instance at a time', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: paystack.env(500),
    });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  it('When the schedule is running, then a lost paid payment is activated without anyone asking', async () => {
    const { memberId, reference } = await lostPaidPayment(t.ctx, t.app, paystack);
    // The job as the server runs it, at a test's interval instead of PAYMENTS_RECONCILE_INTERVAL_MINUTES.
    await t.ctx.jobs.work(t.ctx, [{ ...reconcilePaymentsJob, every: () => 100, pollSeconds: 0.5 }]);
    try {
      for (let i = 0; i < 100 && !(await purchaseState(t.ctx, memberId)).member.premiumUntil; i++)
        await new Promise((r) => setTimeout(r, 100));
    } finally {
      await t.ctx.jobs.stop();
    }
    const state = await purchaseState(t.ctx, memberId);
    expect(state.member.premiumUntil).not.toBeNull();
    expect(state.subscriptions.filter((s) => s.reference === reference)).toHaveLength(1);
    expect(state.payments.find((p) => p.reference === reference)?.status).toBe('success');
  });

  // An advisory lock is about separate server processes; the embedded database belongs to one process.
  (process.env.DATABASE_URL ? it : it.skip)(
    'When another instance holds the reconciliation lock (PostgreSQL server), then this run skips and the next one settles',
    async () => {
      const { memberId, reference } = await lostPaidPayment(t.ctx, t.app, paystack);
      // The test database on the server (test-support/test-database) carries its URL.
      const other = new Client({ connectionString: (t.ctx.database as { url?: string }).url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [RECONCILE_LOCK_KEY]);
        expect(await reconcilePendingPayments(t.ctx)).toMatchObject({ skipped: true, checked: 0 });
        expect((await purchaseState(t.ctx, memberId)).member.premiumUntil).toBeNull();
        await other.query('select pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY]);
        expect(await reconcilePendingPayments(t.ctx)).toMatchObject({ activated: 1 });
        expect(
          (await purchaseState(t.ctx, memberId)).subscriptions.filter((s) => s.reference === reference),
        ).toHaveLength(1);
      } finally {
        await other.end();
      }
    },
  );
});

describe('npm run payments:reconcile from the built server (no tsx, no src code)', () => {
  let paystack: PaystackStandIn;

  beforeAll(async () => {
    const build = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, encoding: 'utf8', timeout: 170_000 });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
    paystack = await startPaystackStandIn({ secretKey: SECRET });
  }, 180_000);
  afterAll(() => paystack?.close());

  it('When the compiled job runs against the database, then a pending paid payment is activated', async () => {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'blynd-reconcile-'));
    const onServer = !!process.env.DATABASE_URL;
    const database = onServer ? await openTestDatabase() : await openDatabase({ pgliteDir });
    const env = {
      ...paystack.env(2000),
      // Production (the job's run on the server) refuses a guessable secret (decision 0126).
      JWT_SECRET: randomBytes(48).toString('base64'),
    };
    const ctx = await createContext(loadConfig({ NODE_ENV: 'test', PGLITE_DIR: pgliteDir, ...env }), {
      database,
      logger: createLogger('silent'),
    });
    try {
      await seedDemoData(ctx.db, { photos: ctx.photos, now: ctx.now() });
      const { memberId, reference } = await lostPaidPayment(ctx, createApp(ctx), paystack);
      // The embedded database allows one process at a time: hand it over to the job.
      if (!onServer) await database.close();

      const jobEnv = onServer
        ? {
            NODE_ENV: 'production',
            DATABASE_URL: (database as { url?: string }).url!,
            PUBLIC_URL: 'https://blynd.example',
            PAYSTACK_ALLOW_TEST_KEYS: 'true',
            // Everything else production insists on, though the job uses none of it.
            ...PRODUCTION_PROVIDERS,
          }
        : { NODE_ENV: 'development', PGLITE_DIR: pgliteDir };
      // Asynchronously: the stand-in lives in this process and must keep answering while the job runs.
      const run = await promisify(execFile)(
        process.execPath,
        [join(ROOT, 'server/dist/modules/payments/reconcile-cli.js')],
        {
          cwd: tmpdir(),
          timeout: 50_000,
          env: {
            PATH: process.env.PATH,
            LOG_LEVEL: 'warn',
            PAYMENTS_RECONCILE_INTERVAL_MINUTES: '0',
            ...env,
            ...jobEnv,
          },
        },
      );
      expect(run.stdout).toMatch(/Checked \d+ payment\(s\): 1 activated/);
      // And that is what operators run.
      expect(require(join(ROOT, 'package.json')).scripts['payments:reconcile']).toBe(
        'node server/dist/modules/payments/reconcile-cli.js',
      );

      const after = onServer
        ? ctx
        : await createContext(ctx.config, {
            database: await openDatabase({ pgliteDir }),
            logger: createLogger('silent'),
          });
      try {
        const state = await purchaseState(after, memberId);
        expect(state.member.premiumUntil).not.toBeNull();
        expect(state.payments.find((p) => p.reference === reference)?.status).toBe('success');
        expect(state.subscriptions.filter((s) => s.reference === reference)).toHaveLength(1);
      } finally {
        if (after !== ctx) await closeContext(after);
      }
    } finally {
      if (onServer) await closeContext(ctx);
      else ctx.mailer.close();
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  });
});
