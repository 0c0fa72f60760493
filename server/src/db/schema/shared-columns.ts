import { bigint, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/** Staff's decision as staffReviewColumns store it. */
export const staffReviewValues = (decision: { adminId: string; at: Date; note: string }) => ({
  reviewedBy: decision.adminId,
  reviewedAt: decision.at,
  reviewNote: decision.note,
});

/** A one-time code sent by text (a sign-in challenge, a confirmation): only its HMAC, its guesses and its life. */
export const oneTimeCodeColumns = () => ({
  /** HMAC-SHA256 of the code keyed by the server secret; the code itself is never stored. */
  codeHmac: text('code_hmac').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  supersededAt: timestamp('superseded_at', { withTimezone: true }),
});
