import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, chatAttachments, memberNotifications, moderationItems } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { matchUp, send } from '../../../test-support/chat-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { markedPhoto, sendRich, unlockPhotos, upload } from '../../chat-attachments/__tests__/chat-attachments-kit';
import { sweepChatAttachments } from '../../chat-attachments/chat-attachment-sweeps';
import { runIntake } from '../intake.service';

// PGlite runs one query at a time, so two requests never overlap inside the database there: the races are real only on
// a PostgreSQL server (DATABASE_URL).
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

async function setUp(t: TestApp, prefix: string) {
  let n = 0;
  const member = () => quickMember(t, `${prefix}${String(++n).padStart(4, '0')}`, false);
  const [ada, bola] = [await member(), await member()];
  const matchId = await matchUp(t, ada, bola);
  await send(t.app, bola, matchId, 'Hello');
  await unlockPhotos(t.app, ada, bola, matchId);
  return { ada, bola, matchId };
}

async function heldChatPhoto(t: TestApp, from: Member, matchId: string, marker = 'nudity-held') {
  const id = (await upload(t.app, from, matchId, await markedPhoto(marker), 'image/jpeg', 'p.jpg')).body.attachment
    ._id as string;
  await sendRich(t.app, from, matchId, { kind: 'photo', attachmentId: id }).expect(201);
  await drainJobs(t.ctx);
  return id;
}

const itemOf = async (t: TestApp, id: string) =>
  (
    await t.ctx.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, 'chat-photo-hold'), eq(moderationItems.sourceKey, id)))
  )[0];

describe('Held chat photos in the one moderation queue (decision 0178)', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('When a held chat photo has no queue item (the sweep is the safety net), then the sweep makes it with the hold as its age and closes it once staff decide', async () => {
    t = await createTestApp({ seed: false });
    const { ada, matchId } = await setUp(t, '0807111');
    const id = await heldChatPhoto(t, ada, matchId, 'violence-held');
    const made = (await itemOf(t, id))!;
    await t.ctx.db.delete(moderationItems).where(eq(moderationItems.id, made.id));
    await runIntake(t.ctx);
    await runIntake(t.ctx);
    const items = await t.ctx.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.kind, 'chat-photo-hold'), eq(moderationItems.sourceKey, id)));
    expect(items).toHaveLength(1);
    const [row] = await t.ctx.db.select().from(chatAttachments).where(eq(chatAttachments.id, id));
    expect(items[0]).toMatchObject({ category: 'violence', priority: 3, memberId: ada.memberId, status: 'open' });
    expect(items[0]!.createdAt.getTime()).toBe(row!.screenedAt!.getTime());

    const admin = await createAdminSession(t, 'Admin');
    await request(t.app)
      .post(`/api/v1/admin/verification/chat-photos/${id}/decision`)
      .set('Authorization', admin.auth)
      .send({ decision: 'reject', reason: 'violence', note: 'A weapon' })
      .expect(200);
    await runIntake(t.ctx);
    expect(await itemOf(t, id)).toMatchObject({ status: 'actioned' });
    // The queue item's picture stays readable to staff after the decision (audited), and only for such photos.
    const image = await request(t.app)
      .get(`/api/v1/admin/verification/chat-photos/${id}/image`)
      .set('Authorization', admin.auth);
    expect(image.status).toBe(200);
    const other = (await upload(t.app, ada, matchId, await markedPhoto('none'), 'image/jpeg', 'p.jpg')).body.attachment
      ._id as string;
    const refused = await request(t.app)
      .get(`/api/v1/admin/verification/chat-photos/${other}/image`)
      .set('Authorization', admin.auth);
    expect([refused.status, refused.body]).toEqual([404, { error: 'Chat photo not found' }]);
    const bad = await request(t.app)
      .post(`/api/v1/admin/verification/chat-photos/not-an-id/decision`)
      .set('Authorization', admin.auth)
      .send({ decision: 'approve', note: 'x' });
    expect(bad.status).toBe(400);
    const noReason = await request(t.app)
      .post(`/api/v1/admin/verification/chat-photos/${other}/decision`)
      .set('Authorization', admin.auth)
      .send({ decision: 'reject', note: 'x' });
    expect([noReason.status, noReason.body.error]).toEqual([400, 'Choose the reason for rejecting']);
  });
});

onServer('Held chat photos racing on PostgreSQL (decision 0178)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, connectionTimeoutMs: 20_000 });
  });
  afterAll(() => t.close());

  it('When two staff decide one held chat photo at once, then one decision is made, audited and told once; the other is told it was decided', async () => {
    const { ada, matchId } = await setUp(t, '0807222');
    const id = await heldChatPhoto(t, ada, matchId);
    const [one, two] = [await createAdminSession(t, 'Admin'), await createAdminSession(t, 'Super Admin')];
    const decide = (auth: string, body: object) =>
      request(t.app)
        .post(`/api/v1/admin/verification/chat-photos/${id}/decision`)
        .set('Authorization', auth)
        .send(body);
    const answers = await Promise.all([
      decide(one.auth, { decision: 'reject', reason: 'nudity', note: 'Nude' }),
      decide(two.auth, { decision: 'reject', reason: 'nudity', note: 'Nude too' }),
      decide(one.auth, { decision: 'approve', note: 'Fine' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'chat-attachment')));
    expect(audits.filter((a) => a.action !== 'chat-photo.screen')).toHaveLength(1);
    const told = await t.ctx.db
      .select()
      .from(memberNotifications)
      .where(and(eq(memberNotifications.memberId, ada.memberId), eq(memberNotifications.kind, 'chat-photo-removed')));
    const decided = answers.find((res) => res.status === 200)!.body.attachment.status;
    expect(told).toHaveLength(decided === 'removed' ? 1 : 0);
  });

  it('When two sweeps run at once, then each unsent upload is deleted once', async () => {
    const { ada, matchId } = await setUp(t, '0807333');
    for (let i = 0; i < 3; i += 1)
      await upload(t.app, ada, matchId, await markedPhoto('none'), 'image/jpeg', 'p.jpg').expect(201);
    await drainJobs(t.ctx);
    await t.ctx.db
      .update(chatAttachments)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(chatAttachments.uploaderId, ada.memberId));
    const runs = await Promise.all([sweepChatAttachments(t.ctx), sweepChatAttachments(t.ctx)]);
    expect(runs.reduce((sum, run) => sum + run.deleted, 0)).toBe(3);
    expect(await t.ctx.db.$count(chatAttachments, eq(chatAttachments.uploaderId, ada.memberId))).toBe(0);
  });
});
