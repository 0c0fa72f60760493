import { and, asc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  chatAttachments,
  matchMessages,
  memberPhotos,
  members,
  moderationItems,
  removedPhotoHashes,
} from '../../db/schema';
import { staffReviewValues } from '../../db/schema/shared-columns';
import { attachmentMetaColumns, type AttachmentMeta } from './attachments.repository';

/*
 * What decision 0178 adds to chat photos: the screening's verdict with the picture's hash, the duplicate rule, staff's
 * decision on a held photo, and the sweeps. Kept apart from attachments.repository.ts (chat's reads).
 */

/** Writes a photo's verdict over `checking` only: a late or repeated run writes nothing. */
export const writeChatPhotoVerdict = (
  db: DbOrTx,
  id: string,
  verdict: {
    status: 'approved' | 'held' | 'removed';
    reason: string | null;
    screening: Record<string, unknown>;
    dhash: bigint | null;
    dhashMirrored: bigint | null;
    at: Date;
    /** Kept as evidence past the account and the sweeps (an underage hold). */
    keep: boolean;
  },
): Promise<AttachmentMeta | undefined> =>
  db
    .update(chatAttachments)
    .set({
      status: verdict.status,
      reason: verdict.reason,
      screening: verdict.screening,
      dhash: verdict.dhash,
      dhashMirrored: verdict.dhashMirrored,
      screenedAt: verdict.at,
      ...(verdict.keep ? { keptAt: verdict.at } : {}),
    })
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.status, 'checking')))
    .returning(attachmentMetaColumns)
    .then((rows) => rows[0]);

/** A dHash's 16 hex digits as the signed 64-bit integer the columns hold (as member_photos stores its own). */
export const storedHash = (hex: string) => BigInt.asIntN(64, BigInt(`0x${hex}`));

const distanceTo = (column: unknown, hash: bigint, mirrored: bigint) =>
  sql<number>`least(bit_count((${column} # ${hash}::bigint)::bit(64)), bit_count((${column} # ${mirrored}::bigint)::bit(64)))::int`;
const structured = (column: unknown, flatBits: number) =>
  sql`bit_count(${column}::bit(64)) between ${flatBits} and ${64 - flatBits}`;

export type ChatDuplicate =
  { kind: 'removed'; id: string; reason: string; distance: number } | { kind: 'photo'; id: string; distance: number };

/**
 * The duplicate rule for a chat photo (decision 0178): first the nearest picture staff removed (a profile or a chat
 * photo: removed_photo_hashes holds both), then the nearest profile photo of another member that is not refused. The
 * sender's own profile photos never count: sending one's own picture is what chat is for.
 */
export async function findChatDuplicate(
  db: DbOrTx,
  uploaderId: string,
  hashes: { hash: bigint; mirrored: bigint },
  limits: { maxDistance: number; flatBits: number },
): Promise<ChatDuplicate | undefined> {
  const removedDistance = distanceTo(removedPhotoHashes.dhash, hashes.hash, hashes.mirrored);
  const [removed] = await db
    .select({ id: removedPhotoHashes.id, reason: removedPhotoHashes.reason, distance: removedDistance })
    .from(removedPhotoHashes)
    .where(and(sql`${removedDistance} <= ${limits.maxDistance}`, structured(removedPhotoHashes.dhash, limits.flatBits)))
    .orderBy(removedDistance)
    .limit(1);
  if (removed) return { kind: 'removed', ...removed };
  const photoDistance = distanceTo(memberPhotos.dhash, hashes.hash, hashes.mirrored);
  const [photo] = await db
    .select({ id: memberPhotos.id, distance: photoDistance })
    .from(memberPhotos)
    .where(
      and(
        ne(memberPhotos.memberId, uploaderId),
        isNotNull(memberPhotos.dhash),
        ne(memberPhotos.status, 'rejected'),
        // A copy held as a duplicate is not an original.
        sql`not (${memberPhotos.status} = 'held' and ${memberPhotos.reason} = 'duplicate')`,
        structured(memberPhotos.dhash, limits.flatBits),
        sql`${photoDistance} <= ${limits.maxDistance}`,
      ),
    )
    .orderBy(photoDistance)
    .limit(1);
  return photo && { kind: 'photo', ...photo };
}

