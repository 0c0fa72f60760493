import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MessageKind } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { matchMessages, matchReadMarks, messageReactions } from '../../db/schema';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import type { SessionStanding } from '../member-auth/member-auth.service';
import { memberVisibleTo } from '../visibility/visibility.repository';

/** A live match as one of its members stands in it; the partner is visible to them (§6 rule, decision 0047). */
export type ChatMatch = {
  id: string;
  otherId: string;
  lastSeq: number;
  myReceipts: boolean;
  theirReceipts: boolean;
  myFirstName: string;
};

export type MessageRow = {
  id: string;
  seq: number;
  senderId: string;
  text: string;
  createdAt: Date;
  /** The detector kind the recipient is warned of (decision 0150), null when nothing fired. */
  safetyKind: string | null;
  /** text, voice or photo (decisions 0157, 0168); the attachment it carries and the seq it answers. */
  kind: MessageKind;
  attachmentId: string | null;
  replyToSeq: number | null;
};

export type RawMatch = {
  id: string;
  other_id: string;
  last_seq: number;
  my_receipts: boolean;
  their_receipts: boolean;
  my_first_name: string;
};

export const toChatMatch = (row: RawMatch): ChatMatch => ({
  id: row.id,
  otherId: row.other_id,
  lastSeq: Number(row.last_seq),
  myReceipts: row.my_receipts === true,
  theirReceipts: row.their_receipts === true,
  myFirstName: row.my_first_name,
});

const member = sql.placeholder('memberId');

/**
 * The §6 rule in one statement: the match, live, the member's, with a partner they may see (placeholders memberId
 * and matchId). A history page reads it in its own statement too.
 */
export const chatMatchSql = sql`
  select mm.id, members.id as other_id, mm.last_seq, members.read_receipts as their_receipts, me.read_receipts as my_receipts, me.first_name as my_first_name
  from member_matches mm
  join members me on me.id = ${member}
  join members on members.id = case when mm.member_low_id = ${member} then mm.member_high_id else mm.member_low_id end
  where mm.id = ${sql.placeholder('matchId')}
    and mm.ended_at is null and (mm.member_low_id = ${member} or mm.member_high_id = ${member})
    and ${memberVisibleTo(member)}`;
const chatMatch = preparedStatement('chat_match', chatMatchSql);

/**
 * The member's live match with a partner they may see, or undefined (ended, someone else's, a block, a
 * blocked or deleted partner).
 */
export async function findChatMatch(db: DbOrTx, memberId: string, matchId: string): Promise<ChatMatch | undefined> {
  const [row] = await runPrepared<RawMatch>(db, chatMatch, { memberId, matchId });
  return row && toChatMatch(row);
}

const columns = {
  id: matchMessages.id,
  seq: matchMessages.seq,
  senderId: matchMessages.senderId,
  text: matchMessages.text,
  createdAt: matchMessages.createdAt,
  safetyKind: matchMessages.safetyKind,
  kind: matchMessages.kind,
  attachmentId: matchMessages.attachmentId,
  replyToSeq: matchMessages.replyToSeq,
};

/** The match as a send found it: what the answer and the delivery need. */
export type SendingMatch = Omit<ChatMatch, 'lastSeq'>;

/**
 * What a send did: refused the session as the member guard would ('session': 401, 'signup': 403), wrote the message,
 * found it already written (a retry), or refused it under a rule. sendInOneCall answers the session's standing beside it.
 */
export type SendOutcome =
  | { kind: 'session' }
  | { kind: 'signup' }
  | { kind: 'not-found' }
  | { kind: 'sent' | 'known'; match: SendingMatch; row: MessageRow; theirMark: number }
  | { kind: 'wait-for-reply' }
  | { kind: 'nudge' }
  | { kind: 'attachment-not-found' | 'attachment-kind' | 'reply-not-found' }
  | { kind: 'minute-full'; nthNewestAt: Date }
  | { kind: 'day-full'; nthNewestAt: Date };

/** A timestamp as the driver gives it: a Date from pg, text inside PGlite's rows of a set-returning function. */
const when = z.union([z.string(), z.date()]).transform((value) => new Date(value));
const count = z.union([z.number(), z.string()]).transform(Number);

/**
 * What the member guard goes on to use of the sender's standing as chat_send_message read it (session_found false:
 * no such session of the sender). The verdict itself is the routine's outcome ('session', 'signup').
 */
export type SenderStanding = Pick<SessionStanding, 'lastSeenAt' | 'authStep'>;

