import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@blynd/shared';
import { auditLog } from '../../../db/schema';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import type { TestApp } from '../../../test-support/test-app';
import { appWithAdmin, type Admin } from '../../auctions/__tests__/auction-kit';

const grantWith = (t: TestApp, admin: Admin, key: string | undefined, body: object) => {
  const call = request(t.app).post('/api/v1/admin/tokens/grant').set('Authorization', admin.auth);
  return (key ? call.set('Idempotency-Key', key) : call).send(body);
};
const balanceOf = async (t: TestApp, member: Member) =>
  (await request(t.app).get(`${APP}/tokens`).set('Authorization', member.auth)).body.available as number;
const grantAudits = async (t: TestApp, member: Member) =>
  t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'tokens.grant'), eq(auditLog.targetId, member.memberId)));

describe('Admin token grants act once per Idempotency-Key (decision 0125)', () => {
  let t: TestApp;
  let admin: Admin;
  let phone = 0;
  const nextMember = () => quickMember(t, `0805310${String(++phone).padStart(4, '0')}`, false);

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin({ connectionTimeoutMs: 30_000 }));
  });
  afterAll(() => t.close());

  it('When one key is sent three times in a row, then the member is credited once and every answer is the same', async () => {
    const ada = await nextMember();
    const key = randomUUID();
    const body = { memberId: ada.memberId, tokens: 40, reason: 'Goodwill' };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await grantWith(t, admin, key, body));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(answers.map((res) => res.body)).toEqual(Array(3).fill(answers[0]!.body));
    expect(answers[0]!.body).toMatchObject({ message: 'Tokens granted', available: 40 });
    expect(answers.map((res) => res.headers['idempotent-replayed'])).toEqual([undefined, 'true', 'true']);
    expect(await balanceOf(t, ada)).toBe(40);
    expect(await grantAudits(t, ada)).toBe(1);
  });

  it('When another key comes with the same grant, then it credits again; the first key with a changed grant is 409', async () => {
    const bola = await nextMember();
    const body = { memberId: bola.memberId, tokens: 25, reason: 'Two separate apologies' };
    const first = await grantWith(t, admin, randomUUID(), body);
    const second = await grantWith(t, admin, randomUUID(), body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.grantId).not.toBe(first.body.grantId);
    expect(await balanceOf(t, bola)).toBe(50);

    const key = randomUUID();
    expect((await grantWith(t, admin, key, { ...body, tokens: 5 })).status).toBe(201);
    const changed = await grantWith(t, admin, key, { ...body, tokens: 500 });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ error: ADMIN_MESSAGES.idempotencyKeyReused });
    expect(await balanceOf(t, bola)).toBe(55);
  });

  it('When a key is malformed, then the grant is refused with 400 and credits nothing', async () => {
    const chidi = await nextMember();
    const refused = await grantWith(t, admin, 'short', {
      memberId: chidi.memberId,
      tokens: 9,
      reason: 'Malformed key',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ADMIN_MESSAGES.badIdempotencyKey);
    expect(await balanceOf(t, chidi)).toBe(0);
  });

  // PGlite runs one query at a time, so concurrent requests never overlap inside the database there.
  (process.env.DATABASE_URL ? it : it.skip)(
    'When one key is sent 10 times at once on PostgreSQL, then the member is credited once and all answer the same grant',
    async () => {
      const dayo = await nextMember();
      const key = randomUUID();
      const body = { memberId: dayo.memberId, tokens: 70, reason: 'Race' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => grantWith(t, admin, key, body)));
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((res) => res.body.grantId)).size).toBe(1);
      expect(answers.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
      expect(await balanceOf(t, dayo)).toBe(70);
      expect(await grantAudits(t, dayo)).toBe(1);
    },
  );
});
