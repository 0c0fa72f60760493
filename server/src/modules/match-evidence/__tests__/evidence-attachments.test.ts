import request from 'supertest';
import { eq, inArray } from 'drizzle-orm';
import { chatAttachments, matchEvidence } from '../../../db/schema';
import { drainJobs } from '../../../test-support/jobs';
import { matchUp, send } from '../../../test-support/chat-kit';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { markedPhoto, sendRich, unlockPhotos, upload } from '../../chat-attachments/__tests__/chat-attachments-kit';
import { purgeEvidence } from '../evidence.purge';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The evidence purge and the attachments the evidence named (decision 0182): 30 days after a match ends its photos go
 * with its messages, but not one a report copied nor one kept as child-safety evidence. Runs on PGlite, and on the
 * PostgreSQL server with DATABASE_URL.
 */
describe('The evidence purge deletes the attachments it kept', () => {
  let t: TestApp;
  let clock = new Date();
  let phones = 0;
  const member = () => quickMember(t, `0806555${String(++phones).padStart(4, '0')}`, false);

  beforeAll(async () => {
    t = await createTestApp({ seed: false, now: () => clock });
  });
  afterAll(() => t.close());

  async function sendPhoto(from: Member, matchId: string, marker: string) {
    const id = (await upload(t.app, from, matchId, await markedPhoto(marker), 'image/jpeg', 'p.jpg')).body.attachment
      ._id as string;
    const sent = await sendRich(t.app, from, matchId, { kind: 'photo', attachmentId: id }).expect(201);
    await drainJobs(t.ctx);
    return { id, messageId: sent.body.message._id as string };
  }

  const rowsOf = (ids: string[]) =>
    t.ctx.db
      .select({ id: chatAttachments.id, status: chatAttachments.status, keptAt: chatAttachments.keptAt })
      .from(chatAttachments)
      .where(inArray(chatAttachments.id, ids));

  it('When 30 days pass after a match ends, then the purge deletes its evidence-kept photo but keeps the one a report names and the one kept for child safety', async () => {
    const [ada, bola] = [await member(), await member()];
    const matchId = await matchUp(t, ada, bola);
    await send(t.app, bola, matchId, 'Hello');
    await unlockPhotos(t.app, ada, bola, matchId);

    const reported = await sendPhoto(ada, matchId, 'none');
    const filed = await request(t.app).post(`${APP}/reports`).set('Authorization', bola.auth).send({
      kind: 'message',
      memberId: ada.memberId,
      messageId: reported.messageId,
      reasonCode: 'sexual-content',
      reason: 'Not what I asked for',
      alsoBlock: false,
    });
    expect(filed.status).toBe(201);
    const plain = await sendPhoto(ada, matchId, 'none');
    const child = await sendPhoto(ada, matchId, 'underage');
    const rows = await rowsOf([reported.id, plain.id, child.id]);
    expect(rows.find((r) => r.id === plain.id)).toMatchObject({ status: 'approved', keptAt: null });
    expect(rows.find((r) => r.id === child.id)).toMatchObject({ status: 'held', keptAt: expect.any(Date) });
    expect(rows.find((r) => r.id === reported.id)!.keptAt).toBeInstanceOf(Date);

    expect((await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', bola.auth)).status).toBe(200);
    const [evidence] = await t.ctx.db.select().from(matchEvidence).where(eq(matchEvidence.matchId, matchId));
    expect(evidence!.messages.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])).sort()).toEqual(
      [reported.id, plain.id, child.id].sort(),
    );

    const start = clock;
    try {
      // A day short of the 30, the purge leaves the evidence and every photo it names.
      clock = new Date(start.getTime() + 29 * DAY);
      await purgeEvidence(t.ctx);
      expect(await rowsOf([reported.id, plain.id, child.id])).toHaveLength(3);

      clock = new Date(start.getTime() + 30 * DAY);
      const purged = await purgeEvidence(t.ctx);
      expect(purged).toMatchObject({ purged: expect.any(Number), attachments: 1 });
      expect(await t.ctx.db.$count(matchEvidence, eq(matchEvidence.matchId, matchId))).toBe(0);
      expect((await rowsOf([reported.id, plain.id, child.id])).map((r) => r.id).sort()).toEqual(
        [reported.id, child.id].sort(),
      );
      // Its uploader no longer reads the purged photo either: its bytes are gone.
      const read = await request(t.app).get(`${APP}/attachments/${plain.id}`).set('Authorization', ada.auth);
      expect(read.status).toBe(404);
      // A second run finds nothing more to delete.
      expect(await purgeEvidence(t.ctx)).toEqual({ purged: 0, attachments: 0 });
    } finally {
      clock = start;
    }
  });
});
