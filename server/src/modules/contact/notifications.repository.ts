import { systemNotifications } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export type NewSystemNotification = typeof systemNotifications.$inferInsert;

export async function insertSystemNotification(db: DbOrTx, notification: NewSystemNotification) {
  const [row] = await db.insert(systemNotifications).values(notification).returning();
  return row;
}
