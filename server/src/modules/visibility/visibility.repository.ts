import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement, runPrepared } from '../../db/prepared';
import { sqlFragment } from '../../db/routines';
import { memberPhotos, members } from '../../db/schema';

/*
 * The one rule of who may see whom (docs/domain-rules.md#visibility). Every read that shows a member or a photo to another
 * member (photo bytes, discover, likes, matches, the feed and push payloads) filters with these
 * conditions, written once as SQL so lists filter in the database and single checks cost one query.
 * The conditions refer to the `members` and `member_photos` tables unaliased.
 */

/** A viewer's id, or the placeholder a prepared statement fills with it. */
type Viewer = string | Placeholder;

/**
 * B (the `members` row) is visible to viewer A: the one text of the rule, sql/member-visible-to.sql, which the chat
 * send's routine writes in too (decision 0131; why each condition is written as it is stands there). `viewerId` may
 * be a placeholder for a statement prepared once.
 */
export function memberVisibleTo(viewerId: Viewer): SQL {
  return sqlFragment('member_visible_to', {
    row: sql`${members}`,
    member: sql`${members.id}`,
    viewer: sql`${viewerId}`,
  });
}

/**
 * B may be shown to A as someone new (discover, picks, discover's count, likes received): memberVisibleTo, and B is
 * not snoozed, and B's incognito (while Premium) lets A see B only when B liked A. One text,
 * sql/member-discoverable-to.sql (decision 0165).
 */
export function memberDiscoverableTo(viewerId: Viewer): SQL {
  return sqlFragment('member_discoverable_to', {
    row: sql`${members}`,
    member: sql`${members.id}`,
    viewer: sql`${viewerId}`,
  });
}

/** The `members` row is snoozed now (sql/member-snoozed.sql, decision 0165): what a match is shown as "snoozed". */
export const memberSnoozed: SQL = sqlFragment('member_snoozed', { row: sql`${members}` });

/** Of these members, those snoozed now. */
export async function snoozedAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, ids), memberSnoozed));
  return new Set(rows.map((row) => row.id));
}

/**
 * "A and B have an active match with an accepted photo request (either side asked) that B has not revoked".
 * The pair is stored ordered (low, high), so this is one probe of the pair's unique index.
 */
export function photosUnlockedBetween(viewerId: Viewer, ownerId: SQL | typeof members.id): SQL {
  return sql`exists (
    select 1 from member_matches mm
    where mm.member_low_id = least(${viewerId}::uuid, ${ownerId}) and mm.member_high_id = greatest(${viewerId}::uuid, ${ownerId})
      and mm.ended_at is null and mm.photos_unlocked_at is not null
      and (case when ${ownerId} = mm.member_low_id then mm.low_revoked_at else mm.high_revoked_at end) is null
  )`;
}

/**
 * A `member_photos` row anyone but its owner may be shown, counted or unlocked (decision 0147): screened and
 * approved, and not flagged by staff. Every read for others composes this one condition (photoVisibleTo, the cards'
 * photo lists and counts). `status` is written as a literal, not a parameter, so a plan (a prepared statement's
 * generic one included) can use the partial index `member_photos_approved_member_idx`.
 */
export const photoShownToOthers: SQL = sql`(${memberPhotos.status} = 'approved' and not ${memberPhotos.flagged})`;

/**
 * B's photos (`member_photos` joined to its owner in `members`) visible to A. Deleted photos have no row.
 * The owner always sees their own photos, whatever their screening status and flag ("the flag hides a photo from
 * others until reviewed", §4); others need B visible, the photo shown to others (approved, not flagged), and B's
 * photosPublic or an unlock.
 */
export function photoVisibleTo(viewerId: Viewer): SQL {
  return or(
    eq(memberPhotos.memberId, viewerId),
    and(
      memberVisibleTo(viewerId),
      photoShownToOthers,
      or(eq(members.photosPublic, true), photosUnlockedBetween(viewerId, members.id)),
    ),
  )!;
}

export type Visibility = { member: boolean; photos: boolean };

/** Whether member B and B's photos (in general, ignoring per-photo flags) are visible to A: one query. */
export async function visibilityOf(db: DbOrTx, viewerId: string, memberId: string): Promise<Visibility> {
  const [row] = await db
    .select({
      member: sql<boolean>`(${members.id} = ${viewerId} or ${memberVisibleTo(viewerId)})`,
      photos: sql<boolean>`(${members.id} = ${viewerId} or (${memberVisibleTo(viewerId)} and (${members.photosPublic} or ${photosUnlockedBetween(viewerId, members.id)})))`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return { member: row?.member === true, photos: row?.photos === true };
}

/**
 * Photo bytes run this on every call: a statement prepared once per connection (db/prepared.ts), so it is parsed
 * and planned once rather than on every call (planning cost about twice the execution at 1M members).
 */
const visiblePhoto = preparedStatement(
  'visible_photo',
  sql`select ${memberPhotos.publicId} as "storageId", ${memberPhotos.memberId} as "ownerId" from ${memberPhotos}
  join ${members} on ${members.id} = ${memberPhotos.memberId}
  where ${memberPhotos.id} = ${sql.placeholder('photoId')}::uuid and ${photoVisibleTo(sql.placeholder('viewerId'))}`,
);

export type VisiblePhoto = { storageId: string; ownerId: string };

/** A photo's storage id and owner when A may see it; undefined both when it does not exist and when it is hidden. */
export async function findVisiblePhoto(
  db: DbOrTx,
  viewerId: string,
  photoId: string,
): Promise<VisiblePhoto | undefined> {
  const [row] = await runPrepared<VisiblePhoto>(db, visiblePhoto, { viewerId, photoId });
  return row;
}
