import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { memberMatches } from './member-social';

/**
 * A member's plan for a date with a match, shared with one trusted contact (decision 0155). The share token is kept
 * only as its SHA-256. Place and contact are nulled once the date is cancelled or expired; the row goes 30 days
 * after expiry. `askedAt`, `answer` and `alertSentAt` are the marks that make the check-in jobs act once.
 */
export const datePlans = pgTable(
  'date_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').references(() => memberMatches.id, { onDelete: 'set null' }),
    otherMemberId: uuid('other_member_id').references(() => members.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    place: text('place'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    shareTokenHash: text('share_token_hash').notNull(),
    shareSentAt: timestamp('share_sent_at', { withTimezone: true }),
    checkInJobId: text('check_in_job_id'),
    missedJobId: text('missed_job_id'),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answer: text('answer').$type<'ok' | 'help'>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    alertReason: text('alert_reason').$type<'help' | 'missed'>(),
    alertSentAt: timestamp('alert_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('date_plans_share_token_unique').on(t.shareTokenHash),
    index('date_plans_member_at_idx').on(t.memberId, t.at),
    index('date_plans_expires_idx').on(t.expiresAt),
    check('date_plans_check_in_after_start', sql`${t.checkInAt} > ${t.at}`),
    check('date_plans_expires_after_start', sql`${t.expiresAt} > ${t.at}`),
  ],
);
