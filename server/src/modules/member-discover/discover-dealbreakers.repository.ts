import { sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
import { sqlFragment } from '../../db/routines';

/** A point as two SQL values (a bound viewer's centre, or a row's columns). */
type Point = { lat: SQL; lng: SQL };

/** Kilometres between two area centres (decision 0161): the one text of modules/places/sql/place-distance-km.sql. */
export const distanceKmSql = (a: Point, b: Point) =>
  sqlFragment('place_distance_km', { lat1: a.lat, lng1: a.lng, lat2: b.lat, lng2: b.lng });

export const candidatePoint: Point = { lat: sql`${members.placeLat}`, lng: sql`${members.placeLng}` };

/** The viewer's dealbreakers and own fields, which each candidate's dealbreakers must accept (decision 0162). */
export type DealbreakerFilter = {
  /** The viewer's dealbreakers; absent ones do not filter. */
  religions?: string[];
  languages?: string[];
  kidsHas?: boolean;
  kidsWants?: string[];
  distanceKm?: number;
  /** What the viewer is: the other side of the two-way check. */
  viewerPoint: { lat: number; lng: number } | null;
  viewerReligion: string | null;
  viewerLanguages: string[];
  viewerKids: { has: boolean; wants: string } | null;
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
const textArray = (values: readonly string[]) =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${list(values)}]::text[]`;

/** Whether the candidate made this preference a dealbreaker; absent or ranking-only it is not. */
const candidateDealbreaker = (key: string) =>
  sql`(${members.preferences} -> ${sql.raw(`'${key}'`)} ->> 'dealbreaker') = 'true'`;
const candidateWish = (key: string) => sql`(${members.preferences} -> ${sql.raw(`'${key}'`)} -> 'value')`;

/**
 * The dealbreakers both ways, as conditions on a candidate row of `members`. A dealbreaker is strict: a member who
 * did not say (no religion, no place...) does not meet it. A preference that only ranks appears nowhere here.
 */
export function dealbreakerConditions(filter: DealbreakerFilter): SQL[] {
  const conditions: SQL[] = [];
  const viewerPoint: Point | undefined = filter.viewerPoint
    ? { lat: sql`${filter.viewerPoint.lat}::float8`, lng: sql`${filter.viewerPoint.lng}::float8` }
    : undefined;
  // The viewer's side: the candidate is what the viewer insists on.
  if (filter.religions) conditions.push(sql`${members.religion} in (${list(filter.religions)})`);
  if (filter.languages) conditions.push(sql`${members.languages} ?| ${textArray(filter.languages)}`);
  if (filter.kidsHas !== undefined) conditions.push(sql`${members.kidsHas} = ${filter.kidsHas}`);
  if (filter.kidsWants) conditions.push(sql`${members.kidsWants} in (${list(filter.kidsWants)})`);
  if (filter.distanceKm !== undefined)
    conditions.push(
      viewerPoint ? sql`${distanceKmSql(viewerPoint, candidatePoint)} <= ${filter.distanceKm}::float8` : sql`false`,
    );
  // The candidate's side: the viewer is what the candidate insists on (an unknown never meets it).
  const religionOk = filter.viewerReligion ? sql`${candidateWish('religions')} ? ${filter.viewerReligion}` : sql`false`;
  const languagesOk = sql`${candidateWish('languages')} ?| ${textArray(filter.viewerLanguages)}`;
  const kids = filter.viewerKids;
  const kidsOk = kids
    ? sql`((not (${candidateWish('kids')} ? 'has') or (${candidateWish('kids')} ->> 'has')::boolean = ${kids.has})
        and (not (${candidateWish('kids')} ? 'wants') or (${candidateWish('kids')} -> 'wants') ? ${kids.wants}))`
    : sql`false`;
  const distanceOk = viewerPoint
    ? sql`${distanceKmSql(viewerPoint, candidatePoint)} <= (${candidateWish('distanceKm')})::float8`
    : sql`false`;
  for (const [key, ok] of [
    ['religions', religionOk],
    ['languages', languagesOk],
    ['kids', kidsOk],
    ['distanceKm', distanceOk],
  ] as const)
    conditions.push(sql`(not coalesce(${candidateDealbreaker(key)}, false) or coalesce(${ok}, false))`);
  return conditions;
}