/** Held chat photos with their sender, oldest first (by when the screening held them). */
export const listHeldChatPhotos = (db: DbOrTx, limit: number) =>
  db
    .select({
      id: chatAttachments.id,
      reason: chatAttachments.reason,
      screening: chatAttachments.screening,
      createdAt: chatAttachments.createdAt,
      screenedAt: chatAttachments.screenedAt,
      sentSeq: matchMessages.seq,
      sender: { id: members.id, firstName: members.firstName, lastName: members.lastName, phone: members.phone },
    })
    .from(chatAttachments)
    .leftJoin(matchMessages, eq(matchMessages.attachmentId, chatAttachments.id))
    .leftJoin(members, eq(members.id, chatAttachments.uploaderId))
    .where(and(eq(chatAttachments.kind, 'photo'), eq(chatAttachments.status, 'held')))
    .orderBy(asc(sql`coalesce(${chatAttachments.screenedAt}, ${chatAttachments.createdAt})`), asc(chatAttachments.id))
    .limit(limit);

/** The chat photo under a row lock until the transaction ends: two staff deciding it at once decide one after the other. */
export const lockChatPhoto = (tx: DbOrTx, id: string) =>
  tx
    .select({ ...attachmentMetaColumns, dhash: chatAttachments.dhash })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.kind, 'photo')))
    .for('update')
    .then((rows) => rows[0]);

export const writeChatPhotoDecision = (
  tx: DbOrTx,
  id: string,
  values: {
    status: 'approved' | 'removed';
    reason: string | null;
    adminId: string;
    note: string;
    at: Date;
    keep: boolean;
  },
): Promise<AttachmentMeta> =>
  tx
    .update(chatAttachments)
    .set({
      status: values.status,
      reason: values.reason,
      ...staffReviewValues(values),
      ...(values.keep ? { keptAt: sql`coalesce(${chatAttachments.keptAt}, ${values.at})` } : {}),
    })
    .where(eq(chatAttachments.id, id))
    .returning(attachmentMetaColumns)
    .then((rows) => rows[0]!);

/**
 * A chat photo's picture for staff: only one the moderation queue names (a `chat-photo-hold` item, open or closed), so
 * this route opens held photos and what staff decided on them, never any other member's chat.
 */
export const findQueuedChatPhoto = (tx: DbOrTx, id: string) =>
  tx
    .select({ id: chatAttachments.id, uploaderId: chatAttachments.uploaderId, content: chatAttachments.content })
    .from(chatAttachments)
    .where(
      and(
        eq(chatAttachments.id, id),
        eq(chatAttachments.kind, 'photo'),
        sql`exists (select 1 from ${moderationItems} i where i.kind = 'chat-photo-hold' and i.source_key = ${chatAttachments.id}::text)`,
      ),
    )
    .then((rows) => rows[0]);

/** Keeps a chat photo past its account and the sweeps (the evidence of a CSAE or underage item). */
export const keepChatPhoto = (tx: DbOrTx, id: string, at: Date) =>
  tx
    .update(chatAttachments)
    .set({ keptAt: at })
    .where(and(eq(chatAttachments.id, id), isNull(chatAttachments.keptAt)));

/** Chat photos still `checking` since before `before`: their job was lost (an enqueue failed after the commit). */
export const listStuckChatPhotos = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select({ id: chatAttachments.id })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.status, 'checking'), lt(chatAttachments.createdAt, before)))
    .orderBy(asc(chatAttachments.createdAt))
    .limit(limit);

/**
 * Deletes uploads never sent in a message since before `before`, but those kept (a report or evidence names them) and
 * those held for staff (staff decide first; the next sweep after their decision takes them). Answers how many went.
 */
export async function deleteUnsentAttachments(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from chat_attachments where id in (
      select a.id from chat_attachments a
      where a.kept_at is null and a.created_at < ${before} and a.status <> 'held'
        and not exists (select 1 from match_messages m where m.attachment_id = a.id)
      order by a.created_at limit ${limit})
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/** A held (or once held) chat photo as the moderation queue shows it; undefined once deleted. */
export const chatPhotoHoldSource = (db: DbOrTx, id: string) =>
  db
    .select({ id: chatAttachments.id, status: chatAttachments.status, reason: chatAttachments.reason })
    .from(chatAttachments)
    .where(and(eq(chatAttachments.id, id), eq(chatAttachments.kind, 'photo')))
    .then((rows) => rows[0]);
