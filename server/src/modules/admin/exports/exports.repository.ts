import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { members, signupAuthentications } from '../../../db/schema';

export const EXPORT_BATCH_SIZE = 500;

type Cursor = { at: string; id: string };

/**
 * Keyset batches, newest first: each batch starts after the last row of the one before. (A server-side
 * DECLARE CURSOR would hold a transaction for the whole download, and the embedded database has a single
 * connection, so a slow download would stall every other request.) The cursor time is read back as text
 * so microseconds survive the round trip.
 */
async function* keysetBatches<Row>(fetch: (after: Cursor | undefined) => Promise<(Row & { cursorAt: string; cursorId: string })[]>) {
  let after: Cursor | undefined;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.cursorId };
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

const before = (at: SQL | unknown, id: unknown, cursor: Cursor | undefined) =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

const memberPage = (db: DbOrTx, after: Cursor | undefined) =>
  db
    .select({ member: members, cursorAt: sql<string>`${members.createdAt}::text`, cursorId: members.id })
    .from(members)
    .where(before(members.createdAt, members.id, after))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(EXPORT_BATCH_SIZE);

const authenticationPage = (db: DbOrTx, after: Cursor | undefined) =>
  db
    .select({
      auth: signupAuthentications,
      owner: { id: members.id, firstName: members.firstName, lastName: members.lastName, email: members.email },
      cursorAt: sql<string>`${signupAuthentications.createdAt}::text`,
      cursorId: signupAuthentications.id,
    })
    .from(signupAuthentications)
    .leftJoin(members, eq(members.id, signupAuthentications.memberId))
    .where(before(signupAuthentications.createdAt, signupAuthentications.id, after))
    .orderBy(desc(signupAuthentications.createdAt), desc(signupAuthentications.id))
    .limit(EXPORT_BATCH_SIZE);

export type MemberExportRow = Awaited<ReturnType<typeof memberPage>>[number];
export type AuthenticationExportRow = Awaited<ReturnType<typeof authenticationPage>>[number];

export const memberBatches = (db: DbOrTx) => keysetBatches((after) => memberPage(db, after));
export const authenticationBatches = (db: DbOrTx) => keysetBatches((after) => authenticationPage(db, after));
