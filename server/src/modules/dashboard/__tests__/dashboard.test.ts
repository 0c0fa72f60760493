import request from 'supertest';
import { isNull } from 'drizzle-orm';
import { EARNING_STATUSES, type DashboardResponse } from '@blynd/shared';
import { contactMessages, members, plans, subscriptions, systemNotifications } from '../../../db/schema';
import { DASHBOARD_AGGREGATES_KEY } from '../../../lib/aggregate-cache';
import { DEMO_ADMIN } from '../../../db/seed/demo-catalogue';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

describe('GET /api/v1/admin/{adminId} (dashboard)', () => {
  let t: TestApp;
  let s: Session;
  let body: DashboardResponse;
  const now = new Date();

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    s = await loginDemoAdmin(t);
    const res = await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth);
    expect(res.status).toBe(200);
    body = res.body;
  });
  afterAll(() => t.close());

  it('When the dashboard loads, then it names the signed-in admin', () => {
    expect(body.admin).toEqual({
      _id: s.id,
      email: DEMO_ADMIN.email,
      fullname: DEMO_ADMIN.fullname,
      role: DEMO_ADMIN.role,
    });
  });

  it('When the member analytics are read, then every count matches the demo members counted one by one', async () => {
    // Independent of the SQL aggregates: every member loaded and counted here.
    const all = await t.ctx.db.select().from(members);
    const premium = (m: (typeof all)[number]) => !!m.premiumUntil && m.premiumUntil > now;
    const expected: Record<string, number> = {
      numberOfUsers: all.length,
      premiumCount: all.filter(premium).length,
      plainPremiumCount: all.filter((m) => premium(m) && !m.earningVerified).length,
      maleCount: all.filter((m) => m.gender === 'male').length,
      femaleCount: all.filter((m) => m.gender === 'female').length,
      nonBinaryCount: all.filter((m) => m.gender === 'non-binary').length,
    };
    for (const status of EARNING_STATUSES) {
      const key = status.toLowerCase();
      expected[`${key}Count`] = all.filter((m) => m.earningStatus === status).length;
      expected[`${key}PremiumCount`] = all.filter((m) => m.earningStatus === status && premium(m)).length;
    }
    const { tiers: _tiers, last5users: _last, ...counts } = body.userAnalytics;
    expect(counts).toEqual(expected);
    expect(counts.numberOfUsers).toBeGreaterThanOrEqual(130);
    // Tunde Bakare is an Elite member on Spark with 20 days left.
    expect(counts.elitePremiumCount).toBeGreaterThanOrEqual(1);
    expect(counts.maleCount + counts.femaleCount + counts.nonBinaryCount).toBe(counts.numberOfUsers);
  });

  it('When the tiers are read, then each live plan shows its prices and current subscribers, with no money in the dashboard', async () => {
    const planRows = (await t.ctx.db.select().from(plans)).filter((p) => !p.retired);
    const subs = await t.ctx.db.select().from(subscriptions);
    const all = await t.ctx.db.select().from(members);
    const premiumCount = all.filter((m) => m.premiumUntil && m.premiumUntil > now).length;
    const expected = planRows
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((p) => ({
        _id: p.id,
        plan: p.name,
        cost: p.monthlyPrice,
        weeklyCost: p.weeklyPrice,
        subscribers:
          p.name === 'Free'
            ? all.length - premiumCount
            : new Set(
                subs.filter((x) => x.planId === p.id && x.startsAt <= now && x.endsAt > now).map((x) => x.memberId),
              ).size,
        retired: false,
      }));
    expect(body.userAnalytics.tiers).toEqual(expected);
    expect(body.userAnalytics.tiers.map((tier: { plan: string }) => tier.plan)).toEqual(
      expect.arrayContaining(['Free', 'Spark']),
    );
    expect(JSON.stringify(body)).not.toMatch(/revenue/i);
  });

  it('When the recently joined members are read, then they are the five newest with the admin member shape', async () => {
    const all = await t.ctx.db.select().from(members);
    const newest = all
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
      .slice(0, 5);
    expect(body.userAnalytics.last5users.map((u: { _id: string }) => u._id)).toEqual(newest.map((m) => m.id));
    expect(Object.keys(body.userAnalytics.last5users[0]).sort()).toEqual(
      [
        '_id',
        'firstName',
        'lastName',
        'avatar',
        'email',
        'phone',
        'gender',
        'dob',
        'location',
        'createdAt',
        'lastSeen',
        'earningStatus',
        'isPremium',
        'premiumUntil',
        'earningVerified',
        'livenessVerified',
        'disabled',
        'isBlocked',
        'completedSignup',
        'reRegisteredAt',
        'media',
      ].sort(),
    );
  });

  it('When the inbox summary is read, then it holds the 10 newest contact messages, the unread count and the message-category unread indicator', async () => {
    const messages = await t.ctx.db.select().from(contactMessages);
    const notifications = await t.ctx.db.select().from(systemNotifications);
    expect(body.ContactMessages.messages).toHaveLength(10);
    expect(body.ContactMessages.total).toBe(messages.length);
    expect(body.ContactMessages.unreadCount).toBe(messages.filter((m) => !m.isRead).length);
    const newest = [...messages].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(body.ContactMessages.messages[0]).toMatchObject({
      _id: newest.id,
      subject: newest.subject,
      email: newest.email,
      fullname: newest.fullname,
      isRead: newest.isRead,
    });
    expect(body.systemtNotif.unreadCount).toBe(
      notifications.filter((n) => n.category === 'message' && !n.isRead).length,
    );
    expect(body.systemtNotif.unreadCount).toBeGreaterThan(0);
    expect(body.systemtNotif.latest.length).toBeGreaterThan(0);
  });

  it('When a member is activated or a plan is renamed, then the next dashboard shows it at once although the aggregates are cached', async () => {
    const dashboard = async () =>
      (await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth)).body.userAnalytics;
    const before = await dashboard();
    const [free] = await t.ctx.db.select().from(members).where(isNull(members.premiumUntil)).limit(1);
    const activated = await request(t.app)
      .post('/api/v1/admin/activateSubscription')
      .set('Authorization', s.auth)
      .send({ userId: free.id, plan: 'Spark', billingType: 'weekly' });
    expect(activated.status).toBe(200);
    const after = await dashboard();
    expect(after.premiumCount).toBe(before.premiumCount + 1);
    const spark = (analytics: typeof before) => analytics.tiers.find((tier: { plan: string }) => tier.plan === 'Spark');
    expect(spark(after).subscribers).toBe(spark(before).subscribers + 1);

    const renamed = await request(t.app)
      .patch(`/api/v1/admin/plans/${spark(after)._id}`)
      .set('Authorization', s.auth)
      .send({ name: 'Spark Plus' });
    expect(renamed.status).toBe(200);
    expect((await dashboard()).tiers.map((tier: { plan: string }) => tier.plan)).toContain('Spark Plus');
  });

  it('When members join outside this server, then the cached counts are served until they are invalidated or go stale', async () => {
    const cached = (await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth)).body.userAnalytics
      .numberOfUsers;
    await t.ctx.db.insert(members).values({
      firstName: 'Late',
      phone: '2348099999999',
      dob: '1990-01-01',
      gender: 'male',
      state: 'Lagos',
      earningStatus: 'Upstart',
    });
    expect(
      (await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth)).body.userAnalytics.numberOfUsers,
    ).toBe(cached);
    t.ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
    expect(
      (await request(t.app).get(`/api/v1/admin/${s.id}`).set('Authorization', s.auth)).body.userAnalytics.numberOfUsers,
    ).toBe(cached + 1);
  });
});
