import type { LiveFrame } from '@blynd/shared';

/**
 * Events for a member's open live connections (the WebSocket channel). Publishing is fire-and-forget: a
 * member with no open connection simply gets nothing, and every app resyncs over REST when it reconnects,
 * so an event lost here is never data lost. What reaches a socket is a `LiveFrame` of the shared schema
 * (shared/src/schemas/live-frame.ts), the one the apps parse with.
 */
export type LiveEvent = LiveFrame | SessionEndedEvent;
/**
 * Not a frame: the end of one session (or, without `sessionId`, of all the member's), which the live channel acts on
 * by closing sockets and never sends (notifications.service.ts `endLiveSessions`).
 */
export type SessionEndedEvent = { type: 'session-ended'; sessionId?: string };

/** `frame` is the event as JSON text, made once per event however many sockets it goes to. */
export type LiveListener = (event: LiveEvent, frame: string) => void;

export type LiveHub = {
  /** Sends `event` to every open connection of `memberId`, on this instance or (with Redis) any other. */
  publish(memberId: string, event: LiveEvent): void;
  /**
   * Like `publish`, answering how many instances hold a connection of the member (0: nobody is online, so
   * the caller pushes instead). With Redis this is the PUBLISH answer: an instance subscribes to a member's
   * channel only while it holds one of their sockets (decision 0087).
   */
  publishCounted(memberId: string, event: LiveEvent): Promise<number>;
  /** Sends `event` to every open connection of every member (announcements). */
  publishToAll(event: LiveEvent): void;
  /** Listens for a member's events on this instance; returns the unsubscribe function. */
  subscribe(memberId: string, listener: LiveListener): () => void;
  /**
   * After `subscribe`: resolves once every event published for the member from now on reaches this instance's
   * listeners (with Redis, once the channel's SUBSCRIBE is answered), rejects when the subscription failed.
   * The live channel waits for it before it checks a session, so a revocation is either seen by that check or heard.
   */
  whenSubscribed(memberId: string): Promise<void>;
  /** How many connections of the member this instance holds (decides whether a push is needed). */
  localListeners(memberId: string): number;
  close(): Promise<void>;
};

/** One process: events go straight to the listeners registered here. */
export function createMemoryLiveHub(): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    publish(memberId, event) {
      const set = listeners.get(memberId);
      if (!set) return;
      const frame = JSON.stringify(event);
      for (const listener of set) listener(event, frame);
    },
    async publishCounted(memberId, event) {
      const set = listeners.get(memberId);
      if (!set) return 0;
      const frame = JSON.stringify(event);
      for (const listener of set) listener(event, frame);
      return set.size ? 1 : 0;
    },
    publishToAll(event) {
      const frame = JSON.stringify(event);
      for (const set of listeners.values()) for (const listener of set) listener(event, frame);
    },
    subscribe(memberId, listener) {
      const set = listeners.get(memberId) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(memberId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(memberId);
      };
    },
    whenSubscribed: async () => undefined,
    localListeners: (memberId) => listeners.get(memberId)?.size ?? 0,
    close: async () => listeners.clear(),
  };
}
