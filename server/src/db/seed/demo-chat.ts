import { randomUUID } from 'node:crypto';
import type { DbTransaction } from '../client';
import { lagosDate, MEMBER_MATCH_MESSAGES } from '@blynd/shared';
import { sql } from 'drizzle-orm';
import {
  matchMessages,
  matchReadMarks,
  memberDailyCounts,
  memberLikes,
  memberMatches,
  memberNotifications,
} from '../schema';

const MINUTE = 60 * 1000;

/** One line of a demo conversation: who of the pair sent it (`a` or `b`) and what. */
export type Line = readonly ['a' | 'b', string];

/** Two members of the app sign-up set who matched and talk; the last line of each is the newest. */
export const DEMO_CONVERSATIONS: { a: number; b: number; lines: Line[]; readBy: { a: number; b: number } }[] = [
  {
    // Adaora and Kelechi: Kelechi has not read her last message yet.
    a: 0,
    b: 1,
    lines: [
      ['b', 'Hi Adaora! You said to ask about your last gallery visit. Which one was it?'],
      ['a', 'Nike Art Gallery in Lekki. Five floors of paintings, I lost track of time.'],
      ['b', 'I have been meaning to go. Coffee first, then the gallery?'],
      ['a', 'Deal. Saturday morning works for me.'],
      ['b', 'Saturday it is. I will wear running shoes in case the coffee queue is long.'],
      ['a', 'Ha! Only if you can keep up.'],
    ],
    readBy: { a: 6, b: 5 },
  },
  {
    // Maryam and Tobiloba: Maryam has one unread message.
    a: 2,
    b: 3,
    lines: [
      ['b', 'Good evening Maryam. Poetry and suya at midnight is the best combination I have heard.'],
      ['a', 'It is undefeated. Which book is your club reading?'],
      ['b', 'Things Fall Apart again, the members insisted. Any recommendations for next month?'],
    ],
    readBy: { a: 2, b: 3 },
  },
];

/**
 * What led up to each demo message report: the reporter is `a`, the reported member `b`. The reported
 * message (REPORT_REASONS.messageText) follows as the conversation's last line.
 */
export const REPORTED_LEADUPS: Line[][] = [
  [
    ['a', 'Hi, nice to match with you.'],
    ['b', 'Hi. Why did you take so long to reply?'],
    ['a', 'I was at work, sorry.'],
  ],
  [
    ['a', 'Hello! How is your week going?'],
    ['b', 'Very good. I trade crypto, I can help you grow your money.'],
    ['a', 'No thanks, I am here to meet people.'],
  ],
  [['a', 'I am from Enugu, and you?']],
  [['a', 'Hey there, how was your weekend?']],
  [
    ['a', 'Hi!'],
    ['b', 'Hello'],
  ],
];

export type SeededMessage = typeof matchMessages.$inferSelect;

/**
 * A match between two members with its messages (seq 1, 2, 3 … a few minutes apart, the last at `lastAt`),
 * the match's last seq and activity time, and both read marks.
 */
export async function insertConversation(
  tx: DbTransaction,
  pair: { a: string; b: string },
  lines: readonly Line[],
  readBy: { a: number; b: number },
  lastAt: Date,
): Promise<SeededMessage[]> {
  const sentAt = (index: number) => new Date(lastAt.getTime() - (lines.length - 1 - index) * 7 * MINUTE);
  const [low, high] = pair.a < pair.b ? [pair.a, pair.b] : [pair.b, pair.a];
  const [match] = await tx
    .insert(memberMatches)
    .values({
      memberLowId: low,
      memberHighId: high,
      createdAt: new Date(sentAt(0).getTime() - 90 * MINUTE),
      lastSeq: lines.length,
      activityAt: lastAt,
    })
    .returning();
  // A match is two likes, each side told "It's a match", as the likes flow leaves it.
  const matchedAt = match.createdAt;
  const likes = await tx
    .insert(memberLikes)
    .values([
      { likerId: pair.a, likedId: pair.b, createdAt: new Date(matchedAt.getTime() - 30 * MINUTE) },
      { likerId: pair.b, likedId: pair.a, createdAt: matchedAt },
    ])
    .onConflictDoNothing()
    .returning();
  // Each like used that day's allowance, as a like through the API does.
  for (const like of likes) {
    await tx
      .insert(memberDailyCounts)
      .values({ memberId: like.likerId, kind: 'like', day: lagosDate(like.createdAt), used: 1 })
      .onConflictDoUpdate({
        target: [memberDailyCounts.memberId, memberDailyCounts.kind, memberDailyCounts.day],
        set: { used: sql`${memberDailyCounts.used} + 1` },
      });
  }
  await tx.insert(memberNotifications).values(
    [low, high].map((memberId) => ({
      memberId,
      kind: 'match',
      title: MEMBER_MATCH_MESSAGES.matchTitle,
      body: MEMBER_MATCH_MESSAGES.matchBody,
      relatedId: match.id,
      readAt: matchedAt,
      createdAt: matchedAt,
    })),
  );
  const messages = await tx
    .insert(matchMessages)
    .values(
      lines.map(([from, text], index) => ({
        matchId: match.id,
        senderId: pair[from],
        seq: index + 1,
        clientMessageId: randomUUID(),
        text,
        createdAt: sentAt(index),
      })),
    )
    .returning();
  await tx.insert(matchReadMarks).values([
    { matchId: match.id, memberId: pair.a, seq: readBy.a },
    { matchId: match.id, memberId: pair.b, seq: readBy.b },
  ]);
  return messages.sort((x, y) => x.seq - y.seq);
}

/** What a message report keeps: the reported message and up to 10 before it, as the server copies them. */
export const excerptOf = (messages: SeededMessage[], reportedId: string) => {
  const reported = messages[messages.length - 1];
  return {
    messageId: reported.id,
    messageText: reported.text,
    messageExcerpt: messages.slice(-11).map((m) => ({
      _id: m.id,
      seq: m.seq,
      fromReported: m.senderId === reportedId,
      text: m.text,
      sentAt: m.createdAt.toISOString(),
    })),
  };
};
