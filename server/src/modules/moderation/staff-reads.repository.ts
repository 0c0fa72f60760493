import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema';

/** A staff member who can be given an item (not disabled). */
export const findAdminSummary = async (db: DbOrTx, id: string) =>
  (
    await db
      .select({ id: admins.id, fullname: admins.fullname })
      .from(admins)
      .where(and(eq(admins.id, id), eq(admins.disabled, false)))
  )[0];
