import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** The sharer's first name (for the contact's text) and phone (a contact must be someone else). */
export async function findMemberPhone(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ firstName: members.firstName, phone: members.phone })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}
