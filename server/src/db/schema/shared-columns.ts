import { bigint, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';

/*
 * Column sets that several tables carry under the same names, declared once. A function, so each table gets its own
 * column builders. Not re-exported from index.ts: these are not tables.
 */

/** What photo screening stores on a photo, a member's or a chat photo (decision 0178). */
export const photoScreeningColumns = () => ({
  /** The provider's scores and evidence for staff. */
  screening: jsonb('screening'),
  /** 64-bit dHash (perceptual-hash.ts) as a signed bigint, and its mirror image's. */
  dhash: bigint('dhash', { mode: 'bigint' }),
  dhashMirrored: bigint('dhash_mirrored', { mode: 'bigint' }),
  screenedAt: timestamp('screened_at', { withTimezone: true }),
});

/** Staff's decision on what was held for them (a photo, a verified face's age, a chat photo): who, when, the note. */
export const staffReviewColumns = () => ({
  reviewedBy: uuid('reviewed_by').references(() => admins.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNote: text('review_note'),
});
