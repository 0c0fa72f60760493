import type { WebSocket } from 'ws';
import type { AppContext } from '../../context';
import type { LiveEvent } from '../../lib/live-hub';
import { SESSION_ENDED } from '../notifications/notifications.service';
import { liveSessions, type LiveOwner } from './live.service';

/** Frames that arrive between the subscription and the socket's opening are held, up to this many. */
const HELD_FRAMES_MAX = 100;

export type Listening = {
  /** True once the hub carried the end of this session (or of all the member's sessions). */
  readonly ended: boolean;
  /** From now on frames go to `send` (the held ones first), and the session's end calls `end`. */
  start(send: (frame: string) => void, end: () => void): void;
  stop(): void;
};

/**
 * The owner's live events from this moment on, held until the socket is open: the subscription comes before the
 * session check, so no event published after the check can be missed (decision 0121).
 */
export function listenFor(ctx: AppContext, owner: LiveOwner): Listening {
  const held: string[] = [];
  let send: ((frame: string) => void) | undefined;
  let end: (() => void) | undefined;
  let ended = false;
  const stop = ctx.live.subscribe(owner.memberId, (event: LiveEvent, frame: string) => {
    if (event.type === SESSION_ENDED) {
      if (event.sessionId && event.sessionId !== owner.sessionId) return;
      ended = true;
      end?.();
      return;
    }
    if (send) send(frame);
    else if (held.length < HELD_FRAMES_MAX) held.push(frame);
  });
  return {
    get ended() {
      return ended;
    },
    start(sendTo, endWith) {
      for (const frame of held.splice(0)) sendTo(frame);
      [send, end] = [sendTo, endWith];
      if (ended) endWith();
    },
    stop,
  };
}

/**
 * Every `intervalMs`, the sessions of all sockets held here are read again in one query, and the sockets of a session
 * that may no longer listen close. Ends of sessions are events, and an event can be lost (Redis pub/sub has no
 * replay across a reconnect); this bounds how long a socket can outlive its session whatever was lost.
 */
export function startSessionSweep(ctx: AppContext, served: Map<WebSocket, LiveOwner>, intervalMs: number) {
  let running = false;
  const sweep = async () => {
    if (running || served.size === 0) return;
    running = true;
    try {
      // Only the sockets read here: one opened during the read was checked by its own admission.
      const sockets = [...served];
      const sessionIds = [...new Set(sockets.map(([, owner]) => owner.sessionId))];
      const live = new Set<string>();
      for (let i = 0; i < sessionIds.length; i += 5000)
        for (const id of await liveSessions(ctx, sessionIds.slice(i, i + 5000))) live.add(id);
      for (const [ws, owner] of sockets) if (!live.has(owner.sessionId)) ws.close(4001, 'Session ended');
    } catch (error) {
      ctx.logger.warn({ err: error }, 'live session sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
