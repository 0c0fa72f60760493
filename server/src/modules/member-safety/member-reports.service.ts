import {
  lagosDate,
  MEMBER_SAFETY_MESSAGES as TEXT,
  REPORTS_PER_DAY,
  type ReportInput,
  type ReportResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { applyBlock } from '../member-pairs/blocks.service';
import { messageExcerpt } from '../member-chat/chat.service';
import { keepAttachments } from '../chat-attachments/attachment-access.service';
import { tellMatchesEnded } from '../notifications/notifications.service';
import { pastMatchEvidence } from '../match-evidence/evidence.service';
import { insertReport } from '../reports/reports.service';
import { findVisiblePhotoOwner, memberExists, spendDailyAllowance } from './safety.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the next day in Lagos (UTC+1, no daylight saving), as an ISO instant. */
export const nextLagosMidnight = (now: Date) =>
  new Date(Date.parse(`${lagosDate(now)}T00:00:00+01:00`) + DAY_MS).toISOString();

/**
 * Files a report in the control centre's reports (decision 0053), and blocks the member too unless
 * `alsoBlock` is false, in one transaction. The reported member is never told. The 20th report of the
 * Lagos day is the last: the next answers 429 before anything is written.
 */
export async function fileReport(ctx: AppContext, reporterId: string, input: ReportInput): Promise<ReportResponse> {
  if (input.matchId) return filePastMatchReport(ctx, reporterId, { ...input, matchId: input.matchId });
  // The schema asks for memberId whenever no past match is named.
  if (!input.memberId) throw new AppError('BAD_REQUEST', TEXT.memberRequired);
  return fileMemberReport(ctx, reporterId, { ...input, memberId: input.memberId });
}

/**
 * A report about one of the reporter's ended matches of the last 30 days (decision 0154): it copies the match's
 * evidence (its last 50 messages) into itself, where staff read it as a message report's excerpt. The other side
 * may have deleted the account since: the report then names it by the phone's HMAC, as any report about a deleted
 * account does (decision 0124), and there is nobody left to block.
 */
async function filePastMatchReport(
  ctx: AppContext,
  reporterId: string,
  input: ReportInput & { matchId: string },
): Promise<ReportResponse> {
  const now = ctx.now();
  const blocked = await ctx.db.transaction(async (tx) => {
    const evidence = await pastMatchEvidence(tx, reporterId, input.matchId, now);
    // A memberId that is not the match's other side answers like an unknown match.
    if (input.memberId && input.memberId !== evidence.otherId) throw new AppError('NOT_FOUND', TEXT.pastMatchNotFound);
    await keepAttachments(
      tx,
      evidence.excerpt.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
      now,
    );
    if (!(await spendDailyAllowance(tx, reporterId, 'report', lagosDate(now), REPORTS_PER_DAY))) {
      throw new AppError('TOO_MANY_REQUESTS', TEXT.tooManyReports, undefined, { resetsAt: nextLagosMidnight(now) });
    }
    await insertReport(tx, {
      kind: 'message',
      reporterId,
      reportedMemberId: evidence.otherId,
      reportedPhoneHash: evidence.otherId ? null : evidence.otherPhoneHash,
      messageExcerpt: evidence.excerpt,
      pastMatchId: input.matchId,
      reasonCode: input.reasonCode,
      reason: input.reason,
      createdAt: now,
    });
    // The match has already ended: the block adds only the hiding, and nobody is told.
    if (!input.alsoBlock || !evidence.otherId) return false;
    await applyBlock(tx, reporterId, evidence.otherId, now);
    return true;
  });
  return { message: TEXT.reported, blocked };
}

async function fileMemberReport(
  ctx: AppContext,
  reporterId: string,
  input: ReportInput & { memberId: string },
): Promise<ReportResponse> {
  if (input.memberId === reporterId) throw new AppError('BAD_REQUEST', TEXT.reportSelf);
  const now = ctx.now();
  await ctx.db
    .transaction(async (tx) => {
      if (!(await memberExists(tx, input.memberId))) throw new AppError('NOT_FOUND', TEXT.memberNotFound);
      // A photo the reporter cannot see, and one of another member, answer alike: no existence or ownership oracle.
      if (input.kind === 'photo' && (await findVisiblePhotoOwner(tx, reporterId, input.photoId!)) !== input.memberId) {
        throw new AppError('NOT_FOUND', TEXT.photoNotFound);
      }
      // The server's copy of the message and up to 10 before it; a client-sent text is never stored (decision 0101).
      const excerpt =
        input.kind === 'message' ? await messageExcerpt(tx, reporterId, input.memberId, input.messageId!, 10) : [];
      if (input.kind === 'message' && excerpt.length === 0) throw new AppError('NOT_FOUND', TEXT.messageNotFound);
      // The voice notes and photos of the excerpt outlive an account deletion with the report (decision 0168).
      await keepAttachments(
        tx,
        excerpt.flatMap((m) => (m.attachmentId ? [m.attachmentId] : [])),
        now,
      );
      const reported = excerpt[excerpt.length - 1];
      if (!(await spendDailyAllowance(tx, reporterId, 'report', lagosDate(now), REPORTS_PER_DAY))) {
        throw new AppError('TOO_MANY_REQUESTS', TEXT.tooManyReports, undefined, { resetsAt: nextLagosMidnight(now) });
      }
      await insertReport(tx, {
        kind: input.kind,
        reporterId,
        reportedMemberId: input.memberId,
        photoId: input.kind === 'photo' ? input.photoId : null,
        messageText: reported?.text ?? null,
        messageId: reported?.id ?? null,
        messageExcerpt: reported
          ? excerpt.map((m) => ({
              _id: m.id,
              seq: m.seq,
              fromReported: m.senderId === input.memberId,
              text: m.text,
              sentAt: m.createdAt.toISOString(),
              kind: m.kind,
              attachmentId: m.attachmentId,
            }))
          : null,
        reasonCode: input.reasonCode,
        reason: input.reason,
        createdAt: now,
      });
      return input.alsoBlock ? applyBlock(tx, reporterId, input.memberId, now) : undefined;
    })
    .then((endedMatchId) => {
      if (endedMatchId) tellMatchesEnded(ctx, reporterId, [{ id: endedMatchId, otherId: input.memberId }]);
    });
  return { message: TEXT.reported, blocked: input.alsoBlock };
}
