import {
  REPLY_EXCERPT_MAX,
  type Attachment,
  type MessageKind,
  type MessageReaction,
  type Reaction,
  type ReplyTo,
} from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { attachmentsByIds, toAttachment, type AttachmentMeta } from '../chat-attachments/attachment-access.service';
import { reactionsTo, repliedMessages, type MessageRow } from './chat.repository';
import type { HistoryRow } from './history-page.repository';

/**
 * What a message item carries beside its row (decisions 0157, 0168): its attachment, the message it answers and its
 * reactions. A history page reads them with its messages (extrasOfPage); a sent message, in one query each (none
 * for rows that need none).
 */
export type MessageExtras = {
  attachments: Map<string, AttachmentMeta>;
  replies: Map<number, { senderId: string; kind: MessageKind; text: string }>;
  reactions: Map<number, { memberId: string; emoji: string }[]>;
};

export const NO_EXTRAS: MessageExtras = { attachments: new Map(), replies: new Map(), reactions: new Map() };

export async function loadExtras(
  db: DbOrTx,
  matchId: string,
  rows: Pick<MessageRow, 'seq' | 'attachmentId' | 'replyToSeq'>[],
  options: { reactions: boolean } = { reactions: true },
): Promise<MessageExtras> {
  const attachmentIds = rows.flatMap((row) => (row.attachmentId ? [row.attachmentId] : []));
  const replySeqs = [...new Set(rows.flatMap((row) => (row.replyToSeq ? [row.replyToSeq] : [])))];
  const seqs = rows.map((row) => row.seq);
  const [attachments, replies, reactions] = await Promise.all([
    attachmentsByIds(db, attachmentIds),
    repliedMessages(db, matchId, replySeqs),
    options.reactions ? reactionsTo(db, matchId, seqs) : Promise.resolve([]),
  ]);
  const reactionsBySeq = new Map<number, { memberId: string; emoji: string }[]>();
  for (const r of reactions) reactionsBySeq.set(r.seq, [...(reactionsBySeq.get(r.seq) ?? []), r]);
  return {
    attachments,
    replies: new Map(replies.map((r) => [r.seq, r])),
    reactions: reactionsBySeq,
  };
}

/** The extras of a history page, read with its messages in one statement (decision 0176). */
export function extrasOfPage(rows: HistoryRow[]): MessageExtras {
  const extras: MessageExtras = { attachments: new Map(), replies: new Map(), reactions: new Map() };
  for (const row of rows) {
    if (row.attachment) extras.attachments.set(row.attachment.id, row.attachment);
    if (row.replied && row.replyToSeq) extras.replies.set(row.replyToSeq, row.replied);
    if (row.reactions.length > 0) extras.reactions.set(row.seq, row.reactions);
  }
  return extras;
}

export const needsExtras = (row: Pick<MessageRow, 'attachmentId' | 'replyToSeq'>) =>
  row.attachmentId !== null || row.replyToSeq !== null;

/** A message's reactions as `viewerId` reads them. */
export const reactionsFor = (list: { memberId: string; emoji: string }[] | undefined, viewerId: string): Reaction[] =>
  (list ?? []).map((r) => ({ emoji: r.emoji as MessageReaction, fromMe: r.memberId === viewerId }));

/** The first 140 characters (code points) of a text. */
const excerpt = (text: string) => [...text].slice(0, REPLY_EXCERPT_MAX).join('');

/** The extra fields of a message item for `viewerId`. */
export function extrasOf(
  row: Pick<MessageRow, 'seq' | 'attachmentId' | 'replyToSeq'>,
  viewerId: string,
  extras: MessageExtras,
): { attachment: Attachment | null; replyTo: ReplyTo | null; reactions: Reaction[] } {
  const attachment = row.attachmentId ? extras.attachments.get(row.attachmentId) : undefined;
  const reply = row.replyToSeq ? extras.replies.get(row.replyToSeq) : undefined;
  return {
    attachment: attachment ? toAttachment(attachment, viewerId) : null,
    replyTo:
      reply && row.replyToSeq
        ? { seq: row.replyToSeq, kind: reply.kind, text: excerpt(reply.text), fromMe: reply.senderId === viewerId }
        : null,
    reactions: reactionsFor(extras.reactions.get(row.seq), viewerId),
  };
}
