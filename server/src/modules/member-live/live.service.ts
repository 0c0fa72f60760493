import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_SECONDS, SIGNUP_COMPLETE_STEP, type LiveTicket } from '@blynd/shared';
import type { AppContext } from '../../context';
import { findSessionStanding } from '../member-auth/member-auth.service';
import { insertTicket, liveSessionsAmong, purgeExpiredTickets, takeTicket } from './live-tickets.repository';

export type LiveOwner = { memberId: string; sessionId: string };

const TICKET_BYTES = 32;
/** What issueTicket hands out: 32 random bytes in base64url, 43 characters. */
const TICKET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** False for a ticket this server can never have issued: refused before any database call (decision 0121). */
export const ticketCanBeValid = (ticket: string) => TICKET_SHAPE.test(ticket);

/**
 * A single-use ticket for opening the live channel, valid 30 s and bound to the caller's session
 * (decision 0086). Only its hash is stored, in the database, so any instance can redeem it.
 */
export async function issueTicket(ctx: AppContext, member: { id: string; sessionId: string }): Promise<LiveTicket> {
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
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

/** The member and session of a ticket, used up now; undefined when malformed, unknown, used or expired. */
export async function takeTicketOwner(ctx: AppContext, ticket: string): Promise<LiveOwner | undefined> {
  if (!ticketCanBeValid(ticket)) return undefined;
  return takeTicket(ctx.db, hashTicket(ticket), ctx.now());
}

/**
 * Whether the session may hold a live socket: the member guard's standing (not revoked nor expired, the member
 * neither blocked nor disabled) and a finished sign-up, as the ticket route asks. `liveSessions` is the same rule.
 */
export async function sessionMayListen(ctx: AppContext, owner: LiveOwner): Promise<boolean> {
  const standing = await findSessionStanding(ctx.db, owner.sessionId, owner.memberId, ctx.now());
  return Boolean(standing?.admitted && standing.authStep === SIGNUP_COMPLETE_STEP);
}

/** Of these sessions, the ones that may still hold a live socket (sessionMayListen's rule, in one read). */
export const liveSessions = (ctx: AppContext, sessionIds: string[]) =>
  liveSessionsAmong(ctx.db, sessionIds, ctx.now(), SIGNUP_COMPLETE_STEP);
