import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { liveTickets, memberMatches } from '../../db/schema';

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

/** The live matches of a member, each with its partner: whom to tell that the conversation ended. */
export async function liveMatchesOf(db: DbOrTx, memberId: string): Promise<{ id: string; otherId: string }[]> {
  return db
    .select({
      id: memberMatches.id,
      otherId: sql<string>`case when ${memberMatches.memberLowId} = ${memberId} then ${memberMatches.memberHighId} else ${memberMatches.memberLowId} end`,
    })
    .from(memberMatches)
    .where(
      and(
        sql`(${memberMatches.memberLowId} = ${memberId} or ${memberMatches.memberHighId} = ${memberId})`,
        sql`${memberMatches.endedAt} is null`,
      ),
    );
}
