import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chatAttachments, matchMessages, memberMatches } from '../../db/schema';
import { memberVisibleTo } from '../visibility/visibility.repository';

/**
 * The member's live match with a partner they may see (the §6 rule, as chat reads it), else undefined: an ended
 * match, someone else's, a block, a blocked or deleted partner.
 */
export async function findVisibleMatch(
  db: DbOrTx,
  memberId: string,
  matchId: string,
): Promise<{ id: string; otherId: string } | undefined> {
  const result = await db.execute(sql`
    select mm.id, members.id as other_id
    from member_matches mm
    join members on members.id = case when mm.member_low_id = ${memberId} then mm.member_high_id else mm.member_low_id end
    where mm.id = ${matchId} and mm.ended_at is null
      and (mm.member_low_id = ${memberId} or mm.member_high_id = ${memberId})
      and ${memberVisibleTo(memberId)}`);
  const [row] = rowsOf<{ id: string; other_id: string }>(result);
  return row && { id: row.id, otherId: row.other_id };
}

/** An attachment without its bytes: what a message item, a frame and the access checks need. */
export type AttachmentMeta = {
  id: string;
  matchId: string | null;
  uploaderId: string | null;
  kind: 'voice' | 'photo';
  mimeType: string;
  bytes: number;
  durationMs: number | null;
  width: number | null;
  height: number | null;
  status: 'ready' | 'checking' | 'held' | 'approved' | 'removed';
  reason: string | null;
};

/** The columns an attachment's metadata is read from (AttachmentMeta), for every read and returning of the module. */
export const attachmentMetaColumns = {
  id: chatAttachments.id,
  matchId: chatAttachments.matchId,
  uploaderId: chatAttachments.uploaderId,
  kind: chatAttachments.kind,
  mimeType: chatAttachments.mimeType,
  bytes: chatAttachments.bytes,
  durationMs: chatAttachments.durationMs,
  width: chatAttachments.width,
  height: chatAttachments.height,
  status: chatAttachments.status,
  reason: chatAttachments.reason,
};

export type NewAttachment = Omit<AttachmentMeta, 'id' | 'reason'> & {
  content: Buffer;
  preview: Buffer | null;
  screening: Record<string, unknown> | null;
};

/**
 * Stores an upload unless the member has uploaded `perHour` in the last hour: under the member's lock, so two
 * uploads at once cannot both take the last place. Answers the stored row, or the time the oldest counted upload
 * leaves the window.
 */
