import request from 'supertest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@blynd/shared';
import { countRows, feedOf, like, pushesTo, quickMember, APP, type Member } from '../../../test-support/social-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { runDigests } from '../digest.service';
import { createNoticeApp, lagos, putPreferences, withKind, type NoticeApp } from './notice-kit';

describe('Notification preferences: one decision for every notice', () => {
  let t: NoticeApp;
  let ada: Member;
  let bola: Member;
  let chidi: Member;
  let dayo: Member;
  beforeAll(async () => {
    t = await createNoticeApp();
    [ada, bola, chidi, dayo] = await Promise.all(
      ['08061000001', '08061000002', '08061000003', '08061000004'].map((phone) => quickMember(t, phone)),
    );
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.pushes.length = 0;
    t.clock.now = lagos('2026-12-03T12:00');
  });

  it('When a member has saved nothing, then GET answers the defaults; without a token it is 401', async () => {
    const res = await request(t.app).get(`${APP}/me/notification-preferences`).set('Authorization', ada.auth);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await request(t.app).get(`${APP}/me/notification-preferences`)).status).toBe(401);
  });

  it('When a member saves a grid, then GET answers it; a bad frequency, time or extra field is a 400 with an error, never a 500', async () => {
    const grid = { ...withKind('news', { push: 'off' }), quietHours: { start: '22:00', end: '07:00' }, digestHour: 20 };
    const saved = await putPreferences(t, dayo, grid);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(grid);
    expect(
      (await request(t.app).get(`${APP}/me/notification-preferences`).set('Authorization', dayo.auth)).body,
    ).toEqual(grid);
    for (const bad of [
      withKind('likes', { push: 'sometimes' as never }),
      { ...grid, quietHours: { start: '25:00', end: '07:00' } },
      { ...grid, quietHours: { start: '22:00', end: '22:00' } },
      { ...grid, digestHour: 24 },
      { ...grid, extra: true },
      { kinds: grid.kinds },
    ]) {
      const res = await putPreferences(t, dayo, bad as never);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('When likes are off for push, then a like sends no push and still lands in the feed; off for in-app, no feed entry and still a push', async () => {
    expect((await putPreferences(t, ada, withKind('likes', { push: 'off' }))).status).toBe(200);
    await like(t, bola, ada.memberId).expect(200);
    await t.settled();
    expect(pushesTo(t.pushes, ada)).toEqual([]);
    expect((await feedOf(t, ada)).map((entry) => entry.kind)).toEqual(['like']);

    expect((await putPreferences(t, bola, withKind('likes', { inApp: 'off' }))).status).toBe(200);
    await like(t, chidi, bola.memberId).expect(200);
    await t.settled();
    expect(pushesTo(t.pushes, bola).map((push) => push.data.kind)).toEqual(['like']);
    expect(await feedOf(t, bola)).toEqual([]);
  });

  it('When a like comes at 23:00 Lagos time inside quiet hours 22–07, then no push goes, the digest holds it, and at the digest hour one summary push goes out once', async () => {
    const quiet = { ...DEFAULT_NOTIFICATION_PREFERENCES, quietHours: { start: '22:00', end: '07:00' }, digestHour: 19 };
    expect((await putPreferences(t, chidi, quiet)).status).toBe(200);
    t.clock.now = lagos('2026-12-03T23:00');
    await like(t, dayo, chidi.memberId).expect(200);
    await t.settled();
    expect(pushesTo(t.pushes, chidi)).toEqual([]);
    expect((await feedOf(t, chidi)).map((entry) => entry.kind)).toEqual(['like']);
    expect(await countRows(t, `member_held_notices where member_id = '${chidi.memberId}' and channel = 'push'`)).toBe(
      1,
    );

    // After quiet hours but before the digest hour: still held.
    t.clock.now = lagos('2026-12-04T08:00');
    await runDigests(t.ctx);
    await t.settled();
    expect(pushesTo(t.pushes, chidi)).toEqual([]);

    t.clock.now = lagos('2026-12-04T19:05');
    await runDigests(t.ctx);
    await runDigests(t.ctx);
    await t.settled();
    expect(pushesTo(t.pushes, chidi).map(({ title, body, data }) => ({ title, body, data }))).toEqual([
      { title: 'Your daily summary', body: 'Likes 1', data: { kind: 'digest' } },
    ]);
    expect(await countRows(t, `member_held_notices where member_id = '${chidi.memberId}'`)).toBe(0);
  });

  it('When a kind is daily for in-app, then its feed entry waits for the digest and appears once it runs', async () => {
    const daily = { ...withKind('matches', { inApp: 'daily', push: 'off' }), digestHour: 19 };
    expect((await putPreferences(t, dayo, daily)).status).toBe(200);
    t.clock.now = lagos('2026-12-05T10:00');
    await like(t, dayo, ada.memberId).expect(200);
    await like(t, ada, dayo.memberId).expect(200);
    await t.settled();
    const before = (await feedOf(t, dayo)).map((entry) => entry.kind);
    expect(before).not.toContain('match');
    t.clock.now = lagos('2026-12-05T19:10');
    await runDigests(t.ctx);
    expect((await feedOf(t, dayo)).map((entry) => entry.kind)).toContain('match');
    expect(pushesTo(t.pushes, dayo).map((push) => push.data.kind)).not.toContain('match');
  });

  it('When Support opens a member record, then it reads the member’s preferences, what waits for the digest and their browsers; an unknown member is 404', async () => {
    const support = await createAdminSession(t, 'Support');
    const res = await request(t.app)
      .get(`/api/v1/admin/members/${dayo.memberId}/notification-preferences`)
      .set('Authorization', support.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ preferences: { digestHour: 19 }, webPushBrowsers: 0 });
    expect(typeof res.body.heldForDigest).toBe('number');
    const unknown = await request(t.app)
      .get('/api/v1/admin/members/00000000-0000-4000-8000-000000000000/notification-preferences')
      .set('Authorization', support.auth);
    expect(unknown.status).toBe(404);
    expect((await request(t.app).get(`/api/v1/admin/members/${dayo.memberId}/notification-preferences`)).status).toBe(
      401,
    );
  });
});
