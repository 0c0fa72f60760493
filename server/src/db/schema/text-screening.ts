import { boolean, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members';
import { memberMatches } from './member-social';
import { matchMessages } from './member-chat';

/**
 * What the text detectors found in a member's own text (decision 0150): the author, where (a message, the bio, a
 * prompt answer), the kind and the rule ids that fired (never the text), the weight toward the risk score, and
 * whether it came early (a pair's first five messages, an author younger than 7 days or not verified).
 */
export const textDetections = pgTable(
  'text_detections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    source: text('source').$type<'message' | 'bio' | 'prompt'>().notNull(),
    matchId: uuid('match_id').references(() => memberMatches.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => matchMessages.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    rules: jsonb('rules').$type<string[]>().notNull(),
    weight: real('weight').notNull(),
    early: boolean('early').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('text_detections_member_time_idx').on(t.memberId, t.createdAt),
    index('text_detections_time_idx').on(t.createdAt),
    uniqueIndex('text_detections_message_kind_unique')
      .on(t.messageId, t.kind)
      .where(sql`${t.messageId} is not null`),
  ],
);
