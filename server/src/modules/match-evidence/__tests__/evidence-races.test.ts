import request from 'supertest';
import { eq } from 'drizzle-orm';
import { matchEvidence, reports } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { purgeEvidence } from '../evidence.purge';

// PGlite runs one query at a time, so two requests never interleave there: these races show only on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const APP = '/api/v1/app';
const DAY = 24 * 60 * 60 * 1000;

onServer('Evidence of ended matches under concurrent requests (PostgreSQL server, decision 0154)', () => {
  let t: TestApp;
  let clock = new Date();
  let phones = 0;
  const member = () => quickMember(t, `0806888${String(++phones).padStart(4, '0')}`, false);
  const evidenceOf = (matchId: string) =>
    t.ctx.db
      .select()
      .from(matchEvidence)
      .where(eq(matchEvidence.matchId, matchId))
      .then((rows) => rows[0]);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => clock });
  });
  afterAll(() => t.close());

  /**
   * A match where both already spoke (so the intro rule is out of the way); then `end` races four chains of sends
   * (each sends one after another until the match is gone), so a send is in flight whenever the end commits.
   */
  async function racedSends(end: (a: Member, matchId: string) => Promise<() => Promise<request.Response>>) {
    const [a, b] = [await member(), await member()];
    const matchId = await matchUp(t, a, b);
    expect((await send(t.app, a, matchId, 'hi')).status).toBe(201);
    expect((await send(t.app, b, matchId, 'hello')).status).toBe(201);
    const ending = await end(a, matchId);
    const answers: request.Response[] = [];
    const chain = async (from: Member, name: string) => {
      for (let i = 0; i < 7; i++) {
        const answer = await send(t.app, from, matchId, `${name} ${i}`);
        answers.push(answer);
        if (answer.status !== 201) return;
      }
    };
    const [ended] = await Promise.all([ending(), chain(a, 'a1'), chain(b, 'b1'), chain(a, 'a2'), chain(b, 'b2')]);
    expect(ended.status).toBe(200);
    const accepted = answers.filter((s) => s.status === 201).map((s) => s.body.message.text as string);
    // 404 once the match is gone; 401 for the deleted member's own sends once the session went with the account.
    expect(answers.filter((s) => ![201, 404, 401].includes(s.status)).map((s) => s.status)).toEqual([]);
    return { matchId, accepted };
  }

  it('When messages are sent while the match is unmatched, then every message the server accepted is in the evidence', async () => {
    const { matchId, accepted } = await racedSends(
      async (a, id) => () => request(t.app).delete(`${APP}/matches/${id}`).set('Authorization', a.auth),
    );
    const kept = (await evidenceOf(matchId))!.messages.map((m) => m.text);
    expect(kept.slice(0, 2)).toEqual(['hi', 'hello']);
    expect(kept.slice(2).sort()).toEqual([...accepted].sort());
  });

  it('When messages are sent while one of the two deletes the account, then every message the server accepted is in the evidence', async () => {
    const { matchId, accepted } = await racedSends(async (a) => {
      // The confirmation code is asked for beforehand, so only DELETE /me itself races the sends.
      const asked = await request(t.app)
        .post(`${APP}/me/confirmations`)
        .set('Authorization', a.auth)
        .send({ action: 'delete-account' });
      expect(asked.status).toBe(201);
      const sms = await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone: a.phone });
      return () =>
        request(t.app)
          .delete(`${APP}/me`)
          .set('Authorization', a.auth)
          .send({ confirmationCode: sms.body.code as string });
    });
    const kept = (await evidenceOf(matchId))!.messages.map((m) => m.text);
    expect(kept.slice(2).sort()).toEqual([...accepted].sort());
  });

  it('When the purge runs while reports of past matches are filed, then each report holds the whole evidence or is refused, and the purge never touches a report', async () => {
    const pairs: { reporter: Member; matchId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await member(), await member()];
      const matchId = await matchUp(t, a, b);
      expect((await send(t.app, a, matchId, `before the end ${i}`)).status).toBe(201);
      expect((await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', b.auth)).status).toBe(200);
      pairs.push({ reporter: a, matchId });
    }
    const start = clock;
    try {
      clock = new Date(start.getTime() + 30 * DAY);
      const [purged, ...answers] = await Promise.all([
        purgeEvidence(t.ctx),
        ...pairs.map(({ reporter, matchId }) =>
          request(t.app)
            .post(`${APP}/reports`)
            .set('Authorization', reporter.auth)
            .send({ kind: 'message', matchId, reasonCode: 'other', reason: 'At the last moment', alsoBlock: false }),
        ),
      ]);
      // At the cutoff the evidence is past its 30 days for the report too: refused, never half copied.
      expect(answers.map((a) => a.status)).toEqual(pairs.map(() => 404));
      expect(purged.purged).toBeGreaterThanOrEqual(pairs.length);
    } finally {
      clock = start;
    }
    expect(await t.ctx.db.$count(matchEvidence)).toBe(0);

    // A day earlier the reports and the purge race again: the reports win, and their copies outlive the evidence.
    const again: { reporter: Member; matchId: string }[] = [];
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await member(), await member()];
      const matchId = await matchUp(t, a, b);
      expect((await send(t.app, a, matchId, `kept ${i}`)).status).toBe(201);
      expect((await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', b.auth)).status).toBe(200);
      again.push({ reporter: a, matchId });
    }
    const answers = await Promise.all([
      purgeEvidence(t.ctx),
      ...again.map(({ reporter, matchId }) =>
        request(t.app)
          .post(`${APP}/reports`)
          .set('Authorization', reporter.auth)
          .send({ kind: 'message', matchId, reasonCode: 'asked-for-money', reason: 'Money', alsoBlock: false }),
      ),
    ]);
    expect(answers.slice(1).map((a) => (a as request.Response).status)).toEqual(again.map(() => 201));
    clock = new Date(clock.getTime() + 31 * DAY);
    await purgeEvidence(t.ctx);
    for (const [i, { reporter, matchId }] of again.entries()) {
      expect(await evidenceOf(matchId)).toBeUndefined();
      const [row] = await t.ctx.db.select().from(reports).where(eq(reports.reporterId, reporter.memberId));
      expect(row!.messageExcerpt!.map((m) => m.text)).toEqual([`kept ${i}`]);
    }
  });
});
