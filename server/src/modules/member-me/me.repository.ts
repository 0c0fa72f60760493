import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPhotos, members, signupAuthentications } from '../../db/schema';

export async function findOwnProfile(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ member: members, authStep: signupAuthentications.authStep })
    .from(members)
    .leftJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row;
}

/** The member's own photos, flagged ones included (the owner sees what the control centre hid). */
export async function listOwnPhotos(db: DbOrTx, memberId: string) {
  return db
    .select({
      id: memberPhotos.id,
      position: memberPhotos.position,
      placeholder: memberPhotos.placeholder,
      flagged: memberPhotos.flagged,
      createdAt: memberPhotos.createdAt,
    })
    .from(memberPhotos)
    .where(eq(memberPhotos.memberId, memberId))
    .orderBy(asc(memberPhotos.position), asc(memberPhotos.createdAt), asc(memberPhotos.id));
}

export async function updateProfile(db: DbOrTx, memberId: string, changes: Partial<typeof members.$inferInsert>) {
  await db.update(members).set(changes).where(eq(members.id, memberId));
}
