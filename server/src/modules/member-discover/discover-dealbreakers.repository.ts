import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * The column is one of the values, as equalities joined by OR, not `in (...)`: the discover indexes hold these
 * columns after the id, and `in` over two values or more would be an index condition (= any) that gives up the
 * index's id order, so the walk's planner could read every matching row and sort them instead of stopping after a
 * chunk. One value is one equality, checked inside the index; an OR of several is checked on the row.
 */
function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  return sql`(${sql.join(
    values.map((value) => sql`${column} = ${value}`),
    sql` or `,
  )})`;
}

/** Whether the candidate made this preference a dealbreaker; absent or ranking-only it is not. */
const candidateDealbreaker = (key: string) =>
  sql`(${members.preferences} -> ${sql.raw(`'${key}'`)} ->> 'dealbreaker') = 'true'`;
const candidateWish = (key: string) => sql`(${members.preferences} -> ${sql.raw(`'${key}'`)} -> 'value')`;

/** The sphere of place_distance_km (its 12742 is this diameter). */
const EARTH_RADIUS_KM = 6371;
/** Degrees added to each side of the box, far above float rounding, so the box never cuts a point the check keeps. */
const BOX_SLACK_DEG = 1e-6;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * A latitude and longitude box around the viewer's centre holding every point within `km` (haversine, as
 * place_distance_km measures). The exact distance stays the filter; the box only lets the discover index
 * (place_lat, place_lng) leave out far members before their rows are read. A point `km` away is at most km / R
 * radians of latitude away; its longitude is bounded through the smallest cosine of a latitude inside the band,
 * and left unbounded where the band reaches a pole or the box would cross the antimeridian.
 */
export function distanceBox(centre: { lat: number; lng: number }, km: number) {
  const latSpan = toDegrees(km / EARTH_RADIUS_KM);
  const lat = { min: centre.lat - latSpan - BOX_SLACK_DEG, max: centre.lat + latSpan + BOX_SLACK_DEG };
  const farthestLat = Math.abs(centre.lat) + latSpan;
  if (farthestLat >= 90) return { lat };
  const cosines = Math.cos((centre.lat * Math.PI) / 180) * Math.cos((farthestLat * Math.PI) / 180);
  const ratio = Math.sin(km / EARTH_RADIUS_KM / 2) ** 2 / cosines;
  if (ratio >= 1) return { lat };
  const lngSpan = toDegrees(2 * Math.asin(Math.sqrt(ratio))) + BOX_SLACK_DEG;
  if (Math.abs(centre.lng) + lngSpan >= 180) return { lat };
  return { lat, lng: { min: centre.lng - lngSpan, max: centre.lng + lngSpan } };
}

function distanceBoxConditions(centre: { lat: number; lng: number }, km: number): SQL[] {
  const box = distanceBox(centre, km);
  return [
    sql`${members.placeLat} between ${box.lat.min}::float8 and ${box.lat.max}::float8`,
    ...(box.lng ? [sql`${members.placeLng} between ${box.lng.min}::float8 and ${box.lng.max}::float8`] : []),
  ];
}

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
  if (filter.religions) conditions.push(oneOf(members.religion, filter.religions));
  if (filter.languages) conditions.push(sql`${members.languages} ?| ${textArray(filter.languages)}`);
  if (filter.kidsHas !== undefined) conditions.push(sql`${members.kidsHas} = ${filter.kidsHas}`);
  if (filter.kidsWants) conditions.push(oneOf(members.kidsWants, filter.kidsWants));
  if (filter.distanceKm !== undefined && viewerPoint && filter.viewerPoint)
    conditions.push(
      sql`${distanceKmSql(viewerPoint, candidatePoint)} <= ${filter.distanceKm}::float8`,
      ...distanceBoxConditions(filter.viewerPoint, filter.distanceKm),
    );
  else if (filter.distanceKm !== undefined) conditions.push(sql`false`);
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
