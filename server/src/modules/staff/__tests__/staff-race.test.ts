import request from 'supertest';
import { eq, inArray } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession } from '../../admin/__tests__/admin-kit';

// PGlite runs one query at a time, so two transactions never hold locks at once there and a lock-order
// deadlock cannot happen; the race is real only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Staff changes racing on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When two Super Admins demote each other at the same moment, again and again, then no answer is a 500 and a Super Admin always remains', async () => {
    const statuses: number[] = [];
    // 403: the other's demotion landed first, so the caller is no longer a Super Admin.
    for (let round = 0; round < 12; round++) {
      const a = await createAdminSession(t, 'Super Admin');
      const b = await createAdminSession(t, 'Super Admin');
      const demote = (actor: typeof a, target: typeof b) =>
        request(t.app)
          .patch(`/api/v1/admin/staff/${target.id}`)
          .set('Authorization', actor.auth)
          .send({ role: 'Admin' });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      statuses.push(...answers.map((res) => res.status));
      // Leave them out of later rounds' Super Admins.
      await t.ctx.db
        .update(admins)
        .set({ disabled: true })
        .where(inArray(admins.id, [a.id, b.id]));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200 || status === 403 || status === 409)).toBe(true);
    expect(await t.ctx.db.$count(admins, eq(admins.role, 'Super Admin'))).toBeGreaterThan(0);
  });
});
