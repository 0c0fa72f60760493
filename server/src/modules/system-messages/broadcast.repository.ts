import { countDistinct, count } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberPushTokens, members } from '../../db/schema';

/** Every member (the in-app feed reaches them all) and how many have a device registered for push. */
export async function countBroadcastAudience(db: DbOrTx) {
  const [[everyone], [withPush]] = await Promise.all([
    db.select({ total: count() }).from(members),
    db.select({ total: countDistinct(memberPushTokens.memberId) }).from(memberPushTokens),
  ]);
  return { members: everyone.total, pushDevices: withPush.total };
}
