import type { Attachment, MessageKind, Reaction, ReplyTo, SendNudge } from '@blynd/shared';
import type { ChatMessage } from '../../api/contract';

/**
 * What a message carries besides its text (docs/decisions/0169-rich-chat-in-the-app.md): a voice note or a photo
 * already uploaded (its attachment, sent by id), and the message it answers (sent by seq, shown as its quote).
 */
export type MessageExtras = { kind?: Exclude<MessageKind, 'text'>; attachment?: Attachment; replyTo?: ReplyTo };

/** A message typed here that the server has not yet confirmed; `clientMessageId` makes its retry idempotent. */
export type PendingMessage = MessageExtras & {
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
  for (const message of incoming) {
    const known = bySeq.get(message.seq);
    bySeq.set(message.seq, {
      ...known,
      ...message,
      attachment: laterAttachment(known?.attachment, message.attachment),
    });
  }
  const messages = [...bySeq.values()]
    .sort((a, b) => a.seq - b.seq)
    .map((message) => (message.fromMe && message.seq <= log.theirReadSeq ? { ...message, readByThem: true } : message));
  return { ...log, messages, pending };
}

/**
 * A photo's screening only moves forward (checking → approved or removed): a page read before the status frame came
 * must not take a message back to "Being checked".
 */
function laterAttachment(known: Attachment | null | undefined, incoming: Attachment | null): Attachment | null {
  if (known && incoming && known._id === incoming._id && incoming.status === 'checking' && known.status !== 'checking')
    return known;
  return incoming;
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

/** A message's reactions as a live frame or a reaction's answer tells them; a message not loaded here is left. */
export function applyReactions(log: MessageLog, seq: number, reactions: Reaction[]): MessageLog {
  const index = log.messages.findIndex((m) => m.seq === seq);
  const current = log.messages[index];
  if (!current || sameReactions(current.reactions, reactions)) return log;
  const messages = [...log.messages];
  messages[index] = { ...current, reactions };
  return { ...log, messages };
}

const sameReactions = (a: Reaction[], b: Reaction[]) =>
  a.length === b.length && a.every((r, i) => r.emoji === b[i]!.emoji && r.fromMe === b[i]!.fromMe);

/** A sent photo's status moved (checking → approved or removed): the message shows the attachment as now read. */
export function applyAttachment(log: MessageLog, seq: number, attachment: Attachment): MessageLog {
  const index = log.messages.findIndex((m) => m.seq === seq);
  const current = log.messages[index];
  if (!current) return log;
  const messages = [...log.messages];
  messages[index] = { ...current, attachment };
  return { ...log, messages };
}

/**
 * My reaction on a message, as the fixed set allows one per member: choosing the one I have takes it back (null),
 * choosing another replaces it.
 */
export function nextReaction(
  message: Pick<ChatMessage, 'reactions'>,
  emoji: Reaction['emoji'],
): Reaction['emoji'] | null {
  const mine = message.reactions.find((r) => r.fromMe)?.emoji;
  return mine === emoji ? null : emoji;
}

/** The reactions under a message, one chip per emoji in the fixed set's order, with how many and whether one is mine. */
export function reactionCounts(reactions: Reaction[], order: readonly Reaction['emoji'][]) {
  return order
    .map((emoji) => {
      const of = reactions.filter((r) => r.emoji === emoji);
      return { emoji, count: of.length, mine: of.some((r) => r.fromMe) };
    })
    .filter((chip) => chip.count > 0);
}

/** The quote a reply to `message` carries while it is pending (the server's copy replaces it once sent). */
export const replyQuoteOf = (message: ChatMessage, max: number): ReplyTo => ({
  seq: message.seq,
  kind: message.kind,
  text: [...message.text].slice(0, max).join(''),
  fromMe: message.fromMe,
});

/** The highest message from the other side: what my read mark should reach. */
export const lastTheirSeq = (log: MessageLog) =>
  log.messages.reduce((highest, m) => (m.fromMe ? highest : Math.max(highest, m.seq)), 0);
