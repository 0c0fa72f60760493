import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins } from '../../db/schema';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}
