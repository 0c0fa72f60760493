import { randomUUID } from 'node:crypto';
import {
  TOKEN_HISTORY_PAGE_DEFAULT,
  TOKEN_MESSAGES,
  type AdminMemberTokens,
  type GrantTokensInput,
  type GrantTokensResponse,
  type TokenBalance,
  type TokenEntry,
  type TokenHistory,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { onceOnly } from '../../lib/idempotency';
import type { Actor } from '../../lib/actor';
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

export type GrantOutcome = { kind: 'granted' | 'repeat'; answer: GrantTokensResponse };

/**
 * A grant from the control centre: posted from the grants account (never revenue) and audited in one transaction,
 * once per Idempotency-Key (without one, per identical request for ten minutes: decisions 0082, 0125). A repeat
 * credits nothing and answers the first grant's id with the balance as it is now.
 */
export async function grantTokens(
  ctx: AppContext,
  input: GrantTokensInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<GrantOutcome> {
  await existingMember(ctx, input.memberId);
  const granted = await ctx.db.transaction(async (tx) => {
    const once = await onceOnly(tx, actor.adminId, 'tokens.grant', idempotencyKey, input);
    if (!once.first) return { kind: 'repeat' as const, grantId: once.resultId };
    const grantId = randomUUID();
    await creditGrant(tx, input.memberId, input.tokens, grantId);
    await recordAudit(tx, actor, {
      action: 'tokens.grant',
      targetType: 'member',
      targetId: input.memberId,
      details: { grantId, tokens: input.tokens, reason: input.reason },
    });
    await once.done(grantId);
    return { kind: 'granted' as const, grantId };
  });
  // The key's row is written in the grant's transaction, so a repeat always finds the first grant's id.
  if (!granted.grantId) throw new Error('tokens.grant: an idempotency key without its grant');
  const balance = await balanceOf(ctx.db, input.memberId);
  if (granted.kind === 'granted') publishLive(ctx, input.memberId, { type: 'tokens', ...balance });
  return { kind: granted.kind, answer: { message: TOKEN_MESSAGES.granted, grantId: granted.grantId, ...balance } };
}
