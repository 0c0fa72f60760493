import { randomUUID } from 'node:crypto';
import {
  TOKEN_HISTORY_PAGE_DEFAULT,
  TOKEN_MESSAGES,
  type AdminMemberTokens,
  type GrantTokensInput,
  type TokenBalance,
  type TokenEntry,
  type TokenHistory,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../middleware/admin-auth';
import { recordAudit } from '../audit/audit.writer';
import { getMember } from '../admin-members/members.service';
import { publishLive } from '../notifications/notifications.service';
import { listMemberEntries, type HistoryRow } from './ledger/ledger.repository';
import { balanceOf, creditGrant } from './ledger/ledger.service';

const HISTORY_PAGE = TOKEN_HISTORY_PAGE_DEFAULT;

const toEntry = (row: HistoryRow): TokenEntry => ({
  _id: row.id,
  amount: row.amount,
  kind: row.kind,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
});

export const memberBalance = (ctx: AppContext, memberId: string): Promise<TokenBalance> => balanceOf(ctx.db, memberId);

/** The member's entries, newest first, on the shared keyset cursor. */
export async function memberHistory(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = HISTORY_PAGE,
): Promise<TokenHistory> {
  const after = cursor === undefined ? undefined : decodeKeysetCursor(cursor);
  if (cursor !== undefined && !after) throw new AppError('BAD_REQUEST', TOKEN_MESSAGES.invalidCursor);
  const rows = await listMemberEntries(ctx.db, memberId, after, limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { items: page.map(toEntry), nextCursor };
}

async function existingMember(ctx: AppContext, memberId: string) {
  const member = await getMember(ctx.db, memberId);
  if (!member) throw new AppError('NOT_FOUND', TOKEN_MESSAGES.memberNotFound);
  return member;
}

export async function adminMemberTokens(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
): Promise<AdminMemberTokens> {
  await existingMember(ctx, memberId);
  const [balance, history] = await Promise.all([balanceOf(ctx.db, memberId), memberHistory(ctx, memberId, cursor)]);
  return { ...balance, ...history };
}

/** A grant from the control centre: posted from the grants account (never revenue) and audited in one transaction. */
export async function grantTokens(ctx: AppContext, input: GrantTokensInput, actor: Actor) {
  await existingMember(ctx, input.memberId);
  const grantId = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await creditGrant(tx, input.memberId, input.tokens, grantId);
    await recordAudit(tx, actor, {
      action: 'tokens.grant',
      targetType: 'member',
      targetId: input.memberId,
      details: { grantId, tokens: input.tokens, reason: input.reason },
    });
  });
  const balance = await balanceOf(ctx.db, input.memberId);
  publishLive(ctx, input.memberId, { type: 'tokens', ...balance });
  return { message: TOKEN_MESSAGES.granted, grantId, ...balance };
}
