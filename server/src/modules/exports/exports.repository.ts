import { sql, type SQL } from 'drizzle-orm';
import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { members, signupAuthentications } from '../../db/schema';
import { csvLine, jsTrim, plainCell, premiumCell, textCell, timeCell } from './csv-cells';

/**
 * Rows per batch: large enough that round trips stop mattering; at most two batches are in memory at
 * once. The embedded database runs on the event loop, so its batches are smaller and other requests get
 * a turn between them.
 */
export const EXPORT_BATCH_SIZE = { postgres: 5000, pglite: 1000 } as const;

type Cursor = { at: string; id: string };
type LineRow = Cursor & { line: string };

/**
 * Keyset batches of CSV lines, newest first: each batch starts after the last row of the one before.
 * The next batch is fetched while the current one is being written, so at most two are in memory.
 * (A server-side DECLARE CURSOR would hold a transaction for the whole download, and the embedded
 * database has a single connection, so a slow download would stall every other request.) The cursor
 * time is read back as text so microseconds survive the round trip.
 */
async function* keysetLines(db: DbOrTx, batchSize: number, page: (after: Cursor | undefined) => SQL) {
  const fetch = async (after: Cursor | undefined) => ((await db.execute(page(after))) as unknown as { rows: LineRow[] }).rows;
  let next: Promise<LineRow[]> | undefined = fetch(undefined);
  while (next) {
    const rows: LineRow[] = await next;
    const last = rows.at(-1);
    next = last && rows.length === batchSize ? fetch({ at: last.at, id: last.id }) : undefined;
    // Awaited on the next turn; a download that ends before then must not leave it unhandled.
    next?.catch(() => undefined);
    if (rows.length > 0) yield rows.map((row) => row.line);
  }
}

const before = (at: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | undefined) =>
  cursor ? sql`where (${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;

/** The columns the users table shows, plus the account flags; named in USERS_CSV_COLUMNS. */
const memberCells = (now: Date): Record<(typeof USERS_CSV_COLUMNS)[number], SQL> => ({
  id: textCell(members.id),
  firstName: textCell(members.firstName),
  lastName: textCell(members.lastName),
  email: textCell(members.email),
  phone: textCell(members.phone),
  gender: textCell(members.gender),
  dob: textCell(members.dob),
  state: textCell(members.state),
  region: textCell(members.region),
  earningStatus: textCell(members.earningStatus),
  isPremium: premiumCell(members.premiumUntil, now),
  premiumUntil: timeCell(members.premiumUntil),
  earningVerified: plainCell(members.earningVerified),
  livenessVerified: plainCell(members.livenessVerified),
  disabled: plainCell(members.disabled),
  isBlocked: plainCell(members.isBlocked),
  completedSignup: plainCell(members.completedSignup),
  lastSeen: timeCell(members.lastSeenAt),
  createdAt: timeCell(members.createdAt),
});

const authenticationCells: Record<(typeof AUTHENTICATIONS_CSV_COLUMNS)[number], SQL> = {
  id: textCell(signupAuthentications.id),
  phone: textCell(signupAuthentications.phone),
  authStep: plainCell(signupAuthentications.authStep),
  isBlocked: plainCell(signupAuthentications.isBlocked),
  ownerId: textCell(members.id),
  ownerName: textCell(jsTrim(sql`${members.firstName} || ' ' || ${members.lastName}`)),
  ownerEmail: textCell(members.email),
  createdAt: timeCell(signupAuthentications.createdAt),
};

export function memberCsvLines(db: DbOrTx, batchSize: number, now: Date) {
  const cells = memberCells(now);
  const line = csvLine(USERS_CSV_COLUMNS.map((label) => cells[label]));
  return keysetLines(db, batchSize, (after) => sql`
    select ${line} as line, ${members.createdAt}::text as at, ${members.id} as id
    from ${members} ${before(members.createdAt, members.id, after)}
    order by ${members.createdAt} desc, ${members.id} desc limit ${batchSize}`);
}

export function authenticationCsvLines(db: DbOrTx, batchSize: number) {
  const line = csvLine(AUTHENTICATIONS_CSV_COLUMNS.map((label) => authenticationCells[label]));
  return keysetLines(db, batchSize, (after) => sql`
    select ${line} as line, ${signupAuthentications.createdAt}::text as at, ${signupAuthentications.id} as id
    from ${signupAuthentications} left join ${members} on ${members.id} = ${signupAuthentications.memberId}
    ${before(signupAuthentications.createdAt, signupAuthentications.id, after)}
    order by ${signupAuthentications.createdAt} desc, ${signupAuthentications.id} desc limit ${batchSize}`);
}
