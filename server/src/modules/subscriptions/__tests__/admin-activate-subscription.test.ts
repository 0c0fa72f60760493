import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { CLIENT_APP_VERSION, MESSAGES } from '@blynd/shared';
import { auditLog, members, payments, subscriptions } from '../../../db/schema';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/v1/admin/activateSubscription', () => {
  let server: TestServer;
  let s: Session;
  const activate = (body: object, session = s) =>
    request(server.url).post('/api/v1/admin/activateSubscription').set('Authorization', session.auth).send(body);
  const member = async (phone: string) =>
    (await server.ctx.db.select().from(members).where(eq(members.phone, phone)))[0];
  const makeFree = (id: string) =>
    server.ctx.db.update(members).set({ premiumUntil: null, earningVerified: false }).where(eq(members.id, id));

  beforeAll(async () => {
    server = await startTestServer();
    s = await loginDemoAdmin(server.url);
  });
  afterAll(() => server.close());

  it('When neither a reference nor a plan is given, then 400 Please choose a plan', async () => {
    const ada = await member('2348031234501');
    for (const body of [
      { userId: ada.id },
      { userId: ada.id, plan: '', reference: '' },
      { userId: ada.id, plan: null, reference: null },
    ]) {
      const res = await activate(body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.chooseAPlan);
    }
  });

  it('When a plan, monthly cycle and the badge are chosen, then the member is Premium for 30 days, the server prices it, and the admin is recorded', async () => {
    const ada = await member('2348031234501');
    const started = Date.now();
    const res = await activate({
      adminId: s.id,
      userId: ada.id,
      plan: 'Spark',
      billingType: 'monthly',
      includeBadge: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      userId: ada.id,
      plan: 'Spark',
      billingType: 'monthly',
      badge: 'Citizen',
      amount: 8000 + 3500,
      source: 'admin',
    });
    expect(res.body.user).toMatchObject({ _id: ada.id, isPremium: true, earningVerified: true });
    expect(res.body.message).toMatch(/^Spark \(monthly\) activated for Ada until/);

    const [row] = await server.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, res.body.subscription._id));
    expect(row).toMatchObject({ memberId: ada.id, adminId: s.id, source: 'admin', amount: 11500, badge: 'Citizen' });
    const after = await member('2348031234501');
    expect(after.premiumUntil!.getTime() - started).toBeGreaterThan(30 * DAY - 60_000);
    expect(after.premiumUntil!.getTime() - started).toBeLessThan(30 * DAY + 60_000);
    expect(
      await server.ctx.db.$count(
        auditLog,
        and(eq(auditLog.action, 'subscription.activate'), eq(auditLog.targetId, ada.id)),
      ),
    ).toBe(1);
  });

  it('When the member is already Premium, then 409 Already Premium and nothing is added', async () => {
    const tunde = await member('2348031234502');
    const before = await server.ctx.db.$count(subscriptions, eq(subscriptions.memberId, tunde.id));
    const res = await activate({ userId: tunde.id, plan: 'Blaze', billingType: 'weekly' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MESSAGES.alreadyPremium);
    expect(await server.ctx.db.$count(subscriptions, eq(subscriptions.memberId, tunde.id))).toBe(before);
  });

  it('When the badge is asked for with a weekly cycle, the plan is unknown or is Free, then the activation is refused', async () => {
    const chiamaka = await member('2348031234503');
    expect(
      (await activate({ userId: chiamaka.id, plan: 'Spark', billingType: 'weekly', includeBadge: true })).status,
    ).toBe(400);
    expect((await activate({ userId: chiamaka.id, plan: 'Platinum', billingType: 'weekly' })).status).toBe(404);
    expect((await activate({ userId: chiamaka.id, plan: 'Free', billingType: 'weekly' })).status).toBe(400);
    expect((await activate({ userId: '00000000-0000-4000-8000-000000000000', plan: 'Spark' })).status).toBe(404);
    expect((await member('2348031234503')).premiumUntil).toBeNull();
  });

  it('When the member is blocked, then 403 with the same refusal the buyer gets, and nothing is added', async () => {
    const kemi = await member('2348031234505');
    expect(kemi.isBlocked || kemi.disabled).toBe(true);
    const before = await server.ctx.db.$count(subscriptions, eq(subscriptions.memberId, kemi.id));
    const res = await activate({ userId: kemi.id, plan: 'Spark', billingType: 'weekly' });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.memberBlocked);
    expect(await server.ctx.db.$count(subscriptions, eq(subscriptions.memberId, kemi.id))).toBe(before);
  });

  it('When a weekly plan is chosen by id, then 7 days of Premium at the weekly price', async () => {
    const chiamaka = await member('2348031234503');
    const plans = await request(server.url).get('/api/v1/admin/plans').set('Authorization', s.auth);
    const blaze = plans.body.plans.find((p: { name: string }) => p.name === 'Blaze');
    const res = await activate({ userId: chiamaka.id, plan: blaze._id, billingType: 'weekly' });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      plan: 'Blaze',
      billingType: 'weekly',
      badge: null,
      amount: blaze.weeklyPrice,
    });
    const days = (Date.parse(res.body.subscription.endsAt) - Date.parse(res.body.subscription.startsAt)) / DAY;
    expect(days).toBe(7);
  });

  it('When a paid Paystack reference is given, then it is verified with the provider and activated once, however often it is sent', async () => {
    const ibrahim = await member('2348031234504');
    await makeFree(ibrahim.id);
    const confirm = await request(server.url)
      .get('/api/v1/public/confirmdetails')
      .query({ phone: '08031234504', dob: '1987-12-19' });
    const started = await request(server.url)
      .post('/api/v1/subscriptions/initiate-paystack-payment')
      .set('Authorization', `Bearer ${confirm.body.token}`)
      .set('app-version', CLIENT_APP_VERSION)
      .send({
        userId: ibrahim.id,
        plan: 'Spark',
        amount: 2500,
        email: 'ibrahim.musa@example.com',
        includeBadge: false,
        badge: null,
        billingType: 'weekly',
      });
    expect(started.status).toBe(201);
    const { reference, redirect } = started.body;
    // Not paid yet: the provider says so and nothing is activated.
    const early = await activate({ userId: ibrahim.id, reference });
    expect(early.status).toBe(400);
    expect((await member('2348031234504')).premiumUntil).toBeNull();

    const paid = await request(server.url)
      .post(`${new URL(redirect).pathname}/pay`)
      .type('form')
      .send('');
    expect(paid.status).toBe(303);
    // The sandbox's webhook already activated it; undo that locally to play a webhook that never arrived,
    // while the provider still says the money moved.
    await server.ctx.db.delete(subscriptions).where(eq(subscriptions.reference, reference));
    await server.ctx.db
      .update(payments)
      .set({ status: 'pending', paidAt: null })
      .where(eq(payments.reference, reference));
    await makeFree(ibrahim.id);
    const first = await activate({ userId: ibrahim.id, reference });
    expect(first.status).toBe(200);
    expect(first.body.subscription).toMatchObject({ reference, plan: 'Spark', billingType: 'weekly', amount: 2500 });
    expect(first.body.user.isPremium).toBe(true);
    const again = await activate({ userId: ibrahim.id, reference });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This payment was already activated; nothing was changed');
    expect(await server.ctx.db.$count(subscriptions, eq(subscriptions.reference, reference))).toBe(1);
    const [subscription] = await server.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.reference, reference));
    expect(subscription.adminId).toBe(s.id);
    const [payment] = await server.ctx.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment.status).toBe('success');
  });

  it('When the reference belongs to another member or does not exist, then 404', async () => {
    const ada = await member('2348031234501');
    const [other] = await server.ctx.db.select().from(payments).where(eq(payments.status, 'success')).limit(1);
    expect((await activate({ userId: ada.id, reference: other.reference })).status).toBe(404);
    expect((await activate({ userId: ada.id, reference: 'NO-SUCH-REFERENCE' })).status).toBe(404);
  });

  it('When Support tries to activate, then 403', async () => {
    const support = await createAdminSession(server, 'Support');
    const ada = await member('2348031234501');
    expect((await activate({ userId: ada.id, plan: 'Spark' }, support)).status).toBe(403);
  });
});
