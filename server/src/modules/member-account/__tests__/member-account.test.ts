import request from 'supertest';
import sharp from 'sharp';
import { eq, or } from 'drizzle-orm';
import {
  contactMessages,
  memberBlocks,
  memberLikes,
  memberNotifications,
  memberPhotos,
  memberPushTokens,
  members,
  memberSessions,
  payments,
  plans,
  signupAuthentications,
  subscriptions,
} from '../../../db/schema';
import { photoKey } from '../../../lib/photo-storage';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const APP = '/api/v1/app';

describe('Member devices, feed and account', () => {
  let t: TestApp;
  let admin: Session;
  let tunde: SignedInMember;
  const as = (member: SignedInMember) => `Bearer ${member.accessToken}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginDemoAdmin(t);
    tunde = await signInMember(t.app, '08031234502');
  });
  afterAll(() => t.close());

  it('When a device registers a push token, then it is tied to the session; the same token from another member moves; delete forgets it', async () => {
    const ada = await signInMember(t.app, '08031234501');
    const put = (member: SignedInMember) =>
      request(t.app)
        .put(`${APP}/me/devices/push-token`)
        .set('Authorization', as(member))
        .send({ token: 'fcm-token-shared-phone', platform: 'android' });
    expect((await put(ada)).status).toBe(200);
    expect(
      await t.ctx.db
        .select({ m: memberPushTokens.memberId, s: memberPushTokens.sessionId })
        .from(memberPushTokens)
        .where(eq(memberPushTokens.token, 'fcm-token-shared-phone')),
    ).toEqual([{ m: ada.memberId, s: ada.sessionId }]);
    expect((await put(tunde)).status).toBe(200);
    expect(
      await t.ctx.db
        .select({ m: memberPushTokens.memberId })
        .from(memberPushTokens)
        .where(eq(memberPushTokens.token, 'fcm-token-shared-phone')),
    ).toEqual([{ m: tunde.memberId }]);
    const bad = await request(t.app)
      .put(`${APP}/me/devices/push-token`)
      .set('Authorization', as(tunde))
      .send({ token: '', platform: 'nokia' });
    expect(bad.status).toBe(400);
    expect((await request(t.app).delete(`${APP}/me/devices/push-token`).set('Authorization', as(tunde))).status).toBe(
      200,
    );
    expect(await t.ctx.db.$count(memberPushTokens, eq(memberPushTokens.token, 'fcm-token-shared-phone'))).toBe(0);
  });

  it("When a member signs out, then that device's push token is gone with the session, and other members' tokens stay", async () => {
    const ibrahim = await signInMember(t.app, '08129990001');
    await request(t.app)
      .put(`${APP}/me/devices/push-token`)
      .set('Authorization', as(ibrahim))
      .send({ token: 'ibrahim-phone', platform: 'android' });
    await request(t.app)
      .put(`${APP}/me/devices/push-token`)
      .set('Authorization', as(tunde))
      .send({ token: 'tunde-phone', platform: 'ios' });
    expect((await request(t.app).post(`${APP}/auth/logout`).set('Authorization', as(ibrahim))).status).toBe(200);
    expect(await t.ctx.db.$count(memberPushTokens, eq(memberPushTokens.token, 'ibrahim-phone'))).toBe(0);
    expect(await t.ctx.db.$count(memberPushTokens, eq(memberPushTokens.token, 'tunde-phone'))).toBe(1);
    await request(t.app).delete(`${APP}/me/devices/push-token`).set('Authorization', as(tunde));
  });

  it("When the control centre notifies a member and posts an announcement, then both land in the member's feed, pageable and markable as read", async () => {
    const chiamaka = await signInMember(t.app, '08031234503');
    const notify = await request(t.app)
      .post('/api/v1/admin/sendNotification')
      .set('Authorization', admin.auth)
      .send({
        userId: chiamaka.memberId,
        adminId: admin.id,
        notification: { title: 'Your badge', message: 'Your earning badge is verified' },
        isEmail: false,
        isPushNotification: true,
      });
    expect(notify.status).toBe(200);
    const announce = await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', admin.auth)
      .send({ adminId: admin.id, title: 'New feature', message: 'Blyndmojis got an update' });
    expect(announce.status).toBeLessThan(300);

    const feed = await request(t.app).get(`${APP}/notifications`).set('Authorization', as(chiamaka));
    expect(feed.status).toBe(200);
    const titles = feed.body.items.map((i: { title: string }) => i.title);
    expect(titles).toEqual(expect.arrayContaining(['Your badge', 'New feature']));
    const mine = feed.body.items.find((i: { title: string }) => i.title === 'Your badge');
    expect(mine).toMatchObject({ kind: 'admin', body: 'Your earning badge is verified', read: false });

    // Paging: one page at a time until nextCursor is null, nothing twice.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(t.app)
        .get(`${APP}/notifications`)
        .query(cursor ? { cursor } : {})
        .set('Authorization', as(chiamaka));
      seen.push(...page.body.items.map((i: { _id: string }) => i._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(
      (await request(t.app).get(`${APP}/notifications`).query({ cursor: 'garbage' }).set('Authorization', as(chiamaka)))
        .status,
    ).toBe(400);

    expect(
      (
        await request(t.app)
          .post(`${APP}/notifications/read`)
          .set('Authorization', as(chiamaka))
          .send({ ids: [mine._id] })
      ).status,
    ).toBe(200);
    const after = await request(t.app).get(`${APP}/notifications`).set('Authorization', as(chiamaka));
    expect(after.body.items.find((i: { _id: string }) => i._id === mine._id).read).toBe(true);
    expect(
      (await request(t.app).post(`${APP}/notifications/read`).set('Authorization', as(chiamaka)).send({ all: true }))
        .status,
    ).toBe(200);
    const all = await request(t.app).get(`${APP}/notifications`).set('Authorization', as(chiamaka));
    expect(all.body.items.every((i: { read: boolean }) => i.read)).toBe(true);
  });

  it("When a member writes to support, then the message is in the control centre's inbox, linked to the member", async () => {
    const ibrahim = await signInMember(t.app, '08031234504');
    const res = await request(t.app)
      .post(`${APP}/support`)
      .set('Authorization', as(ibrahim))
      .send({ subject: 'Cannot see my matches', message: 'The list stays empty.' });
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db.select().from(contactMessages).where(eq(contactMessages.memberId, ibrahim.memberId));
    expect(row).toMatchObject({ subject: 'Cannot see my matches', fullname: 'Ibrahim Musa', isRead: false });
    const inbox = await request(t.app).get('/api/v1/admin/contactmessages').set('Authorization', admin.auth);
    expect(JSON.stringify(inbox.body)).toContain('Cannot see my matches');
    expect(
      (await request(t.app).post(`${APP}/support`).set('Authorization', as(ibrahim)).send({ subject: '' })).status,
    ).toBe(400);
  });

  it('When a member deletes the account, then no row or file of theirs is left, payments stay without identity and revenue still counts them', async () => {
    const id = tunde.memberId;
    const image = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    expect(
      (await request(t.app).post(`${APP}/me/photos`).set('Authorization', as(tunde)).attach('photo', image, 'a.png'))
        .status,
    ).toBe(201);
    await request(t.app)
      .put(`${APP}/me/devices/push-token`)
      .set('Authorization', as(tunde))
      .send({ token: 'tunde-device', platform: 'ios' });
    await request(t.app)
      .post(`${APP}/support`)
      .set('Authorization', as(tunde))
      .send({ subject: 'Bye', message: 'Leaving' });
    const [other] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
    await t.ctx.db.insert(memberBlocks).values({ blockerId: id, blockedId: other.id });
    const [third] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234503'));
    await t.ctx.db.insert(memberLikes).values([
      { likerId: id, likedId: third.id },
      { likerId: other.id, likedId: id },
    ]);
    const [plan] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Spark'));
    await t.ctx.db.insert(payments).values({
      reference: 'del-test-ref',
      memberId: id,
      planId: plan.id,
      planName: 'Spark',
      billingType: 'monthly',
      amount: 5000,
      email: 'tunde.bakare@example.com',
      status: 'success',
    });
    const storageIds = (await t.ctx.db.select().from(memberPhotos).where(eq(memberPhotos.memberId, id))).map(
      (p) => p.publicId,
    );
    expect(storageIds.length).toBeGreaterThan(0);
    const subscriptionCount = await t.ctx.db.$count(subscriptions, eq(subscriptions.memberId, id));
    expect(subscriptionCount).toBeGreaterThan(0);
    // More feed entries than one feed page: the export holds them all.
    await t.ctx.db.insert(memberNotifications).values(
      Array.from({ length: 130 }, (_, n) => ({
        memberId: id,
        kind: 'admin',
        title: `Notice ${n}`,
        body: 'A notice',
      })),
    );
    const exported = await request(t.app).get(`${APP}/me/export`).set('Authorization', as(tunde));
    expect(exported.status).toBe(200);
    const exportedTitles = exported.body.notifications.map((item: { title: string }) => item.title);
    expect(Array.from({ length: 130 }, (_, n) => `Notice ${n}`).every((title) => exportedTitles.includes(title))).toBe(
      true,
    );
    expect(exported.body.profile).toMatchObject({ _id: id, firstName: 'Tunde', phone: '2348031234502' });
    expect(exported.body.photos).toHaveLength(storageIds.length);
    // The likes the member gave are theirs; who liked them is not exported (it stays a Premium view).
    expect(exported.body.likesGiven).toEqual([{ memberId: third.id, createdAt: expect.any(String) }]);
    expect(JSON.stringify(exported.body.likesGiven)).not.toContain(other.id);
    expect(exported.body).toMatchObject({ passes: [], matches: [], reportsMade: [] });
    expect(JSON.stringify(exported.body)).not.toMatch(/photos\/[A-Za-z0-9_-]+\/(full|thumb)/);

    expect(
      (
        await request(t.app)
          .post(`${APP}/me/confirmations`)
          .set('Authorization', as(tunde))
          .send({ action: 'delete-account' })
      ).status,
    ).toBe(201);
    const { code } = (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: '08031234502' })).body;
    const deleted = await request(t.app)
      .delete(`${APP}/me`)
      .set('Authorization', as(tunde))
      .send({ confirmationCode: code });
    expect(deleted.status).toBe(200);

    expect(await t.ctx.db.$count(members, eq(members.id, id))).toBe(0);
    for (const [table, column] of [
      [memberPhotos, memberPhotos.memberId],
      [memberSessions, memberSessions.memberId],
      [memberPushTokens, memberPushTokens.memberId],
      [signupAuthentications, signupAuthentications.memberId],
      [memberNotifications, memberNotifications.memberId],
      [contactMessages, contactMessages.memberId],
      [payments, payments.memberId],
      [subscriptions, subscriptions.memberId],
    ] as const) {
      expect(await t.ctx.db.$count(table, eq(column, id))).toBe(0);
    }
    expect(await t.ctx.db.$count(contactMessages, eq(contactMessages.phone, '2348031234502'))).toBe(0);
    expect(
      await t.ctx.db.$count(memberBlocks, or(eq(memberBlocks.blockerId, id), eq(memberBlocks.blockedId, id))),
    ).toBe(0);
    for (const storageId of storageIds) {
      expect(await t.ctx.photos.get(photoKey(storageId, 'full'))).toBeUndefined();
      expect(await t.ctx.photos.get(photoKey(storageId, 'thumb'))).toBeUndefined();
    }
    const [kept] = await t.ctx.db.select().from(payments).where(eq(payments.reference, 'del-test-ref'));
    expect(kept).toMatchObject({ memberId: null, email: '', amount: 5000 });
    expect(await t.ctx.db.$count(subscriptions, eq(subscriptions.planName, 'Spark'))).toBeGreaterThan(0);
    expect((await request(t.app).get(`${APP}/me/export`).set('Authorization', as(tunde))).status).toBe(401);
  });
});
