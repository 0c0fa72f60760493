import request from 'supertest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { members, signupAuthentications } from '../db/schema';
import { createPushSender } from '../modules/notifications/push-sender';
import { createLogger } from '../lib/logger';
import { recordingFcm, type SentPush } from './fcm-stand-in';
import { drainJobs } from './jobs';
import { giveVerifiedFace } from './verified-face';
import { createTestApp, type TestApp } from './test-app';
import { finishSignup, signInMember, type SignedInMember, type SignupOverrides } from './member-session';

export const APP = '/api/v1/app';

export type { SentPush };

/**
 * A test app whose push sender is the real one over a stand-in of FCM's messaging client (FCM itself is
 * outside this machine): every message it would send to a device token is recorded in `pushes`.
 */
export async function createSocialApp(
  options: { connectionTimeoutMs?: number } = {},
): Promise<TestApp & { pushes: SentPush[]; settled(): Promise<SentPush[]> }> {
  const pushes: SentPush[] = [];
  const messaging = recordingFcm(pushes);
  const t = await createTestApp({
    seed: false,
    connectionTimeoutMs: options.connectionTimeoutMs,
    overrides: (database) => ({ push: createPushSender(database.db, createLogger('silent'), async () => messaging) }),
  });
  return {
    ...t,
    pushes,
    settled: async () => {
      await drainJobs(t.ctx);
      return pushes;
    },
  };
}

export type Member = SignedInMember & { phone: string; auth: string; pushToken: string };

const withAuth = (signed: SignedInMember, phone: string): Member => ({
  ...signed,
  phone,
  auth: `Bearer ${signed.accessToken}`,
  pushToken: `device-${phone}`,
});

/** A member signed in and through every sign-up step over HTTP, with a push token on their device. */
export async function signedUpMember(t: TestApp, phone: string, overrides: SignupOverrides = {}): Promise<Member> {
  const member = withAuth(await signInMember(t.app, phone), phone);
  // Open to everyone unless a test says otherwise, so any two members may like each other (a like follows
  // discover's two-way rules, decision 0076).
  await finishSignup(t.app, member.accessToken, {
    firstName: `M${phone.slice(-4)}`,
    interestedIn: ['Male', 'Female', 'Non-Binary'],
    ...overrides,
  });
  const put = await request(t.app)
    .put(`${APP}/me/devices/push-token`)
    .set('Authorization', member.auth)
    .send({ token: member.pushToken, platform: 'android' });
  if (put.status !== 200) throw new Error(`push token: ${put.status}`);
  return member;
}

/**
 * Many members for concurrency tests: signed in over HTTP, their finished sign-up written directly (the
 * sign-up steps are tested elsewhere and would take minutes for a hundred members).
 */
export async function quickMember(t: TestApp, phone: string, withPushToken = true): Promise<Member> {
  const member = withAuth(await signInMember(t.app, phone), phone);
  await t.ctx.db
    .update(members)
    .set({
      firstName: `Q${phone.slice(-4)}`,
      gender: 'female',
      dob: '1994-03-02',
      completedSignup: true,
      bio: 'Quick member',
      state: 'Lagos',
    })
    .where(eq(members.id, member.memberId));
  await t.ctx.db
    .update(signupAuthentications)
    .set({ authStep: 11 })
    .where(eq(signupAuthentications.memberId, member.memberId));
  if (withPushToken)
    await request(t.app)
      .put(`${APP}/me/devices/push-token`)
      .set('Authorization', member.auth)
      .send({ token: member.pushToken, platform: 'android' });
  return member;
}

let rowPhones = 0;
/** Members who never act (likers in lists, like targets): rows only, finished sign-up, no session. */
export async function memberRows(
  t: TestApp,
  count: number,
  prefix: string,
  gender: 'male' | 'female' = 'male',
): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    firstName: `${prefix}${i}`,
    phone: `234709${String(++rowPhones).padStart(7, '0')}`,
    gender,
    dob: '1992-01-01',
    completedSignup: true,
    bio: `${prefix} bio ${i}`,
    state: 'Oyo',
  }));
  const inserted = await t.ctx.db.insert(members).values(rows).returning({ id: members.id });
  return inserted.map((r) => r.id);
}

export const png = (colour: string) =>
  sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A picture of its own each call (random pixels on the colour): two uploads are never each other's duplicate. */
export async function distinctPng(colour: string): Promise<Buffer> {
  const { r, g, b } = (
    await sharp({ create: { width: 1, height: 1, channels: 3, background: colour } })
      .raw()
      .toBuffer()
  ).reduce((rgb, value, i) => ({ ...rgb, ['rgb'[i]!]: value }), { r: 0, g: 0, b: 0 });
  const pixels = Buffer.alloc(48 * 48 * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const noise = Math.floor(Math.random() * 96) - 48;
    pixels[i] = Math.max(0, Math.min(255, r + noise));
    pixels[i + 1] = Math.max(0, Math.min(255, g + noise));
    pixels[i + 2] = Math.max(0, Math.min(255, b + noise));
  }
  return sharp(pixels, { raw: { width: 48, height: 48, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Uploads a photo and runs its screening: the member gets the sandbox's verified face first when they have none, so
 * the sandbox approves it (a marker in the bytes asks for another verdict, decision 0143).
 */
export async function uploadPhoto(t: TestApp, member: Member, colour = '#3366aa'): Promise<string> {
  await giveVerifiedFace(t.ctx, member.memberId);
  const res = await request(t.app)
    .post(`${APP}/me/photos`)
    .set('Authorization', member.auth)
    .attach('photo', await distinctPng(colour), 'p.png');
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  await drainJobs(t.ctx);
  return res.body._id as string;
}

export const makePremium = (t: TestApp, memberId: string, until: Date) =>
  t.ctx.db.update(members).set({ premiumUntil: until }).where(eq(members.id, memberId));

export const like = (t: TestApp, from: Member, toId: string) =>
  request(t.app).post(`${APP}/likes/${toId}`).set('Authorization', from.auth);

export async function feedOf(
  t: TestApp,
  member: Member,
): Promise<{ kind: string; title: string; body: string; relatedId?: string | null }[]> {
  const res = await request(t.app).get(`${APP}/notifications`).set('Authorization', member.auth);
  if (res.status !== 200) throw new Error(`feed: ${res.status}`);
  return res.body.items;
}

export const pushesTo = (pushes: SentPush[], member: Member) => pushes.filter((p) => p.token === member.pushToken);

/** Rows of a table, for "nothing changed" checks. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const result = await t.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

/**
 * The member deletes their account as the app does: asks for a confirmation, reads the code the sandbox SMS
 * provider kept, and sends DELETE /me with it. Resolves with the DELETE's answer.
 */
export async function deleteAccount(t: TestApp, member: Member) {
  const asked = await request(t.app)
    .post(`${APP}/me/confirmations`)
    .set('Authorization', member.auth)
    .send({ action: 'delete-account' });
  if (asked.status !== 201) throw new Error(`delete-account confirmation: ${asked.status}`);
  const sms = await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: member.phone });
  return request(t.app)
    .delete(`${APP}/me`)
    .set('Authorization', member.auth)
    .send({ confirmationCode: sms.body.code as string });
}
