import {
  MEMBER_MATCH_MESSAGES as TEXT,
  PHOTO_REQUEST_TTL_DAYS,
  SOCIAL_PAGE_DEFAULT,
  type IncomingPhotoRequestList,
  type MessageResponse,
  type PhotoRequestAnswer,
  type PhotoRequestCreated,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import { visibilityOf } from '../visibility/visibility.repository';
import {
  findActiveMatchOf,
  findRequestTo,
  insertPhotoRequest,
  latestPhotoRequests,
  listIncomingPage,
  revokeOwnPhotos,
  setRequestState,
  unlockMatch,
  type PhotoRequestRow,
} from './matches.repository';
import { lockPair, type MatchRow } from './pair.repository';
import { activeMatchOrNotFound, decodeCursor } from './matches.service';
import { deliverAfterCommit, NO_NOTICES, recordNotices, type Notice } from '../notifications/notifications.service';

const DAY = 24 * 60 * 60 * 1000;
const INCOMING_PAGE = SOCIAL_PAGE_DEFAULT;

const partnerOf = (match: MatchRow, memberId: string) =>
  match.memberLowId === memberId ? match.memberHighId : match.memberLowId;
const isLive = (request: PhotoRequestRow, now: Date) =>
  request.state !== 'accepted' && request.expiresAt.getTime() > now.getTime();
const fullyUnlocked = (match: MatchRow) =>
  match.photosUnlockedAt !== null && match.lowRevokedAt === null && match.highRevokedAt === null;

/** A match whose partner the member may still see (§6); anything else is a match that does not exist. */
async function visibleMatch(ctx: AppContext, memberId: string, matchId: string): Promise<MatchRow> {
  const match = await activeMatchOrNotFound(ctx, memberId, matchId);
  if (!(await visibilityOf(ctx.db, memberId, partnerOf(match, memberId))).member)
    throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return match;
}

const created = (request: PhotoRequestRow): PhotoRequestCreated => ({
  _id: request.id,
  matchId: request.matchId,
  state: 'pending',
  createdAt: request.createdAt.toISOString(),
  expiresAt: request.expiresAt.toISOString(),
});

/**
 * Asks the match to exchange photos (decision 0051). Asking again while one's own request is open answers
 * that request again and tells nobody, whether or not it was silently declined; after it expires, or after
 * either side revoked, a new request can be made.
 */
export async function askForPhotos(
  ctx: AppContext,
  askerId: string,
  matchId: string,
): Promise<{ status: 200 | 201; body: PhotoRequestCreated }> {
  const match = await visibleMatch(ctx, askerId, matchId);
  const recipientId = partnerOf(match, askerId);
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, match.memberLowId, match.memberHighId);
    const current = await findActiveMatchOf(tx, askerId, matchId);
    if (!current) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
    if (fullyUnlocked(current)) throw new AppError('CONFLICT', TEXT.photosAlreadyUnlocked);
    const [latest] = await latestPhotoRequests(tx, [matchId]);
    if (latest && isLive(latest, now)) {
      if (latest.askerId === askerId) return { request: latest, pending: NO_NOTICES };
      if (latest.state === 'pending') throw new AppError('CONFLICT', TEXT.answerTheirRequest);
    }
    const request = await insertPhotoRequest(tx, {
      matchId,
      askerId,
      recipientId,
      now,
      expiresAt: new Date(now.getTime() + PHOTO_REQUEST_TTL_DAYS * DAY),
    });
    const notice: Notice = {
      memberId: recipientId,
      kind: 'photo-request',
      title: TEXT.photoRequestTitle,
      body: TEXT.photoRequestBody,
      relatedId: request.id,
    };
    return { request, pending: await recordNotices(tx, [notice]) };
  });
  deliverAfterCommit(ctx, outcome.pending);
  return { status: outcome.pending.items.length ? 201 : 200, body: created(outcome.request) };
}

