import request from 'supertest';
import { eq } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@blynd/shared';
import { members } from '../../../db/schema';
import { createLogger } from '../../../lib/logger';
import { createWebPushClient, type WebPushKeys } from '../../../lib/web-push';
import { recordingFcm, type SentPush } from '../../../test-support/fcm-stand-in';
import { drainJobs } from '../../../test-support/jobs';
import { APP, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createPushSender } from '../push-sender';

/** A pair made for these tests only, as `web-push generate-vapid-keys` makes them. */
export const TEST_VAPID: WebPushKeys = {
  publicKey: 'BPwx-ECojWLe3ISliRYbOgBmvCmHrCrG9QHA3QZb9J6IhYHNJMduD2GEwKnQtI5WQXhsUs74AWRagIpdEYo4gEw',
  privateKey: 'xmX9ACuJH_t7Aqu41yeMB6NFXJ3NOKJL-9NHduhKoMY',
  subject: 'mailto:hello@blynd.app',
};

export type NoticeApp = TestApp & { pushes: SentPush[]; clock: { now: Date }; settled(): Promise<SentPush[]> };

/**
 * A test app with a clock the test moves (ctx.now), the real push sender over a recording stand-in of FCM (outside
 * this machine) and, when asked, web push with the test keys to whatever push service the test runs.
 */
export async function createNoticeApp(options: { env?: Record<string, string>; webPush?: boolean } = {}) {
  const pushes: SentPush[] = [];
  const clock = { now: new Date() };
  const t = await createTestApp({
    seed: false,
    now: () => clock.now,
    env: {
      ...(options.webPush ? { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey } : {}),
      ...options.env,
    },
    overrides: (database) => ({
      push: createPushSender(
        database.db,
        createLogger('silent'),
        async () => recordingFcm(pushes),
        options.webPush ? createWebPushClient(TEST_VAPID) : undefined,
      ),
    }),
  });
  const app: NoticeApp = {
    ...t,
    pushes,
    clock,
    settled: async () => {
      await drainJobs(t.ctx);
      return pushes;
    },
  };
  return app;
}

/** An instant in Lagos (UTC+1): `lagos('2026-12-03T23:00')`. */
export const lagos = (wallClock: string) => new Date(`${wallClock}:00.000+01:00`);

export const putPreferences = (t: TestApp, member: Member, preferences: NotificationPreferences) =>
  request(t.app).put(`${APP}/me/notification-preferences`).set('Authorization', member.auth).send(preferences);

/** The defaults with one kind's channels changed. */
export const withKind = (
  kind: keyof NotificationPreferences['kinds'],
  channels: Partial<NotificationPreferences['kinds']['likes']>,
  base: NotificationPreferences = DEFAULT_NOTIFICATION_PREFERENCES,
): NotificationPreferences => ({
  ...base,
  kinds: { ...base.kinds, [kind]: { ...base.kinds[kind], ...channels } },
});

/** Members sign up by phone; an email address is theirs to add (written here as the profile would). */
export async function giveEmail(t: TestApp, member: Member, email: string) {
  await t.ctx.db.update(members).set({ email }).where(eq(members.id, member.memberId));
}
