import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { memberPushTokens, members, memberSessions, signupAuthentications } from '../../db/schema';

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
 * Everything requireMember needs, in one query: the session, the member's standing and sign-up level. Every member
 * call runs it, so it is prepared once per database and planned once per connection.
 */
const standingStatements = new WeakMap<Db, ReturnType<typeof prepareSessionStanding>>();
const prepareSessionStanding = (db: Db) =>
  db
    .select({
      revokedAt: memberSessions.revokedAt,
      expiresAt: memberSessions.expiresAt,
      isBlocked: members.isBlocked,
      disabled: members.disabled,
      lastSeenAt: members.lastSeenAt,
      authStep: signupAuthentications.authStep,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .leftJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(
      and(
        eq(memberSessions.id, sql.placeholder('sessionId')),
        eq(memberSessions.memberId, sql.placeholder('memberId')),
      ),
    )
    .limit(1)
    .prepare('member_session_standing');

export async function findSessionStanding(db: Db, sessionId: string, memberId: string) {
  let statement = standingStatements.get(db);
  if (!statement) standingStatements.set(db, (statement = prepareSessionStanding(db)));
  const [row] = await statement.execute({ sessionId, memberId });
  return row;
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
 * more behind, so a member seen by two instances at once is written once. Rows are updated in id order, so two
 * instances writing overlapping batches wait for each other instead of deadlocking.
 */
export async function writeLastSeen(db: DbOrTx, seen: Map<string, Date>) {
  const rows = [...seen].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, at]) => ({ id, at: at.toISOString() }));
  await db.execute(sql`
    with seen as (select id, at from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(id uuid, at timestamptz)),
    locked as (
      select m.id, seen.at from members m join seen on seen.id = m.id
      where m.last_seen_at is null or m.last_seen_at < seen.at - interval '1 minute'
      order by m.id for update of m
    )
    update members m set last_seen_at = locked.at from locked where m.id = locked.id`);
}

/** Logout: the device's push token goes with its session, so a signed-out phone gets no more pushes. */
export async function deletePushTokensOfSession(db: DbOrTx, sessionId: string) {
  await db.delete(memberPushTokens).where(eq(memberPushTokens.sessionId, sessionId));
}
