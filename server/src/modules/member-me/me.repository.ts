import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, signupAuthentications } from '../../db/schema';

export async function findOwnProfile(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ member: members, authStep: signupAuthentications.authStep })
    .from(members)
    .leftJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

export async function updateProfile(db: DbOrTx, memberId: string, changes: Partial<typeof members.$inferInsert>) {
  await db.update(members).set(changes).where(eq(members.id, memberId));
}
