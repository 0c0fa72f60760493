import { sql, type SQL } from 'drizzle-orm';
import { AUTHENTICATIONS_CSV_COLUMNS, USERS_CSV_COLUMNS } from '@blynd/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { rowsOf } from '../../db/rows';
import { members, signupAuthentications } from '../../db/schema';
import { csvLine, jsTrim, plainCell, premiumCell, textCell, timeCell } from './csv-cells';

/**
 * Rows per batch: large enough that round trips stop mattering; at most two batches are in memory at
 * once. The embedded database runs on the event loop, so its batches are smaller and other requests get
 * a turn between them.
 */
export const EXPORT_BATCH_SIZE = { postgres: 5000, pglite: 1000 } as const;

type LineRow = KeysetKey & { line: string };

/**
 * Keyset batches of CSV lines, newest first: each batch starts after the last row of the one before.
 * The next batch is fetched while the current one is being written, so at most two are in memory.
 * (A server-side DECLARE CURSOR would hold a transaction for the whole download, and the embedded
 * database has a single connection, so a slow download would stall every other request.) The key is the
 * member API's keyset (keyset-cursor.ts): the time read back as text to the microsecond, then the id.
 */
async function* keysetLines(db: DbOrTx, batchSize: number, page: (after: KeysetKey | undefined) => SQL) {
  const fetch = async (after: KeysetKey | undefined) => rowsOf<LineRow>(await db.execute(page(after)));
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

const before = (at: AnyPgColumn, id: AnyPgColumn, cursor: KeysetKey | undefined) =>
  cursor ? sql`where ${beforeKey(at, id, cursor)}` : sql``;

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
  return keysetLines(
    db,
    batchSize,
    (after) => sql`
    select ${line} as line, ${cursorTime(members.createdAt)} as at, ${members.id} as id
    from ${members} ${before(members.createdAt, members.id, after)}
    order by ${members.createdAt} desc, ${members.id} desc limit ${batchSize}`,
  );
}

export function authenticationCsvLines(db: DbOrTx, batchSize: number) {
  const line = csvLine(AUTHENTICATIONS_CSV_COLUMNS.map((label) => authenticationCells[label]));
  return keysetLines(
    db,
    batchSize,
    (after) => sql`
    select ${line} as line, ${cursorTime(signupAuthentications.createdAt)} as at, ${signupAuthentications.id} as id
    from ${signupAuthentications} left join ${members} on ${members.id} = ${signupAuthentications.memberId}
    ${before(signupAuthentications.createdAt, signupAuthentications.id, after)}
    order by ${signupAuthentications.createdAt} desc, ${signupAuthentications.id} desc limit ${batchSize}`,
  );
}
