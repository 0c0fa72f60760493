import { eq, like } from 'drizzle-orm';
import { members, subscriptions, tokenPostings } from '../../../db/schema';
import { startInstanceProcess, type InstanceProcess } from '../../../test-support/server-instance-process';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import * as appStore from './apple-kit';

const DAY = 24 * 60 * 60 * 1000;

// Shown to fail with their guards removed (decision 0180 lists each run): 11 credits of one pack, two Premium periods
// for one transaction, and a reversed refund restored five times.
// PGlite runs one query at a time, so these races can only happen on the PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * Two more server instances as their own processes on the test's database (decision 0144: exactly once across
 * instances rests on the store_transactions unique key and the payment's conditional claim, not on any process).
 */
onServer('App Store purchase races across two server processes (PostgreSQL server)', () => {
  let t: appStore.AppleStoreApp;
  let instances: InstanceProcess[];
  const at = (i: number) => ({ app: instances[i % 2]!.url });

  beforeAll(async () => {
    t = await appStore.startAppleStoreApp({ connectionTimeoutMs: 60_000 });
    const env = {
      ...appStore.appleEnv(t.apple),
      DATABASE_URL: (t.ctx.database as { url?: string }).url!,
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      DB_POOL_SIZE: '5',
    };
    instances = await Promise.all([startInstanceProcess(env), startInstanceProcess(env)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all((instances ?? []).map((instance) => instance.stop()));
    await t?.close();
  });

  const postingsOf = (transactionId: string) =>
    t.ctx.db
      .select()
      .from(tokenPostings)
      .where(like(tokenPostings.idempotencyKey, `%apple:${transactionId}`));

  it('When one Apple transaction is posted 20 times at once through two processes with its notification, then one posting', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const signed = t.apple.signTransaction(info);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => appStore.postApplePurchase(at(i), member, signed)),
      appStore.postAppleNotification(at(1), t.apple.signNotification({ notificationType: 'ONE_TIME_CHARGE' }, info)),
    ]);
    expect(answers.map((res) => res.status)).toEqual(Array(21).fill(200));
    const statuses = answers.slice(0, 20).map((res) => res.body.status as string);
    const notified = answers[20]!.body.outcome as string;
    expect([...statuses, notified].filter((status) => status === 'credited')).toHaveLength(1);
    expect(await postingsOf(info.transactionId)).toHaveLength(1);
    expect(await appStore.appleRows(t, info.transactionId)).toHaveLength(1);
    expect((await appStore.tokensOf(t, member)).balance).toBe(100);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 180_000);

  it('When one Premium transaction is posted 20 times at once through two processes, then one activation', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({
      productId: appStore.APPLE_WEEKLY,
      type: 'Auto-Renewable Subscription',
      expiresDate: Date.now() + 7 * 24 * 3600 * 1000,
      appAccountToken: member.memberId,
    });
    const signed = t.apple.signTransaction(info);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => appStore.postApplePurchase(at(i), member, signed)),
    );
    // What the member would notice first: one period of seven days, not one per call.
    const rows = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(like(subscriptions.reference, `apple:${info.transactionId}`));
    expect(rows).toHaveLength(1);
    const [me] = await t.ctx.db.select().from(members).where(eq(members.id, member.memberId));
    expect(me!.premiumUntil!.getTime()).toBeLessThan(Date.now() + 7.1 * DAY);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((res) => res.body.status === 'credited')).toHaveLength(1);
  }, 180_000);

  it('When the refund notification arrives at both processes at once, twice each, then one reversal', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    expect((await appStore.postApplePurchase(at(0), member, t.apple.signTransaction(info))).status).toBe(200);
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => appStore.postAppleNotification(at(i), refund)),
    );
    expect(answers.map((res) => res.body.outcome).sort()).toEqual([
      'already-reversed',
      'already-reversed',
      'already-reversed',
      'reversed',
    ]);
    expect((await postingsOf(info.transactionId)).map((row) => row.kind)).toEqual(['purchase', 'refund']);
    expect((await appStore.tokensOf(t, member)).balance).toBe(0);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 180_000);

  it('When a refund reversal is posted 10 times at once through two processes, then tokens and Premium are restored once', async () => {
    const member = await appStore.newMember(t);
    const pack = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const weekly = t.apple.transaction({
      productId: appStore.APPLE_WEEKLY,
      type: 'Auto-Renewable Subscription',
      expiresDate: Date.now() + 7 * DAY,
      appAccountToken: member.memberId,
    });
    for (const info of [pack, weekly]) {
      expect((await appStore.postApplePurchase(at(0), member, t.apple.signTransaction(info))).status).toBe(200);
      const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
      expect((await appStore.postAppleNotification(at(1), refund)).body.outcome).toBe('reversed');
    }
    const reversals = [pack, weekly].map((info) =>
      t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => appStore.postAppleNotification(at(i), reversals[i % 2]!)),
    );
    // What the member would notice first: 100 tokens, not 100 per notice, and one week of Premium, not several.
    expect((await appStore.tokensOf(t, member)).balance).toBe(100);
    const [me] = await t.ctx.db.select().from(members).where(eq(members.id, member.memberId));
    expect(me!.premiumUntil!.getTime()).toBeLessThan(Date.now() + 7.1 * DAY);
    expect(me!.premiumUntil!.getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    for (const parity of [0, 1])
      expect(
        answers
          .filter((_, i) => i % 2 === parity)
          .map((res) => res.body.outcome as string)
          .sort(),
      ).toEqual([...Array(9).fill('already-restored'), 'restored']);
    expect(
      await t.ctx.db
        .select()
        .from(tokenPostings)
        .where(like(tokenPostings.idempotencyKey, `apple:${pack.transactionId}:refund-reversed`)),
    ).toHaveLength(1);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 180_000);
});
