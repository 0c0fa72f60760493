import request from 'supertest';
import { APP, countRows, like, quickMember, type Member } from '../../../test-support/social-kit';
import { createNoticeApp, lagos, putPreferences, TEST_VAPID, withKind, type NoticeApp } from './notice-kit';
import { startPushService } from './web-push-service';

describe('Web push for /app: a real push service on this machine', () => {
  let t: NoticeApp;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  const subscribeBrowser = async (member: Member) => {
    const subscription = await push.subscribe(TEST_VAPID.publicKey);
    const res = await request(t.app)
      .post(`${APP}/me/devices/web-push`)
      .set('Authorization', member.auth)
      .send({ subscription: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys } });
    expect(res.status).toBe(200);
    return subscription;
  };
  beforeAll(async () => {
    push = await startPushService();
    t = await createNoticeApp({ webPush: true });
    [ada, bola, chidi] = await Promise.all(
      ['08062000001', '08062000002', '08062000003'].map((phone) => quickMember(t, phone, false)),
    );
    t.clock.now = lagos('2026-12-03T12:00');
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('When a browser subscribed and the member is liked, then the push service gets the message encrypted to it, and decrypted it says only what the lock screen shows', async () => {
    const subscription = await subscribeBrowser(ada);
    await like(t, bola, ada.memberId).expect(200);
    await t.settled();
    const received = (await push.received(subscription)).map((text) => JSON.parse(text) as unknown);
    expect(received).toEqual([{ title: 'Someone liked your bio', body: expect.any(String), data: { kind: 'like' } }]);
    expect(JSON.stringify(received)).not.toContain(bola.memberId);
    expect(JSON.stringify(received)).not.toMatch(/https?:/);
  });

  it('When push for likes is off, then the browser gets nothing for a like', async () => {
    const subscription = await subscribeBrowser(chidi);
    expect((await putPreferences(t, chidi, withKind('likes', { push: 'off' }))).status).toBe(200);
    await like(t, bola, chidi.memberId).expect(200);
    await t.settled();
    expect(await push.received(subscription)).toEqual([]);
  });

  it('When the push service says the subscription is gone, then the server deletes it; DELETE removes only the caller’s own', async () => {
    const gone = await subscribeBrowser(bola);
    await push.expire(gone);
    await like(t, ada, bola.memberId).expect(200); // a match: bola liked ada first
    await t.settled();
    expect(await countRows(t, `member_web_push_subscriptions where member_id = '${bola.memberId}'`)).toBe(0);

    const kept = await subscribeBrowser(bola);
    const someoneElse = await request(t.app)
      .delete(`${APP}/me/devices/web-push`)
      .set('Authorization', ada.auth)
      .send({ endpoint: kept.endpoint });
    expect(someoneElse.status).toBe(200);
    expect(await countRows(t, `member_web_push_subscriptions where member_id = '${bola.memberId}'`)).toBe(1);
    const own = await request(t.app)
      .delete(`${APP}/me/devices/web-push`)
      .set('Authorization', bola.auth)
      .send({ endpoint: kept.endpoint });
    expect(own.body).toEqual({ message: 'This browser will no longer get notifications' });
    expect(await countRows(t, `member_web_push_subscriptions where member_id = '${bola.memberId}'`)).toBe(0);
  });

  it('When a subscription names a push service that is not https (or is malformed), then it is refused with a 400 and nothing is kept', async () => {
    const before = await countRows(t, 'member_web_push_subscriptions');
    for (const subscription of [
      { endpoint: 'http://10.0.0.7/notify/x', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
      { endpoint: 'ftp://push.example/x', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
      { endpoint: 'https://push.example/x', keys: { p256dh: 'short', auth: 'a'.repeat(22) } },
      { endpoint: 'not a url', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } },
    ]) {
      const res = await request(t.app)
        .post(`${APP}/me/devices/web-push`)
        .set('Authorization', ada.auth)
        .send({ subscription });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect(await countRows(t, 'member_web_push_subscriptions')).toBe(before);
    expect((await request(t.app).post(`${APP}/me/devices/web-push`).send({})).status).toBe(401);
  });

  it('When the page asks for the server key, then it gets the configured VAPID public key', async () => {
    const res = await request(t.app).get(`${APP}/me/devices/web-push/key`).set('Authorization', ada.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ publicKey: TEST_VAPID.publicKey });
  });
});
