import {
  ageOn, lagosDate, MEMBER_DISCOVER_MESSAGES as TEXT, type DiscoverPage, type DiscoverQuery, type MessageResponse, type PassResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import { visibilityOf } from '../visibility/visibility.repository';
import { decodeCursor, encodeCursor, pivotFor } from './discover-cursor';
import { deletePassIfLatest, DISCOVER_GENDERS, findViewer, insertPass, pickDiscoverIds, type DiscoverFilter, type DiscoverGender, type DiscoverViewer } from './discover.repository';

const asGenders = (values: string[]) => DISCOVER_GENDERS.filter((gender) => values.some((value) => value.toLowerCase() === gender));

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
    ...(prefs ? { dobUpTo: birthdayBoundary(today, prefs.ageMin), dobAfter: birthdayBoundary(today, prefs.ageMax + 1) } : {}),
    viewerGender,
    // Without a birthday only candidates who set no age bound accept the viewer.
    viewerAge: viewer.dob ? ageOn(viewer.dob, today) : 0,
  };
}

export async function discover(ctx: AppContext, viewerId: string, query: DiscoverQuery): Promise<DiscoverPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const viewer = await findViewer(ctx.db, viewerId);
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Session Expired');
  const now = ctx.now();
  const filter = discoverFilterFor(viewer, lagosDate(now));
  if (!filter) return { items: [], nextCursor: null };

  const pivot = cursor?.p ?? pivotFor(viewerId, lagosDate(now));
  const want = query.limit + 1;
  const picked: { id: string; phase: 0 | 1 }[] = [];
  if (!cursor || cursor.w === 0) {
    const ids = await pickDiscoverIds(ctx.db, filter, cursor ? { after: cursor.a } : { from: pivot }, want);
    picked.push(...ids.map((id) => ({ id, phase: 0 as const })));
  }
  if (picked.length < want) {
    const ids = await pickDiscoverIds(ctx.db, filter, { below: pivot, ...(cursor?.w === 1 ? { after: cursor.a } : {}) }, want - picked.length);
    picked.push(...ids.map((id) => ({ id, phase: 1 as const })));
  }

  const page = picked.slice(0, query.limit);
  const last = page[page.length - 1];
  const nextCursor = picked.length > query.limit && last ? encodeCursor({ p: pivot, w: last.phase, a: last.id }) : null;
  const cards = await loadMemberCards(ctx.db, viewerId, page.map((entry) => entry.id), now);
  return { items: page.flatMap((entry) => cards.get(entry.id) ?? []), nextCursor };
}

/** Hides the member from the viewer's discover. Idempotent; a member the viewer cannot see is 404. */
export async function passMember(ctx: AppContext, viewerId: string, memberId: string): Promise<PassResponse> {
  if (memberId === viewerId || !(await visibilityOf(ctx.db, viewerId, memberId)).member) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
  await insertPass(ctx.db, viewerId, memberId);
  return { passed: true };
}

/** Undoes the viewer's newest pass only (decision 0052): 404 when there is no such pass, 409 when a newer one exists. */
export async function undoPass(ctx: AppContext, viewerId: string, memberId: string): Promise<MessageResponse> {
  const outcome = await deletePassIfLatest(ctx.db, viewerId, memberId);
  if (outcome === 'missing') throw new AppError('NOT_FOUND', TEXT.passNotFound);
  if (outcome === 'not-latest') throw new AppError('CONFLICT', TEXT.onlyLatestPass);
  return { message: TEXT.passUndone };
}
