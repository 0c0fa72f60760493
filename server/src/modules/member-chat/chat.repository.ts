import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { matchMessages, matchReadMarks } from '../../db/schema';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
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

export type MessageRow = { id: string; seq: number; senderId: string; text: string; createdAt: Date };

type RawMatch = {
  id: string;
  other_id: string;
  last_seq: number;
  my_receipts: boolean;
  their_receipts: boolean;
  my_first_name: string;
};

const toChatMatch = (row: RawMatch): ChatMatch => ({
  id: row.id,
  otherId: row.other_id,
  lastSeq: Number(row.last_seq),
  myReceipts: row.my_receipts === true,
  theirReceipts: row.their_receipts === true,
  myFirstName: row.my_first_name,
});

const member = sql.placeholder('memberId');

/** The §6 rule in one statement: the match, live, the member's, with a partner they may see. */
const chatMatchQuery = (lockSender: boolean) => sql`
  select mm.id, members.id as other_id, mm.last_seq, members.read_receipts as their_receipts, me.read_receipts as my_receipts, me.first_name as my_first_name
  from member_matches mm
  join members me on me.id = ${member}
  join members on members.id = case when mm.member_low_id = ${member} then mm.member_high_id else mm.member_low_id end
  where ${lockSender ? sql`(select true from pg_advisory_xact_lock(hashtextextended(${sql.placeholder('lockKey')}, 0))) and ` : sql``}mm.id = ${sql.placeholder('matchId')}
    and mm.ended_at is null and (mm.member_low_id = ${member} or mm.member_high_id = ${member})
    and ${memberVisibleTo(member)}
  ${lockSender ? sql`for update of mm` : sql``}`;

const chatMatch = preparedStatement('chat_match', chatMatchQuery(false));
// The sender's lock is an uncorrelated condition, so PostgreSQL evaluates it first (a one-time filter), before
// the scan and so before the match row's lock: every send takes the two locks in the same order.
const chatMatchForSend = preparedStatement('chat_match_for_send', chatMatchQuery(true));

/**
 * The member's live match with a partner they may see, or undefined (ended, someone else's, a block, a
 * blocked or deleted partner).
 */
export async function findChatMatch(db: DbOrTx, memberId: string, matchId: string): Promise<ChatMatch | undefined> {
  const [row] = await runPrepared<RawMatch>(db, chatMatch, { memberId, matchId });
  return row && toChatMatch(row);
}

/**
 * `findChatMatch` for a send, taking its two locks in one statement: the sender's (their sends queue here, so
 * the per-minute and per-day counts and the client-id check cannot be passed by concurrent sends), then the
 * match row's (its seq counter lives on it, and an unmatch or a block, which update the row, wait for the
 * sending transaction, or it for them).
 */
export async function lockMatchForSend(tx: DbOrTx, senderId: string, matchId: string): Promise<ChatMatch | undefined> {
  const [row] = await runPrepared<RawMatch>(tx, chatMatchForSend, {
    memberId: senderId,
    matchId,
    lockKey: `chat-sender:${senderId}`,
  });
  return row && toChatMatch(row);
}

const columns = {
  id: matchMessages.id,
  seq: matchMessages.seq,
  senderId: matchMessages.senderId,
  text: matchMessages.text,
  createdAt: matchMessages.createdAt,
};

type RawMessage = { id: string; seq: number; sender_id: string; text: string; created_at: string | Date };

const toMessageRow = (r: RawMessage): MessageRow => ({
  id: r.id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  text: r.text,
  createdAt: new Date(r.created_at),
});

/** What a send did: wrote the message, found it already written (a retry), or refused it under a rule. */
export type SendOutcome =
  | { kind: 'sent' | 'known'; row: MessageRow; theirMark: number }
  | { kind: 'wait-for-reply' }
  | { kind: 'minute-full'; nthNewestAt: Date }
  | { kind: 'day-full'; nthNewestAt: Date };

const p = (name: string) => sql.placeholder(name);

