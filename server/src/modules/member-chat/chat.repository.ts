import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/**
 * The member's live match with a partner they may see, or undefined (ended, someone else's, a block, a
 * blocked or deleted partner). `lock` takes the match row's lock: the seq counter lives on it, and an unmatch
 * or a block (which update the row) wait for the sending transaction, or it for them.
 */
export async function findChatMatch(
  db: DbOrTx,
  memberId: string,
  matchId: string,
  lock = false,
): Promise<ChatMatch | undefined> {
  const result = await db.execute(sql`
    select mm.id, members.id as other_id, mm.last_seq, members.read_receipts as their_receipts, me.read_receipts as my_receipts, me.first_name as my_first_name
    from member_matches mm
    join members me on me.id = ${memberId}
    join members on members.id = case when mm.member_low_id = ${memberId} then mm.member_high_id else mm.member_low_id end
    where mm.id = ${matchId} and mm.ended_at is null and (mm.member_low_id = ${memberId} or mm.member_high_id = ${memberId})
      and ${memberVisibleTo(memberId)}
    ${lock ? sql`for update of mm` : sql``}`);
  const [row] = rowsOf<RawMatch>(result);
  if (!row) return undefined;
  return {
    id: row.id,
    otherId: row.other_id,
    lastSeq: Number(row.last_seq),
    myReceipts: row.my_receipts === true,
    theirReceipts: row.their_receipts === true,
    myFirstName: row.my_first_name,
  };
}

/** One sender's sends queue here, so the per-minute and per-day counts cannot be passed by concurrent sends. */
export async function lockSender(tx: DbOrTx, memberId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat-sender:${memberId}`}, 0))`);
}

const columns = {
  id: matchMessages.id,
  seq: matchMessages.seq,
  senderId: matchMessages.senderId,
  text: matchMessages.text,
  createdAt: matchMessages.createdAt,
};

export async function findByClientId(
  db: DbOrTx,
  matchId: string,
  senderId: string,
  clientMessageId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(matchMessages)
    .where(
      and(
        eq(matchMessages.matchId, matchId),
        eq(matchMessages.senderId, senderId),
        eq(matchMessages.clientMessageId, clientMessageId),
      ),
    );
  return row;
}

/** How many messages the sender wrote in the match (counted up to `cap`) and whether the other side ever wrote. */
export async function introState(
  db: DbOrTx,
  matchId: string,
  senderId: string,
  cap: number,
): Promise<{ mine: number; theirs: boolean }> {
  const result = await db.execute(sql`
    select (select count(*) from (select 1 from match_messages where match_id = ${matchId} and sender_id = ${senderId} limit ${cap}) c)::int as mine,
      exists (select 1 from match_messages where match_id = ${matchId} and sender_id <> ${senderId}) as theirs`);
  const [row] = rowsOf<{ mine: number; theirs: boolean }>(result);
  return { mine: Number(row?.mine ?? 0), theirs: row?.theirs === true };
}

/** When the sender's `limit`-th newest message since `since` was sent, or undefined when fewer were sent. */
export async function nthNewestSince(
  db: DbOrTx,
  senderId: string,
  since: Date,
  limit: number,
): Promise<Date | undefined> {
  const result = await db.execute(sql`
    select created_at from match_messages where sender_id = ${senderId} and created_at > ${since.toISOString()}::timestamptz
    order by created_at desc offset ${limit - 1} limit 1`);
  const [row] = rowsOf<{ created_at: string | Date }>(result);
  return row ? new Date(row.created_at) : undefined;
}

/** Takes the match's next seq (the row is locked by the caller) and writes the message with it. */
export async function insertMessage(
  tx: DbOrTx,
  values: { matchId: string; senderId: string; clientMessageId: string; text: string; now: Date },
): Promise<MessageRow> {
  const result = await tx.execute(sql`
    update member_matches set last_seq = last_seq + 1, activity_at = ${values.now.toISOString()}::timestamptz
    where id = ${values.matchId} returning last_seq`);
  const seq = Number(rowsOf<{ last_seq: number }>(result)[0]!.last_seq);
  const [row] = await tx
    .insert(matchMessages)
    .values({
      matchId: values.matchId,
      senderId: values.senderId,
      clientMessageId: values.clientMessageId,
      text: values.text,
      seq,
      createdAt: values.now,
    })
    .returning(columns);
  return row!;
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
