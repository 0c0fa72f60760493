import {
  AUCTION_MESSAGES as TEXT,
  AUCTION_PAGE_DEFAULT,
  type AdminAuction,
  type Auction,
  type CreateAuctionInput,
  type FulfilmentInput,
  type MemberAuctionList,
  type UpdateAuctionInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { lockMemberTokens, releaseBid } from '../tokens/ledger/ledger.service';
import {
  findAuction,
  insertAuction,
  listAllAuctions,
  listAuctionPage,
  listAuctionsFor,
  listBids,
  lockAuction,
  memberMaxima,
  updateAuctionRow,
} from './auctions.repository';
import { toAdminAuction, toAuction, toMemberAuction } from './auction-view';
import { announceTo } from './bidding.service';
import { tellBidders } from './bidder-frames';
import { checkImagesStored } from './auction-images.service';
import { shownStatus } from './bid-rules';

type ListFilter = 'live' | 'upcoming' | 'ended';

export async function memberAuctions(
  ctx: AppContext,
  memberId: string,
  filter: ListFilter,
  cursor?: string,
  limit = AUCTION_PAGE_DEFAULT,
): Promise<MemberAuctionList> {
  const now = ctx.now();
  const after = cursor === undefined ? undefined : decodeKeysetCursor(cursor);
  if (cursor !== undefined && !after) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const rows = await listAuctionPage(ctx.db, filter, now, after, limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  const maxima = await memberMaxima(
    ctx.db,
    memberId,
    page.map((row) => row.id),
  );
  return { items: page.map((row) => toMemberAuction(row, now, memberId, maxima.get(row.id) ?? null)), nextCursor };
}

/** /auctions on the website: live and upcoming. */
export async function publicAuctions(ctx: AppContext): Promise<{ auctions: Auction[] }> {
  const now = ctx.now();
  const [live, upcoming] = await Promise.all([
    listAuctionsFor(ctx.db, 'live', now),
    listAuctionsFor(ctx.db, 'upcoming', now),
  ]);
  return { auctions: [...live, ...upcoming].map((row) => toAuction(row, now)) };
}

export async function adminAuctions(ctx: AppContext): Promise<{ auctions: AdminAuction[] }> {
  const now = ctx.now();
  return { auctions: (await listAllAuctions(ctx.db)).map((row) => toAdminAuction(row, now)) };
}

const checkTimes = (startsAt: Date, endsAt: Date) => {
  if (endsAt <= startsAt) throw new AppError('BAD_REQUEST', TEXT.badTimes);
};

export async function createAuction(ctx: AppContext, input: CreateAuctionInput, actor: Actor): Promise<AdminAuction> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(startsAt, endsAt);
  await checkImagesStored(ctx, input.images);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertAuction(tx, {
      ...input,
      reserve: input.reserve ?? null,
      startsAt,
      endsAt,
      effectiveEndsAt: endsAt,
    });
    await recordAudit(tx, actor, {
      action: 'auction.create',
      targetType: 'auction',
      targetId: created.id,
      details: { title: created.title, status: created.status },
    });
    return created;
  });
  return toAdminAuction(row, ctx.now());
}

/** Drafts, and scheduled auctions that have not started, may be edited; a live one is what members bid on. */
export async function updateAuction(
  ctx: AppContext,
  auctionId: string,
  input: UpdateAuctionInput,
  actor: Actor,
): Promise<AdminAuction> {
  await checkImagesStored(ctx, input.images);
  const row = await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, auctionId);
    if (!auction) throw new AppError('NOT_FOUND', TEXT.notFound);
    const status = shownStatus(auction, ctx.now());
    if (status !== 'draft' && status !== 'scheduled') throw new AppError('CONFLICT', TEXT.notEditable);
    const startsAt = input.startsAt ? new Date(input.startsAt) : auction.startsAt;
    const endsAt = input.endsAt ? new Date(input.endsAt) : auction.endsAt;
    checkTimes(startsAt, endsAt);
    const updated = await updateAuctionRow(tx, auctionId, { ...input, startsAt, endsAt, effectiveEndsAt: endsAt });
    await recordAudit(tx, actor, {
      action: 'auction.update',
      targetType: 'auction',
      targetId: auctionId,
      details: { ...input },
    });
    return updated;
  });
  return toAdminAuction(row, ctx.now());
}

/** Cancels an auction that has not been settled; the leader's hold (the only one) is released in the same transaction. */
export async function cancelAuction(ctx: AppContext, auctionId: string, actor: Actor): Promise<AdminAuction> {
  const row = await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, auctionId);
    if (!auction) throw new AppError('NOT_FOUND', TEXT.notFound);
    if (auction.status !== 'draft' && auction.status !== 'scheduled')
      throw new AppError('CONFLICT', TEXT.notCancellable);
    if (auction.leaderMemberId && auction.leaderBidId && auction.leaderMax !== null) {
      const tokens = await lockMemberTokens(tx, [auction.leaderMemberId]);
      await releaseBid(tx, tokens, auction.leaderMemberId, auction.leaderMax, auction.leaderBidId, auction.id);
    }
    const cancelled = await updateAuctionRow(tx, auctionId, {
      status: 'cancelled',
      leaderMemberId: null,
      leaderBidId: null,
      leaderMax: null,
    });
    await recordAudit(tx, actor, {
      action: 'auction.cancel',
      targetType: 'auction',
      targetId: auctionId,
      details: { title: auction.title, released: auction.leaderMax ?? 0 },
    });
    return { cancelled, leader: auction.leaderMemberId };
  });
  if (row.leader) await announceTo(ctx, row.leader, row.cancelled);
  tellBidders(ctx, row.cancelled, [row.leader]);
  return toAdminAuction(row.cancelled, ctx.now());
}

export async function auctionBids(ctx: AppContext, auctionId: string) {
  if (!(await findAuction(ctx.db, auctionId))) throw new AppError('NOT_FOUND', TEXT.notFound);
  const rows = await listBids(ctx.db, auctionId);
  return {
    bids: rows.map(({ bid, first, last }) => ({
      _id: bid.id,
      memberId: bid.memberId,
      memberName: first === null ? null : `${first} ${last ?? ''}`.trim(),
      maxAmount: bid.maxAmount,
      priceAfter: bid.priceAfter,
      leadingAfter: bid.leadingAfter,
      createdAt: bid.createdAt.toISOString(),
    })),
  };
}

export async function updateFulfilment(
  ctx: AppContext,
  auctionId: string,
  input: FulfilmentInput,
  actor: Actor,
): Promise<AdminAuction> {
  const row = await ctx.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, auctionId);
    if (!auction) throw new AppError('NOT_FOUND', TEXT.notFound);
    if (auction.status !== 'ended' || !auction.winnerMemberId) throw new AppError('CONFLICT', TEXT.notWon);
    const updated = await updateAuctionRow(tx, auctionId, {
      fulfilmentStatus: input.status,
      fulfilmentNote: input.note || null,
    });
    await recordAudit(tx, actor, {
      action: 'auction.fulfilment',
      targetType: 'auction',
      targetId: auctionId,
      details: { status: input.status },
    });
    return updated;
  });
  return toAdminAuction(row, ctx.now());
}