const standingColumns = z
  .object({ sender_last_seen_at: when.nullable(), sender_auth_step: count.nullable() })
  .transform((row): SenderStanding => ({ lastSeenAt: row.sender_last_seen_at, authStep: row.sender_auth_step }));
const standingOf = (row: unknown): SenderStanding | undefined =>
  z.object({ session_found: z.boolean().nullable() }).parse(row).session_found ? standingColumns.parse(row) : undefined;

/** chat_send_message's answer (sql/chat-send-message.sql), by outcome: what each outcome carries. */
const sendColumns = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.enum([
      'session',
      'signup',
      'not-found',
      'wait-for-reply',
      'nudge',
      'attachment-not-found',
      'attachment-kind',
      'reply-not-found',
    ]),
  }),
  z.object({ outcome: z.enum(['minute-full', 'day-full']), nth_newest_at: when }),
  z.object({
    outcome: z.enum(['sent', 'known']),
    other_id: z.string(),
    my_receipts: z.boolean(),
    their_receipts: z.boolean(),
    my_first_name: z.string(),
    message_id: z.string(),
    message_seq: count,
    message_text: z.string(),
    message_created_at: when,
    message_safety_kind: z.string().nullable(),
    message_kind: z.enum(['text', 'voice', 'photo']),
    message_attachment_id: z.string().nullable(),
    message_reply_to: count.nullable(),
    their_mark: count,
  }),
]);

const p = (name: string) => sql.placeholder(name);

/** One message to send: who, where, what, and the clock the rules read. */
export type SendValues = {
  sessionId: string;
  matchId: string;
  senderId: string;
  clientMessageId: string;
  text: string;
  now: Date;
  /** What the detectors found (decision 0150): the kind the recipient is warned of, stored on the row. */
  safetyKind?: string | null;
  /** "Are you sure?" first: a new message that passes every rule answers 'nudge' and writes nothing. */
  needsConfirm?: boolean;
  /** Rich chat (decisions 0157, 0168): the kind, the attachment a voice or photo message sends, the seq answered. */
  kind?: MessageKind;
  attachmentId?: string | null;
  replyTo?: number | null;
};

/**
 * The rules a send is judged by: the finished sign-up's step (the guard's), the intro limit (at most `introLimit`
 * before the other side writes), and the rolling windows (at most `perMinute` in `minuteMs`, `perDay` in `dayMs`).
 */
export type SendRules = {
  completeStep: number;
  introLimit: number;
  perMinute: number;
  minuteMs: number;
  perDay: number;
  dayMs: number;
};

export type SendAnswer = { outcome: SendOutcome; standing: SenderStanding | undefined };

// `select * from` calls the function once (`select (f()).*` would call it once per column).
const sendStatement = preparedStatement(
  'chat_send_message_with_session',
  sql`select * from chat_send_message(${p('sessionId')}::uuid, ${p('completeStep')}::integer, ${p('matchId')}::uuid, ${p('senderId')}::uuid, ${p('clientMessageId')}::uuid,
    ${p('text')}::text, ${p('now')}::timestamptz, ${p('introLimit')}::integer, ${p('perMinute')}::integer,
    ${p('minuteSince')}::timestamptz, ${p('perDay')}::integer, ${p('daySince')}::timestamptz, ${p('safetyKind')}::text,
    ${p('needsConfirm')}::boolean, ${p('kind')}::text, ${p('attachmentId')}::uuid, ${p('replyTo')}::integer)`,
);

const sendsStatement = preparedStatement(
  'chat_send_messages',
  sql`select * from chat_send_messages(${p('sessionIds')}::uuid[], ${p('matchIds')}::uuid[], ${p('senderIds')}::uuid[],
    ${p('clientMessageIds')}::uuid[], ${p('texts')}::text[], ${p('safetyKinds')}::text[], ${p('needsConfirms')}::boolean[],
    ${p('kinds')}::text[], ${p('attachmentIds')}::uuid[], ${p('replyTos')}::integer[], ${p('nows')}::timestamptz[], ${p('minuteSinces')}::timestamptz[],
    ${p('daySinces')}::timestamptz[], ${p('completeStep')}::integer, ${p('introLimit')}::integer, ${p('perMinute')}::integer,
    ${p('perDay')}::integer)`,
);

const isoBefore = (at: Date, ms: number) => new Date(at.getTime() - ms).toISOString();

