import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { matchEvidence, reports } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { deleteAccount, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';
import { JOBS } from '../../../jobs';
import { purgeEvidenceJob } from '../evidence.jobs';

const APP = '/api/v1/app';
const DAY = 24 * 60 * 60 * 1000;

describe('Report reasons, evidence of ended matches and GET /matches/past (decision 0154)', () => {
  let t: TestApp;
  let admin: Session;
  let clock = new Date();
  let phones = 0;
  const member = () => quickMember(t, `0806777${String(++phones).padStart(4, '0')}`, false);
  const past = (m: Member, query = '') =>
    request(t.app).get(`${APP}/matches/past${query}`).set('Authorization', m.auth);
  const report = (m: Member, body: object) =>
    request(t.app).post(`${APP}/reports`).set('Authorization', m.auth).send(body);
  const reportsBy = (m: Member) => t.ctx.db.select().from(reports).where(eq(reports.reporterId, m.memberId));
  /** A match of `a` and `b` with `each` messages from each side, alternating, `a` first. */
  async function chatted(a: Member, b: Member, each: number) {
    const matchId = await matchUp(t, a, b);
    for (let i = 1; i <= each; i++) {
      expect((await send(t.app, a, matchId, `a says ${i}`)).status).toBe(201);
      expect((await send(t.app, b, matchId, `b says ${i}`)).status).toBe(201);
    }
    return matchId;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it('When a report carries a reason code, then it is stored and shown to staff; an unknown code is 400 and writes nothing; none is other', async () => {
    const [ada, bola] = [await member(), await member()];
    const filed = await report(ada, {
      kind: 'user',
      memberId: bola.memberId,
      reasonCode: 'asked-for-money',
      reason: 'Wanted airtime',
      alsoBlock: false,
    });
    expect(filed.status).toBe(201);
    const bad = await report(ada, { kind: 'user', memberId: bola.memberId, reasonCode: 'rude', reason: 'x' });
    expect([bad.status, bad.body.error]).toEqual([
      400,
      'reasonCode must be one of asked-for-money, moved-off-app, fake-photos, underage, harassment, sexual-content, scam-investment, threat-or-violence, other',
    ]);
    const old = await report(ada, { kind: 'user', memberId: bola.memberId, reason: 'An older app', alsoBlock: false });
    expect(old.status).toBe(201);
    expect((await reportsBy(ada)).map((r) => r.reasonCode).sort()).toEqual(['asked-for-money', 'other']);
    const listed = await request(t.app).get(`/api/v1/admin/getreports/${admin.id}`).set('Authorization', admin.auth);
    const mine = (listed.body.users as { reasonCode: string; reason: string; reporter: { _id: string } }[]).filter(
      (r) => r.reporter._id === ada.memberId,
    );
    expect(mine.map((r) => [r.reasonCode, r.reason]).sort()).toEqual([
      ['asked-for-money', 'Wanted airtime'],
      ['other', 'An older app'],
    ]);
  });

  it('When a match is unmatched, then both list it for 30 days, its last 50 messages go into a report by either side, and nobody else sees or reports it', async () => {
    const [ada, bola, chidi] = [await member(), await member(), await member()];
    const matchId = await chatted(ada, bola, 26);
    const ended = await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', ada.auth);
    expect(ended.status).toBe(200);

    for (const [viewer, other] of [
      [ada, bola],
      [bola, ada],
    ] as const) {
      const list = await past(viewer);
      expect([list.status, list.body]).toEqual([
        200,
        {
          items: [{ _id: matchId, firstName: `Q${other.phone.slice(-4)}`, avatar: '', endedAt: clock.toISOString() }],
          nextCursor: null,
        },
      ]);
    }
    expect((await past(chidi)).body).toEqual({ items: [], nextCursor: null });
    // The ended match answers nothing anywhere else: no match, no messages, no conversation.
    expect((await request(t.app).get(`${APP}/matches/${matchId}`).set('Authorization', ada.auth)).status).toBe(404);
    expect((await request(t.app).get(`${APP}/matches/${matchId}/messages`).set('Authorization', ada.auth)).status).toBe(
      404,
    );
    const talks = await request(t.app).get(`${APP}/conversations`).set('Authorization', ada.auth);
    expect(JSON.stringify(talks.body)).not.toContain('b says');

    // A third member, a memberId that is not the other side and a wrong kind: refused, nothing written.
    const before = await t.ctx.db.$count(reports);
    const stranger = await report(chidi, { kind: 'message', matchId, reasonCode: 'harassment', reason: 'Nosy' });
    expect([stranger.status, stranger.body]).toEqual([404, { error: 'Past match not found' }]);
    const wrongSide = await report(ada, { kind: 'message', matchId, memberId: chidi.memberId, reason: 'x' });
    expect(wrongSide.status).toBe(404);
    const wrongKind = await report(ada, { kind: 'photo', matchId, reason: 'x' });
    expect([wrongKind.status, wrongKind.body.error]).toEqual([400, 'A past match is reported with kind message']);
    const noMember = await report(ada, { kind: 'user', reason: 'x' });
    expect([noMember.status, noMember.body.error]).toEqual([400, 'Choose the member you are reporting']);
    expect(await t.ctx.db.$count(reports)).toBe(before);

    const filed = await report(ada, {
      kind: 'message',
      matchId,
      reasonCode: 'scam-investment',
      reason: 'Kept pushing a forex scheme',
    });
    expect([filed.status, filed.body]).toEqual([
      201,
      { message: 'Thanks for telling us. Our team will review this report', blocked: true },
    ]);
    const [row] = await reportsBy(ada);
    expect(row).toMatchObject({
      kind: 'message',
      reportedMemberId: bola.memberId,
      pastMatchId: matchId,
      reasonCode: 'scam-investment',
      messageText: null,
    });
    // 52 messages were sent: the last 50 (seq 3 to 52) are kept, each marked by who sent it.
    expect(row!.messageExcerpt!.map((m) => m.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
    expect(row!.messageExcerpt!.at(-1)).toMatchObject({ text: 'b says 26', fromReported: true });
    expect(row!.messageExcerpt![0]).toMatchObject({ text: 'a says 2', fromReported: false });
    expect(row!.messageExcerpt![1]).toMatchObject({ text: 'b says 2', fromReported: true });

    // Staff read it as the report's excerpt, audited like any other.
    const excerpt = await request(t.app)
      .get(`/api/v1/admin/reports/${row!.id}/excerpt`)
      .set('Authorization', admin.auth);
    expect(excerpt.status).toBe(200);
    expect(excerpt.body.items).toHaveLength(50);
    expect(excerpt.body.items[49]).toMatchObject({ sender: 'reported', text: 'b says 26', reported: false });

    // The other side may report it too.
    expect((await report(bola, { kind: 'message', matchId, reason: 'Both ways', alsoBlock: false })).status).toBe(201);
    expect((await reportsBy(bola))[0]!.messageExcerpt).toHaveLength(50);
  });

  it('When a block ends a match, then its evidence is kept; 30 days after the end it is no longer listed or reportable, the purge removes it and the reports keep their copies', async () => {
    const [ada, bola] = [await member(), await member()];
    const matchId = await chatted(ada, bola, 2);
    expect(
      (await request(t.app).post(`${APP}/blocks`).set('Authorization', bola.auth).send({ memberId: ada.memberId }))
        .status,
    ).toBe(200);
    // The block ended the match: its messages at that moment are the evidence.
    const [kept] = await t.ctx.db.select().from(matchEvidence).where(eq(matchEvidence.matchId, matchId));
    expect(kept!.messages.map((m) => m.text)).toEqual(['a says 1', 'b says 1', 'a says 2', 'b says 2']);
    expect((await past(ada)).body.items.map((i: { _id: string }) => i._id)).toEqual([matchId]);
    expect((await report(ada, { kind: 'message', matchId, reasonCode: 'underage', reason: 'Said 16' })).status).toBe(
      201,
    );

    const start = clock;
    try {
      clock = new Date(start.getTime() + 30 * DAY - 1);
      expect((await past(bola)).body.items).toHaveLength(1);
      expect(await purgeEvidenceJob.handle(t.ctx, {})).toEqual({ purged: expect.any(Number), attachments: 0 });
      expect(await t.ctx.db.$count(matchEvidence, eq(matchEvidence.matchId, matchId))).toBe(1);

      clock = new Date(start.getTime() + 30 * DAY);
      expect((await past(bola)).body.items).toEqual([]);
      expect((await report(bola, { kind: 'message', matchId, reason: 'Too late' })).status).toBe(404);
      await purgeEvidenceJob.handle(t.ctx, {});
      expect(await t.ctx.db.$count(matchEvidence, eq(matchEvidence.matchId, matchId))).toBe(0);
      const [copy] = await reportsBy(ada);
      expect(copy!.messageExcerpt!.map((m) => m.text)).toEqual(['a says 1', 'b says 1', 'a says 2', 'b says 2']);
      expect(JOBS).toContain(purgeEvidenceJob);
    } finally {
      clock = start;
    }
  });

  it('When either account is deleted, then the other still lists and reports the match; the report names the deleted account by its phone key and holds its messages', async () => {
    const [ada, bola] = [await member(), await member()];
    const matchId = await chatted(ada, bola, 3);
    expect((await deleteAccount(t, bola)).status).toBe(200);

    const list = await past(ada);
    expect(list.body.items).toEqual([
      { _id: matchId, firstName: `Q${bola.phone.slice(-4)}`, avatar: '', endedAt: clock.toISOString() },
    ]);
    const [evidence] = await t.ctx.db.select().from(matchEvidence).where(eq(matchEvidence.matchId, matchId));
    expect([evidence!.memberLowId, evidence!.memberHighId]).toContain(null);
    expect(evidence!.lowPhoneHash ?? evidence!.highPhoneHash).toMatch(/^[0-9a-f]{64}$/);

    const filed = await report(ada, { kind: 'message', matchId, reasonCode: 'threat-or-violence', reason: 'Threats' });
    expect([filed.status, filed.body.blocked]).toEqual([201, false]);
    const [row] = await reportsBy(ada);
    expect(row!.reportedMemberId).toBeNull();
    expect(row!.reportedPhoneHash).toBe(evidence!.lowPhoneHash ?? evidence!.highPhoneHash);
    expect(row!.messageExcerpt!.filter((m) => m.fromReported).map((m) => m.text)).toEqual([
      'b says 1',
      'b says 2',
      'b says 3',
    ]);
    // Nothing else of ada's shows the deleted member's words.
    const exported = await request(t.app).get(`${APP}/me/export`).set('Authorization', ada.auth);
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.body)).not.toContain('b says');

    // A deletion of the reporter's own account: the survivor of that match lists it too.
    const [chidi, dayo] = [await member(), await member()];
    const second = await chatted(chidi, dayo, 1);
    expect((await deleteAccount(t, chidi)).status).toBe(200);
    expect((await past(dayo)).body.items.map((i: { _id: string }) => i._id)).toEqual([second]);
    expect(await t.ctx.db.$count(matchEvidence, sql`${matchEvidence.matchId} = ${second}`)).toBe(1);
  });

  it('When the past matches list pages, then the cursor continues newest first without repeats, and a bad cursor is 400', async () => {
    const ada = await member();
    const ids: string[] = [];
    const start = clock;
    try {
      for (let i = 0; i < 3; i++) {
        clock = new Date(start.getTime() + i * 1000);
        const other = await member();
        const matchId = await matchUp(t, ada, other);
        await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', other.auth);
        ids.unshift(matchId);
      }
    } finally {
      clock = new Date(start.getTime() + 3000);
    }
    const first = await past(ada, '?limit=2');
    expect(first.body.items.map((i: { _id: string }) => i._id)).toEqual(ids.slice(0, 2));
    const rest = await past(ada, `?limit=2&cursor=${first.body.nextCursor}`);
    expect([rest.body.items.map((i: { _id: string }) => i._id), rest.body.nextCursor]).toEqual([ids.slice(2), null]);
    expect([(await past(ada, '?cursor=nonsense')).status, (await past(ada, '?limit=0')).status]).toEqual([400, 400]);
  });
});
