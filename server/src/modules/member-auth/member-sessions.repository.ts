import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { sqlFragment } from '../../db/routines';
import { members, memberSessions, signupAuthentications } from '../../db/schema';

export type SessionRow = typeof memberSessions.$inferSelect;

export async function insertSession(
  db: DbOrTx,
  values: {
    id: string;
    memberId: string;
    refreshTokenHash: string;
    deviceId?: string;
    platform?: string;
    expiresAt: Date;
    at: Date;
  },
) {
  await db.insert(memberSessions).values({
    id: values.id,
    memberId: values.memberId,
    refreshTokenHash: values.refreshTokenHash,
    deviceId: values.deviceId ?? null,
    platform: values.platform ?? null,
    createdAt: values.at,
    refreshedAt: values.at,
    expiresAt: values.expiresAt,
  });
}

/**
 * Everything requireMember needs, in one query: the session's standing (the one rule, member-session-admitted.sql),
 * last seen and sign-up level. Every member call runs it, so it is a statement prepared once per connection
 * (db/prepared.ts).
 */
const sessionStanding = preparedStatement(
  'member_session_standing',
  sql`select ${sqlFragment('member_session_admitted', { session: sql`s`, member: sql`m`, at: sql`${sql.placeholder('at')}::timestamptz` })} as admitted,
    m.last_seen_at, sa.auth_step
  from ${memberSessions} s
  join ${members} m on m.id = s.member_id
  left join ${signupAuthentications} sa on sa.member_id = m.id
  where s.id = ${sql.placeholder('sessionId')}::uuid and s.member_id = ${sql.placeholder('memberId')}::uuid
  limit 1`,
);

/** A session's standing at one moment: `admitted` is the member guard's verdict; a finished sign-up is apart. */
export type SessionStanding = {
  admitted: boolean;
  lastSeenAt: Date | null;
  authStep: number | null;
};

export async function findSessionStanding(
  db: DbOrTx,
  sessionId: string,
  memberId: string,
  at: Date,
): Promise<SessionStanding | undefined> {
  type Raw = { admitted: boolean; last_seen_at: string | Date | null; auth_step: number | null };
  const [row] = await runPrepared<Raw>(db, sessionStanding, { sessionId, memberId, at: at.toISOString() });
  if (!row) return undefined;
  return {
    admitted: row.admitted,
    lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
    authStep: row.auth_step === null ? null : Number(row.auth_step),
  };
}

export async function findSession(db: DbOrTx, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(memberSessions).where(eq(memberSessions.id, sessionId)).limit(1);
  return row;
}

/**
 * Rotation is one conditional update on the presented token's hash, so two refreshes racing with the
 * same token rotate once; the loser reads as a reuse.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  sessionId: string,
  presentedHash: string,
  nextHash: string,
  at: Date,
  expiresAt: Date,
) {
  const [row] = await db
    .update(memberSessions)
    .set({ refreshTokenHash: nextHash, refreshedAt: at, expiresAt })
    .where(
      and(
        eq(memberSessions.id, sessionId),
        eq(memberSessions.refreshTokenHash, presentedHash),
        isNull(memberSessions.revokedAt),
      ),
    )
    .returning({ memberId: memberSessions.memberId });
  return row;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string, at: Date) {
  await db
    .update(memberSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every session of a member (blocked in the control centre, account deleted). */
export async function revokeMemberSessions(db: DbOrTx, memberId: string, reason: string, at: Date) {
  await db
    .update(memberSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}

/** One conditional write: a member seen within the last minute is left alone. */
/**
 * Last seen for many members in one statement (the recorder's batches): each moves only when it is a minute or
 * more behind, so a member seen by two instances at once is written once. Rows are locked in id order, so two
 * instances writing overlapping batches wait for each other instead of deadlocking, and with the lock a plain
 * UPDATE takes (no key update): `FOR UPDATE` would also block the key-share locks that every insert referencing
 * a member takes, and a bid writing its row and an outbid notice deadlocked with it (the tokens bench caught it).
 */
export async function writeLastSeen(db: DbOrTx, seen: Map<string, Date>) {
  const rows = [...seen].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, at]) => ({ id, at: at.toISOString() }));
  await db.execute(sql`
    with seen as (select id, at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id uuid, at timestamptz)),
    locked as (
      select m.id, seen.at from members m join seen on seen.id = m.id
      where m.last_seen_at is null or m.last_seen_at < seen.at - interval '1 minute'
      order by m.id for no key update of m
    )
    update members m set last_seen_at = locked.at from locked where m.id = locked.id`);
}
