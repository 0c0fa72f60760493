import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@blynd/shared';
import { rowsOf } from '../../../db/rows';
import { memberNotificationSettings, memberPushTokens, members } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { APP, countRows, feedOf, quickMember, type Member } from '../../../test-support/social-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { startSmtp } from '../../admin/__tests__/smtp-kit';
import { broadcastAnnouncement } from '../broadcast.service';
import { runDigests } from '../digest.service';
import { createNoticeApp, giveEmail, lagos, putPreferences, TEST_VAPID, withKind, type NoticeApp } from './notice-kit';
import { startPushService } from './web-push-service';

type Browser = Awaited<ReturnType<Awaited<ReturnType<typeof startPushService>>['subscribe']>>;

describe('Announcements: each member told as their news preferences say, on phones and browsers', () => {
  let t: NoticeApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let admin: { auth: string };
  const browsers = new Map<string, Browser>();
  let instant: Member;
  let off: Member;
  let daily: Member;
  let quiet: Member;
  let inAppDaily: Member;
  let blocked: Member;
  let naija: Member;

  const subscribeBrowser = async (member: Member) => {
    const subscription = await service.subscribe(TEST_VAPID.publicKey);
    const res = await request(t.app)
      .post(`${APP}/me/devices/web-push`)
      .set('Authorization', member.auth)
      .send({ subscription: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys } });
    expect(res.status).toBe(200);
    browsers.set(member.memberId, subscription);
  };
  /** What each phone (FCM) and each browser (decrypted by the push service) got, by member. */
  const received = async (member: Member) => ({
    phone: t.pushes.filter((p) => p.token === member.pushToken).map(({ title, body, data }) => ({ title, body, data })),
    browser: (await service.received(browsers.get(member.memberId)!)).map((text) => JSON.parse(text) as unknown),
  });
  const announce = (title: string, message: string) =>
    request(t.app).post('/api/v1/admin/sendsystemmessage').set('Authorization', admin.auth).send({ title, message });
  const unread = async (member: Member) =>
    (await request(t.app).get(`${APP}/notifications/unread-count`).set('Authorization', member.auth)).body.count;
  const save = async (member: Member, preferences: NotificationPreferences) =>
    expect((await putPreferences(t, member, preferences)).status).toBe(200);

  beforeAll(async () => {
    smtp = await startSmtp();
    service = await startPushService();
    t = await createNoticeApp({ webPush: true, env: { SMTP_URL: smtp.url } });
    admin = await createAdminSession(t, 'Super Admin');
    [instant, off, daily, quiet, inAppDaily, blocked, naija] = await Promise.all(
      ['08064000001', '08064000002', '08064000003', '08064000004', '08064000005', '08064000006', '08064000007'].map(
        (phone) => quickMember(t, phone),
      ),
    );
    for (const member of [instant, off, daily, quiet, inAppDaily, blocked, naija]) await subscribeBrowser(member);
    await save(instant, withKind('news', { push: 'instant', email: 'instant' }));
    await giveEmail(t, instant, 'instant@blynd.example');
    await save(off, withKind('news', { push: 'off', inApp: 'off' }));
    // `daily` keeps the defaults: news push on the daily digest (at 19:00).
    await save(quiet, {
      ...withKind('news', { push: 'instant' }),
      quietHours: { start: '22:00', end: '07:00' },
      digestHour: 7,
    });
    await save(inAppDaily, withKind('news', { push: 'off', inApp: 'daily' }));
    await save(blocked, withKind('news', { push: 'instant' }));
    await t.ctx.db.update(members).set({ isBlocked: true }).where(eq(members.id, blocked.memberId));
    // Reads Pidgin; news push on the digest (the default), news email instant.
    await save(naija, withKind('news', { email: 'instant' }));
    await giveEmail(t, naija, 'naija@blynd.example');
    await t.ctx.db.update(members).set({ language: 'pcm' }).where(eq(members.id, naija.memberId));
  });
  afterAll(async () => {
    await t.close();
    await service.close();
    await smtp.close();
  });

  it('When staff announce at 23:00 Lagos time, then only the instant member’s phone and browser get it now; off, daily and quiet-hours members get nothing yet, and a blocked member nothing', async () => {
    t.clock.now = lagos('2026-12-03T23:00');
    // The preview counts those it would push at once: instant and quiet (news push instant), not the blocked member.
    const audience = await request(t.app).get('/api/v1/admin/systemmessages/audience').set('Authorization', admin.auth);
    expect(audience.body).toEqual({ members: 7, pushDevices: 2 });
    const res = await announce('New feature', 'Matches now show shared interests.');
    expect(res.status).toBe(201);
    const id = res.body.notif._id as string;
    await t.settled();

    const announcement = { title: 'New feature', body: 'Matches now show shared interests.' };
    expect(await received(instant)).toEqual({
      phone: [{ ...announcement, data: { kind: 'announcement', notificationId: id } }],
      browser: [{ ...announcement, data: { kind: 'announcement', notificationId: id } }],
    });
    for (const member of [off, daily, quiet, inAppDaily, blocked, naija])
      expect(await received(member)).toEqual({ phone: [], browser: [] });
    expect(t.pushes).toHaveLength(1);

    // Held for the digest: the daily member's push and the quiet-hours member's; the in-app entry of inAppDaily.
    const held = async (member: Member) =>
      rowsOf(
        await t.ctx.db.execute(
          sql`select channel, kind, related_id from member_held_notices where member_id = ${member.memberId}`,
        ),
      );
    expect(await held(daily)).toEqual([{ channel: 'push', kind: 'announcement', related_id: id }]);
    expect(await held(quiet)).toEqual([{ channel: 'push', kind: 'announcement', related_id: id }]);
    expect(await held(inAppDaily)).toEqual([{ channel: 'inApp', kind: 'announcement', related_id: id }]);
    expect(await held(off)).toEqual([]);
    expect(await held(instant)).toEqual([]);

    // Email instant for news: a mail now, with the one-click unsubscribe of news mail.
    const mails = smtp.mails.filter((mail) => mail.to.includes('instant@blynd.example'));
    expect(mails.map((mail) => mail.headers.subject)).toEqual(['New feature']);
    expect(mails[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // In the member's language around staff's own words, which are sent as they wrote them.
    const [pidgin] = smtp.mails.filter((mail) => mail.to.includes('naija@blynd.example'));
    expect(pidgin?.headers.subject).toBe('New feature');
    expect(pidgin!.text).toMatch(/^How far Q0007,\s+Matches now show shared interests\./);
  });

  it('When a member turned news in-app off, then the feed and the unread count leave announcements out; on the daily digest they wait for it', async () => {
    const kinds = async (member: Member) => (await feedOf(t, member)).map((entry) => entry.kind);
    expect(await kinds(instant)).toContain('announcement');
    expect(await kinds(daily)).toContain('announcement');
    expect(await kinds(off)).not.toContain('announcement');
    expect(await kinds(inAppDaily)).not.toContain('announcement');
    expect(await unread(off)).toBe(0);
    expect(await unread(instant)).toBeGreaterThan(0);
  });

  it('When quiet hours end at the quiet member’s digest hour, then the held announcement comes in the digest push, once, and at 19:00 the daily member’s and the in-app entry come too', async () => {
    t.clock.now = lagos('2026-12-04T06:30');
    await runDigests(t.ctx);
    await t.settled();
    expect(await received(quiet)).toEqual({ phone: [], browser: [] });

    t.clock.now = lagos('2026-12-04T07:05');
    await runDigests(t.ctx);
    await runDigests(t.ctx);
    await t.settled();
    const digest = { title: 'Your daily summary', body: 'News 1', data: { kind: 'digest' } };
    expect(await received(quiet)).toEqual({ phone: [digest], browser: [digest] });
    expect(await received(daily)).toEqual({ phone: [], browser: [] });

    t.clock.now = lagos('2026-12-04T19:05');
    await runDigests(t.ctx);
    await t.settled();
    expect(await received(daily)).toEqual({ phone: [digest], browser: [digest] });
    expect(await received(quiet)).toEqual({ phone: [digest], browser: [digest] });
    const inPidgin = { ...digest, title: 'Wetin happen today' };
    expect(await received(naija)).toEqual({ phone: [inPidgin], browser: [inPidgin] });
    // The in-app entry is the member's own now; no push (news push is off for them).
    expect((await feedOf(t, inAppDaily)).filter((entry) => entry.kind === 'announcement')).toMatchObject([
      { title: 'New feature', body: 'Matches now show shared interests.' },
    ]);
    expect(await received(inAppDaily)).toEqual({ phone: [], browser: [] });
    expect(await received(off)).toEqual({ phone: [], browser: [] });
    expect(await countRows(t, 'member_held_notices')).toBe(0);
  });
});

describe('Announcements to many members: paged by member, once across two workers', () => {
  let t: NoticeApp;
  beforeAll(async () => {
    t = await createNoticeApp();
  });
  afterAll(() => t.close());

  it('When 1,200 members have phones (a third instant, a third daily, a third off) and two workers drain the queue at once, then each instant phone gets it once and each daily member has one held push', async () => {
    t.clock.now = lagos('2026-12-03T12:00');
    const rows = await t.ctx.db
      .insert(members)
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          firstName: `Many${i}`,
          phone: `23480650${String(i).padStart(5, '0')}`,
          dob: '1990-01-01',
          gender: 'female' as const,
          state: 'Lagos',
          earningStatus: 'Upstart' as const,
        })),
      )
      .returning({ id: members.id });
    const frequencies = ['instant', 'daily', 'off'] as const;
    await t.ctx.db.insert(memberPushTokens).values(rows.map((row, i) => ({ memberId: row.id, token: `many-${i}` })));
    await t.ctx.db.insert(memberNotificationSettings).values(
      rows
        .map((row, i) => ({ row, frequency: frequencies[i % 3]! }))
        .filter(({ frequency }) => frequency !== 'daily') // daily is the default: no row at all
        .map(({ row, frequency }) => ({
          memberId: row.id,
          preferences: withKind('news', { push: frequency }, DEFAULT_NOTIFICATION_PREFERENCES),
          updatedAt: new Date(),
        })),
    );
    const admin = await createAdminSession(t, 'Super Admin');
    const res = await request(t.app)
      .post('/api/v1/admin/sendsystemmessage')
      .set('Authorization', admin.auth)
      .send({ title: 'Maintenance', message: 'Sunday from 2am.' });
    expect(res.status).toBe(201);

    await Promise.all([drainJobs(t.ctx), drainJobs(t.ctx)]);
    const tokens = t.pushes.map((push) => push.token);
    expect(tokens).toHaveLength(400);
    expect(new Set(tokens).size).toBe(400);
    expect(tokens.every((token) => Number(token.slice('many-'.length)) % 3 === 0)).toBe(true);
    expect(
      await countRows(
        t,
        `member_held_notices where kind = 'announcement' and channel = 'push' and related_id = '${res.body.notif._id}'`,
      ),
    ).toBe(400);

    // A rerun of the job (the database failed mid-way) holds each daily member's push once, not twice.
    await broadcastAnnouncement(t.ctx, {
      notificationId: res.body.notif._id,
      title: 'Maintenance',
      body: 'Sunday from 2am.',
    });
    expect(
      await countRows(
        t,
        `member_held_notices where kind = 'announcement' and channel = 'push' and related_id = '${res.body.notif._id}'`,
      ),
    ).toBe(400);
  });
});
