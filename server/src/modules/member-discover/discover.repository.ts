import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { members } from '../../db/schema';
import { pairEverMatchedSql } from '../../db/schema/pair-expressions';
import {
  ACCEPTED_AGE_MAX_SQL,
  ACCEPTED_AGE_MIN_SQL,
  acceptsGenderSql,
  DISCOVERABLE_SQL,
  type DiscoverGender,
} from '../../db/schema/discover-expressions';
import { sqlFragment } from '../../db/routines';
import { memberDiscoverableTo } from '../visibility/visibility.repository';
import { dealbreakerConditions, type DealbreakerFilter } from './discover-dealbreakers.repository';

export { DISCOVER_GENDERS, type DiscoverGender } from '../../db/schema/discover-expressions';

export const findViewer = (db: DbOrTx, memberId: string) =>
  db
    .select({
      id: members.id,
      gender: members.gender,
      dob: members.dob,
      interestedIn: members.interestedIn,
      preferences: members.preferences,
      interests: members.interests,
      values: members.values,
      relationshipGoal: members.relationshipGoal,
      placeLat: members.placeLat,
      placeLng: members.placeLng,
      religion: members.religion,
      kidsHas: members.kidsHas,
      kidsWants: members.kidsWants,
      languages: members.languages,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]);
export type DiscoverViewer = NonNullable<Awaited<ReturnType<typeof findViewer>>>;

/** Who the viewer wants and who may want the viewer, in the terms of the discover index. */
export type DiscoverFilter = DealbreakerFilter & {
  viewerId: string;
  /** Candidate genders the viewer wants to see. */
  genders: DiscoverGender[];
  /** Candidate's dob ≤ this: at least the viewer's ageMin. */
  dobUpTo?: string;
  /** Candidate's dob > this: at most the viewer's ageMax. */
  dobAfter?: string;
  /** The viewer's gender and age, which each candidate's own preferences must accept (two-way). */
  viewerGender: DiscoverGender;
  viewerAge: number;
  /** `GET /discover?verified=true`: verified members only (decision 0146). Applied when a page is read, never when the
   * day's snapshot is built, so the snapshot stays the same for both forms of the request. */
  verifiedOnly?: boolean;
};

/** A slice of the id order: after an id (exclusive), from an id (inclusive), below an id (exclusive). */
export type IdRange = { after?: string; from?: string; below?: string };

/**
 * Every condition of the two-way filter on a candidate row of `members` except its gender (decision 0052).
 * The snapshot's walk (decision 0091) leaves out the viewer's own likes and passes, which the viewer can undo
 * during the day; every read of the snapshot applies them.
 */
export function candidateConditions(filter: DiscoverFilter, ownChoices = true): SQL[] {
  const viewer = filter.viewerId;
  const conditions: SQL[] = [
    sql.raw(DISCOVERABLE_SQL),
    // Who may see whom, with snooze and incognito on top (decision 0165).
    memberDiscoverableTo(viewer),
    sql`${members.id} <> ${viewer}`,
    sql`${sql.raw(ACCEPTED_AGE_MIN_SQL)} <= ${filter.viewerAge}`,
    sql`${sql.raw(ACCEPTED_AGE_MAX_SQL)} >= ${filter.viewerAge}`,
    sql.raw(acceptsGenderSql(filter.viewerGender)),
    ...(filter.verifiedOnly ? [sqlFragment('member_verified', { member: sql`${members.id}` })] : []),
    // Anti-joins, each one probe of a primary key or unique index. Only the viewer's own likes count: who
    // liked the viewer changes neither the order nor the content.
    ...(ownChoices
      ? [
          sql`not exists (select 1 from member_likes l where l.liker_id = ${viewer} and l.liked_id = ${members.id})`,
          sql`not exists (select 1 from member_passes p where p.passer_id = ${viewer} and p.passed_id = ${members.id})`,
        ]
      : []),
    sql`not ${pairEverMatchedSql(sql`${viewer}::uuid`, sql`${members.id}`)}`,
    // Dealbreakers both ways (decision 0162): the viewer's on the candidate's area, religion and children inside the
    // index (decision 0185), languages and the candidate's own dealbreakers on the rows that pass it.
    ...dealbreakerConditions(filter),
  ];
  if (filter.dobUpTo) conditions.push(sql`${members.dob} <= ${filter.dobUpTo}`);
  if (filter.dobAfter) conditions.push(sql`${members.dob} > ${filter.dobAfter}`);
  return conditions;
}

