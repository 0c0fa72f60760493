import { count, eq } from 'drizzle-orm';
import type { PrivacyState } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { memberHiddenContacts, members } from '../../db/schema';
import { privacyStateOf } from '../../lib/privacy-state';

/*
 * The member's own row holds snooze and incognito (decision 0165): this module owns `members`, so their writes live
 * here (privacy-settings.service.ts decides them). Hidden contacts are member-privacy's tables, read here for the count.
 */

/** Snoozes the member from now: until `until`, or until they end it (null). */
export async function writeSnooze(db: DbOrTx, memberId: string, at: Date, until: Date | null) {
  await db.update(members).set({ snoozedAt: at, snoozedUntil: until }).where(eq(members.id, memberId));
}

/** Ends a snooze (nothing when there is none). */
export async function clearSnooze(db: DbOrTx, memberId: string) {
  await db.update(members).set({ snoozedAt: null, snoozedUntil: null }).where(eq(members.id, memberId));
}

export async function writeIncognito(db: DbOrTx, memberId: string, incognito: boolean) {
  await db.update(members).set({ incognito }).where(eq(members.id, memberId));
}

/** Snooze and incognito as stored, with the premium they depend on. */
export const findPrivacyColumns = (db: DbOrTx, memberId: string) =>
  db
    .select({
      snoozedAt: members.snoozedAt,
      snoozedUntil: members.snoozedUntil,
      incognito: members.incognito,
      premiumUntil: members.premiumUntil,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]);

export const countHiddenContacts = (db: DbOrTx, memberId: string) =>
  db
    .select({ n: count() })
    .from(memberHiddenContacts)
    .where(eq(memberHiddenContacts.ownerId, memberId))
    .then((rows) => Number(rows[0]?.n ?? 0));

/** The member's privacy now, as GET /me shows it. */
export async function readPrivacyState(db: DbOrTx, memberId: string, now: Date): Promise<PrivacyState> {
  const [columns, hidden] = await Promise.all([findPrivacyColumns(db, memberId), countHiddenContacts(db, memberId)]);
  if (!columns) return { snoozed: false, snoozedUntil: null, incognito: false, hiddenContacts: 0 };
  return privacyStateOf(columns, hidden, now);
}
