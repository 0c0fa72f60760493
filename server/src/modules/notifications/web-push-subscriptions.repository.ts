import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberWebPushSubscriptions } from '../../db/schema';
import type { WebPushTarget } from '../../lib/web-push';

/** Upsert on the endpoint: a browser that moves to another member (a new sign-in) moves with its subscription. */
export async function saveWebPushSubscription(db: DbOrTx, memberId: string, sessionId: string, target: WebPushTarget) {
  await db
    .insert(memberWebPushSubscriptions)
    .values({ memberId, sessionId, ...target })
    .onConflictDoUpdate({
      target: memberWebPushSubscriptions.endpoint,
      set: { memberId, sessionId, p256dh: target.p256dh, auth: target.auth },
    });
}

/** Only the caller's own subscription goes: an endpoint of someone else's is left alone. */
export async function removeWebPushSubscription(db: DbOrTx, memberId: string, endpoint: string) {
  await db
    .delete(memberWebPushSubscriptions)
    .where(and(eq(memberWebPushSubscriptions.memberId, memberId), eq(memberWebPushSubscriptions.endpoint, endpoint)));
}

/** Every browser subscription of these members (one member's, or a page of a broadcast's). */
export async function webPushTargetsOf(db: DbOrTx, memberIds: string[]): Promise<WebPushTarget[]> {
  if (memberIds.length === 0) return [];
  return db
    .select({
      endpoint: memberWebPushSubscriptions.endpoint,
      p256dh: memberWebPushSubscriptions.p256dh,
      auth: memberWebPushSubscriptions.auth,
    })
    .from(memberWebPushSubscriptions)
    .where(inArray(memberWebPushSubscriptions.memberId, memberIds));
}

/** Subscriptions the push service called gone, deleted. */
export async function deleteWebPushSubscriptions(db: DbOrTx, endpoints: string[]) {
  if (endpoints.length)
    await db.delete(memberWebPushSubscriptions).where(inArray(memberWebPushSubscriptions.endpoint, endpoints));
}

export async function countWebPushSubscriptions(db: DbOrTx, memberId: string) {
  return (await webPushTargetsOf(db, [memberId])).length;
}
