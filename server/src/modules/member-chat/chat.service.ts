import {
  CHAT_SAFETY_MESSAGES,
  INTRO_MESSAGE_LIMIT,
  MEMBER_CHAT_MESSAGES as TEXT,
  MESSAGES,
  MESSAGES_PER_DAY,
  MESSAGES_PER_MINUTE,
  type ChatMessage,
  type MessageList,
  type MessagesQuery,
  NUDGE_KINDS,
  type NudgeKind,
  type ReadMarkResponse,
  type SendMessageInput,
  type SentMessage,
  SIGNUP_COMPLETE_STEP,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { assertCompletedSignup, noteLastSeen } from '../member-auth/member-auth.service';
import { recordChatSend } from '../../lib/metrics';
import { publishLive, publishLiveOrPush } from '../notifications/notifications.service';
import {
  findChatMatch,
  moveReadMark,
  readMarksOf,
  type ChatMatch,
  type MessageRow,
  type SendingMatch,
  type SendRules,
} from './chat.repository';
import { sendQueued } from './send-queue';
import { recipientSafety } from './message-safety';
import { assertMayStartConversation } from '../moderation-gate/gate.service';
import { detectText } from '../text-screening/detect-text';
import { recordTextDetections, safetyKindOf } from '../text-screening/text-detections.service';
import type { Detection } from '../text-screening/text-screening.types';
import { extrasOf, extrasOfPage, loadExtras, needsExtras, NO_EXTRAS, type MessageExtras } from './message-extras';
import { readHistoryPage } from './history-page.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The live channel checks a typing frame's match with the same rule (decision 0047). */
export { findChatMatch } from './chat.repository';
export type { ChatMatch } from './chat.repository';

/** Reports copy the reported message and what came before it from here (decision 0101). */
export { messageExcerpt } from './chat.repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** What a send is judged by (the contract's limits; sign-up finished as the member guard requires). */
export const SEND_RULES: SendRules = {
  completeStep: SIGNUP_COMPLETE_STEP,
  introLimit: INTRO_MESSAGE_LIMIT,
  perMinute: MESSAGES_PER_MINUTE,
  minuteMs: MINUTE,
  perDay: MESSAGES_PER_DAY,
  dayMs: DAY,
};

/** How a message reads to `viewerId`; `readByThem` only when both sides keep read receipts on. */
export function toChatMessage(
  row: MessageRow,
  viewerId: string,
  match: Pick<ChatMatch, 'myReceipts' | 'theirReceipts'>,
  theirMark: number,
  extras: MessageExtras = NO_EXTRAS,
): ChatMessage {
  const fromMe = row.senderId === viewerId;
  const receipts = match.myReceipts && match.theirReceipts;
  return {
    _id: row.id,
    seq: row.seq,
    fromMe,
    text: row.text,
    kind: row.kind,
    ...extrasOf(row, viewerId, extras),
    sentAt: row.createdAt.toISOString(),
    readByThem: fromMe && receipts && theirMark >= row.seq,
    ...recipientSafety(row.safetyKind, fromMe),
  };
}

/** The member's live match with someone they may see, else 404 whatever the reason (decision 0047). */
export async function chatMatchOrNotFound(ctx: AppContext, memberId: string, matchId: string): Promise<ChatMatch> {
  const match = await findChatMatch(ctx.db, memberId, matchId);
  if (!match) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  return match;
}

const tooMany = (message: string, retryAt: Date, now: Date) =>
  new AppError('TOO_MANY_REQUESTS', message, undefined, {
    retryAfter: Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)),
  });

const isNudgeKind = (kind: string): kind is NudgeKind => (NUDGE_KINDS as readonly string[]).includes(kind);

/** The kind a sender is asked "Are you sure?" about (decision 0150), unless they already confirmed. */
function nudgeKindOf(detections: Detection[], confirmed: boolean | undefined): NudgeKind | undefined {
  if (confirmed === true) return undefined;
  return detections.map((d) => d.kind).find(isNudgeKind);
}

/**
 * Sends a message (decisions 0085, 0107, 0116). One statement that commits on its own, alone or beside sends that
 * arrived with it (the instance's send queue): the sender's lock (their counts) and the match row's lock (its seq
 * counter; an unmatch or block waits) with the §6 check, then a retry of a known client id answers the stored
 * message, else the intro rule, the minute and day limits, the next seq and the row. Delivery leaves after the
 * commit: live to the recipient's open connections, a push when there are none, and live to the sender's other
 * devices.
 */
