import type { SendNudge } from '@blynd/shared';
import type { ChatMessage } from '../../api/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/http';

export type PostMessage = (
  matchId: string,
  body: { clientMessageId: string; text: string; confirmed?: boolean },
) => Promise<{ message: ChatMessage }>;

/** The server's "Are you sure?" (422 with a nudge, decision 0150), else undefined. */
export function nudgeOf(error: unknown): SendNudge['nudge'] | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const nudge = (error.body as { nudge?: unknown } | undefined)?.nudge as Partial<SendNudge['nudge']> | undefined;
  if (typeof nudge?.kind !== 'string' || typeof nudge.explanation !== 'string') return undefined;
  return { kind: nudge.kind, explanation: nudge.explanation };
}

export type OutboxEvents = {
  onPending(clientMessageId: string, text: string): void;
  onSent(clientMessageId: string, message: ChatMessage): void;
  onFailed(clientMessageId: string, error: string): void;
  /** The server asked "Are you sure?": nothing was sent; `confirm` sends it anyway, `discard` takes it back. */
  onNudged(clientMessageId: string, nudge: SendNudge['nudge']): void;
};

/** `nudged` entries wait for the member, never for a reconnect; `confirmed` ones go with `confirmed: true`. */
type Entry = { matchId: string; text: string; inFlight: boolean; nudged: boolean; confirmed: boolean };

/**
 * Sends chat messages over REST. Every message gets its clientMessageId once, when typed; a retry (the
 * member's, after a failure) posts the same id, so the server answers the same message instead of a
 * second one (docs/decisions/0100-member-web-app.md). A message is never posted twice at the same time.
 */
export function createOutbox(post: PostMessage, events: OutboxEvents, newId: () => string = () => crypto.randomUUID()) {
  const entries = new Map<string, Entry>();

  async function attempt(clientMessageId: string) {
    const entry = entries.get(clientMessageId);
    if (!entry || entry.inFlight) return;
    entry.inFlight = true;
    try {
      const body = { clientMessageId, text: entry.text, ...(entry.confirmed ? { confirmed: true } : {}) };
      const { message } = await post(entry.matchId, body);
      entries.delete(clientMessageId);
      events.onSent(clientMessageId, message);
    } catch (error) {
      entry.inFlight = false;
      const nudge = nudgeOf(error);
      if (nudge) {
        entry.nudged = true;
        return events.onNudged(clientMessageId, nudge);
      }
      events.onFailed(clientMessageId, error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
    }
  }

  return {
    send(matchId: string, text: string) {
      return this.sendWithId(matchId, text, newId());
    },
    /** Sends under an id the caller already showed (the id a retry will reuse). */
    sendWithId(matchId: string, text: string, clientMessageId: string) {
      entries.set(clientMessageId, { matchId, text, inFlight: false, nudged: false, confirmed: false });
      events.onPending(clientMessageId, text);
      void attempt(clientMessageId);
      return clientMessageId;
    },
    retry(clientMessageId: string) {
      const entry = entries.get(clientMessageId);
      if (!entry || entry.inFlight) return;
      events.onPending(clientMessageId, entry.text);
      return attempt(clientMessageId);
    },
    /** "Send anyway" after "Are you sure?": the same id again, confirmed. */
    confirm(clientMessageId: string) {
      const entry = entries.get(clientMessageId);
      if (!entry || entry.inFlight) return;
      entry.confirmed = true;
      entry.nudged = false;
      events.onPending(clientMessageId, entry.text);
      return attempt(clientMessageId);
    },
    /** Failed messages are retried when the connection comes back (same ids); a nudged one waits for its member. */
    retryAllFailed() {
      return Promise.all(
        [...entries.entries()].filter(([, entry]) => !entry.inFlight && !entry.nudged).map(([id]) => this.retry(id)),
      );
    },
    discard(clientMessageId: string) {
      entries.delete(clientMessageId);
    },
    get size() {
      return entries.size;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
