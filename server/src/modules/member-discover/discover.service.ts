import {
  ageOn,
  DISCOVER_PAGE_DEFAULT,
  DISCOVER_PICKS_MAX,
  lagosDate,
  MEMBER_DISCOVER_MESSAGES as TEXT,
  type DiscoverPage,
  type DiscoverPicks,
  DISCOVER_COUNT_CAP,
  type DiscoverCountResponse,
  type DiscoverQuery,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import {
  countDiscoverCandidates,
  DISCOVER_GENDERS,
  discoverRulesAllow,
  findViewer,
  type DiscoverFilter,
  type DiscoverGender,
  type DiscoverViewer,
} from './discover.repository';
import {
  findRankOf,
  findSnapshotBuiltAt,
  readSnapshotPage,
  readTopScores,
  type SnapshotHeader,
} from './discover-snapshot.repository';
import { ensureSnapshot, extendSnapshot } from './discover-snapshot.service';
import type { DealbreakerFilter } from './discover-dealbreakers.repository';

const asGenders = (values: string[]) =>
  DISCOVER_GENDERS.filter((gender) => values.some((value) => value.toLowerCase() === gender));

/**
 * The day `years` before `day` (YYYY-MM-DD): a birthday on or before it means at least `years` old on `day`.
 * 29 February falls back to the 28th in a year without it.
 */
export function birthdayBoundary(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const dd = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/**
 * The viewer's side of the two-way match (decision 0052). Without preferences the viewer wants the genders of
 * `interestedIn` (everyone when that is empty too) and sets no age bound.
 */
export function discoverFilterFor(viewer: DiscoverViewer, today: string): DiscoverFilter | undefined {
  const viewerGender = asGenders(viewer.gender ? [viewer.gender] : [])[0] as DiscoverGender | undefined;
  // Nobody's preferences can include a member of no known gender.
  if (!viewerGender) return undefined;
  const prefs = viewer.preferences;
  const wanted = prefs ? prefs.genders : viewer.interestedIn.length > 0 ? viewer.interestedIn : [...DISCOVER_GENDERS];
  return {
    viewerId: viewer.id,
    genders: asGenders(wanted),
    // Ages kept as ageMin/ageMax filter; kept as agePreferred they only rank (decision 0162).
    ...(prefs?.ageMin !== undefined && prefs.ageMax !== undefined
      ? { dobUpTo: birthdayBoundary(today, prefs.ageMin), dobAfter: birthdayBoundary(today, prefs.ageMax + 1) }
      : {}),
    viewerGender,
    // Without a birthday only candidates who set no age bound accept the viewer.
    viewerAge: viewer.dob ? ageOn(viewer.dob, today) : 0,
    ...viewerDealbreakers(viewer),
  };
}

/** The viewer's dealbreakers and what the viewer is, for the two-way check of decision 0162. */
function viewerDealbreakers(viewer: DiscoverViewer): DealbreakerFilter {
  const prefs = viewer.preferences;
  const dealbreaker = <T>(p: { value: T; dealbreaker: boolean } | undefined) => (p?.dealbreaker ? p.value : undefined);
  const kids = dealbreaker(prefs?.kids);
  const religions = dealbreaker(prefs?.religions);
  const languages = dealbreaker(prefs?.languages);
  const distanceKm = dealbreaker(prefs?.distanceKm);
  return {
    ...(religions ? { religions } : {}),
    ...(languages ? { languages } : {}),
    ...(kids?.has !== undefined ? { kidsHas: kids.has } : {}),
    ...(kids?.wants ? { kidsWants: kids.wants } : {}),
    ...(distanceKm !== undefined ? { distanceKm } : {}),
    viewerPoint:
      viewer.placeLat !== null && viewer.placeLng !== null ? { lat: viewer.placeLat, lng: viewer.placeLng } : null,
    viewerReligion: viewer.religion,
    viewerLanguages: viewer.languages,
    viewerKids:
      viewer.kidsHas !== null && viewer.kidsWants !== null ? { has: viewer.kidsHas, wants: viewer.kidsWants } : null,
  };
}

/** Whether discover could show the member's card to the viewer (the rule a like must pass, decision 0076). */
export async function discoverCouldShow(db: DbOrTx, viewerId: string, memberId: string, now: Date): Promise<boolean> {
  const viewer = await findViewer(db, viewerId);
  const filter = viewer ? discoverFilterFor(viewer, lagosDate(now)) : undefined;
  return filter ? discoverRulesAllow(db, filter, memberId) : false;
}

async function viewerAndFilter(ctx: AppContext, viewerId: string) {
  const viewer = await findViewer(ctx.db, viewerId);
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Session Expired');
  const today = lagosDate(ctx.now());
  return { viewer, today, filter: discoverFilterFor(viewer, today) };
}

/** How many times one page may add a chunk to the snapshot when what it read was filtered out since. */
const MAX_EXTENSIONS_PER_PAGE = 8;

/**
 * A page of the viewer's discover (decision 0091): the day's snapshot in rank order, re-checked against the
 * filter now. The cursor names the snapshot (its build time) and the last member shown.
 */
export async function discover(ctx: AppContext, viewerId: string, query: DiscoverQuery): Promise<DiscoverPage> {
  const key = query.cursor !== undefined ? decodeKeysetCursor(query.cursor) : undefined;
  if (query.cursor !== undefined && !key) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const { viewer, today, filter } = await viewerAndFilter(ctx, viewerId);
  if (!filter) return { items: [], nextCursor: null };

  let header: SnapshotHeader | undefined;
  let afterRank = 0;
  if (key) {
    header = await findSnapshotBuiltAt(ctx.db, viewerId, key.at);
    const rank = header && (await findRankOf(ctx.db, header, key.id));
    if (!header || rank === undefined) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
    afterRank = rank;
  } else {
    header = await ensureSnapshot(ctx, viewer, filter, today, query.limit);
  }
  const want = query.limit + 1;
  const pageFilter = query.verified ? { ...filter, verifiedOnly: true } : filter;
  let rows = await readSnapshotPage(ctx.db, header, pageFilter, afterRank, want);
  for (let extensions = 0; rows.length < want && extensions < MAX_EXTENSIONS_PER_PAGE; extensions++) {
    const extended = await extendSnapshot(ctx, viewer, filter, header);
    // Nothing more to add: the walk is over and nobody joined since.
    if (extended.size === header.size && extended.walkDone === header.walkDone) break;
    header = extended;
    rows = await readSnapshotPage(ctx.db, header, pageFilter, afterRank, want);
  }
  const built = header;
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({ at: built.builtAt, id: row.memberId }));
  const cards = await loadMemberCards(
    ctx.db,
    viewerId,
    page.map((row) => row.memberId),
    ctx.now(),
  );
  return { items: page.flatMap((row) => cards.get(row.memberId) ?? []), nextCursor };
}

/** GET /discover/count: how many members the viewer's filters leave, likes received playing no part. */
export async function discoverCount(
  ctx: AppContext,
  viewerId: string,
  verified: boolean,
  cap = DISCOVER_COUNT_CAP,
): Promise<DiscoverCountResponse> {
  const { filter } = await viewerAndFilter(ctx, viewerId);
  if (!filter) return { count: 0, more: false };
  const counted = await countDiscoverCandidates(ctx.db, verified ? { ...filter, verifiedOnly: true } : filter, cap + 1);
  return { count: Math.min(counted, cap), more: counted > cap };
}

/** The day's most compatible members (decision 0091), for every member. */
export async function discoverPicks(ctx: AppContext, viewerId: string): Promise<DiscoverPicks> {
  const { viewer, today, filter } = await viewerAndFilter(ctx, viewerId);
  if (!filter) return { items: [] };
  const header = await ensureSnapshot(ctx, viewer, filter, today, DISCOVER_PAGE_DEFAULT);
  const rows = await readTopScores(ctx.db, header, filter, DISCOVER_PICKS_MAX);
  const cards = await loadMemberCards(
    ctx.db,
    viewerId,
    rows.map((row) => row.memberId),
    ctx.now(),
  );
  return { items: rows.flatMap((row) => cards.get(row.memberId) ?? []) };
}