export async function sendMessage(
  ctx: AppContext,
  sender: { memberId: string; sessionId: string },
  matchId: string,
  input: SendMessageInput,
): Promise<{ status: 200 | 201; body: SentMessage }> {
  const senderId = sender.memberId;
  const now = ctx.now();
  // The detectors read the text before the statement (decision 0150): the kind is stored with the row for its
  // recipient, and a sexual or harassing text not yet confirmed asks "Are you sure?" instead of being written.
  const text = input.text ?? '';
  const detections = text === '' ? [] : detectText(text);
  const nudgeKind = nudgeKindOf(detections, input.confirmed);
  // An id that is no UUID is no attachment of this match (decision 0157): the same 404 as a foreign one.
  if (input.attachmentId !== undefined && !UUID.test(input.attachmentId))
    throw new AppError('NOT_FOUND', TEXT.attachmentNotFound);
  await assertMayStartConversation(ctx.db, senderId, matchId, now);
  const { outcome, standing } = await sendQueued(ctx.db, SEND_RULES, {
    sessionId: sender.sessionId,
    matchId,
    senderId,
    clientMessageId: input.clientMessageId,
    text,
    now,
    safetyKind: safetyKindOf(detections),
    needsConfirm: nudgeKind !== undefined,
    kind: input.kind,
    attachmentId: input.attachmentId ?? null,
    replyTo: input.replyTo ?? null,
  });
  recordChatSend(outcome.kind);
  // The member guard's answers to a session the statement refused (it wrote nothing then).
  if (outcome.kind === 'session') throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
  if (outcome.kind === 'signup') {
    assertCompletedSignup(standing?.authStep ?? 1);
    throw new Error('chat_send_message refused a finished sign-up'); // the routine and the guard disagree on the step
  }
  if (standing) noteLastSeen(ctx, senderId, standing, now);
  switch (outcome.kind) {
    case 'not-found':
      throw new AppError('NOT_FOUND', TEXT.matchNotFound);
    case 'wait-for-reply':
      throw new AppError('TOO_MANY_REQUESTS', TEXT.waitForReply);
    case 'attachment-not-found':
      throw new AppError('NOT_FOUND', TEXT.attachmentNotFound);
    case 'attachment-kind':
      throw new AppError('BAD_REQUEST', TEXT.attachmentKind);
    case 'reply-not-found':
      throw new AppError('BAD_REQUEST', TEXT.replyNotFound);
    case 'nudge':
      throw new AppError('UNPROCESSABLE_CONTENT', CHAT_SAFETY_MESSAGES.areYouSure, undefined, {
        nudge: { kind: nudgeKind, explanation: CHAT_SAFETY_MESSAGES.nudge[nudgeKind!] },
      });
    case 'minute-full':
      throw tooMany(TEXT.tooManyPerMinute, new Date(outcome.nthNewestAt.getTime() + MINUTE), now);
    case 'day-full':
      throw tooMany(TEXT.tooManyPerDay, new Date(outcome.nthNewestAt.getTime() + DAY), now);
  }
  const created = outcome.kind === 'sent';
  // A new text that answers nothing needs no more reads; a retry may have gathered reactions since.
  const extras =
    !created || needsExtras(outcome.row)
      ? await loadExtras(ctx.db, matchId, [outcome.row], { reactions: !created })
      : NO_EXTRAS;
  const message = {
    ...toChatMessage(outcome.row, senderId, outcome.match, outcome.theirMark, extras),
    clientMessageId: input.clientMessageId,
  };
  if (created) {
    deliverMessage(ctx, senderId, outcome.match, outcome.row, message, extras);
    const { row } = outcome;
    const place = { source: 'message', matchId, messageId: row.id, seq: row.seq } as const;
    await recordTextDetections(ctx, senderId, place, detections, now);
  }
  return { status: created ? 201 : 200, body: { message } };
}

function deliverMessage(
  ctx: AppContext,
  senderId: string,
  match: SendingMatch,
  row: MessageRow,
  forSender: ChatMessage,
  extras: MessageExtras,
) {
  publishLive(ctx, senderId, { type: 'message', matchId: match.id, message: forSender });
  const { clientMessageId: _sendersOwn, ...shared } = forSender;
  const forRecipient: ChatMessage = {
    ...shared,
    fromMe: false,
    readByThem: false,
    ...recipientSafety(row.safetyKind, false),
    ...extrasOf(row, match.otherId, extras),
  };
  publishLiveOrPush(
    ctx,
    match.otherId,
    { type: 'message', matchId: match.id, message: forRecipient },
    // The sender's first name, never the text (docs/member-api.md#chat); data lets the app open the conversation.
    {
      title: TEXT.newMessageTitle.replace('{firstName}', match.myFirstName),
      body: TEXT.newMessageBody,
      data: { type: 'message', matchId: match.id, seq: String(row.seq) },
    },
    'message',
  );
}

export async function listMessages(
  ctx: AppContext,
  memberId: string,
  matchId: string,
  query: MessagesQuery,
): Promise<MessageList> {
  // The match check, the partner's read mark and the page with its extras in one statement (decision 0176).
  const history = await readHistoryPage(ctx.db, memberId, matchId, query, query.limit + 1);
  if (!history) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
  const { match, theirMark, rows } = history;
  const page = rows.slice(0, query.limit);
  const extras = extrasOfPage(page);
  return {
    items: page.map((row) => toChatMessage(row, memberId, match, theirMark, extras)),
    nextCursor: rows.length > query.limit ? String(page[page.length - 1]!.seq) : null,
  };
}

/**
 * Moves the member's read mark forward (never back, never past the last message). The other side hears of it
 * live only when both keep read receipts on.
 */
export async function markRead(
  ctx: AppContext,
  memberId: string,
  matchId: string,
  seq: number,
): Promise<ReadMarkResponse> {
  const match = await chatMatchOrNotFound(ctx, memberId, matchId);
  const moved = await moveReadMark(ctx.db, matchId, memberId, Math.min(seq, match.lastSeq));
  if (moved !== undefined && match.myReceipts && match.theirReceipts)
    publishLive(ctx, match.otherId, { type: 'read', matchId, seq: moved });
  const mark = moved ?? (await readMarksOf(ctx.db, matchId)).get(memberId) ?? 0;
  return { matchId, seq: mark };
}
