import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export async function keepSandboxSms(db: DbOrTx, message: { phone: string; body: string; code: string | null }) {
  await db.insert(smsOutbox).values(message);
}

/** The newest text kept for `phone`. */
export async function latestSandboxSms(db: DbOrTx, phone: string) {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id))
    .limit(1);
  return row;
}
