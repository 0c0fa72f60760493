import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberHiddenContacts, memberHiddenPairs, members } from '../../db/schema';

/*
 * Hidden contacts (decision 0164): the owner's hashes, and the member pairs they matched. Nothing here ever holds a
 * hidden number: the service hands in hashes, and the members matched by number at the time of the PUT.
 */

/** Replaces the owner's hashes and the pairs the owner made with them, in the caller's transaction. */
export async function replaceHiddenContacts(tx: DbOrTx, ownerId: string, hashes: string[], hiddenIds: string[]) {
  await tx.delete(memberHiddenContacts).where(eq(memberHiddenContacts.ownerId, ownerId));
  await tx.delete(memberHiddenPairs).where(eq(memberHiddenPairs.ownerId, ownerId));
  if (hashes.length > 0)
    await tx
      .insert(memberHiddenContacts)
      .values(hashes.map((contactHash) => ({ ownerId, contactHash })))
      .onConflictDoNothing();
  if (hiddenIds.length > 0)
    await tx
      .insert(memberHiddenPairs)
      .values(hiddenIds.map((hiddenId) => ({ ownerId, hiddenId })))
      .onConflictDoNothing();
}

export const findOwnPhone = (db: DbOrTx, memberId: string) =>
  db
    .select({ phone: members.phone })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]?.phone);

/** Members (other than the owner) whose account number is one of these canonical numbers. */
export const membersWithPhones = (db: DbOrTx, ownerId: string, phones: string[]) =>
  phones.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: members.id })
        .from(members)
        .where(and(inArray(members.phone, phones), ne(members.id, ownerId)))
        .then((rows) => rows.map((row) => row.id));

/**
 * A member's account number is now this hash (a new account, or a number changed): the pairs made from the old
 * number go, and every owner who hid the new one is paired with the member.
 */
export async function pairOwnersOfHash(tx: DbOrTx, memberId: string, hash: string) {
  await tx.delete(memberHiddenPairs).where(eq(memberHiddenPairs.hiddenId, memberId));
  const owners = await tx
    .select({ ownerId: memberHiddenContacts.ownerId })
    .from(memberHiddenContacts)
    .where(and(eq(memberHiddenContacts.contactHash, hash), ne(memberHiddenContacts.ownerId, memberId)));
  if (owners.length > 0)
    await tx
      .insert(memberHiddenPairs)
      .values(owners.map(({ ownerId }) => ({ ownerId, hiddenId: memberId })))
      .onConflictDoNothing();
}

/** Everything the member hid, for a full clear. */
export async function clearHiddenContacts(tx: DbOrTx, ownerId: string) {
  await replaceHiddenContacts(tx, ownerId, [], []);
}
