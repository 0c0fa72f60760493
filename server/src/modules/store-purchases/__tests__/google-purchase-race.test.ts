import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../db/client';
import { members, subscriptions } from '../../../db/schema';
import { createApp } from '../../../app';
import { closeContext, createContext } from '../../../context';
import { createLogger } from '../../../lib/logger';
import type { TestApp } from '../../../test-support/test-app';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import * as google from './google-kit';

const DAY = 24 * 60 * 60 * 1000;

// Run with its guards removed (the store transaction's unique key, the payment's conditional claim, the ledger key
// and the subscriptions reference key, decision 0180), the pack case credits one order 14 times (1,400 tokens) and
// the Premium case stores three periods for one order (21 days): these tests fail without the guards.
// PGlite runs one query at a time, so these races can only happen on the PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/** A second server instance: its own context and connection pool, on the same database. */
async function secondInstance(t: TestApp): Promise<TestApp> {
  const url = (t.ctx.database as { url?: string }).url!;
  const ctx = await createContext(t.ctx.config, {
    database: await openDatabase({ url, pgliteDir: 'memory://', poolSize: 5, connectionTimeoutMs: 60_000 }),
    logger: createLogger('silent'),
  });
  return { app: createApp(ctx), ctx, close: () => closeContext(ctx) };
}

onServer('Google Play purchase races (PostgreSQL server)', () => {
  let t: google.GoogleStoreApp;
  let other: TestApp;

  beforeAll(async () => {
    t = await google.startGoogleStoreApp({ connectionTimeoutMs: 60_000 });
    other = await secondInstance(t);
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('When one Google order is posted 20 times at once through two instances with its notification, then one credit and one consume', async () => {
    const { member, token, orderId } = await google.paidPackOrder(t);
    const body = { productId: google.PACK_PRODUCT, purchaseToken: token };
    const notification = google.packPurchased(token);

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => google.postGooglePurchase(i % 2 === 0 ? t : other, member, body)),
      google.pushNotification(other, t.play, notification),
    ]);
    expect(answers.map((res) => res.status)).toEqual(Array(21).fill(200));
    expect(await google.availableTokens(t, member)).toBe(100);
    expect(await google.googleRows(t, orderId)).toHaveLength(1);
    expect(t.play.calls.filter((call) => call === `consume ${google.PACK_PRODUCT} ${token}`)).toHaveLength(1);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  }, 120_000);

  it('When one Premium order is posted 20 times at once through two instances, then one period and one acknowledgement', async () => {
    const member = await google.newMember(t);
    const token = google.purchaseToken();
    const { orderId } = t.play.addSubscription(token, { productId: google.WEEKLY_PRODUCT });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        google.postGooglePurchase(i % 2 === 0 ? t : other, member, {
          productId: google.WEEKLY_PRODUCT,
          purchaseToken: token,
        }),
      ),
    );
    // What the member would notice first: one period of seven days, not one per call.
    const periods = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.reference, `google:${orderId}`));
    expect(periods).toHaveLength(1);
    const [me] = await t.ctx.db.select().from(members).where(eq(members.id, member.memberId));
    expect(me!.premiumUntil!.getTime()).toBeLessThan(Date.now() + 7.1 * DAY);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await google.googleRows(t, orderId)).toHaveLength(1);
    expect(t.play.calls.filter((call) => call === `acknowledge ${google.WEEKLY_PRODUCT} ${token}`)).toHaveLength(1);
  }, 120_000);
});
