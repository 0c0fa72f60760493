import request from 'supertest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { VERIFICATION_NOTICES, VERIFICATION_REVIEW_MESSAGES as TEXT } from '@blynd/shared';
import { auditLog, memberNotifications, memberVerifiedFaces } from '../../../db/schema';
import { signInMember } from '../../../test-support/member-session';
import { APP, feedOf, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

const selfie = (marker: string) =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#a0765a' } })
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();

/**
 * A member through sign-up up to the face check, over HTTP as the app goes: the profile steps, the biometric consent,
 * a liveness session with the sandbox's selfie marked `underage` (decision 0143), completed: held for an age review.
 */
async function memberInAgeReview(t: TestApp, phone: string): Promise<Member> {
  const signed = await signInMember(t.app, phone);
  const member: Member = { ...signed, phone, auth: `Bearer ${signed.accessToken}`, pushToken: `device-${phone}` };
  const call = (method: 'put' | 'patch' | 'post', path: string) =>
    request(t.app)[method](`${APP}${path}`).set('Authorization', member.auth);
  const ok = (res: request.Response, what: string) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  ok(await call('put', '/me/signup/name').send({ firstName: 'Young', lastName: 'Looking' }), 'name');
  ok(await call('put', '/me/signup/birthday').send({ dob: '2000-01-01' }), 'birthday');
  ok(await call('put', '/me/signup/gender').send({ gender: 'Female', interestedIn: ['Male'] }), 'gender');
  ok(
    await call('patch', '/me').send({
      bio: 'I read on Sundays and cook jollof for friends.',
      interests: ['Books', 'Cooking', 'Travel'],
      state: 'Lagos',
      income: 1_200_000,
      avatar: '/media/avatars/3.svg',
    }),
    'profile',
  );
  ok(await call('put', '/me/signup/biometric-consent').send({ accepted: true }), 'consent');
  const session = ok(await call('post', '/me/liveness/sessions'), 'session');
  ok(
    await request(t.app)
      .post(`${APP}/me/liveness/selfie`)
      .set('Authorization', member.auth)
      .attach('photo', await selfie('underage'), 'selfie.jpg'),
    'selfie',
  );
  ok(await call('post', `/me/liveness/sessions/${session.body.sessionId}/complete`), 'complete');
  return member;
}

const nextStep = async (t: TestApp, member: Member) =>
  (await request(t.app).get(`${APP}/me/signup`).set('Authorization', member.auth)).body.next as string | null;

describe('Verification: age reviews decided by staff', () => {
  let t: TestApp;
  let support: Session;
  let admin: Session;
  let n = 0;
  const phone = () => `2348170${String(++n).padStart(6, '0')}`;
  const as = (session: Session) => ({
    list: () => request(t.app).get('/api/v1/admin/verification/faces').set('Authorization', session.auth),
    image: (memberId: string) =>
      request(t.app).get(`/api/v1/admin/verification/faces/${memberId}/image`).set('Authorization', session.auth),
    decide: (memberId: string, body: object) =>
      request(t.app)
        .post(`/api/v1/admin/verification/faces/${memberId}/decision`)
        .set('Authorization', session.auth)
        .send(body),
  });
  const face = async (memberId: string) =>
    (await t.ctx.db.select().from(memberVerifiedFaces).where(eq(memberVerifiedFaces.memberId, memberId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    support = await createAdminSession(t, 'Support');
    admin = await createAdminSession(t, 'Admin');
  });
  afterAll(() => t.close());

  it('When a face check estimates under 18, then the account is listed for review with its basics, and staff see the face image (audited)', async () => {
    const m = await memberInAgeReview(t, phone());
    expect(await nextStep(t, m)).toBe('review');
    const res = await as(support).list();
    expect(res.status).toBe(200);
    const item = res.body.faces.find((f: { member: { _id: string } }) => f.member._id === m.memberId);
    expect(item).toMatchObject({
      member: { firstName: 'Young', lastName: 'Looking', phone: m.phone, dob: '2000-01-01' },
      face: { status: 'review', source: 'selfie', imageUrl: `/api/v1/admin/verification/faces/${m.memberId}/image` },
      provider: 'sandbox',
    });
    expect(item.face.ageLow).toBeLessThan(18);
    const image = await as(support).image(m.memberId);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const reads = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.face.image.read'), eq(auditLog.targetId, m.memberId)));
    expect(reads.map((r) => r.adminId)).toEqual([support.id]);
  });

  it('When Support tries to decide, then 403 and the review stays open', async () => {
    const m = await memberInAgeReview(t, phone());
    expect((await as(support).decide(m.memberId, { decision: 'approve', note: 'Adult' })).status).toBe(403);
    expect((await face(m.memberId)).status).toBe('review');
  });

  it('When an Admin approves, then sign-up may finish, the decision is audited, the member is told, and the face image is gone', async () => {
    const m = await memberInAgeReview(t, phone());
    const res = await as(admin).decide(m.memberId, { decision: 'approve', note: 'Checked the ID on a call: 24' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Age review approved', face: { memberId: m.memberId, status: 'verified' } });
    expect(await face(m.memberId)).toMatchObject({
      status: 'verified',
      reviewedBy: admin.id,
      reviewNote: 'Checked the ID on a call: 24',
      imageKey: null,
      verifiedAt: expect.any(Date),
    });
    expect(await nextStep(t, m)).not.toBe('review');
    const terms = await request(t.app)
      .put(`${APP}/me/signup/terms`)
      .set('Authorization', m.auth)
      .send({ accepted: true });
    expect(terms.status).toBe(200);
    expect(terms.body.next).toBeNull();
    const feed = await feedOf(t, m);
    expect(feed).toContainEqual(
      expect.objectContaining({ kind: 'age-review-verified', ...VERIFICATION_NOTICES.faceApproved }),
    );
    const [entry] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'verification.face.approve'), eq(auditLog.targetId, m.memberId)));
    expect(entry).toMatchObject({ adminId: admin.id, targetType: 'member' });
    const image = await as(admin).image(m.memberId);
    expect(image.status).toBe(404);
    expect(image.body).toEqual({ error: TEXT.noImageKept });
    expect((await as(admin).list()).body.faces.map((f: { member: { _id: string } }) => f.member._id)).not.toContain(
      m.memberId,
    );
  });

  it('When an Admin rejects, then sign-up cannot finish, the member is told why, and a second decision is refused', async () => {
    const m = await memberInAgeReview(t, phone());
    const res = await as(admin).decide(m.memberId, { decision: 'reject', note: 'Looks about 15' });
    expect(res.status).toBe(200);
    expect(res.body.face).toEqual({ memberId: m.memberId, status: 'rejected' });
    expect(await nextStep(t, m)).toBe('review');
    const terms = await request(t.app)
      .put(`${APP}/me/signup/terms`)
      .set('Authorization', m.auth)
      .send({ accepted: true });
    expect(terms.status).toBe(409);
    // The feed opens with a finished sign-up: the entry waits there, the push and live channel carry it now, and the
    // member's own record says the face was refused.
    const notices = await t.ctx.db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, m.memberId));
    expect(notices).toContainEqual(
      expect.objectContaining({ kind: 'age-review-rejected', ...VERIFICATION_NOTICES.faceRejected }),
    );
    const me = await request(t.app).get(`${APP}/me`).set('Authorization', m.auth);
    expect(me.body.faceStatus).toBe('rejected');
    const again = await as(admin).decide(m.memberId, { decision: 'approve', note: 'Second look' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: TEXT.faceAlreadyDecided });
    expect((await face(m.memberId)).status).toBe('rejected');
  });

  it('When the body or the member is wrong, then 400 or 404 with the message, and nothing changes', async () => {
    const m = await memberInAgeReview(t, phone());
    for (const [body, error] of [
      [{ decision: 'later', note: 'x' }, TEXT.badDecision],
      [{ decision: 'approve' }, TEXT.noteRequired],
      [{ decision: 'approve', note: 'x'.repeat(501) }, TEXT.noteTooLong],
    ] as const) {
      const res = await as(admin).decide(m.memberId, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error });
    }
    expect((await face(m.memberId)).status).toBe('review');
    expect((await as(admin).decide('nope', { decision: 'approve', note: 'x' })).status).toBe(400);
    const unknown = await as(admin).decide('00000000-0000-4000-8000-000000000000', { decision: 'approve', note: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: TEXT.faceNotFound });
    expect((await as(admin).image('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

// PGlite runs one query at a time; two staff deciding at once overlap only on a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('Two staff deciding one age review at once on PostgreSQL', () => {
  let t: TestApp;
  let staff: Session[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    staff = await Promise.all(Array.from({ length: 4 }, () => createAdminSession(t, 'Admin')));
  });
  afterAll(() => t.close());

  it('When four staff decide at once, then one decision, one audit entry and one notice', async () => {
    const m = await memberInAgeReview(t, '2348179000001');
    const answers = await Promise.all(
      staff.map((session, i) =>
        request(t.app)
          .post(`/api/v1/admin/verification/faces/${m.memberId}/decision`)
          .set('Authorization', session.auth)
          .send({ decision: i % 2 ? 'approve' : 'reject', note: `look ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const audits = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, m.memberId));
    expect(
      audits.filter((a) => a.action.startsWith('verification.face.') && a.action !== 'verification.face.image.read'),
    ).toHaveLength(1);
    const notices = await t.ctx.db
      .select()
      .from(memberNotifications)
      .where(eq(memberNotifications.memberId, m.memberId));
    expect(notices.filter((row) => row.kind.startsWith('age-review-'))).toHaveLength(1);
  });
});