/** A request to the member in an active match, from someone they may still see; 404 otherwise. */
async function requestToMe(ctx: AppContext, memberId: string, requestId: string) {
  const found = await findRequestTo(ctx.db, memberId, requestId);
  if (!found || !(await visibilityOf(ctx.db, memberId, found.request.askerId)).member)
    throw new AppError('NOT_FOUND', TEXT.photoRequestNotFound);
  return found;
}

/** Accepting unlocks both ways (clearing earlier revokes) and tells both. Accepting twice changes nothing. */
export async function acceptPhotoRequest(
  ctx: AppContext,
  memberId: string,
  requestId: string,
): Promise<PhotoRequestAnswer> {
  const { match } = await requestToMe(ctx, memberId, requestId);
  const now = ctx.now();
  const pending = await ctx.db.transaction(async (tx) => {
    await lockPair(tx, match.memberLowId, match.memberHighId);
    const current = await findRequestTo(tx, memberId, requestId);
    if (!current) throw new AppError('NOT_FOUND', TEXT.photoRequestNotFound);
    if (current.request.state === 'accepted') return NO_NOTICES;
    if (!isLive(current.request, now)) throw new AppError('CONFLICT', TEXT.photoRequestExpired);
    await setRequestState(tx, requestId, 'accepted', now);
    await unlockMatch(tx, match.id, requestId, now);
    const both: Notice[] = [memberId, current.request.askerId].map((id) => ({
      memberId: id,
      kind: 'unlock',
      title: TEXT.unlockTitle,
      body: TEXT.unlockBody,
      relatedId: match.id,
    }));
    return recordNotices(tx, both);
  });
  deliverAfterCommit(ctx, pending);
  return { message: TEXT.photoRequestAccepted, matchId: match.id };
}

/**
 * Declining is silent: no feed entry, no push, and nothing the asker reads changes (they see `pending`
 * until the request expires). The decliner may still accept it later while it has not expired.
 */
export async function declinePhotoRequest(
  ctx: AppContext,
  memberId: string,
  requestId: string,
): Promise<PhotoRequestAnswer> {
  const { match } = await requestToMe(ctx, memberId, requestId);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, match.memberLowId, match.memberHighId);
    const current = await findRequestTo(tx, memberId, requestId);
    if (!current) throw new AppError('NOT_FOUND', TEXT.photoRequestNotFound);
    if (current.request.state === 'accepted') throw new AppError('CONFLICT', TEXT.requestAlreadyAccepted);
    if (current.request.state === 'pending') await setRequestState(tx, requestId, 'declined', ctx.now());
  });
  return { message: TEXT.photoRequestDeclined, matchId: match.id };
}

/** Hides one's own photos from this match again (a change of mind); the photo rule rereads it on every view. */
export async function revokePhotos(ctx: AppContext, memberId: string, matchId: string): Promise<MessageResponse> {
  const match = await visibleMatch(ctx, memberId, matchId);
  await ctx.db.transaction(async (tx) => {
    await lockPair(tx, match.memberLowId, match.memberHighId);
    const current = await findActiveMatchOf(tx, memberId, matchId);
    if (!current) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
    if (current.photosUnlockedAt === null) throw new AppError('CONFLICT', TEXT.photosNotShared);
    await revokeOwnPhotos(tx, current, memberId, ctx.now());
  });
  return { message: TEXT.photosRevoked };
}

export async function listIncoming(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = INCOMING_PAGE,
): Promise<IncomingPhotoRequestList> {
  const now = ctx.now();
  const rows = await listIncomingPage(ctx.db, memberId, now, decodeCursor(cursor), limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  const cards = await loadMemberCards(
    ctx.db,
    memberId,
    page.map((row) => row.askerId),
    now,
  );
  const items = page.flatMap((row) => {
    const from = cards.get(row.askerId);
    return from ? [{ _id: row.id, matchId: row.matchId, from, createdAt: row.createdAt.toISOString() }] : [];
  });
  return { items, nextCursor };
}