export async function insertAttachment(
  db: DbOrTx,
  row: NewAttachment,
  limit: { perHour: number; since: Date },
): Promise<{ stored: AttachmentMeta } | { full: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'chat-attachments:' + row.uploaderId}, 0))`);
    const [nth] = await tx
      .select({ at: chatAttachments.createdAt })
      .from(chatAttachments)
      .where(and(eq(chatAttachments.uploaderId, row.uploaderId!), gt(chatAttachments.createdAt, limit.since)))
      .orderBy(sql`${chatAttachments.createdAt} desc`)
      .offset(limit.perHour - 1)
      .limit(1);
    if (nth) return { full: nth.at };
    const [stored] = await tx.insert(chatAttachments).values(row).returning(attachmentMetaColumns);
    return { stored: stored! };
  });
}

export const findAttachmentMeta = (db: DbOrTx, id: string) =>
  db
    .select(attachmentMetaColumns)
    .from(chatAttachments)
    .where(eq(chatAttachments.id, id))
    .then((rows) => rows[0]);

export async function attachmentsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, AttachmentMeta>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(attachmentMetaColumns).from(chatAttachments).where(inArray(chatAttachments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The attachment's bytes (or its preview) with what its access checks read: the message that sent it, if any. */
export async function findAttachmentForRead(db: DbOrTx, id: string, variant: 'full' | 'preview') {
  const [row] = await db
    .select({
      ...attachmentMetaColumns,
      body: variant === 'preview' ? chatAttachments.preview : chatAttachments.content,
      sentSeq: matchMessages.seq,
    })
    .from(chatAttachments)
    .leftJoin(matchMessages, eq(matchMessages.attachmentId, chatAttachments.id))
    .where(eq(chatAttachments.id, id));
  return row;
}

/** Whether both members of the match have unlocked photos to each other and neither took it back (the photo unlock). */
export const photosUnlocked = (db: DbOrTx, matchId: string) =>
  db
    .select({ at: memberMatches.photosUnlockedAt, low: memberMatches.lowRevokedAt, high: memberMatches.highRevokedAt })
    .from(memberMatches)
    .where(eq(memberMatches.id, matchId))
    .then((rows) => rows[0]?.at != null && rows[0].low === null && rows[0].high === null);

export const findAttachmentToScreen = (db: DbOrTx, id: string) =>
  db
    .select({ ...attachmentMetaColumns, content: chatAttachments.content, screening: chatAttachments.screening })
    .from(chatAttachments)
    .where(eq(chatAttachments.id, id))
    .then((rows) => rows[0]);

/** The seq of the message that sent an attachment, if sent. */
export const sentSeqOf = (db: DbOrTx, attachmentId: string) =>
  db
    .select({ seq: matchMessages.seq })
    .from(matchMessages)
    .where(eq(matchMessages.attachmentId, attachmentId))
    .then((rows) => rows[0]?.seq);

/** Kept past an account deletion: a report excerpt or kept evidence refers to them. */
export async function keepAttachments(db: DbOrTx, ids: string[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(chatAttachments)
    .set({ keptAt: at })
    .where(and(inArray(chatAttachments.id, ids), isNull(chatAttachments.keptAt)));
}

/**
 * The evidence purge (decision 0182): the attachments a purged evidence row named go with their bytes, but those kept
 * (`kept_at`: a report's excerpt copied them, or they are child-safety evidence) and those still held for staff.
 */
export async function deleteAttachmentsOfPurgedEvidence(db: DbOrTx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(chatAttachments)
    .where(
      and(inArray(chatAttachments.id, ids), isNull(chatAttachments.keptAt), sql`${chatAttachments.status} <> 'held'`),
    )
    .returning({ id: chatAttachments.id });
  return gone.length;
}

/**
 * An account deletion, before the member's rows go: every attachment the member uploaded, and every one of their
 * matches, goes, but those a report or kept evidence refers to.
 */
export async function deleteAttachmentsOf(db: DbOrTx, memberId: string) {
  await db.delete(chatAttachments).where(
    and(
      isNull(chatAttachments.keptAt),
      // Kept evidence names the attachments of its messages (decision 0154): those stay with it.
      sql`not exists (select 1 from match_evidence ev, jsonb_array_elements(ev.messages) e
        where ev.match_id = ${chatAttachments.matchId} and e->>'attachmentId' = ${chatAttachments.id}::text)`,
      or(
        eq(chatAttachments.uploaderId, memberId),
        inArray(
          chatAttachments.matchId,
          db
            .select({ id: memberMatches.id })
            .from(memberMatches)
            .where(or(eq(memberMatches.memberLowId, memberId), eq(memberMatches.memberHighId, memberId))),
        ),
      ),
    ),
  );
}

/** The member's own uploads, without their bytes, for the account export. */
export async function attachmentsUploadedBy(db: DbOrTx, memberId: string) {
  const result = await db.execute(sql`
    select a.id, a.match_id, a.kind, a.mime_type, a.bytes, a.duration_ms, a.width, a.height, a.status, a.created_at,
      m.seq as sent_seq
    from chat_attachments a left join match_messages m on m.attachment_id = a.id
    where a.uploader_id = ${memberId} order by a.created_at`);
  return rowsOf<{
    id: string;
    match_id: string | null;
    kind: string;
    mime_type: string;
    bytes: number;
    duration_ms: number | null;
    width: number | null;
    height: number | null;
    status: string;
    created_at: string | Date;
    sent_seq: number | null;
  }>(result);
}
