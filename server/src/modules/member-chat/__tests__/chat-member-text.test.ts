import { eq } from 'drizzle-orm';
import { matchMessages } from '../../../db/schema';
import { history, send, startMatchedChat, type MatchedChat } from '../../../test-support/chat-kit';

const RLO = '\u202E';
const LRI = '\u2066';
const PDI = '\u2069';
const ZWSP = '\u200B';
const WORD_JOINER = '\u2060';
const TAG_A = '\u{E0041}';
const TAG_CANCEL = '\u{E007F}';
const HANGUL_FILLER = '\u3164';

describe('Chat text follows the rule of every text a member writes (decision 0125)', () => {
  let t: MatchedChat;

  beforeAll(async () => {
    t = await startMatchedChat(['08072310001', '08072310002']);
  });
  afterAll(() => t.close());

  const storedTexts = async () =>
    (
      await t.ctx.db
        .select({ text: matchMessages.text })
        .from(matchMessages)
        .where(eq(matchMessages.matchId, t.matchId))
    )
      .map((row) => row.text)
      .sort();

  it('When a message carries bidi overrides, isolates, zero-width and tag characters, then it is stored and delivered without them', async () => {
    const sent = await send(
      t.app,
      t.ada,
      t.matchId,
      `${RLO}Pay ${LRI}me${PDI}${ZWSP} at${WORD_JOINER} 5${TAG_A}${TAG_A}${TAG_CANCEL}pm \u{1F469}\u200D\u{1F4BB}`,
    );
    expect(sent.status).toBe(201);
    const clean = 'Pay me at 5pm \u{1F469}\u200D\u{1F4BB}';
    expect(sent.body.message.text).toBe(clean);
    expect(await storedTexts()).toEqual([clean]);
    const read = await history(t.app, t.bola, t.matchId, { after: 0 });
    expect(read.body.items.map((m: { text: string }) => m.text)).toEqual([clean]);
  });

  it('When a message is only invisible characters, then it answers 400 with the reason and stores nothing', async () => {
    const before = await storedTexts();
    for (const text of [
      `${ZWSP}${ZWSP}`,
      `${RLO}${LRI}${PDI}`,
      `\u200D\u200C\uFEFF`,
      `${TAG_A}${TAG_CANCEL}`,
      `${HANGUL_FILLER} ${HANGUL_FILLER}`,
      '\u2800\u2800',
      ` ${WORD_JOINER}\u00AD `,
    ]) {
      const refused = await send(t.app, t.ada, t.matchId, text);
      expect({ text, status: refused.status, body: refused.body }).toEqual({
        text,
        status: 400,
        body: expect.objectContaining({ error: 'Write a message' }),
      });
    }
    expect(await storedTexts()).toEqual(before);
  });
});
