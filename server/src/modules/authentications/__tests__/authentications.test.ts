import request from 'supertest';
import { and, desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { auditLog, members, signupAuthentications } from '../../../db/schema';
import type { TestApp } from '../../../test-support/test-app';
import { adminApp, createAdminSession, type Session } from '../../admin/__tests__/admin-kit';
import { signInMember } from '../../../test-support/member-session';

describe('Admin sign-up authentications', () => {
  let t: TestApp;
  let s: Session;
  const get = (path: string, session = s) =>
    request(t.app).get(`/api/v1/admin${path}`).set('Authorization', session.auth);
  const edit = (body: object, session = s) =>
    request(t.app).put('/api/v1/admin/editAuth').set('Authorization', session.auth).send(body);

  beforeAll(async () => {
    ({ t, s } = await adminApp());
  });
  afterAll(() => t.close());

  it('When the records are paged, then 10 come newest first with their owner, and next/prev move by 10', async () => {
    const total = await t.ctx.db.$count(signupAuthentications);
    const first = await get(`/getAuths/${s.id}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total, offset: 0, limit: 10 });
    const newest = await t.ctx.db
      .select()
      .from(signupAuthentications)
      .orderBy(desc(signupAuthentications.createdAt), desc(signupAuthentications.id))
      .limit(10);
    expect(first.body.auths.map((a: { _id: string }) => a._id)).toEqual(newest.map((a) => a.id));
    const record = first.body.auths[0];
    expect(record).toEqual({
      _id: newest[0].id,
      authStep: newest[0].authStep,
      phone: newest[0].phone,
      owner: expect.objectContaining({ _id: newest[0].memberId, firstName: expect.any(String) }),
      createdAt: newest[0].createdAt.toISOString(),
      isBlocked: newest[0].isBlocked,
    });
    expect((await get(`/getnextauthset?adminId=${s.id}&offset=0`)).body.offset).toBe(10);
    expect((await get('/getprevauthset?offset=10')).body.offset).toBe(0);
    expect((await get('/getprevauthset?offset=abc')).body.offset).toBe(0);
  });

  it('When a record is fetched by phone in any form or by email, then it is answered; anything else reads Enter a valid number', async () => {
    for (const form of [
      '2348031234503',
      '08031234503',
      '+234 803 123 4503',
      '0803 123 4503',
      '234 8031234503',
      'chiamaka.eze@example.com',
    ]) {
      const res = await get(`/getsingleAuth/${encodeURIComponent(form)}`);
      expect({ form, status: res.status }).toEqual({ form, status: 200 });
      expect(res.body.auth).toMatchObject({ phone: '2348031234503', authStep: 11, owner: { firstName: 'Chiamaka' } });
    }
    const bad = await get('/getsingleAuth/0803123450');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.enterValidNumber);
    expect((await get('/getsingleAuth/not-an%40email')).body.error).toBe(MESSAGES.invalidEmailAddress);
    const unknown = await get('/getsingleAuth/2340000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Authentication record not found');
  });

  it("When sign-up records are searched by name, email or phone, then the matching members' records come back; a blank search is 400", async () => {
    const byName = await get('/authentications?q=chiamaka');
    expect(byName.status).toBe(200);
    expect(byName.body.auths.map((a: { phone: string }) => a.phone)).toContain('2348031234503');
    for (const q of ['Chiamaka.Eze@example', '0803 123 4503', '+2348031234503']) {
      const res = await get(`/authentications?q=${encodeURIComponent(q)}`);
      expect({ q, phones: res.body.auths.map((a: { phone: string }) => a.phone) }).toEqual({
        q,
        phones: ['2348031234503'],
      });
    }
    expect((await get('/authentications?q=%20')).status).toBe(400);
  });

  it.each([1, 2, 4, 10, 11, '10'])(
    'When the level is set to %p, then it is stored and the member sign-up completeness follows',
    async (step) => {
      const [auth] = await t.ctx.db
        .select()
        .from(signupAuthentications)
        .where(eq(signupAuthentications.phone, '2348031234504'));
      const res = await edit({ authId: auth.id, step });
      expect(res.status).toBe(200);
      expect(res.body.auth).toMatchObject({ _id: auth.id, authStep: Number(step) });
      expect(res.body.message).toMatch(/^Sign-up level set to/);
      const [row] = await t.ctx.db.select().from(signupAuthentications).where(eq(signupAuthentications.id, auth.id));
      expect(row.authStep).toBe(Number(step));
      const [member] = await t.ctx.db.select().from(members).where(eq(members.id, auth.memberId));
      expect(member.completedSignup).toBe(Number(step) === 11);
      expect(
        await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'auth.edit'), eq(auditLog.targetId, auth.id))),
      ).toBeGreaterThan(0);
    },
  );

  it('When a member who skipped birthday, gender and liveness is set to level 11 (or 10, 4), then 409 names what is missing and nothing changes', async () => {
    const fresh = await signInMember(t.app, '08061224401');
    const [auth] = await t.ctx.db
      .select()
      .from(signupAuthentications)
      .where(eq(signupAuthentications.memberId, fresh.memberId));
    await t.ctx.db.update(members).set({ firstName: 'Kemi' }).where(eq(members.id, fresh.memberId));
    const complete = await edit({ authId: auth.id, step: 11 });
    expect(complete.status).toBe(409);
    expect(complete.body).toEqual({
      error: "Sign-up level 11 needs the member's birthday, gender, profile basics, liveness check first",
      missing: ['birthday', 'gender', 'profile basics', 'liveness check'],
    });
    expect((await edit({ authId: auth.id, step: 10 })).body.missing).toEqual(['birthday', 'gender']);
    expect((await edit({ authId: auth.id, step: 4 })).body.missing).toEqual(['birthday']);
    const [row] = await t.ctx.db.select().from(signupAuthentications).where(eq(signupAuthentications.id, auth.id));
    expect(row.authStep).toBe(1);
    expect((await edit({ authId: auth.id, step: 2 })).status).toBe(200);

    await t.ctx.db
      .update(members)
      .set({
        dob: '1996-02-03',
        gender: 'female',
        bio: 'Hi',
        interests: ['Music', 'Art', 'Travel'],
        state: 'Lagos',
        earningStatus: 'Upstart',
        avatar: 'moji-1',
        livenessVerified: true,
      })
      .where(eq(members.id, fresh.memberId));
    expect((await edit({ authId: auth.id, step: 11 })).status).toBe(200);
  });

  it.each([3, 0, 12, '5', 'ab', null, 1.5])(
    'When the level is %p, then 400 Enter a valid level and nothing changes',
    async (step) => {
      const [auth] = await t.ctx.db
        .select()
        .from(signupAuthentications)
        .where(eq(signupAuthentications.phone, '2348031234501'));
      const res = await edit({ authId: auth.id, step });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.enterValidLevel);
      const [row] = await t.ctx.db.select().from(signupAuthentications).where(eq(signupAuthentications.id, auth.id));
      expect(row.authStep).toBe(auth.authStep);
    },
  );

  it('When the record does not exist, then 404', async () => {
    expect((await edit({ authId: '00000000-0000-4000-8000-000000000000', step: 2 })).status).toBe(404);
  });

  it('When Support reads and edits a level, then both are allowed (the tickets it reads ask for it; decision 0054)', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await get('/getsingleAuth/2348031234503', support)).status).toBe(200);
    const [auth] = await t.ctx.db.select().from(signupAuthentications).limit(1);
    expect((await edit({ authId: auth.id, step: 2 }, support)).status).toBe(200);
  });
});
