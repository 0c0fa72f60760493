import { DEFAULT_NOTIFICATION_PREFERENCES } from '@blynd/shared';
import { signInMember } from '../../../test-support/member-session';
import request from 'supertest';
import { APP, pushesTo, quickMember, type Member } from '../../../test-support/social-kit';
import { inQuietHours, lastLagosHour } from '../delivery-decision';
import { runReminders } from '../digest.service';
import { createNoticeApp, lagos, putPreferences, type NoticeApp } from './notice-kit';

describe('Reminders: finish sign-up after a day, "your picks are ready" at the chosen hour', () => {
  let t: NoticeApp;
  let ada: Member;
  let bola: Member;
  let newcomer: Member;
  let quietNewcomer: Member;
  beforeAll(async () => {
    t = await createNoticeApp();
    [ada, bola] = await Promise.all(['08064000001', '08064000002'].map((phone) => quickMember(t, phone)));
    const asMember = async (phone: string): Promise<Member> => {
      const signed = await signInMember(t.app, phone);
      const member = { ...signed, phone, auth: `Bearer ${signed.accessToken}`, pushToken: `device-${phone}` };
      await request(t.app)
        .put(`${APP}/me/devices/push-token`)
        .set('Authorization', member.auth)
        .send({ token: member.pushToken, platform: 'android' })
        .expect(200);
      return member;
    };
    [newcomer, quietNewcomer] = await Promise.all(['08064000003', '08064000004'].map(asMember));
  });
  afterAll(() => t.close());
  beforeEach(() => void (t.pushes.length = 0));

  it('When a sign-up started over a day ago is unfinished, then one reminder goes in the Lagos day, never twice; with its switch off, none', async () => {
    // The switch is reachable during sign-up.
    const off = await putPreferences(t, quietNewcomer, { ...DEFAULT_NOTIFICATION_PREFERENCES, signupReminder: false });
    expect(off.status).toBe(200);
    // Two calendar days on (the accounts were made now, by the database's clock): 03:00 in Lagos, then 10:00.
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    t.clock.now = lagos(`${day}T03:00`);
    expect((await runReminders(t.ctx)).signup).toBe(0); // 03:00 in Lagos: it waits for the day
    t.clock.now = new Date(t.clock.now.getTime() + 7 * 3_600_000); // 10:00
    const first = await runReminders(t.ctx);
    const second = await runReminders(t.ctx);
    expect(first.signup).toBe(1);
    expect(second.signup).toBe(0);
    await t.settled();
    expect(pushesTo(t.pushes, newcomer).map(({ title, data }) => ({ title, kind: data.kind }))).toEqual([
      { title: 'Finish signing up', kind: 'signup-reminder' },
    ]);
    expect(pushesTo(t.pushes, quietNewcomer)).toEqual([]);
  });

  it('When it is the member’s picks hour in Lagos, then "Your picks are ready" is pushed once that day; with the switch off, never', async () => {
    expect((await putPreferences(t, bola, { ...DEFAULT_NOTIFICATION_PREFERENCES, picksReady: false })).status).toBe(
      200,
    );
    expect((await putPreferences(t, ada, { ...DEFAULT_NOTIFICATION_PREFERENCES, picksHour: 8 })).status).toBe(200);
    t.clock.now = lagos('2027-01-10T07:50');
    await runReminders(t.ctx);
    await t.settled();
    expect(pushesTo(t.pushes, ada)).toEqual([]);
    t.clock.now = lagos('2027-01-10T08:05');
    await runReminders(t.ctx);
    t.clock.now = lagos('2027-01-10T15:00');
    await runReminders(t.ctx);
    await t.settled();
    expect(pushesTo(t.pushes, ada).map(({ title, data }) => ({ title, kind: data.kind }))).toEqual([
      { title: 'Your picks are ready', kind: 'picks-ready' },
    ]);
    expect(pushesTo(t.pushes, bola)).toEqual([]);
    t.clock.now = lagos('2027-01-11T08:01');
    await runReminders(t.ctx);
    await t.settled();
    expect(pushesTo(t.pushes, ada)).toHaveLength(2);
  });

  it('When times are read in Lagos, then quiet hours span midnight and the last digest hour is the latest one passed', () => {
    const quiet = { start: '22:00', end: '07:00' };
    expect(inQuietHours(quiet, lagos('2026-12-03T23:00'))).toBe(true);
    expect(inQuietHours(quiet, lagos('2026-12-04T06:59'))).toBe(true);
    expect(inQuietHours(quiet, lagos('2026-12-04T07:00'))).toBe(false);
    expect(inQuietHours(quiet, lagos('2026-12-03T21:59'))).toBe(false);
    expect(inQuietHours({ start: '13:00', end: '14:00' }, lagos('2026-12-03T13:30'))).toBe(true);
    expect(inQuietHours(null, lagos('2026-12-03T23:00'))).toBe(false);
    expect(lastLagosHour(lagos('2026-12-04T19:05'), 19)).toEqual(lagos('2026-12-04T19:00'));
    expect(lastLagosHour(lagos('2026-12-04T08:00'), 19)).toEqual(lagos('2026-12-03T19:00'));
    expect(lastLagosHour(lagos('2026-12-04T00:30'), 0)).toEqual(lagos('2026-12-04T00:00'));
  });
});
