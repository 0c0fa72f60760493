import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Row counts of the large newest-first tables, kept exact by triggers (migration 0002), so a page total
 * is one primary-key read instead of a count over a million rows. `head` is the newest key seen; `epoch`
 * moves whenever positions counted from the oldest row may have changed (anything but appending rows
 * newer than the head), which tells readers to rebuild their paging anchors.
 */
export const tableStats = pgTable('table_stats', {
  tableName: text('table_name').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  headCreatedAt: timestamp('head_created_at', { withTimezone: true }),
  headId: uuid('head_id'),
  epoch: bigint('epoch', { mode: 'number' }).notNull().default(0),
});