/**
 * The whole send in one statement (decisions 0107, 0114), run outside a transaction so it commits on its own and its
 * locks are held only while the database runs it: chat_send_message (sql/chat-send-message.sql) first reads the session as the
 * member guard does and goes no further when the guard would refuse it; then it takes the sender's lock,
 * then the match row's with the §6 check; a known (match, sender, client id) answers the stored message; else
 * the intro rule, the rolling windows (the sender's `perMinute`-th / `perDay`-th newest message inside each, whose
 * time tells when a place frees up), then the match's next seq from its counter row and the row itself. The
 * partner's read mark comes along for `readByThem`.
 */
export async function sendInOneCall(db: DbOrTx, rules: SendRules, send: SendValues): Promise<SendAnswer> {
  const rows = await runPrepared<unknown>(db, sendStatement, {
    ...send,
    completeStep: rules.completeStep,
    introLimit: rules.introLimit,
    perMinute: rules.perMinute,
    perDay: rules.perDay,
    now: send.now.toISOString(),
    minuteSince: isoBefore(send.now, rules.minuteMs),
    daySince: isoBefore(send.now, rules.dayMs),
    safetyKind: send.safetyKind ?? null,
    needsConfirm: send.needsConfirm === true,
    kind: send.kind ?? 'text',
    attachmentId: send.attachmentId ?? null,
    replyTo: send.replyTo ?? null,
  });
  if (rows.length !== 1) throw new Error(`chat_send_message answered ${rows.length} rows`);
  return answerOf(rows[0], send);
}

/**
 * Several sends in one statement and one commit (decision 0116): chat_send_messages (sql/chat-send-messages.sql) takes every
 * lock they need in one fixed order, then runs chat_send_message for each in the order given, each seeing the ones
 * before it. One answer per send, in order. An error fails them all (nothing is written); the caller then sends
 * each alone.
 */
export async function sendManyInOneCall(db: DbOrTx, rules: SendRules, sends: SendValues[]): Promise<SendAnswer[]> {
  const rows = await runPrepared<unknown>(db, sendsStatement, {
    sessionIds: sends.map((s) => s.sessionId),
    matchIds: sends.map((s) => s.matchId),
    senderIds: sends.map((s) => s.senderId),
    clientMessageIds: sends.map((s) => s.clientMessageId),
    texts: sends.map((s) => s.text),
    safetyKinds: sends.map((s) => s.safetyKind ?? null),
    needsConfirms: sends.map((s) => s.needsConfirm === true),
    kinds: sends.map((s) => s.kind ?? 'text'),
    attachmentIds: sends.map((s) => s.attachmentId ?? null),
    replyTos: sends.map((s) => s.replyTo ?? null),
    nows: sends.map((s) => s.now.toISOString()),
    minuteSinces: sends.map((s) => isoBefore(s.now, rules.minuteMs)),
    daySinces: sends.map((s) => isoBefore(s.now, rules.dayMs)),
    completeStep: rules.completeStep,
    introLimit: rules.introLimit,
    perMinute: rules.perMinute,
    perDay: rules.perDay,
  });
  if (rows.length !== sends.length)
    throw new Error(`chat_send_messages answered ${rows.length} of ${sends.length} sends`);
  const ordered = rows
    .map((row) => ({ row, ord: z.object({ ord: count }).parse(row).ord }))
    .sort((a, b) => a.ord - b.ord);
  return sends.map((send, i) => answerOf(ordered[i]!.row, send));
}

const answerOf = (row: unknown, send: SendValues): SendAnswer => ({
  outcome: outcomeOf(sendColumns.parse(row), send),
  standing: standingOf(row),
});

function outcomeOf(answer: z.infer<typeof sendColumns>, values: { matchId: string; senderId: string }): SendOutcome {
  switch (answer.outcome) {
    case 'session':
    case 'signup':
    case 'not-found':
    case 'wait-for-reply':
    case 'nudge':
    case 'attachment-not-found':
    case 'attachment-kind':
    case 'reply-not-found':
      return { kind: answer.outcome };
    case 'minute-full':
    case 'day-full':
      return { kind: answer.outcome, nthNewestAt: answer.nth_newest_at };
    case 'sent':
    case 'known':
      return {
        kind: answer.outcome,
        match: {
          id: values.matchId,
          otherId: answer.other_id,
          myReceipts: answer.my_receipts,
          theirReceipts: answer.their_receipts,
          myFirstName: answer.my_first_name,
        },
        row: {
          id: answer.message_id,
          seq: answer.message_seq,
          senderId: values.senderId,
          text: answer.message_text,
          createdAt: answer.message_created_at,
          safetyKind: answer.message_safety_kind,
          kind: answer.message_kind,
          attachmentId: answer.message_attachment_id,
          replyToSeq: answer.message_reply_to,
        },
        theirMark: answer.their_mark,
      };
  }
}

