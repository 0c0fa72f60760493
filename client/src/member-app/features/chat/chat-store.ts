import type { LiveFrame, SendNudge } from '@blynd/shared';
import type { ChatMessage } from '../../api/contract';
import {
  addPending,
  applyAttachment,
  applyReactions,
  applyTheirRead,
  confirmPending,
  dropPending,
  emptyLog,
  lastSeq,
  markPending,
  mergeMessages,
  type MessageExtras,
  type MessageLog,
} from './message-log';

/** The live frames of rich chat (decision 0169): a message's reactions changed, a sent photo's status moved. */
export type ChatUpdateFrame = Extract<LiveFrame, { type: 'reaction' | 'attachment' }>;

/**
 * The open conversations' message logs, shared by the live channel, the outbox and the screens
 * (useSyncExternalStore). Kept in memory only: a reload starts again from the server.
 */
const logs = new Map<string, MessageLog>();
const typingUntil = new Map<string, number>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const subscribeChat = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const EMPTY = emptyLog();
export const logOf = (matchId: string) => logs.get(matchId) ?? EMPTY;
export const lastSeqOf = (matchId: string) => lastSeq(logOf(matchId));
export const isTyping = (matchId: string, now = Date.now()) => (typingUntil.get(matchId) ?? 0) > now;

function update(matchId: string, change: (log: MessageLog) => MessageLog) {
  const next = change(logOf(matchId));
  if (next === logs.get(matchId)) return;
  logs.set(matchId, next);
  emit();
}

export const chatStore = {
  received: (matchId: string, messages: ChatMessage[]) => {
    update(matchId, (log) => mergeMessages(log, messages));
    if (messages.some((m) => !m.fromMe)) typingUntil.delete(matchId);
  },
  pending: (matchId: string, clientMessageId: string, text: string, extras: MessageExtras = {}) =>
    update(matchId, (log) =>
      addPending(log, { ...extras, clientMessageId, text, state: 'sending', createdAt: new Date().toISOString() }),
    ),
  /** A message as an answer carries it (a reaction's): merged by seq, nothing else changes. */
  updated: (matchId: string, message: ChatMessage) => update(matchId, (log) => mergeMessages(log, [message])),
  frame: (frame: ChatUpdateFrame) => {
    if (frame.type === 'reaction') {
      const { seq, reactions } = frame;
      return update(frame.matchId, (log) => applyReactions(log, seq, reactions));
    }
    const { seq, attachment } = frame;
    update(frame.matchId, (log) => applyAttachment(log, seq, attachment));
  },
  sent: (matchId: string, clientMessageId: string, message: ChatMessage) =>
    update(matchId, (log) => confirmPending(log, clientMessageId, message)),
  failed: (matchId: string, clientMessageId: string, error: string) =>
    update(matchId, (log) => markPending(log, clientMessageId, 'failed', error)),
  nudged: (matchId: string, clientMessageId: string, nudge: SendNudge['nudge']) =>
    update(matchId, (log) => markPending(log, clientMessageId, 'nudged', undefined, nudge)),
  dropped: (matchId: string, clientMessageId: string) => update(matchId, (log) => dropPending(log, clientMessageId)),
  read: (matchId: string, seq: number) => update(matchId, (log) => applyTheirRead(log, seq)),
  typing: (matchId: string) => {
    typingUntil.set(matchId, Date.now() + 5_000);
    emit();
    setTimeout(emit, 5_100);
  },
  ended: (matchId: string) => {
    logs.delete(matchId);
    emit();
  },
  clear: () => {
    logs.clear();
    emit();
  },
};
