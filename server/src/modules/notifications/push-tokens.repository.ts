import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPushTokens } from '../../db/schema';

/** Every device token of these members (one member's, or a page of a broadcast's). */
export async function pushTokensOf(db: DbOrTx, memberIds: string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ token: memberPushTokens.token })
    .from(memberPushTokens)
    .where(inArray(memberPushTokens.memberId, memberIds));
  return rows.map((row) => row.token);
}

/** Tokens FCM called dead, deleted. */
export async function deletePushTokens(db: DbOrTx, tokens: string[]) {
  if (tokens.length) await db.delete(memberPushTokens).where(inArray(memberPushTokens.token, tokens));
}
