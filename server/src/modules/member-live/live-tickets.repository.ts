import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlFragment } from '../../db/routines';
import { liveTickets, members, memberSessions, signupAuthentications } from '../../db/schema';

export async function insertTicket(
  db: DbOrTx,
  values: { ticketHash: string; memberId: string; sessionId: string; expiresAt: Date },
) {
  await db.insert(liveTickets).values(values);
}

/** Redeems a ticket once: the row is deleted as it is read, so a second use (on any instance) finds nothing. */
export async function takeTicket(
  db: DbOrTx,
  ticketHash: string,
  now: Date,
): Promise<{ memberId: string; sessionId: string } | undefined> {
  const [row] = await db
    .delete(liveTickets)
    .where(and(eq(liveTickets.ticketHash, ticketHash), gt(liveTickets.expiresAt, now)))
    .returning({ memberId: liveTickets.memberId, sessionId: liveTickets.sessionId });
  return row;
}

export async function purgeExpiredTickets(db: DbOrTx, now: Date) {
  await db.delete(liveTickets).where(lt(liveTickets.expiresAt, now));
}

/**
 * Of `sessionIds`, those a live socket may still serve: admitted (member-session-admitted.sql) and sign-up complete. The same rule as a ticket's redemption (live.service.ts), for many sessions in one read.
 */
export async function liveSessionsAmong(
  db: DbOrTx,
  sessionIds: string[],
  now: Date,
  completeStep: number,
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .innerJoin(signupAuthentications, eq(signupAuthentications.memberId, members.id))
    .where(
      and(
        inArray(memberSessions.id, sessionIds),
        sqlFragment('member_session_admitted', {
          session: sql`${memberSessions}`,
          member: sql`${members}`,
          at: sql`${now.toISOString()}::timestamptz`,
        }),
        eq(signupAuthentications.authStep, completeStep),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
