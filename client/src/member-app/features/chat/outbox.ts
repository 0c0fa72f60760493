import type { SendNudge } from '@blynd/shared';
import type { ChatMessage } from '../../api/contract';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/http';
import type { MessageExtras } from './message-log';

/** POST /matches/:id/messages: a text, or a voice note or photo by its uploaded attachment's id; a reply by seq. */
export type MessageBody = {
  clientMessageId: string;
  /** Left out for a voice note, and for a photo without caption. */
  text?: string;
  kind?: 'voice' | 'photo';
  attachmentId?: string;
  replyTo?: number;
  confirmed?: boolean;
};
export type PostMessage = (matchId: string, body: MessageBody) => Promise<{ message: ChatMessage }>;

/** The body of one attempt: every retry of a message posts exactly this again (with `confirmed` once confirmed). */
export function messageBody(clientMessageId: string, text: string, extras: MessageExtras, confirmed: boolean) {
  const body: MessageBody = { clientMessageId };
  if (text || !extras.kind) body.text = text;
  if (extras.kind && extras.attachment) Object.assign(body, { kind: extras.kind, attachmentId: extras.attachment._id });
  if (extras.replyTo) body.replyTo = extras.replyTo.seq;
  if (confirmed) body.confirmed = true;
  return body;
}

/** The server's "Are you sure?" (422 with a nudge, decision 0150), else undefined. */
export function nudgeOf(error: unknown): SendNudge['nudge'] | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const nudge = (error.body as { nudge?: unknown } | undefined)?.nudge as Partial<SendNudge['nudge']> | undefined;
  if (typeof nudge?.kind !== 'string' || typeof nudge.explanation !== 'string') return undefined;
  return { kind: nudge.kind, explanation: nudge.explanation };
}

export type OutboxEvents = {
  onPending(clientMessageId: string, text: string, extras: MessageExtras): void;
  onSent(clientMessageId: string, message: ChatMessage): void;
  onFailed(clientMessageId: string, error: string): void;
  /** The server asked "Are you sure?": nothing was sent; `confirm` sends it anyway, `discard` takes it back. */
  onNudged(clientMessageId: string, nudge: SendNudge['nudge']): void;
};

/** `nudged` entries wait for the member, never for a reconnect; `confirmed` ones go with `confirmed: true`. */
type Entry = {
  matchId: string;
  text: string;
  extras: MessageExtras;
  inFlight: boolean;
  nudged: boolean;
  confirmed: boolean;
};

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
      const { message } = await post(
        entry.matchId,
        messageBody(clientMessageId, entry.text, entry.extras, entry.confirmed),
      );
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
    send(matchId: string, text: string, extras: MessageExtras = {}) {
      return this.sendWithId(matchId, text, newId(), extras);
    },
    /** Sends under an id the caller already showed (the id a retry will reuse). */
    sendWithId(matchId: string, text: string, clientMessageId: string, extras: MessageExtras = {}) {
      entries.set(clientMessageId, { matchId, text, extras, inFlight: false, nudged: false, confirmed: false });
      events.onPending(clientMessageId, text, extras);
      void attempt(clientMessageId);
      return clientMessageId;
    },
    retry(clientMessageId: string) {
      const entry = entries.get(clientMessageId);
      if (!entry || entry.inFlight) return;
      events.onPending(clientMessageId, entry.text, entry.extras);
      return attempt(clientMessageId);
    },
    /** "Send anyway" after "Are you sure?": the same id again, confirmed. */
    confirm(clientMessageId: string) {
      const entry = entries.get(clientMessageId);
      if (!entry || entry.inFlight) return;
      entry.confirmed = true;
      entry.nudged = false;
      events.onPending(clientMessageId, entry.text, entry.extras);
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