/**
 * The rest of a send after `lockMatchForSend`, in one statement (its snapshot is taken after both locks, so it
 * sees every earlier send of this sender and of this match): a known (match, sender, client id) answers the
 * stored message; else the intro rule (at most `introLimit` before the other side writes), then the rolling
 * minute and day windows (the sender's `perMinute`-th / `perDay`-th newest message inside the window); else the
 * match's next seq from its counter row and the row itself. The partner's read mark comes along for `readByThem`.
 */
const sendStatement = preparedStatement(
  'chat_send',
  sql`
  with existing as (
    select id, seq, sender_id, text, created_at from match_messages
    where match_id = ${p('matchId')}::uuid and sender_id = ${p('senderId')}::uuid and client_message_id = ${p('clientMessageId')}::uuid
  ),
  minute_full as (
    select created_at from match_messages where sender_id = ${p('senderId')}::uuid and created_at > ${p('minuteAgo')}::timestamptz
    order by created_at desc offset ${p('perMinuteOffset')}::int limit 1
  ),
  day_full as (
    select created_at from match_messages where sender_id = ${p('senderId')}::uuid and created_at > ${p('dayAgo')}::timestamptz
    order by created_at desc offset ${p('perDayOffset')}::int limit 1
  ),
  verdict as (
    select case
      when exists (select 1 from existing) then 'known'
      when (select count(*) from (select 1 from match_messages where match_id = ${p('matchId')}::uuid and sender_id = ${p('senderId')}::uuid limit ${p('introLimit')}::int) c) >= ${p('introLimit')}::int
        and not exists (select 1 from match_messages where match_id = ${p('matchId')}::uuid and sender_id <> ${p('senderId')}::uuid) then 'wait-for-reply'
      when exists (select 1 from minute_full) then 'minute-full'
      when exists (select 1 from day_full) then 'day-full'
      else 'sent' end as outcome
  ),
  bump as (
    update member_matches set last_seq = last_seq + 1, activity_at = ${p('now')}::timestamptz
    where id = ${p('matchId')}::uuid and (select outcome from verdict) = 'sent'
    returning last_seq
  ),
  inserted as (
    insert into match_messages (match_id, sender_id, client_message_id, text, seq, created_at)
    select ${p('matchId')}::uuid, ${p('senderId')}::uuid, ${p('clientMessageId')}::uuid, ${p('text')}::text, last_seq, ${p('now')}::timestamptz from bump
    returning id, seq, sender_id, text, created_at
  ),
  message as (select * from inserted union all select * from existing)
  select verdict.outcome, (select created_at from minute_full) as minute_full, (select created_at from day_full) as day_full,
    message.id, message.seq, message.sender_id, message.text, message.created_at,
    coalesce((select rm.seq from match_read_marks rm where rm.match_id = ${p('matchId')}::uuid and rm.member_id = ${p('otherId')}::uuid), 0) as their_mark
  from verdict left join message on true`,
);

/** The send's checks and write, after `lockMatchForSend` in the same transaction. */
export async function writeMessage(
  tx: DbOrTx,
  values: {
    matchId: string;
    senderId: string;
    otherId: string;
    clientMessageId: string;
    text: string;
    now: Date;
    introLimit: number;
    perMinute: number;
    perDay: number;
  },
): Promise<SendOutcome> {
  const at = values.now.getTime();
  const [row] = await runPrepared<
    Partial<RawMessage> & {
      outcome: SendOutcome['kind'];
      minute_full: string | Date | null;
      day_full: string | Date | null;
      their_mark: number;
    }
  >(tx, sendStatement, {
    matchId: values.matchId,
    senderId: values.senderId,
    otherId: values.otherId,
    clientMessageId: values.clientMessageId,
    text: values.text,
    now: values.now.toISOString(),
    minuteAgo: new Date(at - 60_000).toISOString(),
    dayAgo: new Date(at - 24 * 60 * 60_000).toISOString(),
    perMinuteOffset: values.perMinute - 1,
    perDayOffset: values.perDay - 1,
    introLimit: values.introLimit,
  });
  const outcome = row!;
  switch (outcome.outcome) {
    case 'sent':
    case 'known':
      return { kind: outcome.outcome, row: toMessageRow(outcome as RawMessage), theirMark: Number(outcome.their_mark) };
    case 'wait-for-reply':
      return { kind: 'wait-for-reply' };
    case 'minute-full':
      return { kind: 'minute-full', nthNewestAt: new Date(outcome.minute_full!) };
    case 'day-full':
      return { kind: 'day-full', nthNewestAt: new Date(outcome.day_full!) };
  }
}

