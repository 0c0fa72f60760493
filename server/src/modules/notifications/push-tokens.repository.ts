import { eq, inArray } from 'drizzle-orm';
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

/** Upsert on the token: a token that shows up for another member or session moves there. */
export async function savePushToken(
  db: DbOrTx,
  values: { memberId: string; sessionId: string; token: string; platform: string; now: Date },
) {
  await db
    .insert(memberPushTokens)
    .values({
      memberId: values.memberId,
      sessionId: values.sessionId,
      token: values.token,
      platform: values.platform,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: memberPushTokens.token,
      set: { memberId: values.memberId, sessionId: values.sessionId, platform: values.platform, updatedAt: values.now },
    });
}

/** The session's device stops receiving pushes: the app removed its token, or the session signed out. */
export async function deletePushTokensOfSession(db: DbOrTx, sessionId: string) {
  await db.delete(memberPushTokens).where(eq(memberPushTokens.sessionId, sessionId));
}
