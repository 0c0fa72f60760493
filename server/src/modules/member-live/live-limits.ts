import type { IncomingMessage, Server } from 'node:http';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AppContext } from '../../context';
import { createWindowCounter } from '../../lib/rate-limit';
import type { LiveOwner } from './live.service';

/**
 * The live channel's caps (decision 0121). An app holds one socket, two while a reconnect overlaps the old one; a
 * browser holds one per tab of one session. A member may be on a phone, a tablet and a browser at once.
 */
export const SOCKETS_PER_SESSION = 5;
export const SOCKETS_PER_MEMBER = 10;
/** Tickets per session and minute, over every instance: a reconnecting app with back-off takes a few. */
export const TICKETS_PER_MINUTE = 30;
/** Refused upgrades per address and minute, over every instance; past it, upgrades are refused unread. */
export const REFUSALS_PER_ADDRESS = { limit: 20, windowMs: 60_000 };
/** Typing frames relayed per member and match (every socket, every instance), and per member over all matches. */
export const TYPING_PER_MATCH = { limit: 5, windowMs: 10_000 };
export const TYPING_PER_MEMBER = { limit: 20, windowMs: 10_000 };

/**
 * Open sockets per session and per member on this instance, counted from the moment an upgrade is admitted to the
 * checks (so parallel upgrades cannot all pass) until the socket closes.
 */
export function createSocketCounts() {
  const bySession = new Map<string, number>();
  const byMember = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, by: number) => {
    const next = (map.get(key) ?? 0) + by;
    if (next > 0) map.set(key, next);
    else map.delete(key);
  };
  return {
    /** A held place for the owner's socket, or undefined at a cap; `release` is safe to call more than once. */
    reserve(owner: LiveOwner): { release(): void } | undefined {
      if ((bySession.get(owner.sessionId) ?? 0) >= SOCKETS_PER_SESSION) return undefined;
      if ((byMember.get(owner.memberId) ?? 0) >= SOCKETS_PER_MEMBER) return undefined;
      add(bySession, owner.sessionId, 1);
      add(byMember, owner.memberId, 1);
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          add(bySession, owner.sessionId, -1);
          add(byMember, owner.memberId, -1);
        },
      };
    },
  };
}

/** The per-address refusal count and the typing limits, in Redis when it is configured (so across instances). */
export function createLiveCounters(ctx: AppContext) {
  const refusals = createWindowCounter(ctx.redis, { name: 'live-refused', windowMs: REFUSALS_PER_ADDRESS.windowMs });
  const typingInMatch = createWindowCounter(ctx.redis, {
    name: 'live-typing-match',
    windowMs: TYPING_PER_MATCH.windowMs,
  });
  const typing = createWindowCounter(ctx.redis, { name: 'live-typing', windowMs: TYPING_PER_MEMBER.windowMs });
  return {
    /** An unreachable store lets upgrades through: their own checks still hold. */
    refusedTooOften: (address: string) =>
      refusals.peek(address).then(
        (count) => count >= REFUSALS_PER_ADDRESS.limit,
        () => false,
      ),
    noteRefusal: (address: string) => void refusals.hit(address).catch(() => undefined),
    /** Whether this typing frame may be relayed; beyond a limit (or with the store unreachable) it is dropped. */
    async typingAllowed(memberId: string, matchId: string): Promise<boolean> {
      try {
        const [inMatch, overall] = await Promise.all([
          typingInMatch.hit(`${memberId}:${matchId}`),
          typing.hit(memberId),
        ]);
        return inMatch <= TYPING_PER_MATCH.limit && overall <= TYPING_PER_MEMBER.limit;
      } catch {
        return false;
      }
    },
  };
}

type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The upgrade's client address as Express reads every request's (`req.ip`, decision 0029): the server's request
 * listener is the app (app.ts), whose compiled `trust proxy` rule says how many X-Forwarded-For hops to believe.
 * Behind the proxy every upgrade comes from its address, so a limit per address needs this.
 */
export function clientAddressOf(server: Server): (req: IncomingMessage) => string {
  const app = server.listeners('request')[0] as { get?: (setting: string) => unknown } | undefined;
  const trust = (app?.get?.('trust proxy fn') as TrustProxy | undefined) ?? (() => false);
  return (req) => {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse();
    const hops = [req.socket.remoteAddress ?? 'unknown', ...forwarded];
    let hop = 0;
    while (hop < hops.length - 1 && trust(hops[hop]!, hop)) hop++;
    return ipKeyGenerator(hops[hop]!);
  };
}
