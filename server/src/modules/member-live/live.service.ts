import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS, type LiveTicket } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { findSessionStanding } from '../member-auth/member-auth.service';
import { insertTicket, liveMatchesOf, purgeExpiredTickets, takeTicket } from './live-tickets.repository';

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A single-use ticket for opening the live channel, valid 30 s and bound to the caller's session
 * (decision 0086). Only its hash is stored, in the database, so any instance can redeem it.
 */
export async function issueTicket(ctx: AppContext, member: { id: string; sessionId: string }): Promise<LiveTicket> {
  const ticket = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await purgeExpiredTickets(ctx.db, now);
  await insertTicket(ctx.db, {
    ticketHash: hashTicket(ticket),
    memberId: member.id,
    sessionId: member.sessionId,
    expiresAt: new Date(now.getTime() + LIVE_TICKET_SECONDS * 1000),
  });
  return { ticket, expiresIn: LIVE_TICKET_SECONDS };
}

/** The member and session of a ticket, used up now; undefined when unknown, used, expired, or the session ended. */
export async function redeemTicket(
  ctx: AppContext,
  ticket: string,
): Promise<{ memberId: string; sessionId: string } | undefined> {
  if (ticket.length < 20 || ticket.length > 100) return undefined;
  const now = ctx.now();
  const owner = await takeTicket(ctx.db, hashTicket(ticket), now);
  if (!owner) return undefined;
  const standing = await findSessionStanding(ctx.db, owner.sessionId, owner.memberId);
  if (!standing || standing.revokedAt || standing.expiresAt <= now || standing.isBlocked || standing.disabled)
    return undefined;
  return owner;
}

/** Reads whom to tell before a block or deletion takes the matches away; tell them with `tellMatchesEnded`. */
export const matchesToEnd = (db: DbOrTx, memberId: string) => liveMatchesOf(db, memberId);
