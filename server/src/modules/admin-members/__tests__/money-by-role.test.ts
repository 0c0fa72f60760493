import request from 'supertest';
import { and, eq, isNotNull, isNull, sum } from 'drizzle-orm';
import { ADMIN_ROLES, canAccess } from '@blynd/shared';
import { members, payments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

/** Every number under a key that names money, wherever it sits in an answer. */
function moneyIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => moneyIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    /^(amount|revenue|listValue)$/.test(key) && typeof inner === 'number'
      ? [`${path}.${key}`]
      : moneyIn(inner, `${path}.${key}`),
  );
}

/** Issue 22, item 12: the role table (decision 0054) holds for every answer that carries money, not only /revenue. */
describe('Money in control centre answers, by role', () => {
  let t: TestApp;
  const sessions = {} as Record<(typeof ADMIN_ROLES)[number], Session>;
  let payers: { id: string; phone: string }[];
  const get = (path: string, session: Session) =>
    request(t.app).get(`/api/v1/admin${path}`).set('Authorization', session.auth);

  beforeAll(async () => {
    t = await createTestApp();
    for (const role of ADMIN_ROLES) sessions[role] = await createAdminSession(t, role);
    payers = await t.ctx.db
      .selectDistinct({ id: members.id, phone: members.phone })
      .from(members)
      .innerJoin(payments, eq(payments.memberId, members.id));
    expect(payers.length).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const shapes = (session: Session, payer: { id: string; phone: string }) => [
    `/members/${payer.id}/record`,
    '/members',
    `/members?q=${payer.phone}`,
    `/getsingleUser/${payer.phone}`,
    `/getusers/${session.id}`,
    `/${session.id}`,
    `/authentications?q=${payer.phone}`,
    '/contactmessages',
    '/mailoutbox',
    '/getreports/' + session.id,
  ];

  it.each(ADMIN_ROLES)(
    'When %s reads every member-facing answer, then amounts appear only if the role sees revenue',
    async (role) => {
      const session = sessions[role];
      const seesMoney = canAccess(role, 'revenue');
      for (const path of shapes(session, payers[0]!)) {
        const res = await get(path, session);
        if (res.status === 403) continue;
        expect({ path, status: res.status }).toEqual({ path, status: 200 });
        if (!seesMoney) expect({ path, money: moneyIn(res.body) }).toEqual({ path, money: [] });
      }
      expect((await get('/revenue', session)).status).toBe(seesMoney ? 200 : 403);
    },
  );

  it('When Support opens the record of a member who paid, then payments and subscriptions are listed without amounts', async () => {
    for (const payer of payers) {
      const res = await get(`/members/${payer.id}/record`, sessions.Support);
      expect(res.body.payments.length).toBeGreaterThan(0);
      expect(
        [...res.body.payments, ...res.body.subscriptions].every((entry: { amount: unknown }) => entry.amount === null),
      ).toBe(true);
    }
  });

  it('When an Admin sums the amounts over every member record, then it is the revenue (with the payments of deleted accounts); Support sums to nothing', async () => {
    const total = async (session: Session) => {
      let sumOf = 0;
      for (const payer of payers) {
        const record = (await get(`/members/${payer.id}/record`, session)).body;
        for (const p of record.payments) if (p.status === 'success') sumOf += p.amount ?? 0;
      }
      return sumOf;
    };
    const [orphaned] = await t.ctx.db
      .select({ total: sum(payments.amount).mapWith(Number) })
      .from(payments)
      .where(and(isNull(payments.memberId), eq(payments.status, 'success')));
    const revenue = (await get('/revenue', sessions.Admin)).body.revenue;
    expect((await total(sessions.Admin)) + (orphaned?.total ?? 0)).toBe(revenue);
    expect(await total(sessions.Support)).toBe(0);
    expect(
      await t.ctx.db.$count(payments, and(isNotNull(payments.memberId), eq(payments.status, 'success'))),
    ).toBeGreaterThan(0);
  });
});
