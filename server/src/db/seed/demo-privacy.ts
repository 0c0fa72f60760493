import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { members } from '../schema';

const DAY = 24 * 60 * 60 * 1000;

/** Rukayat (0812 000 0005), an /app demo member, taking a break since yesterday until she ends it (decision 0165). */
export const DEMO_SNOOZED_PHONE = '2348120000005';

/** One demo member snoozed, so the control centre's record and /app's snoozed banner have something to show. */
export async function seedPrivacy(tx: DbTransaction, now: Date) {
  await tx
    .update(members)
    .set({ snoozedAt: new Date(now.getTime() - DAY), snoozedUntil: null })
    .where(eq(members.phone, DEMO_SNOOZED_PHONE));
}
