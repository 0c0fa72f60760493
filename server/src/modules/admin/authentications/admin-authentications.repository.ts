import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { members, signupAuthentications } from '../../../db/schema';

const withOwner = (db: DbOrTx) =>
  db.select({ auth: signupAuthentications, owner: members }).from(signupAuthentications).leftJoin(members, eq(members.id, signupAuthentications.memberId));

export type AuthWithOwner = Awaited<ReturnType<ReturnType<typeof withOwner>['execute']>>[number];

export const countAuthentications = async (db: DbOrTx) => (await db.select({ total: count() }).from(signupAuthentications))[0].total;

export const listAuthenticationsPage = (db: DbOrTx, offset: number, limit: number) =>
  withOwner(db).orderBy(desc(signupAuthentications.createdAt), desc(signupAuthentications.id)).limit(limit).offset(offset);

export async function findAuthenticationByPhone(db: DbOrTx, phone: string): Promise<AuthWithOwner | undefined> {
  const [row] = await withOwner(db).where(eq(signupAuthentications.phone, phone)).orderBy(desc(signupAuthentications.createdAt)).limit(1);
  return row;
}

export async function findAuthenticationById(db: DbOrTx, id: string): Promise<AuthWithOwner | undefined> {
  const [row] = await withOwner(db).where(eq(signupAuthentications.id, id)).limit(1);
  return row;
}

/** Sets the step; the member's sign-up reads complete exactly when the step is the last one. */
export async function setAuthStep(tx: DbOrTx, id: string, step: number, completeStep: number, at: Date) {
  const [row] = await tx.update(signupAuthentications).set({ authStep: step, updatedAt: at }).where(eq(signupAuthentications.id, id)).returning();
  if (row) await tx.update(members).set({ completedSignup: step === completeStep }).where(eq(members.id, row.memberId));
  return row;
}
