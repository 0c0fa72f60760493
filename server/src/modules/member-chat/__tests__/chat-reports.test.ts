import { eq } from 'drizzle-orm';
import { reports } from '../../../db/schema';
import { createSocialApp, quickMember } from '../../../test-support/social-kit';
import { matchUp, reportMessage, send } from '../../../test-support/chat-kit';

describe('Reports of messages', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it("When a member reports a message, then the report holds the server's copy of it and up to 10 before it, never the client's text", async () => {
    const [ada, bola] = [await quickMember(t, '08065550001', false), await quickMember(t, '08065550002', false)];
    const matchId = await matchUp(t, ada, bola);
    await send(t.app, ada, matchId, 'hello');
    for (let i = 1; i <= 12; i++) await send(t.app, i % 3 ? bola : ada, matchId, `line ${i}`);
    const last = await send(t.app, bola, matchId, 'the nasty one');
    const filed = await reportMessage(t.app, ada, bola, last.body.message._id, { messageText: 'forged text' });
    expect(filed.status).toBe(201);
    const [row] = await t.ctx.db.select().from(reports).where(eq(reports.reporterId, ada.memberId));
    expect(row!.messageText).toBe('the nasty one');
    expect(row!.messageId).toBe(last.body.message._id);
    expect(row!.messageExcerpt!.map((m) => m.seq)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(JSON.stringify(row!.messageExcerpt)).not.toContain('forged');

    const own = await send(t.app, ada, matchId, 'my own words');
    const refused = await reportMessage(t.app, ada, bola, own.body.message._id);
    expect(refused.status).toBe(404);
  });
});