function candidatesOfGender(
  filter: DiscoverFilter,
  gender: DiscoverGender,
  range: IdRange,
  limit: number,
  ownChoices: boolean,
): SQL {
  const conditions: SQL[] = [
    // Literals, not parameters: the partial index's predicate and expression columns must be recognisable.
    sql`${members.gender} = ${sql.raw(`'${gender}'`)}`,
    ...candidateConditions(filter, ownChoices),
  ];
  if (range.after) conditions.push(sql`${members.id} > ${range.after}`);
  if (range.from) conditions.push(sql`${members.id} >= ${range.from}`);
  if (range.below) conditions.push(sql`${members.id} < ${range.below}`);
  return sql`(select ${members.id} as id from ${members} where ${and(...conditions)} order by ${members.id} limit ${limit})`;
}

/**
 * Runs a query of per-gender branches (candidatesOfGender) with bitmap scans off, for this transaction only. Each
 * branch must walk its index in id order and stop after its limit. When a range holds few thousand rows the planner
 * may instead collect all of them with a bitmap scan and sort them (or, for the count, read both genders' whole
 * index ranges), which costs far more than reading the first rows in order.
 */
async function inIndexOrder(db: DbOrTx, query: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx.execute(query);
  });
}

/**
 * The next `limit` discover candidates in id order within `range`. One index range scan per wanted gender, merged,
 * in the discover index of the members who accept the viewer's gender (migration 0046: gender, then id); the
 * candidate's birthday, age bounds, area centre, religion and children are checked inside the index, the rest on
 * the rows that pass and by primary-key probes.
 */
export async function pickDiscoverIds(
  db: DbOrTx,
  filter: DiscoverFilter,
  range: IdRange,
  limit: number,
  ownChoices = true,
): Promise<string[]> {
  if (filter.genders.length === 0 || limit <= 0) return [];
  const branches = sql.join(
    filter.genders.map((gender) => candidatesOfGender(filter, gender, range, limit, ownChoices)),
    sql` union all `,
  );
  const result = await inIndexOrder(db, sql`select id from (${branches}) candidates order by id limit ${limit}`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Whether discover's rules could show this member's card to the viewer, whatever the viewer's likes and passes. */
export async function discoverRulesAllow(db: DbOrTx, filter: DiscoverFilter, memberId: string): Promise<boolean> {
  if (filter.genders.length === 0) return false;
  const genders = sql.join(
    filter.genders.map((gender) => sql`${gender}`),
    sql`, `,
  );
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.id, memberId), sql`${members.gender} in (${genders})`, ...candidateConditions(filter, false)),
    );
  return row !== undefined;
}

/** New members are looked for among those who joined in this window (an index range on created_at). */
const LATE_JOINER_WINDOW = sql`interval '2 days'`;

/**
 * Members the rules allow who are not in the viewer's snapshot of `day`: those who joined (or finished signing
 * up) after it was built, so a member who joins today can be met today. Oldest first; likes play no part.
 */
export async function pickLateJoinerIds(
  db: DbOrTx,
  filter: DiscoverFilter,
  day: string,
  limit: number,
): Promise<string[]> {
  if (filter.genders.length === 0 || limit <= 0) return [];
  const genders = sql.join(
    filter.genders.map((gender) => sql`${gender}`),
    sql`, `,
  );
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        sql`${members.createdAt} > now() - ${LATE_JOINER_WINDOW}`,
        sql`${members.gender} in (${genders})`,
        ...candidateConditions(filter, false),
        sql`not exists (select 1 from discover_snapshot_members s where s.viewer_id = ${filter.viewerId} and s.day = ${day} and s.member_id = ${members.id})`,
      ),
    )
    .orderBy(members.createdAt, members.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/**
 * How many members discover's rules leave the viewer now, own likes and passes applied: exactly the members that
 * paging GET /discover to its end would list (its snapshot re-checks each page against these same conditions),
 * counted up to `upTo` rows at most. The walk's own branches, each stopping after `upTo`: a wide filter reads about
 * `upTo` rows, and a narrow one reads the index entries of the members who accept the viewer's gender, leaving out
 * inside the index whoever misses the viewer's ages, distance, religion or children (decision 0185).
 */
export async function countDiscoverCandidates(db: DbOrTx, filter: DiscoverFilter, upTo: number): Promise<number> {
  if (filter.genders.length === 0 || upTo <= 0) return 0;
  const branches = sql.join(
    filter.genders.map((gender) => candidatesOfGender(filter, gender, {}, upTo, true)),
    sql` union all `,
  );
  const result = await inIndexOrder(
    db,
    sql`select count(*)::int as count from (select id from (${branches}) candidates limit ${upTo}) counted`,
  );
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}
