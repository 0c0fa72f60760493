import { randomUUID } from 'node:crypto';
import request from 'supertest';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import { MODERATION_PRIORITIES, MODERATION_SLA_HOURS } from '@blynd/shared';
import { memberVerifiedFaces, moderationItems, reports } from '../../../db/schema';
import { createAdminSession } from '../../admin/__tests__/admin-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { drainJobs } from '../../../test-support/jobs';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { giveVerifiedFace } from '../../../test-support/verified-face';
import { MODERATION_CATEGORY_PRIORITY } from '@blynd/shared';
import { priorityRank } from '../priorities';
import { queue, reportMember, sweep } from './moderation-kit';

/** Random pixels: a picture of its own (solid colours all share one perceptual hash). */
const noisePixels = () => {
  const pixels = Buffer.alloc(64 * 64 * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
  return pixels;
};

/** A picture the sandbox screens as `marker` (decision 0143): the marker rides in the EXIF description. */
const markedPhoto = (marker: string) =>
  sharp(noisePixels(), { raw: { width: 64, height: 64, channels: 3 } })
    .withExif({ IFD0: { ImageDescription: `blynd-sandbox:${marker}` } })
    .jpeg()
    .toBuffer();

type QueueRow = {
  _id: string;
  kind: string;
  category: string;
  priority: string;
  createdAt: string;
  dueAt: string;
  member: { _id: string } | null;
};

/**
 * Intake at the source (decision 0158): what a report, a detection, a held photo or a face in age review writes
 * becomes its queue item in the same transaction, before any sweep runs; the sweep, run after, adds nothing.
 */
describe('moderation queue intake at the source', () => {
  let t: TestApp;
  let support: { auth: string; id: string };
  let phones = 0;
  const nextMember = () => quickMember(t, `234803777${String(++phones).padStart(4, '0')}`);
  const openItemsAbout = async (member: Member) =>
    ((await queue(t.app, support.auth)).body.items as QueueRow[]).filter((i) => i.member?._id === member.memberId);
  const itemRows = (member: Member) =>
    t.ctx.db.select().from(moderationItems).where(eq(moderationItems.memberId, member.memberId));

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    support = await createAdminSession(t, 'Support');
  });
  afterAll(() => t.close());

  it('when a report is filed, then its item is in the queue at once with its reason, priority and the due time from the filing, and a sweep adds nothing', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    expect((await reportMember(t.app, reporter, reported, 'threat-or-violence', 'Said he would hurt me')).status).toBe(
      201,
    );
    const [item] = await openItemsAbout(reported);
    expect(item).toMatchObject({ kind: 'report', category: 'threat-or-violence', priority: 'urgent' });
    const [report] = await t.ctx.db.select().from(reports).where(eq(reports.reportedMemberId, reported.memberId));
    expect(Date.parse(item!.createdAt)).toBe(report!.createdAt.getTime());
    expect((Date.parse(item!.dueAt) - Date.parse(item!.createdAt)) / 3_600_000).toBe(MODERATION_SLA_HOURS.urgent);
    await sweep(t);
    await sweep(t);
    expect(await itemRows(reported)).toHaveLength(1);
  });

  it('when a member sends a money request, then a detection item is in the queue at once; more flagged messages while it is open add none', async () => {
    const [sender, recipient, other] = [await nextMember(), await nextMember(), await nextMember()];
    const matchId = await matchUp(t, sender, recipient);
    expect((await send(t.app, sender, matchId, 'Abeg send me 5k for transport, I go pay you back')).status).toBe(201);
    const [item] = await openItemsAbout(sender);
    expect(item).toMatchObject({ kind: 'detection', category: 'money-request', priority: 'high' });
    const second = await matchUp(t, sender, other);
    expect((await send(t.app, sender, second, 'Invest with my forex platform and double your money')).status).toBe(201);
    await sweep(t);
    expect(await itemRows(sender)).toHaveLength(1);
    // Once staff close it, the next flagged message is a new item.
    const closed = await request(t.app)
      .post(`/api/v1/admin/moderation/items/${item!._id}/actions`)
      .set('Authorization', support.auth)
      .send({ action: 'dismiss', reason: 'A joke between friends' });
    expect(closed.status).toBe(200);
    expect(
      (await send(t.app, sender, matchId, 'My account number is 0123456789 Access bank, pay in there')).status,
    ).toBe(201);
    expect(await openItemsAbout(sender)).toEqual([expect.objectContaining({ category: 'bank-details' })]);
  });

  it('when a message carries only a light detection, then no item is made for it', async () => {
    const [sender, recipient] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, sender, recipient);
    // A sexual remark weighs 0.5, early or not (decision 0150): it counts toward the risk score, not an item.
    const sent = await request(t.app)
      .post(`${APP}/matches/${matchId}/messages`)
      .set('Authorization', sender.auth)
      .send({ clientMessageId: randomUUID(), text: 'I want to fuck you tonight', confirmed: true });
    expect(sent.status).toBe(201);
    expect(await itemRows(sender)).toHaveLength(0);
  });

  it('when the screening holds a photo, then its item is in the queue at once and links to the Verification screen', async () => {
    const member = await nextMember();
    await giveVerifiedFace(t.ctx, member.memberId);
    const upload = await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', member.auth)
      .attach('photo', await markedPhoto('nudity-held'), 'p.jpg');
    expect(upload.status).toBe(201);
    await drainJobs(t.ctx);
    const [item] = await openItemsAbout(member);
    expect(item).toMatchObject({ kind: 'photo-hold', category: 'nudity', priority: 'normal' });
    const detail = await request(t.app)
      .get(`/api/v1/admin/moderation/items/${item!._id}`)
      .set('Authorization', support.auth);
    expect(detail.body.item.link).toBe('/verification');
  });

  it('when a verified face is sent to age review, then a CSAE item is in the queue at once', async () => {
    const member = await nextMember();
    await giveVerifiedFace(t.ctx, member.memberId);
    await t.ctx.db
      .update(memberVerifiedFaces)
      .set({ status: 'review' })
      .where(eq(memberVerifiedFaces.memberId, member.memberId));
    expect(await openItemsAbout(member)).toEqual([
      expect.objectContaining({ kind: 'face-review', category: 'underage', priority: 'csae' }),
    ]);
    await sweep(t);
    expect(await itemRows(member)).toHaveLength(1);
  });

  it('when the database ranks a category, then it answers as the shared priority table and SLA of decision 0152 it is written from', async () => {
    const categories = [...Object.keys(MODERATION_CATEGORY_PRIORITY), 'something-new'];
    const result = await t.ctx.db.execute(sql`
      select c as category, moderation_category_rank(c) as rank, moderation_rank_sla_hours(moderation_category_rank(c)) as hours
      from unnest(${sql.raw(`array[${categories.map((c) => `'${c}'`).join(', ')}]`)}::text[]) as c`);
    const rows = (result as unknown as { rows: { category: string; rank: number; hours: number }[] }).rows;
    expect(rows.map((r) => [r.category, Number(r.rank), Number(r.hours)])).toEqual(
      categories.map((c) => {
        const priority = MODERATION_CATEGORY_PRIORITY[c] ?? 'low';
        return [c, priorityRank(priority), MODERATION_SLA_HOURS[priority]];
      }),
    );
    expect(MODERATION_PRIORITIES).toHaveLength(5);
  });

  it('when a report is settled on the Reports screen, then the sweep closes the item it made', async () => {
    const [reporter, reported] = [await nextMember(), await nextMember()];
    await reportMember(t.app, reporter, reported, 'other');
    const [report] = await t.ctx.db.select().from(reports).where(eq(reports.reportedMemberId, reported.memberId));
    await t.ctx.db.update(reports).set({ status: 'dismissed' }).where(eq(reports.id, report!.id));
    await sweep(t);
    const rows = await t.ctx.db
      .select()
      .from(moderationItems)
      .where(and(eq(moderationItems.memberId, reported.memberId), eq(moderationItems.status, 'open')));
    expect(rows).toHaveLength(0);
  });
});
