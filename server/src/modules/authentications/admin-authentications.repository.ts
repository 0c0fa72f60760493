import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { atOrAfter, locatePage } from '../../db/paging/newest-first-page';
import type { RowKey } from '../../db/paging/offset-locator';
import { members, signupAuthentications } from '../../db/schema';

const withOwner = (db: DbOrTx) =>
  db
    .select({ auth: signupAuthentications, owner: members })
    .from(signupAuthentications)
    .leftJoin(members, eq(members.id, signupAuthentications.memberId));

export type AuthWithOwner = Awaited<ReturnType<ReturnType<typeof withOwner>['execute']>>[number];

/** Newest first from `first` on. The page is read before its owners are joined, so only they are looked up. */
/** Where the newest-first page that starts at `offset` begins, and how many records there are. */
export const locateAuthenticationsPage = (db: Db, offset: number, pageSize: number) =>
  locatePage(db, signupAuthentications, offset, pageSize);

export async function listAuthenticationsFrom(db: DbOrTx, first: RowKey, limit: number): Promise<AuthWithOwner[]> {
  const auths = await db
    .select()
    .from(signupAuthentications)
    .where(atOrAfter(signupAuthentications, first))
    .orderBy(desc(signupAuthentications.createdAt), desc(signupAuthentications.id))
    .limit(limit);
  if (auths.length === 0) return [];
  const owners = await db
    .select()
    .from(members)
    .where(
      inArray(
        members.id,
        auths.map((auth) => auth.memberId),
      ),
    );
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  return auths.map((auth) => ({ auth, owner: ownerById.get(auth.memberId) ?? null }));
}

export async function findAuthenticationByPhone(db: DbOrTx, phone: string): Promise<AuthWithOwner | undefined> {
  const [row] = await withOwner(db)
    .where(eq(signupAuthentications.phone, phone))
    .orderBy(desc(signupAuthentications.createdAt))
    .limit(1);
  return row;
}

export async function findAuthenticationById(db: DbOrTx, id: string): Promise<AuthWithOwner | undefined> {
  const [row] = await withOwner(db).where(eq(signupAuthentications.id, id)).limit(1);
  return row;
}

/** Sets the step; the member's sign-up reads complete exactly when the step is the last one. */
export async function setAuthStep(tx: DbOrTx, id: string, step: number, completeStep: number, at: Date) {
  const [row] = await tx
    .update(signupAuthentications)
    .set({ authStep: step, updatedAt: at })
    .where(eq(signupAuthentications.id, id))
    .returning();
  if (row)
    await tx
      .update(members)
      .set({ completedSignup: step === completeStep })
      .where(eq(members.id, row.memberId));
  return row;
}

export async function findAuthenticationByEmail(db: DbOrTx, email: string): Promise<AuthWithOwner | undefined> {
  const [row] = await withOwner(db)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    .orderBy(desc(signupAuthentications.createdAt))
    .limit(1);
  return row;
}

/** The sign-up records of these members, in the order of the ids given. */
export async function findAuthenticationsOfMembers(db: DbOrTx, memberIds: string[]): Promise<AuthWithOwner[]> {
  if (memberIds.length === 0) return [];
  const rows = await withOwner(db).where(inArray(signupAuthentications.memberId, memberIds));
  const byMember = new Map(rows.map((row) => [row.auth.memberId, row]));
  return memberIds.flatMap((id) => byMember.get(id) ?? []);
}
