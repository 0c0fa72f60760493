import { sql } from 'drizzle-orm';
import type { MessageKind } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import type { AttachmentMeta } from '../chat-attachments/attachment-access.service';
import { chatMatchSql, toChatMatch, type ChatMatch, type MessageRow, type RawMatch } from './chat.repository';

/** A message of a history page with what it carries: its attachment, the message it answers, its reactions. */
export type HistoryRow = MessageRow & {
  attachment: AttachmentMeta | null;
  replied: { senderId: string; kind: MessageKind; text: string } | null;
  /** Oldest first. */
  reactions: { memberId: string; emoji: string }[];
};

export type HistoryPage = { match: ChatMatch; theirMark: number; rows: HistoryRow[] };

const p = (name: string) => sql.placeholder(name);

/**
 * A history page in one statement (decision 0176): the match as chat_match finds it (no row: no such match for
 * this member), the partner's read mark, and up to `limit` messages, each with its attachment's metadata (the
 * attachments table is read here, never written), the message it answers and its reactions as a JSON array. The
 * page is a lateral, so a match without messages still answers its one row. `after` reads oldest first from a
 * seq, else newest first before one; each direction is its own statement, so each walks (match_id, seq) in order.
 */
const historyStatement = (direction: 'after' | 'before') =>
  preparedStatement(
    `chat_history_${direction}`,
    sql`
  select cm.*,
    (select rm.seq from match_read_marks rm where rm.match_id = cm.id and rm.member_id = cm.other_id) as their_mark,
    msg.id as message_id, msg.seq, msg.sender_id, msg.text, msg.created_at, msg.safety_kind, msg.kind, msg.attachment_id,
    msg.reply_to_seq,
    a.match_id as a_match_id, a.uploader_id as a_uploader_id, a.kind as a_kind, a.mime_type as a_mime_type,
    a.bytes as a_bytes, a.duration_ms as a_duration_ms, a.width as a_width, a.height as a_height,
    a.status as a_status, a.reason as a_reason,
    r.sender_id as replied_sender_id, r.kind as replied_kind, r.text as replied_text,
    (select json_agg(json_build_object('memberId', mr.member_id, 'emoji', mr.emoji) order by mr.created_at)
      from message_reactions mr where mr.match_id = cm.id and mr.seq = msg.seq) as reactions
  from (${chatMatchSql}) cm
  left join lateral (
    select m.id, m.seq, m.sender_id, m.text, m.created_at, m.safety_kind, m.kind, m.attachment_id, m.reply_to_seq
    from match_messages m
    where m.match_id = ${p('matchId')} and ${direction === 'after' ? sql`m.seq > ${p('seq')}::bigint` : sql`m.seq < ${p('seq')}::bigint`}
    order by m.seq ${sql.raw(direction === 'after' ? 'asc' : 'desc')} limit ${p('limit')}) msg on true
  left join chat_attachments a on a.id = msg.attachment_id
  left join match_messages r on r.match_id = cm.id and r.seq = msg.reply_to_seq
  order by msg.seq ${sql.raw(direction === 'after' ? 'asc' : 'desc')}`,
  );

const afterStatement = historyStatement('after');
const beforeStatement = historyStatement('before');

/** Past every seq a match can reach (seq is an integer): "before" without a cursor reads from the end. */
const END = 2 ** 31;

type RawHistory = RawMatch & {
  their_mark: number | null;
  message_id: string | null;
  seq: number;
  sender_id: string;
  text: string;
  created_at: string | Date;
  safety_kind: string | null;
  kind: MessageKind;
  attachment_id: string | null;
  reply_to_seq: number | null;
  a_match_id: string | null;
  a_uploader_id: string | null;
  a_kind: AttachmentMeta['kind'] | null;
  a_mime_type: string | null;
  a_bytes: number | null;
  a_duration_ms: number | null;
  a_width: number | null;
  a_height: number | null;
  a_status: AttachmentMeta['status'] | null;
  a_reason: string | null;
  replied_sender_id: string | null;
  replied_kind: MessageKind | null;
  replied_text: string | null;
  reactions: { memberId: string; emoji: string }[] | string | null;
};

const attachmentOf = (r: RawHistory): AttachmentMeta | null =>
  r.attachment_id !== null && r.a_kind !== null
    ? {
        id: r.attachment_id,
        matchId: r.a_match_id,
        uploaderId: r.a_uploader_id,
        kind: r.a_kind,
        mimeType: r.a_mime_type!,
        bytes: Number(r.a_bytes),
        durationMs: r.a_duration_ms,
        width: r.a_width,
        height: r.a_height,
        status: r.a_status!,
        reason: r.a_reason,
      }
    : null;

const historyRowOf = (r: RawHistory & { message_id: string }): HistoryRow => ({
  id: r.message_id,
  seq: Number(r.seq),
  senderId: r.sender_id,
  text: r.text,
  createdAt: new Date(r.created_at),
  safetyKind: r.safety_kind,
  kind: r.kind,
  attachmentId: r.attachment_id,
  replyToSeq: r.reply_to_seq === null ? null : Number(r.reply_to_seq),
  attachment: attachmentOf(r),
  replied:
    r.replied_sender_id !== null
      ? { senderId: r.replied_sender_id, kind: r.replied_kind!, text: r.replied_text! }
      : null,
  reactions: typeof r.reactions === 'string' ? JSON.parse(r.reactions) : (r.reactions ?? []),
});

/**
 * The member's live match with a partner they may see and a page of its messages (oldest first after a seq, or
 * newest first before one or from the end), or undefined when chat_match finds no such match.
 */
export async function readHistoryPage(
  db: DbOrTx,
  memberId: string,
  matchId: string,
  page: { after?: number; before?: number },
  limit: number,
): Promise<HistoryPage | undefined> {
  const rows =
    page.after !== undefined
      ? await runPrepared<RawHistory>(db, afterStatement, { memberId, matchId, seq: page.after, limit })
      : await runPrepared<RawHistory>(db, beforeStatement, { memberId, matchId, seq: page.before ?? END, limit });
  const [first] = rows;
  if (!first) return undefined;
  return {
    match: toChatMatch(first),
    theirMark: Number(first.their_mark ?? 0),
    rows: rows.flatMap((r) => (r.message_id === null ? [] : [historyRowOf({ ...r, message_id: r.message_id })])),
  };
}
