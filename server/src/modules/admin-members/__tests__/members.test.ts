import request from 'supertest';
import { photoKey } from '../../../lib/photo-storage';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@blynd/shared';
import { auditLog, memberPhotos, members, signupAuthentications } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const ADA = '2348031234501';

describe('Admin members', () => {
  let t: TestApp;
  let s: Session;
  let total: number;
  const get = (path: string, session = s) =>
    request(t.app).get(`/api/v1/admin${path}`).set('Authorization', session.auth);
  const ids = (res: request.Response) => res.body.users.map((u: { _id: string }) => u._id);

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
    total = await t.ctx.db.$count(members);
  });
  afterAll(() => t.close());

  it('When the first page is asked for, then 10 members come newest first with the total', async () => {
    const res = await get(`/getusers/${s.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total, offset: 0, limit: 10 });
    const newest = await t.ctx.db
      .select({ id: members.id })
      .from(members)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(10);
    expect(ids(res)).toEqual(newest.map((m) => m.id));
    const user = res.body.users[0];
    expect(user).toEqual(
      expect.objectContaining({
        location: { state: expect.any(String), region: expect.any(String) },
        lastSeen: { date: expect.any(String) },
        media: expect.any(Array),
      }),
    );
  });

  it('When next and previous are followed, then the offset moves by 10, never below 0 nor past the last page', async () => {
    const first = await get(`/getusers/${s.id}`);
    const next = await get(`/getnextuserset?adminId=${s.id}&offset=0`);
    expect(next.body.offset).toBe(10);
    expect(ids(next)).not.toEqual(expect.arrayContaining([ids(first)[0]]));
    const third = await get('/getnextuserset?offset=10');
    expect(third.body.offset).toBe(20);
    const back = await get('/getprevuserset?offset=20');
    expect(back.body.offset).toBe(10);
    expect(ids(back)).toEqual(ids(next));
    expect((await get('/getprevuserset?offset=0')).body.offset).toBe(0);
    expect((await get('/getprevuserset?offset=-40')).body.offset).toBe(0);
    const lastOffset = Math.floor((total - 1) / 10) * 10;
    const end = await get(`/getnextuserset?offset=${lastOffset}`);
    expect(end.body.offset).toBe(lastOffset);
    expect(end.body.users).toHaveLength(total - lastOffset);
    // Every member appears exactly once across the pages.
    const seen = new Set<string>();
    for (let offset = 0; offset < total; offset += 10)
      ids(await get(`/getprevuserset?offset=${offset + 10}`)).forEach((id: string) => seen.add(id));
    expect(seen.size).toBe(total);
  });

  it('When names or phones are searched, then partial, trimmed, case-insensitive matches come back', async () => {
    const byName = await get('/searchnames/%20okaf%20');
    expect(byName.status).toBe(200);
    expect(byName.body.users.map((u: { phone: string }) => u.phone)).toContain(ADA);
    const fullName = await get('/searchnames/ada%20okafor');
    expect(fullName.body.users[0].phone).toBe(ADA);
    const partialPhone = await get('/searchnames/803123450');
    expect(partialPhone.body.total).toBe(5);
    const localPhone = await get('/searchnames/08031234502');
    expect(localPhone.body.users.map((u: { firstName: string }) => u.firstName)).toEqual(['Tunde']);
    const wildcard = await get('/searchnames/%25');
    expect(wildcard.body.total).toBe(0);
  });

  it('When the search term is blank, then 400', async () => {
    for (const path of ['/searchnames/%20%20', '/searchnames']) {
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Enter a name or phone number to search');
    }
  });

  it('When a member is fetched by phone in any form or by email, then the admin view is answered; anything else reads Enter a valid number', async () => {
    const res = await get(`/getsingleUser/${ADA}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Ada',
      phone: ADA,
      gender: 'female',
      dob: '1995-04-12',
      location: { state: 'Lagos' },
      earningStatus: 'Citizen',
      isPremium: false,
    });
    for (const form of [
      '08031234501',
      '+2348031234501',
      '0803 123 4501',
      '+234 803 123 4501',
      '234 803 123 4501',
      'Ada.Okafor@Example.com',
    ]) {
      const found = await get(`/getsingleUser/${encodeURIComponent(form)}`);
      expect({ form, status: found.status, phone: found.body.user?.phone }).toEqual({ form, status: 200, phone: ADA });
    }
    for (const bad of ['0803123450', '23480312345011', '234803123450x', '12345']) {
      const wrong = await get(`/getsingleUser/${bad}`);
      expect({ bad, status: wrong.status, error: wrong.body.error }).toEqual({
        bad,
        status: 400,
        error: MESSAGES.enterValidNumber,
      });
    }
    expect((await get('/getsingleUser/2349999999999')).status).toBe(404);
    expect((await get('/getsingleUser/2348031234502')).body.user.isPremium).toBe(true);
    const [owner] = await t.ctx.db
      .select({ id: members.id, phone: members.phone })
      .from(members)
      .innerJoin(memberPhotos, eq(memberPhotos.memberId, members.id))
      .limit(1);
    const photos = await t.ctx.db
      .select()
      .from(memberPhotos)
      .where(eq(memberPhotos.memberId, owner.id))
      .orderBy(asc(memberPhotos.createdAt), asc(memberPhotos.id));
    const media = (await get(`/getsingleUser/${owner.phone}`)).body.user.media;
    expect(media).toEqual(
      photos.map((p) => ({
        _id: p.id,
        awsUrl: `/api/v1/admin/photos/${p.id}`,
        publidId: p.id,
        flagged: p.flagged,
        status: p.status,
        reason: p.reason,
      })),
    );
    expect(media.length).toBeGreaterThan(0);
  });

  it('When a member is blocked, then the member and sign-up record are blocked, confirm details refuses them, and a second call unblocks', async () => {
    const [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, ADA));
    const block = await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', s.auth)
      .send({ userId: ada.id, adminId: s.id });
    expect(block.status).toBe(200);
    expect(block.body.message).toBe('User blocked');
    expect(block.body.user).toMatchObject({ _id: ada.id, isBlocked: true });
    const [auth] = await t.ctx.db
      .select()
      .from(signupAuthentications)
      .where(eq(signupAuthentications.memberId, ada.id));
    expect(auth.isBlocked).toBe(true);
    const confirm = await request(t.app)
      .get('/api/v1/public/confirmdetails')
      .query({ phone: '08031234501', dob: '1995-04-12' });
    expect(confirm.status).toBe(403);

    const unblock = await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', s.auth)
      .send({ userId: ada.id });
    expect(unblock.body.message).toBe('User unblocked');
    const [after] = await t.ctx.db.select().from(members).where(eq(members.id, ada.id));
    expect(after.isBlocked).toBe(false);
    const actions = (await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, ada.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.block', 'user.unblock']));
    expect(
      (
        await request(t.app)
          .patch('/api/v1/admin/blockUser')
          .set('Authorization', s.auth)
          .send({ userId: '00000000-0000-4000-8000-000000000000' })
      ).status,
    ).toBe(404);
  });

  it('When a photo is flagged twice, then it is flagged then unflagged', async () => {
    const [photo] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.flagged, false)).limit(1);
    const flag = () =>
      request(t.app)
        .put('/api/v1/admin/flag-photo')
        .set('Authorization', s.auth)
        .send({ userId: photo.memberId, photoId: photo.id });
    const first = await flag();
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Photo flagged');
    expect(first.body.user.media.find((m: { _id: string }) => m._id === photo.id)).toEqual({
      _id: photo.id,
      awsUrl: `/api/v1/admin/photos/${photo.id}`,
      publidId: photo.id,
      flagged: true,
      status: photo.status,
      reason: photo.reason,
    });
    expect((await flag()).body.message).toBe('Photo unflagged');
    const [row] = await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.id, photo.id));
    expect(row.flagged).toBe(false);
  });

  it('When a photo is deleted, then its row and its stored file are gone, whatever publidId was sent', async () => {
    const [photo] = await t.ctx.db
      .select()
      .from(memberPhotos)
      .orderBy(sql`random()`)
      .limit(1);
    expect(await t.ctx.photos.get(photoKey(photo.publicId, 'full'))).toBeDefined();
    const res = await request(t.app)
      .put('/api/v1/admin/delete-photo')
      .set('Authorization', s.auth)
      .send({ userId: photo.memberId, photoId: photo.id, publidId: 'somebody-else' });
    expect(res.status).toBe(200);
    expect(res.body.user.media.map((m: { _id: string }) => m._id)).not.toContain(photo.id);
    expect(await t.ctx.db.$count(memberPhotos, eq(memberPhotos.id, photo.id))).toBe(0);
    expect(await t.ctx.photos.get(photoKey(photo.publicId, 'full'))).toBeUndefined();
    expect(await t.ctx.photos.get(photoKey(photo.publicId, 'thumb'))).toBeUndefined();
    expect(
      await t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'photo.delete'), eq(auditLog.targetId, photo.id))),
    ).toBe(1);
    const again = await request(t.app)
      .put('/api/v1/admin/delete-photo')
      .set('Authorization', s.auth)
      .send({ userId: photo.memberId, photoId: photo.id });
    expect(again.status).toBe(404);
  });

  it('When Support reads members, then it may list, search and fetch but not block or touch photos', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await get(`/getusers/${support.id}`, support)).status).toBe(200);
    expect((await get(`/getsingleUser/${ADA}`, support)).status).toBe(200);
    const [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, ADA));
    const block = await request(t.app)
      .patch('/api/v1/admin/blockUser')
      .set('Authorization', support.auth)
      .send({ userId: ada.id });
    expect(block.status).toBe(403);
    const [row] = await t.ctx.db.select().from(members).where(eq(members.id, ada.id));
    expect(row.isBlocked).toBe(false);
  });
});
