import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { CHAT_SAFETY_MESSAGES, SAFETY_TIPS, type SafetyKind } from '@blynd/shared';
import { matchMessages, memberPhotos, members, memberVerifiedFaces, textDetections } from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { conversations, history, matchUp } from '../../../test-support/chat-kit';
import { settle, startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';

/** One text per kind, each read as that kind first (decision 0150). */
const FLAGGED: [SafetyKind, string][] = [
  ['money-request', 'Abeg send me 5k for transport, I go pay you back'],
  ['bank-details', 'My account number is 0123456789 Access bank, pay in there'],
  ['off-platform', 'Chat me on WhatsApp 0803 123 4567'],
  ['investment', 'Invest with my forex platform and double your money in a week'],
  ['travel-lure', 'My driver will pick you and bring you to my hotel'],
  ['sexual', 'I want to fuck you tonight'],
  ['harassment', 'Shut up you stupid idiot, I will make your life hell'],
];

const post = (t: LiveInstance, from: Member, matchId: string, body: object) =>
  request(t.app).post(`${APP}/matches/${matchId}/messages`).set('Authorization', from.auth).send(body);

describe('Scam-aware chat: detections on the recipient copy, "Are you sure?" for the sender', () => {
  let t: LiveInstance;
  let phone = 0;
  const nextMember = () => quickMember(t, `0807${String(4440000 + ++phone).padStart(7, '0')}`);

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
  });
  afterAll(() => t.close());

  const detectionsOf = (memberId: string) =>
    t.ctx.db
      .select()
      .from(textDetections)
      .where(eq(textDetections.memberId, memberId))
      .orderBy(textDetections.createdAt);
  const messageCount = async (matchId: string) =>
    (
      await t.ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(matchMessages)
        .where(eq(matchMessages.matchId, matchId))
    )[0]!.n;

  it.each(FLAGGED)(
    "When a message reads as %s, then the recipient's copy (live frame, page, conversation list) carries safety with its tip and the sender's copies do not",
    async (kind, text) => {
      const [ada, bola] = [await nextMember(), await nextMember()];
      const matchId = await matchUp(t, ada, bola);
      const [adaLive, bolaLive] = [await t.open(ada), await t.open(bola)];
      const sent = await post(t, ada, matchId, { clientMessageId: randomUUID(), text, confirmed: true });
      expect(sent.status).toBe(201);
      expect(sent.body.message).not.toHaveProperty('safety');
      const safety = { kind, tip: SAFETY_TIPS[kind] };

      const frame = await bolaLive.next((f) => f.type === 'message');
      expect(frame).toMatchObject({ matchId, message: { _id: sent.body.message._id, text, fromMe: false, safety } });
      const own = await adaLive.next((f) => f.type === 'message');
      expect((own as { message: object }).message).not.toHaveProperty('safety');

      const theirs = await history(t.app, bola, matchId);
      expect(theirs.body.items).toEqual([expect.objectContaining({ _id: sent.body.message._id, safety })]);
      const mine = await history(t.app, ada, matchId);
      expect(mine.body.items[0]).not.toHaveProperty('safety');

      const bolaList = await conversations(t.app, bola);
      expect(bolaList.body.items.find((c: { matchId: string }) => c.matchId === matchId).lastMessage.safety).toEqual(
        safety,
      );
      const adaList = await conversations(t.app, ada);
      expect(adaList.body.items.find((c: { matchId: string }) => c.matchId === matchId).lastMessage).not.toHaveProperty(
        'safety',
      );

      const [detection] = await detectionsOf(ada.memberId);
      expect(detection).toMatchObject({
        source: 'message',
        matchId,
        messageId: sent.body.message._id,
        kind,
        early: true,
      });
      expect(detection!.rules.length).toBeGreaterThan(0);
      adaLive.ws.close();
      bolaLive.ws.close();
    },
  );

  it('When a message reads as nothing, then no copy carries safety and nothing is recorded', async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, ada, bola);
    const sent = await post(t, ada, matchId, {
      clientMessageId: randomUUID(),
      text: 'Good morning dear, how was work today?',
    });
    expect(sent.status).toBe(201);
    const theirs = await history(t.app, bola, matchId);
    expect(theirs.body.items[0]).not.toHaveProperty('safety');
    expect(await detectionsOf(ada.memberId)).toEqual([]);
  });

  it.each([
    ['sexual', 'I want to fuck you tonight'],
    ['harassment', 'Shut up you stupid idiot, I will make your life hell'],
  ] as const)(
    'When a %s message is sent without confirmed, then it answers 422 "Are you sure?" with the nudge and stores, delivers and records nothing; confirmed, it is sent once, and a retry answers the stored message',
    async (kind, text) => {
      const [ada, bola] = [await nextMember(), await nextMember()];
      const matchId = await matchUp(t, ada, bola);
      const bolaLive = await t.open(bola);
      const clientMessageId = randomUUID();
      for (const confirmed of [undefined, false]) {
        const nudged = await post(t, ada, matchId, {
          clientMessageId,
          text,
          ...(confirmed === false ? { confirmed } : {}),
        });
        expect(nudged.status).toBe(422);
        expect(nudged.body).toEqual({
          error: CHAT_SAFETY_MESSAGES.areYouSure,
          nudge: { kind, explanation: CHAT_SAFETY_MESSAGES.nudge[kind] },
        });
      }
      await settle(100);
      expect(await messageCount(matchId)).toBe(0);
      expect(bolaLive.frames.filter((f) => f.type === 'message')).toEqual([]);
      expect(await detectionsOf(ada.memberId)).toEqual([]);

      const sent = await post(t, ada, matchId, { clientMessageId, text, confirmed: true });
      expect(sent.status).toBe(201);
      const frame = await bolaLive.next((f) => f.type === 'message');
      expect(frame).toMatchObject({ message: { safety: { kind } } });
      // The retry rule holds per clientMessageId: a retry of the stored message answers it, without confirmed too.
      const retried = await post(t, ada, matchId, { clientMessageId, text });
      expect(retried.status).toBe(200);
      expect(retried.body.message).toEqual(sent.body.message);
      expect(await messageCount(matchId)).toBe(1);
      expect((await detectionsOf(ada.memberId)).map((d) => d.kind)).toEqual([kind]);
      bolaLive.ws.close();
    },
  );

  it('When a message with no nudge kind is sent, then confirmed changes nothing and a non-boolean confirmed is a 400 that stores nothing', async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, ada, bola);
    const bad = await post(t, ada, matchId, { clientMessageId: randomUUID(), text: 'hi', confirmed: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: CHAT_SAFETY_MESSAGES.confirmedInvalid });
    expect(await messageCount(matchId)).toBe(0);
    const sent = await post(t, ada, matchId, { clientMessageId: randomUUID(), text: 'hi', confirmed: false });
    expect(sent.status).toBe(201);
  });

  it("When a money request comes from a verified account older than 7 days after a pair's fifth message, then it is recorded not early with the plain weight; in the first five it is early and weighs more", async () => {
    const [ada, bola] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, ada, bola);
    await makeVerifiedVeteran(t, ada.memberId);
    const ask = 'Abeg send me 5k for transport, I go pay you back';
    expect((await post(t, ada, matchId, { clientMessageId: randomUUID(), text: ask })).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const from = i % 2 ? ada : bola;
      expect((await post(t, from, matchId, { clientMessageId: randomUUID(), text: `line ${i}` })).status).toBe(201);
    }
    expect((await post(t, ada, matchId, { clientMessageId: randomUUID(), text: ask })).status).toBe(201);
    const rows = await detectionsOf(ada.memberId);
    expect(rows.map((r) => [r.kind, r.early, r.weight])).toEqual([
      ['money-request', true, 2],
      ['money-request', false, 1],
    ]);
  });
});

/** The verified badge as member_verified reads it, and an account made 30 days ago. */
async function makeVerifiedVeteran(t: LiveInstance, memberId: string) {
  const db = t.ctx.db;
  await db
    .update(members)
    .set({ livenessVerified: true, createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(members.id, memberId));
  await db.insert(memberVerifiedFaces).values({
    memberId,
    provider: 'sandbox',
    source: 'selfie',
    template: {},
    status: 'verified',
    verifiedAt: new Date(),
  });
  await db.insert(memberPhotos).values({ memberId, publicId: randomUUID(), status: 'approved', faceMatch: 'match' });
}
