import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberMatches, photoRequests } from '../../db/schema';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { memberVisibleTo } from '../visibility/visibility.repository';
import type { MatchRow } from './pair.repository';

export type PhotoRequestRow = typeof photoRequests.$inferSelect;

/** An active match the member is part of; undefined for an ended one or someone else's. */
export async function findActiveMatchOf(db: DbOrTx, memberId: string, matchId: string): Promise<MatchRow | undefined> {
  const [row] = await db
    .select()
    .from(memberMatches)
    .where(
      and(
        eq(memberMatches.id, matchId),
        isNull(memberMatches.endedAt),
        or(eq(memberMatches.memberLowId, memberId), eq(memberMatches.memberHighId, memberId)),
      ),
    );
  return row;
}

/** What a match item is made from: the pair's row as the viewer stands in it. */
export type MatchView = {
  id: string;
  otherId: string;
  memberLowId: string;
  createdAt: Date;
  photosUnlockedAt: Date | null;
  lowRevokedAt: Date | null;
  highRevokedAt: Date | null;
};

export type MatchPageRow = MatchView & { at: string };

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * One page of the member's active matches with a partner they may see (§6), newest first. Each side of
 * the ordered pair has its own index (member, created_at desc, id desc); the two index scans are each
 * limited and merged, so the cost follows the page size, not the member's history.
 */
export async function listMatchPage(
  db: DbOrTx,
  memberId: string,
  after: KeysetKey | undefined,
  limit: number,
): Promise<MatchPageRow[]> {
  const side = (mine: 'member_low_id' | 'member_high_id', other: 'member_low_id' | 'member_high_id') => sql`(
    select mm.id, mm.${sql.raw(other)} as other_id, mm.member_low_id, mm.created_at, mm.photos_unlocked_at, mm.low_revoked_at, mm.high_revoked_at
    from member_matches mm
    join members on members.id = mm.${sql.raw(other)}
    where mm.${sql.raw(mine)} = ${memberId} and mm.ended_at is null
      ${after ? sql`and ${beforeKey(sql`mm.created_at`, sql`mm.id`, after)}` : sql``}
      and ${memberVisibleTo(memberId)}
    order by mm.created_at desc, mm.id desc limit ${limit})`;
  const result = await db.execute(sql`
    select x.*, ${cursorTime(sql`x.created_at`)} as at from (
      ${side('member_low_id', 'member_high_id')} union all ${side('member_high_id', 'member_low_id')}
    ) x order by x.created_at desc, x.id desc limit ${limit}`);
  type Raw = {
    id: string;
    other_id: string;
    member_low_id: string;
    created_at: string | Date;
    photos_unlocked_at: string | Date | null;
    low_revoked_at: string | Date | null;
    high_revoked_at: string | Date | null;
    at: string;
  };
  return rowsOf<Raw>(result).map((r) => ({
    id: r.id,
    otherId: r.other_id,
    memberLowId: r.member_low_id,
    createdAt: new Date(r.created_at),
    photosUnlockedAt: dateOrNull(r.photos_unlocked_at),
    lowRevokedAt: dateOrNull(r.low_revoked_at),
    highRevokedAt: dateOrNull(r.high_revoked_at),
    at: r.at,
  }));
}

/** The newest photo request of each match, one index probe per match, in one query. */
export async function latestPhotoRequests(db: DbOrTx, matchIds: string[]): Promise<PhotoRequestRow[]> {
  if (matchIds.length === 0) return [];
  return db
    .selectDistinctOn([photoRequests.matchId])
    .from(photoRequests)
    .where(inArray(photoRequests.matchId, matchIds))
    .orderBy(photoRequests.matchId, desc(photoRequests.createdAt), desc(photoRequests.id));
}

/** Unmatch: the row stays (ended), so the pair cannot match again by accident; open requests go. */
export async function endMatch(tx: DbOrTx, matchId: string, now: Date) {
  await tx
    .update(memberMatches)
    .set({ endedAt: now })
    .where(and(eq(memberMatches.id, matchId), isNull(memberMatches.endedAt)));
  await tx.delete(photoRequests).where(and(eq(photoRequests.matchId, matchId), ne(photoRequests.state, 'accepted')));
}

