import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { atOrAfter } from '../../../db/paging/newest-first-page';
import type { RowKey } from '../../../db/paging/offset-locator';
import { memberPhotos, members, signupAuthentications } from '../../../db/schema';
import type { MemberRow } from '../../members/members.repository';
import { revokeMemberSessions } from '../../member-auth/member-sessions.repository';

/** Photos of the member with this phone, oldest first, without needing the member's id first. */
export const listPhotosByPhone = (db: DbOrTx, phone: string) =>
  db
    .select({ photo: memberPhotos })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .where(eq(members.phone, phone))
    .orderBy(asc(memberPhotos.createdAt), asc(memberPhotos.id))
    .then((rows) => rows.map((row) => row.photo));

/** Newest first from `first` on; the id breaks ties so pages never overlap. */
export const listMembersFrom = (db: DbOrTx, first: RowKey, limit: number) =>
  db.select().from(members).where(atOrAfter(members, first)).orderBy(desc(members.createdAt), desc(members.id)).limit(limit);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Partial match on the phone (digits, local 0-form accepted) or on the full name, case-insensitive. */
export async function searchMembers(db: DbOrTx, term: string, limit: number): Promise<{ rows: MemberRow[]; total: number }> {
  const conditions = [sql`lower(${members.firstName} || ' ' || ${members.lastName}) like ${`%${escapeLike(term.toLowerCase())}%`}`];
  const digits = term.replace(/[\s+()-]/g, '');
  if (/^\d+$/.test(digits)) {
    conditions.push(ilike(members.phone, `%${digits}%`));
    if (digits.startsWith('0') && digits.length > 1) conditions.push(ilike(members.phone, `%234${digits.slice(1)}%`));
  }
  const where = or(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(members).where(where).orderBy(desc(members.createdAt), desc(members.id)).limit(limit),
    db.select({ total: count() }).from(members).where(where),
  ]);
  return { rows, total };
}

/** Flips the block and keeps the sign-up record in step, in one transaction. */
export async function toggleMemberBlock(tx: DbOrTx, memberId: string, at: Date): Promise<MemberRow | undefined> {
  const [row] = await tx.update(members).set({ isBlocked: sql`not ${members.isBlocked}` }).where(eq(members.id, memberId)).returning();
  if (!row) return undefined;
  await tx.update(signupAuthentications).set({ isBlocked: row.isBlocked, updatedAt: at }).where(eq(signupAuthentications.memberId, memberId));
  // A block ends every app session at once; unblocking does not bring them back (the member signs in again).
  if (row.isBlocked) await revokeMemberSessions(tx, memberId, 'blocked', at);
  return row;
}

export async function togglePhotoFlag(tx: DbOrTx, memberId: string, photoId: string) {
  const [row] = await tx
    .update(memberPhotos)
    .set({ flagged: sql`not ${memberPhotos.flagged}` })
    .where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId)))
    .returning();
  return row;
}

export async function deletePhotoRow(tx: DbOrTx, memberId: string, photoId: string) {
  const [row] = await tx.delete(memberPhotos).where(and(eq(memberPhotos.id, photoId), eq(memberPhotos.memberId, memberId))).returning();
  return row;
}
