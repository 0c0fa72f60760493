import request from 'supertest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { members } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { makeFree, purchaseState } from '../../../test-support/purchase';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

// PGlite runs one query at a time, so a race between transactions cannot happen there: this runs on the
// PostgreSQL server only (DATABASE_URL set), where the member row lock is what keeps it to one activation.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('POST /api/v1/admin/activateSubscription under concurrency (PostgreSQL server)', () => {
  let t: TestApp;
  let s: Session;

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When 20 activations for one Free member race, then exactly one succeeds and the rest answer 409 Already Premium', async () => {
    const [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
    await makeFree(t.ctx, ada.id);
    const before = await purchaseState(t.ctx, ada.id);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(t.app)
          .post('/api/v1/admin/activateSubscription')
          .set('Authorization', s.auth)
          .send({ userId: ada.id, plan: 'Blaze', billingType: 'monthly' }),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(res.body).toEqual({ error: MESSAGES.alreadyPremium });
    const after = await purchaseState(t.ctx, ada.id);
    const added = after.subscriptions.filter((row) => !before.subscriptions.some((old) => old.id === row.id));
    // One period, one receipt, one revenue row (the dashboard sums subscription amounts).
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ planName: 'Blaze', billingType: 'monthly', source: 'admin' });
    expect(after.member.premiumUntil).toEqual(added[0].endsAt);
    expect(after.receipts.length - before.receipts.length).toBe(1);
  });
});
