import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';

/**
 * Admin actions that must happen once (a reply, a broadcast): the first request with a key inserts its
 * row; a concurrent or repeated one meets the primary key and answers what the first did (decision 0082).
 */
export const adminIdempotencyKeys = pgTable(
  'admin_idempotency_keys',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    key: text('key').notNull(),
    /** What the request asked for; the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The reply or notification the first request made. */
    resultId: uuid('result_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'admin_idempotency_keys_pk', columns: [t.adminId, t.action, t.key] }),
    index('admin_idempotency_keys_created_idx').on(t.createdAt),
  ],
);
