import { MEMBER_SAFETY_MESSAGES as TEXT, type PastMatchList } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { ReportExcerptMessage } from '../../db/schema';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import {
  findEvidenceOf,
  insertEvidence,
  listEvidencePage,
  markDeletedSide,
  type EvidenceRow,
} from './evidence.repository';

/** Decision 0154: an ended match's last 50 messages, kept 30 days, read only through a report by one of the two. */
export const EVIDENCE_MESSAGES = 50;
export const EVIDENCE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest end still kept at `now`: evidence of a match that ended at or before it is gone. */
export const evidenceCutoff = (now: Date) => new Date(now.getTime() - EVIDENCE_DAYS * DAY_MS);

/** Inside the transaction that ends the match (unmatch, block): its evidence, as it was at the end. */
export const keepEvidence = (tx: DbOrTx, matchId: string, endedAt: Date) =>
  insertEvidence(tx, matchId, endedAt, EVIDENCE_MESSAGES, 'ended-now');

/**
 * Inside the deletion's transaction, before the account row goes: the active matches it ends keep their
 * evidence, and the deleted side of all its evidence keeps the phone's HMAC so the other side can still report it.
 */
export async function keepEvidenceOfDeletion(
  tx: DbOrTx,
  memberId: string,
  phoneHash: string,
  endingMatchIds: string[],
  at: Date,
) {
  // The caller has locked the match rows first (lockMatchRowsOf): a send in flight commits before the copy, and one
  // after it finds the match gone, so no message accepted with 201 is missing.
  for (const matchId of endingMatchIds) await insertEvidence(tx, matchId, at, EVIDENCE_MESSAGES, 'active');
  await markDeletedSide(tx, memberId, phoneHash);
}

/** Ended matches of the last 30 days: who with (as they were when it ended) and when; nothing of the messages. */
export async function listPastMatches(
  ctx: AppContext,
  memberId: string,
  query: { cursor?: string; limit: number },
): Promise<PastMatchList> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const rows = await listEvidencePage(ctx.db, memberId, evidenceCutoff(ctx.now()), after, query.limit + 1);
  const { page, nextCursor } = toPage(rows, query.limit, (row) => ({ at: row.at, id: row.matchId }));
  return {
    items: page.map((row) => {
      const low = row.memberLowId === memberId;
      return {
        _id: row.matchId,
        firstName: low ? row.highFirstName : row.lowFirstName,
        avatar: low ? row.highAvatar : row.lowAvatar,
        endedAt: row.endedAt.toISOString(),
      };
    }),
    nextCursor,
  };
}

/** What a report about a past match takes from its evidence: the other side and the messages, marked by sender. */
export type PastMatchEvidence = {
  /** The other side's account, or null once it was deleted (then `otherPhoneHash` names it). */
  otherId: string | null;
  otherPhoneHash: string | null;
  excerpt: ReportExcerptMessage[];
};

const evidenceFor = (row: EvidenceRow, reporterId: string): PastMatchEvidence => {
  const low = row.memberLowId === reporterId;
  return {
    otherId: low ? row.memberHighId : row.memberLowId,
    otherPhoneHash: low ? row.highPhoneHash : row.lowPhoneHash,
    excerpt: row.messages.map((m) => ({
      _id: m._id,
      seq: m.seq,
      fromReported: m.senderId !== reporterId,
      text: m.text,
      sentAt: m.sentAt,
      kind: m.kind ?? 'text',
      attachmentId: m.attachmentId ?? null,
    })),
  };
};

/**
 * The evidence of one of the reporter's ended matches of the last 30 days, for the report to copy (the only
 * reader). Someone else's, an unknown one and one past 30 days answer alike: 404.
 */
export async function pastMatchEvidence(
  tx: DbOrTx,
  reporterId: string,
  matchId: string,
  now: Date,
): Promise<PastMatchEvidence> {
  const row = await findEvidenceOf(tx, reporterId, matchId, evidenceCutoff(now));
  if (!row) throw new AppError('NOT_FOUND', TEXT.pastMatchNotFound);
  return evidenceFor(row, reporterId);
}
