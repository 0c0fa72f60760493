import request from 'supertest';
import { and, asc, count, desc, eq, gt, isNull, or, lte, sql } from 'drizzle-orm';
import { MEMBER_LIST_MESSAGES, MESSAGES } from '@blynd/shared';
import { members } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, type Session } from '../../admin/__tests__/admin-kit';

const ADA = '2348031234501';

describe('GET /api/v1/admin/members: search, filters and sorting', () => {
  let t: TestApp;
  let s: Session;
  const get = (query: string) => request(t.app).get(`/api/v1/admin/members${query}`).set('Authorization', s.auth);
  const phones = (res: request.Response) => res.body.users.map((u: { phone: string }) => u.phone);
  const countWhere = async (where: ReturnType<typeof and>) =>
    (await t.ctx.db.select({ n: count() }).from(members).where(where))[0].n;

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When a phone is searched in every form people type it, then the member is found', async () => {
    for (const q of [
      '08031234501',
      '+2348031234501',
      '2348031234501',
      '0803 123 4501',
      '+234 803 123 4501',
      '234 803 123 4501',
    ]) {
      const res = await get(`?q=${encodeURIComponent(q)}`);
      expect({ q, status: res.status, phones: phones(res) }).toEqual({ q, status: 200, phones: [ADA] });
    }
  });

  it('When a name or an email (whole or part) is searched, then matches come back case-insensitively, counted', async () => {
    const byName = await get('?q=ADA%20oka');
    expect(phones(byName)).toContain(ADA);
    const byEmail = await get('?q=ada.okafor%40EXAMPLE.com');
    expect(phones(byEmail)).toEqual([ADA]);
    const byPart = await get('?q=okafor%40');
    expect(phones(byPart)).toEqual([ADA]);
    expect(byPart.body).toMatchObject({ total: 1, totalCapped: false, page: 1, pageSize: 10 });
    const none = await get('?q=zzqqxx');
    expect(none.body).toMatchObject({ users: [], total: 0 });
    expect((await get('?q=%25')).body.total).toBe(0);
  });

  it('When filters are combined, then exactly the members that pass every filter are counted and paged', async () => {
    const now = new Date();
    const res = await get('?plan=free&earningStatus=Citizen&blocked=false');
    const expected = await countWhere(
      and(
        or(isNull(members.premiumUntil), lte(members.premiumUntil, now)),
        eq(members.earningStatus, 'Citizen'),
        eq(members.isBlocked, false),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(expected);
    expect(
      res.body.users.every(
        (u: { isPremium: boolean; earningStatus: string; isBlocked: boolean }) =>
          !u.isPremium && u.earningStatus === 'Citizen' && !u.isBlocked,
      ),
    ).toBe(true);

    const premium = await get('?plan=premium');
    expect(premium.body.total).toBe(await countWhere(and(gt(members.premiumUntil, now))));
    expect(phones(premium)).toContain('2348031234502');

    const blocked = await get('?blocked=true');
    expect(phones(blocked)).toContain('2348031234505');
    expect(blocked.body.total).toBe(await countWhere(and(eq(members.isBlocked, true))));

    const none = await get('?earningStatus=none');
    expect(none.body.total).toBe(await countWhere(and(isNull(members.earningStatus))));
  });

  it('When a joined date range is given, then only members who joined on those Lagos days are listed', async () => {
    const [newest] = await t.ctx.db
      .select({ createdAt: members.createdAt })
      .from(members)
      .orderBy(desc(members.createdAt))
      .limit(1);
    const day = new Date(newest.createdAt.getTime() + 3_600_000).toISOString().slice(0, 10);
    const res = await get(`?joinedFrom=${day}&joinedTo=${day}`);
    const expected = await countWhere(
      and(sql`(${members.createdAt} at time zone 'Africa/Lagos')::date = ${day}::date`),
    );
    expect(res.body.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    expect((await get('?joinedFrom=2001-01-01&joinedTo=2001-01-31')).body.total).toBe(0);
  });

  it('When sorted by newest, oldest or name, then the page follows that order, and the page is kept', async () => {
    const oldest = await t.ctx.db
      .select({ phone: members.phone })
      .from(members)
      .orderBy(asc(members.createdAt), asc(members.id))
      .limit(10);
    expect(phones(await get('?sort=oldest'))).toEqual(oldest.map((m) => m.phone));
    const byName = await t.ctx.db
      .select({ phone: members.phone })
      .from(members)
      .orderBy(sql`lower(${members.firstName} || ' ' || ${members.lastName})`, asc(members.id))
      .limit(20);
    const page2 = await get('?sort=name&page=2');
    expect(page2.body.page).toBe(2);
    expect(phones(page2)).toEqual(byName.slice(10, 20).map((m) => m.phone));
    const newest = await t.ctx.db
      .select({ phone: members.phone })
      .from(members)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(10);
    expect(phones(await get(''))).toEqual(newest.map((m) => m.phone));
    const past = await get('?blocked=true&page=999');
    expect(past.body.page).toBe(1);
  });

  it('When a filter value is bad, then 400 with what is wrong, never a 500', async () => {
    const cases: [string, string][] = [
      ['?plan=gold', MEMBER_LIST_MESSAGES.badPlan],
      ['?earningStatus=Rich', MEMBER_LIST_MESSAGES.badEarningStatus],
      ['?blocked=yes', MEMBER_LIST_MESSAGES.badBlocked],
      ['?joinedFrom=2026-02-30', MEMBER_LIST_MESSAGES.badDate],
      ['?joinedTo=yesterday', MEMBER_LIST_MESSAGES.badDate],
      ['?joinedFrom=2026-03-01&joinedTo=2026-02-01', MEMBER_LIST_MESSAGES.badRange],
      ['?sort=random', MEMBER_LIST_MESSAGES.badSort],
      ['?page=0', MEMBER_LIST_MESSAGES.badPage],
      ['?page=-1', MEMBER_LIST_MESSAGES.badPage],
      ['?page=abc', MEMBER_LIST_MESSAGES.badPage],
      ['?plan=free&plan=premium', MEMBER_LIST_MESSAGES.badPlan],
    ];
    for (const [query, error] of cases) {
      const res = await get(query);
      expect({ query, status: res.status, error: res.body.error }).toEqual({ query, status: 400, error });
    }
  });

  it('When an unknown phone or email is looked up, then 404 says so plainly', async () => {
    const phone = await request(t.app).get('/api/v1/admin/getsingleUser/08000000000').set('Authorization', s.auth);
    expect(phone.status).toBe(404);
    expect(phone.body).toEqual({ error: MESSAGES.memberNotFound });
    const email = await request(t.app)
      .get('/api/v1/admin/getsingleUser/nobody%40example.com')
      .set('Authorization', s.auth);
    expect(email.status).toBe(404);
    expect(email.body).toEqual({ error: 'No member found with this email address' });
  });

  it('When the legacy name search is given a phone with spaces or an email, then it finds the member too', async () => {
    for (const term of ['+234 803 123 4501', 'ada.okafor@example.com']) {
      const res = await request(t.app)
        .get(`/api/v1/admin/searchnames/${encodeURIComponent(term)}`)
        .set('Authorization', s.auth);
      expect({ term, phones: phones(res) }).toEqual({ term, phones: [ADA] });
    }
  });

  it('When no token is sent, then 401', async () => {
    expect((await request(t.app).get('/api/v1/admin/members')).status).toBe(401);
  });
});