export async function insertPhotoRequest(
  tx: DbOrTx,
  values: { matchId: string; askerId: string; recipientId: string; now: Date; expiresAt: Date },
): Promise<PhotoRequestRow> {
  const [row] = await tx
    .insert(photoRequests)
    .values({
      matchId: values.matchId,
      askerId: values.askerId,
      recipientId: values.recipientId,
      createdAt: values.now,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

/** A request addressed to the member, in a match that is still active. */
export async function findRequestTo(
  db: DbOrTx,
  recipientId: string,
  requestId: string,
): Promise<{ request: PhotoRequestRow; match: MatchRow } | undefined> {
  const [row] = await db
    .select({ request: photoRequests, match: memberMatches })
    .from(photoRequests)
    .innerJoin(memberMatches, eq(memberMatches.id, photoRequests.matchId))
    .where(
      and(eq(photoRequests.id, requestId), eq(photoRequests.recipientId, recipientId), isNull(memberMatches.endedAt)),
    );
  return row;
}

export async function setRequestState(tx: DbOrTx, requestId: string, state: 'accepted' | 'declined', now: Date) {
  await tx.update(photoRequests).set({ state, respondedAt: now }).where(eq(photoRequests.id, requestId));
}

/** Accepting one request unlocks both ways, clears earlier revokes and drops the match's other open requests. */
export async function unlockMatch(tx: DbOrTx, matchId: string, acceptedRequestId: string, now: Date) {
  await tx
    .update(memberMatches)
    .set({ photosUnlockedAt: now, lowRevokedAt: null, highRevokedAt: null })
    .where(eq(memberMatches.id, matchId));
  await tx
    .delete(photoRequests)
    .where(
      and(
        eq(photoRequests.matchId, matchId),
        ne(photoRequests.id, acceptedRequestId),
        ne(photoRequests.state, 'accepted'),
      ),
    );
}

export async function revokeOwnPhotos(db: DbOrTx, match: MatchRow, memberId: string, now: Date) {
  const column = match.memberLowId === memberId ? { lowRevokedAt: now } : { highRevokedAt: now };
  const unrevoked =
    match.memberLowId === memberId ? isNull(memberMatches.lowRevokedAt) : isNull(memberMatches.highRevokedAt);
  await db
    .update(memberMatches)
    .set(column)
    .where(and(eq(memberMatches.id, match.id), unrevoked));
}

export type IncomingRow = { id: string; matchId: string; askerId: string; createdAt: Date; at: string };

/** Open requests to the member (pending, not expired, match active, asker visible), newest first. */
export async function listIncomingPage(
  db: DbOrTx,
  memberId: string,
  now: Date,
  after: KeysetKey | undefined,
  limit: number,
): Promise<IncomingRow[]> {
  const result = await db.execute(sql`
    select pr.id, pr.match_id, pr.asker_id, pr.created_at, ${cursorTime(sql`pr.created_at`)} as at
    from photo_requests pr
    join member_matches mm on mm.id = pr.match_id and mm.ended_at is null
    join members on members.id = pr.asker_id
    where pr.recipient_id = ${memberId} and pr.state = 'pending' and pr.expires_at > ${now.toISOString()}::timestamptz
      ${after ? sql`and ${beforeKey(sql`pr.created_at`, sql`pr.id`, after)}` : sql``}
      and ${memberVisibleTo(memberId)}
    order by pr.created_at desc, pr.id desc limit ${limit}`);
  return rowsOf<{ id: string; match_id: string; asker_id: string; created_at: string | Date; at: string }>(result).map(
    (r) => ({
      id: r.id,
      matchId: r.match_id,
      askerId: r.asker_id,
      createdAt: new Date(r.created_at),
      at: r.at,
    }),
  );
}
