import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberMatches } from '../../db/schema';
import type { MatchRow } from './pair.repository';

/*
 * The pair facts other modules read (decision 0132): they call these instead of querying member_matches
 * themselves. Like the visibility rule, this one repository file may be imported from other modules
 * (server/eslint.config.js); the rest of the pair module's tables are reached through its services.
 */

const partOf = (memberId: string) =>
  or(eq(memberMatches.memberLowId, memberId), eq(memberMatches.memberHighId, memberId));

/** The member's running matches, each with its partner: whom to tell that the conversation ended. */
export async function activeMatchesOf(db: DbOrTx, memberId: string): Promise<{ id: string; otherId: string }[]> {
  return db
    .select({
      id: memberMatches.id,
      otherId: sql<string>`case when ${memberMatches.memberLowId} = ${memberId} then ${memberMatches.memberHighId} else ${memberMatches.memberLowId} end`,
    })
    .from(memberMatches)
    .where(and(partOf(memberId), isNull(memberMatches.endedAt)));
}

/**
 * Locks the member's match rows by id, as a batch of chat sends locks them (migration 0025), so a deletion of
 * the member and a batch never wait for each other in a circle.
 */
export async function lockMatchRowsOf(tx: DbOrTx, memberId: string) {
  await tx.execute(
    sql`select 1 from member_matches where ${memberId} in (member_low_id, member_high_id) order by id for update`,
  );
}

/** Every match the member was part of, ended ones too, newest first (the member's own data export). */
export async function matchRowsOf(db: DbOrTx, memberId: string): Promise<MatchRow[]> {
  return db.select().from(memberMatches).where(partOf(memberId)).orderBy(desc(memberMatches.createdAt));
}

/** The ids of every match the member was part of, as a subquery to compose (`inArray(column, matchIdsOf(id))`). */
export const matchIdsOf = (db: DbOrTx, memberId: string) =>
  db.select({ id: memberMatches.id }).from(memberMatches).where(partOf(memberId));

/** How many running matches the member has, and in how many matches (ended too) a message was written. */
export async function matchCountsOf(db: DbOrTx, memberId: string): Promise<{ active: number; withMessages: number }> {
  const [active, withMessages] = await Promise.all([
    db
      .select({ total: count() })
      .from(memberMatches)
      .where(and(partOf(memberId), isNull(memberMatches.endedAt))),
    db
      .select({ total: count() })
      .from(memberMatches)
      .where(and(partOf(memberId), gt(memberMatches.lastSeq, 0))),
  ]);
  return { active: active[0]?.total ?? 0, withMessages: withMessages[0]?.total ?? 0 };
}
