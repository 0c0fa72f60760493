import type { SendNudge } from '@blynd/shared';
import type { ChatMessage } from '../../api/contract';

/** A message typed here that the server has not yet confirmed; `clientMessageId` makes its retry idempotent. */
export type PendingMessage = {
  clientMessageId: string;
  text: string;
  /** `nudged`: the server asked "Are you sure?" (decision 0150); it goes only when the member sends it anyway. */
  state: 'sending' | 'failed' | 'nudged';
  error?: string;
  nudge?: SendNudge['nudge'];
  createdAt: string;
};

/** One conversation as the screen shows it: confirmed messages by `seq` (no gaps, no doubles), then pending ones. */
export type MessageLog = { messages: ChatMessage[]; pending: PendingMessage[]; theirReadSeq: number };

export const emptyLog = (): MessageLog => ({ messages: [], pending: [], theirReadSeq: 0 });

/** The highest confirmed `seq`: the exact point to resume from with `after=`. */
export const lastSeq = (log: MessageLog) => log.messages.at(-1)?.seq ?? 0;

/**
 * Adds confirmed messages, whatever order and however often they arrive (a live frame, the POST answer
 * and a resync page may all carry the same message): one row per `seq`, the newest copy winning. A message
 * of mine that carries its `clientMessageId` (my own copy, live or answered) replaces its pending row, so
 * it never shows twice while the POST is still answering.
 */
export function mergeMessages(log: MessageLog, incoming: ChatMessage[]): MessageLog {
  if (incoming.length === 0) return log;
  const confirmedIds = new Set(incoming.flatMap((message) => message.clientMessageId ?? []));
  const pending = confirmedIds.size ? log.pending.filter((p) => !confirmedIds.has(p.clientMessageId)) : log.pending;
  const bySeq = new Map(log.messages.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, { ...bySeq.get(message.seq), ...message });
  const messages = [...bySeq.values()]
    .sort((a, b) => a.seq - b.seq)
    .map((message) => (message.fromMe && message.seq <= log.theirReadSeq ? { ...message, readByThem: true } : message));
  return { ...log, messages, pending };
}

export const addPending = (log: MessageLog, pending: PendingMessage): MessageLog => ({
  ...log,
  pending: [...log.pending.filter((p) => p.clientMessageId !== pending.clientMessageId), pending],
});

/** The server confirmed a pending message: it leaves the pending list and joins the log once. */
export const confirmPending = (log: MessageLog, clientMessageId: string, message: ChatMessage): MessageLog =>
  mergeMessages({ ...log, pending: log.pending.filter((p) => p.clientMessageId !== clientMessageId) }, [message]);

export const markPending = (
  log: MessageLog,
  clientMessageId: string,
  state: PendingMessage['state'],
  error?: string,
  nudge?: PendingMessage['nudge'],
): MessageLog => ({
  ...log,
  pending: log.pending.map((p) => (p.clientMessageId === clientMessageId ? { ...p, state, error, nudge } : p)),
});

/** A pending message the member took back (Edit after "Are you sure?"): it leaves the log. */
export const dropPending = (log: MessageLog, clientMessageId: string): MessageLog => ({
  ...log,
  pending: log.pending.filter((p) => p.clientMessageId !== clientMessageId),
});

/** The other side's read mark moved: every message of mine up to it reads as seen. Marks never move back. */
export function applyTheirRead(log: MessageLog, seq: number): MessageLog {
  if (seq <= log.theirReadSeq) return log;
  return {
    ...log,
    theirReadSeq: seq,
    messages: log.messages.map((m) => (m.fromMe && m.seq <= seq ? { ...m, readByThem: true } : m)),
  };
}

/** The highest message from the other side: what my read mark should reach. */
export const lastTheirSeq = (log: MessageLog) =>
  log.messages.reduce((highest, m) => (m.fromMe ? highest : Math.max(highest, m.seq)), 0);
