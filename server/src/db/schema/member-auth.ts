import { index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';
import { oneTimeCodeColumns } from './shared-columns';

/** One signed-in device. Access tokens name their session, so revoking the row ends them at once. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** SHA-256 of the current refresh token; an older token of this session is a reuse. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    deviceId: text('device_id'),
    platform: text('platform'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    ...oneTimeCodeColumns(),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt)],
);

/** Messages the SMS sandbox "sent" (outside production only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.sentAt)],
);

export const livenessChecks = pgTable(
  'liveness_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id').notNull(),
    /** pending | passed | failed */
    status: text('status').notNull().default('pending'),
    confidence: real('confidence'),
    threshold: real('threshold'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The sandbox step's selfie, analysed on arrival, used when the session passes (migration 0030). */
    selfie: jsonb('selfie'),
  },
  (t) => [
    uniqueIndex('liveness_checks_provider_session_unique').on(t.provider, t.providerSessionId),
    index('liveness_checks_member_idx').on(t.memberId),
  ],
);

/** The sandbox liveness provider's own state: what its "SDK run" decided. */
export const sandboxLivenessSessions = pgTable('sandbox_liveness_sessions', {
  id: text('id').primaryKey(),
  status: text('status').notNull().default('passed'),
  confidence: real('confidence').notNull().default(0.99),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