/** A page of one match's messages: oldest first after a seq, or newest first before one (or from the end). */
export async function listMessagePage(
  db: DbOrTx,
  matchId: string,
  page: { after?: number; before?: number },
  limit: number,
): Promise<MessageRow[]> {
  const query = db.select(columns).from(matchMessages);
  if (page.after !== undefined) {
    return query
      .where(and(eq(matchMessages.matchId, matchId), sql`${matchMessages.seq} > ${page.after}`))
      .orderBy(matchMessages.seq)
      .limit(limit);
  }
  const before = page.before === undefined ? sql`true` : sql`${matchMessages.seq} < ${page.before}`;
  return query
    .where(and(eq(matchMessages.matchId, matchId), before))
    .orderBy(sql`${matchMessages.seq} desc`)
    .limit(limit);
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
    select m.id, m.match_id, m.seq, m.sender_id, m.text, m.created_at from match_messages target
    join member_matches mm on mm.id = target.match_id
      and mm.member_low_id = least(${reporterId}::uuid, ${reportedId}::uuid) and mm.member_high_id = greatest(${reporterId}::uuid, ${reportedId}::uuid)
    join match_messages m on m.match_id = target.match_id and m.seq between target.seq - ${before} and target.seq
    where target.id = ${messageId} and target.sender_id = ${reportedId}
    order by m.seq`);
  type Raw = { id: string; match_id: string; seq: number; sender_id: string; text: string; created_at: string | Date };
  return rowsOf<Raw>(result).map((r) => ({
    id: r.id,
    matchId: r.match_id,
    seq: Number(r.seq),
    senderId: r.sender_id,
    text: r.text,
    createdAt: new Date(r.created_at),
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
  last: { id: string; seq: number; senderId: string; text: string; createdAt: Date } | null;
};

/**
 * One page of the member's live conversations with partners they may see, most recent activity first. Each
 * side of the ordered pair has its own partial index (member, activity_at desc, id desc), scanned and merged.
 */
export async function listConversationPage(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<ConversationRow[]> {
  const side = (mine: 'member_low_id' | 'member_high_id', other: 'member_low_id' | 'member_high_id') => sql`(
    select mm.id, mm.${sql.raw(other)} as other_id, mm.activity_at, mm.last_seq
    from member_matches mm
    join members on members.id = mm.${sql.raw(other)}
    where mm.${sql.raw(mine)} = ${memberId} and mm.ended_at is null
      ${after ? sql`and ${beforeKey(sql`mm.activity_at`, sql`mm.id`, after)}` : sql``}
      and ${memberVisibleTo(memberId)}
    order by mm.activity_at desc, mm.id desc limit ${limit})`;
  const result = await db.execute(sql`
    select x.id, x.other_id, x.activity_at, ${cursorTime(sql`x.activity_at`)} as at,
      lm.id as last_id, lm.seq as last_seq, lm.sender_id as last_sender, lm.text as last_text, lm.created_at as last_at,
      (select count(*) from match_messages um where um.match_id = x.id and um.sender_id = x.other_id
        and um.seq > coalesce((select rm.seq from match_read_marks rm where rm.match_id = x.id and rm.member_id = ${memberId}), 0))::int as unread
    from (${side('member_low_id', 'member_high_id')} union all ${side('member_high_id', 'member_low_id')}) x
    left join match_messages lm on lm.match_id = x.id and lm.seq = x.last_seq
    order by x.activity_at desc, x.id desc limit ${limit}`);
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
  };
  return rowsOf<Raw>(result).map((r) => ({
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
        }
      : null,
  }));
}