/**
 * A message the reported member sent to the reporter in their match (live or ended), and up to `before` of
 * the match's messages before it, oldest first; empty when there is no such message.
 */
export async function messageExcerpt(
  db: DbOrTx,
  reporterId: string,
  reportedId: string,
  messageId: string,
  before: number,
): Promise<(MessageRow & { matchId: string })[]> {
  const result = await db.execute(sql`
    select m.id, m.match_id, m.seq, m.sender_id, m.text, m.created_at, m.safety_kind, m.kind, m.attachment_id, m.reply_to_seq
    from match_messages target
    join member_matches mm on mm.id = target.match_id
      and mm.member_low_id = least(${reporterId}::uuid, ${reportedId}::uuid) and mm.member_high_id = greatest(${reporterId}::uuid, ${reportedId}::uuid)
    join match_messages m on m.match_id = target.match_id and m.seq between target.seq - ${before} and target.seq
    where target.id = ${messageId} and target.sender_id = ${reportedId}
    order by m.seq`);
  type Raw = {
    id: string;
    match_id: string;
    seq: number;
    sender_id: string;
    text: string;
    created_at: string | Date;
    safety_kind: string | null;
    kind: MessageKind;
    attachment_id: string | null;
    reply_to_seq: number | null;
  };
  return rowsOf<Raw>(result).map((r) => ({
    id: r.id,
    matchId: r.match_id,
    seq: Number(r.seq),
    senderId: r.sender_id,
    text: r.text,
    createdAt: new Date(r.created_at),
    safetyKind: r.safety_kind,
    kind: r.kind,
    attachmentId: r.attachment_id,
    replyToSeq: r.reply_to_seq === null ? null : Number(r.reply_to_seq),
  }));
}

/** Both members' read marks in a match (0 where none). */
export async function readMarksOf(db: DbOrTx, matchId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ memberId: matchReadMarks.memberId, seq: matchReadMarks.seq })
    .from(matchReadMarks)
    .where(eq(matchReadMarks.matchId, matchId));
  return new Map(rows.map((row) => [row.memberId, row.seq]));
}

/** Moves the member's mark forward to `seq`; the new mark when it moved, undefined when it was already there. */
export async function moveReadMark(
  db: DbOrTx,
  matchId: string,
  memberId: string,
  seq: number,
): Promise<number | undefined> {
  const [row] = await db
    .insert(matchReadMarks)
    .values({ matchId, memberId, seq })
    .onConflictDoUpdate({
      target: [matchReadMarks.matchId, matchReadMarks.memberId],
      set: { seq },
      setWhere: sql`${matchReadMarks.seq} < excluded.seq`,
    })
    .returning({ seq: matchReadMarks.seq });
  return row?.seq;
}

export type ConversationRow = {
  matchId: string;
  otherId: string;
  activityAt: Date;
  at: string;
  unread: number;
  last: MessageRow | null;
};

/**
 * One page of the member's live conversations with partners they may see, most recent activity first. Each
 * side of the ordered pair has its own partial index (member, activity_at desc, id desc), scanned and merged.
 * The partner's visibility and the last message are read in laterals with `limit 1`, which the planner cannot turn
 * into joins: each side walks its index in order and stops at `limit` visible partners. As joins, the planner
 * misjudged how many partners pass the visibility rule (it guesses very few) and read every match of the member and
 * every partner row, in a nested loop of sequential scans (58 ms for 500 conversations; 0.5 ms so). A first page and
 * a page after a cursor are each a prepared statement: the plan is made once a connection, not per request.
 */
const conversationPage = (paged: boolean) => {
  const after = paged
    ? sql`and ${beforeKey(sql`mm.activity_at`, sql`mm.id`, { at: p('afterAt'), id: p('afterId') })}`
    : sql``;
  const side = (mine: 'member_low_id' | 'member_high_id', other: 'member_low_id' | 'member_high_id') => sql`(
    select mm.id, mm.${sql.raw(other)} as other_id, mm.activity_at, mm.last_seq
    from member_matches mm
    cross join lateral (
      select 1 from members where members.id = mm.${sql.raw(other)} and ${memberVisibleTo(member)} limit 1) visible
    where mm.${sql.raw(mine)} = ${member} and mm.ended_at is null ${after}
    order by mm.activity_at desc, mm.id desc limit ${p('limit')})`;
  return preparedStatement(
    paged ? 'chat_conversations_after' : 'chat_conversations_first',
    sql`
    select x.id, x.other_id, x.activity_at, ${cursorTime(sql`x.activity_at`)} as at,
      lm.id as last_id, lm.seq as last_seq, lm.sender_id as last_sender, lm.text as last_text, lm.created_at as last_at,
      lm.safety_kind as last_safety_kind, lm.kind as last_kind,
      (select count(*) from match_messages um where um.match_id = x.id and um.sender_id = x.other_id
        and um.seq > coalesce((select rm.seq from match_read_marks rm where rm.match_id = x.id and rm.member_id = ${member}), 0))::int as unread
    from (${side('member_low_id', 'member_high_id')} union all ${side('member_high_id', 'member_low_id')}) x
    left join lateral (select * from match_messages m where m.match_id = x.id and m.seq = x.last_seq limit 1) lm on true
    order by x.activity_at desc, x.id desc limit ${p('limit')}`,
  );
};
const firstConversations = conversationPage(false);
const conversationsAfter = conversationPage(true);

