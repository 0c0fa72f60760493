import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPushTokens, members } from '../../db/schema';

export async function pushTokensOf(db: DbOrTx, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ token: memberPushTokens.token })
    .from(memberPushTokens)
    .where(eq(memberPushTokens.memberId, memberId));
  return rows.map((row) => row.token);
}

/** A page of the tokens of members neither blocked nor disabled, in token order after `after`. */
export async function reachablePushTokens(db: DbOrTx, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ token: memberPushTokens.token })
    .from(memberPushTokens)
    .innerJoin(members, eq(members.id, memberPushTokens.memberId))
    .where(and(gt(memberPushTokens.token, after), eq(members.isBlocked, false), eq(members.disabled, false)))
    .orderBy(asc(memberPushTokens.token))
    .limit(limit);
  return rows.map((row) => row.token);
}

/** Tokens FCM called dead, deleted. */
export async function deletePushTokens(db: DbOrTx, tokens: string[]) {
  if (tokens.length) await db.delete(memberPushTokens).where(inArray(memberPushTokens.token, tokens));
}
