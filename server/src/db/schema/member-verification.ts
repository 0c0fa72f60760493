import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** The biometric consent given before the face check: which text's version, when (decision 0148). */
export const memberBiometricConsents = pgTable(
  'member_biometric_consents',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.version] })],
);
