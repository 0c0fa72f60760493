import type { ChatMessage } from '../../api/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/http';

export type PostMessage = (
  matchId: string,
  body: { clientMessageId: string; text: string },
) => Promise<{ message: ChatMessage }>;

export type OutboxEvents = {
  onPending(clientMessageId: string, text: string): void;
  onSent(clientMessageId: string, message: ChatMessage): void;
  onFailed(clientMessageId: string, error: string): void;
};

type Entry = { matchId: string; text: string; inFlight: boolean };

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
      const { message } = await post(entry.matchId, { clientMessageId, text: entry.text });
      entries.delete(clientMessageId);
      events.onSent(clientMessageId, message);
    } catch (error) {
      entry.inFlight = false;
      events.onFailed(clientMessageId, error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE);
    }
  }

  return {
    send(matchId: string, text: string) {
      return this.sendWithId(matchId, text, newId());
    },
    /** Sends under an id the caller already showed (the id a retry will reuse). */
    sendWithId(matchId: string, text: string, clientMessageId: string) {
      entries.set(clientMessageId, { matchId, text, inFlight: false });
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
    /** Failed messages are retried when the connection comes back (same ids). */
    retryAllFailed() {
      return Promise.all([...entries.entries()].filter(([, entry]) => !entry.inFlight).map(([id]) => this.retry(id)));
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
