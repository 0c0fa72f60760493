import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByPhone(db: DbOrTx, canonicalPhone: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.phone, canonicalPhone)).limit(1);
  return member;
}

export async function findMemberById(db: DbOrTx, id: string): Promise<MemberRow | undefined> {
  const [member] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return member;
}
