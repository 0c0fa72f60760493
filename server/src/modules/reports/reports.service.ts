import {
  REPORT_MESSAGES,
  type AdminReport,
  type OpenReportCounts,
  type ReportExcerptResponse,
  type ReportKind,
  type ReportReasonCode,
  type ReportsResponse,
  type ReportStatus,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { toAdminPhoto } from '../../lib/admin-photo';
import { attachmentsByIds, findAttachmentForRead } from '../chat-attachments/attachment-access.service';
import {
  countOpenReports,
  findReport,
  listReports,
  listReportsBy,
  reportExists,
  resolveOpenReport,
  type ReportRow,
} from './reports.repository';

const toPerson = (p: ReportRow['reporter']) => ({
  _id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
});

/** Empty once the reported account was deleted (decision 0124). */
const toReported = (p: ReportRow['reportedUser']) => (p ? toPerson(p) : null);

/** What lists show of a report: the reason, never the reported message's text (only the audited excerpt has it). */
export const toAdminReport = (row: ReportRow): AdminReport => ({
  _id: row.report.id,
  kind: row.report.kind as ReportKind,
  reasonCode: row.report.reasonCode as ReportReasonCode,
  reason: row.report.reason,
  createdAt: row.report.createdAt.toISOString(),
  reporter: toPerson(row.reporter),
  reportedUser: toReported(row.reportedUser),
  reportedAccountDeleted: row.report.reportedMemberId === null,
  photo: row.photo ? toAdminPhoto(row.photo) : null,
  status: row.report.status as ReportStatus,
  note: row.report.note,
  resolvedBy: row.resolver?.fullname ?? null,
  resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
});

/** A deletion and a new account on the deleted phone move the reports about it (decision 0124). */
export {
  insertReport,
  keepReportsAboutDeletedMember,
  resolveOpenReport,
  returnReportsToPhone,
} from './reports.repository';

/** Enough for a screen column; older reports stay in the database. */
export const REPORTS_PER_KIND = 100;

/** The three columns of the reports screen, newest first; `status` all answers every report. */
export async function getReports(db: Db, status: ReportStatus | 'all' = 'all'): Promise<ReportsResponse> {
  const only = status === 'all' ? null : status;
  const [users, photos, messages] = await Promise.all(
    (['user', 'photo', 'message'] as const).map(async (kind) =>
      (await listReports(db, kind, only, REPORTS_PER_KIND)).map(toAdminReport),
    ),
  );
  return { users, photos, messages };
}

export const reportsAbout = async (db: DbOrTx, memberId: string, side: 'reporter' | 'reported', limit: number) =>
  (await listReportsBy(db, memberId, side, limit)).map(toAdminReport);

/**
 * open → actioned or dismissed, once, with the moderator's note. The conditional update makes two
 * moderators resolving the same report at once end with one resolution, not two.
 */
export async function resolveReport(
  ctx: AppContext,
  id: string,
  input: { status: 'actioned' | 'dismissed'; note: string },
  actor: Actor,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await resolveOpenReport(tx, id, { ...input, adminId: actor.adminId, at: ctx.now() });
    if (!row) {
      if (await reportExists(tx, id)) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyResolved);
      throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
    }
    await recordAudit(tx, actor, {
      action: input.status === 'actioned' ? 'report.action' : 'report.dismiss',
      targetType: 'report',
      targetId: row.id,
      details: { memberId: row.reportedMemberId, kind: row.kind, note: input.note },
    });
  });
  const report = toAdminReport((await findReport(ctx.db, id))!);
  return { message: input.status === 'actioned' ? 'Report marked as actioned' : 'Report dismissed', report };
}

const reportedMessageId = (report: ReportRow['report']) => report.messageId ?? report.id;

/**
 * A report filed before the server copied excerpts holds the reported text alone: it is read here too, as the
 * one reported message (at the report's time), so no list ever needs to carry it.
 */
const legacyExcerpt = (report: ReportRow['report']) =>
  report.messageText === null
    ? []
    : [
        {
          _id: reportedMessageId(report),
          seq: 0,
          fromReported: true,
          text: report.messageText,
          sentAt: report.createdAt.toISOString(),
        },
      ];

/** What rich chat added to an excerpt's messages (decisions 0157, 0168); absent from excerpts copied before. */
const richOf = (m: object) => m as { kind?: 'text' | 'voice' | 'photo'; attachmentId?: string | null };

/**
 * The excerpt the server copied into a message report: the reported message and up to 10 before it, with
 * who sent each. Staff read this and nothing else of a conversation, and each opening is audit-logged in
 * the same transaction that reads it, so no excerpt is ever shown without its entry.
 */
export async function readReportExcerpt(ctx: AppContext, id: string, actor: Actor): Promise<ReportExcerptResponse> {
  return ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, id);
    if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
    if (row.report.kind !== 'message') throw new AppError('NOT_FOUND', REPORT_MESSAGES.notMessageReport);
    const excerpt = row.report.messageExcerpt ?? legacyExcerpt(row.report);
    await recordAudit(tx, actor, {
      action: 'report.excerpt.read',
      targetType: 'report',
      targetId: row.report.id,
      details: { memberId: row.report.reportedMemberId, reporterId: row.report.reporterId, messages: excerpt.length },
    });
    const attachments = await attachmentsByIds(
      tx,
      excerpt.flatMap((m) => richOf(m).attachmentId ?? []),
    );
    return {
      reportId: row.report.id,
      reporter: toPerson(row.reporter),
      reportedUser: toReported(row.reportedUser),
      items: excerpt.map((m) => {
        const { kind, attachmentId } = richOf(m);
        const attachment = attachmentId ? attachments.get(attachmentId) : undefined;
        return {
          _id: m._id,
          seq: m.seq,
          sender: m.fromReported ? ('reported' as const) : ('reporter' as const),
          text: m.text,
          sentAt: m.sentAt,
          reported: m._id === reportedMessageId(row.report),
          kind: kind ?? 'text',
          attachment: attachment
            ? { _id: attachment.id, kind: attachment.kind, durationMs: attachment.durationMs }
            : null,
        };
      }),
    };
  });
}

/**
 * A voice note or photo of a message report's excerpt, for staff (decisions 0157, 0168): only an attachment the
 * excerpt names, whatever its screening says, each opening audit-logged in the transaction that reads it.
 */
export async function readReportAttachment(
  ctx: AppContext,
  reportId: string,
  attachmentId: string,
  actor: Actor,
): Promise<{ body: Buffer; mimeType: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findReport(tx, reportId);
    const named = (row?.report.messageExcerpt ?? []).some((m) => m.attachmentId === attachmentId);
    if (!row || !named) throw new AppError('NOT_FOUND', REPORT_MESSAGES.attachmentNotFound);
    const attachment = await findAttachmentForRead(tx, attachmentId, 'full');
    if (!attachment?.body) throw new AppError('NOT_FOUND', REPORT_MESSAGES.attachmentNotFound);
    await recordAudit(tx, actor, {
      action: 'report.attachment.read',
      targetType: 'report',
      targetId: row.report.id,
      details: { attachmentId, kind: attachment.kind, memberId: row.report.reportedMemberId },
    });
    return { body: attachment.body, mimeType: attachment.mimeType };
  });
}

export async function openReportCounts(db: DbOrTx): Promise<OpenReportCounts> {
  const byKind = new Map((await countOpenReports(db)).map((row) => [row.kind, row.total]));
  const users = byKind.get('user') ?? 0;
  const photos = byKind.get('photo') ?? 0;
  const messages = byKind.get('message') ?? 0;
  return { users, photos, messages, total: users + photos + messages };
}