export async function listConversationPage(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<ConversationRow[]> {
  type Raw = {
    id: string;
    other_id: string;
    activity_at: string | Date;
    at: string;
    unread: number;
    last_id: string | null;
    last_seq: number | null;
    last_sender: string | null;
    last_text: string | null;
    last_at: string | Date | null;
    last_safety_kind: string | null;
    last_kind: MessageKind | null;
  };
  const rows = after
    ? await runPrepared<Raw>(db, conversationsAfter, { memberId, limit, afterAt: after.at, afterId: after.id })
    : await runPrepared<Raw>(db, firstConversations, { memberId, limit });
  return rows.map((r) => ({
    matchId: r.id,
    otherId: r.other_id,
    activityAt: new Date(r.activity_at),
    at: r.at,
    unread: Number(r.unread),
    last: r.last_id
      ? {
          id: r.last_id,
          seq: Number(r.last_seq),
          senderId: r.last_sender!,
          text: r.last_text!,
          createdAt: new Date(r.last_at!),
          safetyKind: r.last_safety_kind,
          kind: r.last_kind ?? 'text',
          attachmentId: null,
          replyToSeq: null,
        }
      : null,
  }));
}

/** One message of a match by its seq, or undefined. */
export const findMessageRow = (db: DbOrTx, matchId: string, seq: number): Promise<MessageRow | undefined> =>
  db
    .select(columns)
    .from(matchMessages)
    .where(and(eq(matchMessages.matchId, matchId), eq(matchMessages.seq, seq)))
    .then((rows) => rows[0]);

/** The messages of a match that others answer (replyTo): who sent each, its kind and text. */
export const repliedMessages = (db: DbOrTx, matchId: string, seqs: number[]) =>
  seqs.length === 0
    ? Promise.resolve([])
    : db
        .select({
          seq: matchMessages.seq,
          senderId: matchMessages.senderId,
          kind: matchMessages.kind,
          text: matchMessages.text,
        })
        .from(matchMessages)
        .where(and(eq(matchMessages.matchId, matchId), inArray(matchMessages.seq, seqs)));

/** The reactions to some messages of a match, oldest first. */
export const reactionsTo = (db: DbOrTx, matchId: string, seqs: number[]) =>
  seqs.length === 0
    ? Promise.resolve([])
    : db
        .select({ seq: messageReactions.seq, memberId: messageReactions.memberId, emoji: messageReactions.emoji })
        .from(messageReactions)
        .where(and(eq(messageReactions.matchId, matchId), inArray(messageReactions.seq, seqs)))
        .orderBy(messageReactions.createdAt);

/**
 * Sets (`emoji`) or clears (null) a member's one reaction to a message; true when that changed anything (the same
 * reaction again, or clearing none, changes nothing).
 */
export async function writeReaction(
  db: DbOrTx,
  key: { matchId: string; seq: number; memberId: string },
  emoji: string | null,
  at: Date,
): Promise<boolean> {
  if (emoji === null) {
    const gone = await db
      .delete(messageReactions)
      .where(
        and(
          eq(messageReactions.matchId, key.matchId),
          eq(messageReactions.seq, key.seq),
          eq(messageReactions.memberId, key.memberId),
        ),
      )
      .returning({ seq: messageReactions.seq });
    return gone.length > 0;
  }
  const written = await db
    .insert(messageReactions)
    .values({ ...key, emoji, createdAt: at })
    .onConflictDoUpdate({
      target: [messageReactions.matchId, messageReactions.seq, messageReactions.memberId],
      set: { emoji, createdAt: at },
      setWhere: sql`${messageReactions.emoji} <> excluded.emoji`,
    })
    .returning({ seq: messageReactions.seq });
  return written.length > 0;
}
