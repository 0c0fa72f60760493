import type { ContactMessageInput } from '@blynd/shared';
import { contactMessages } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export async function insertContactMessage(db: DbOrTx, input: ContactMessageInput & { memberId?: string }) {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return row;
}
