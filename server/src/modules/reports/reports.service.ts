import type { AdminReport, ReportKind, ReportsResponse } from '@blynd/shared';
import type { Db } from '../../db/client';
import { toAdminPhoto } from '../members/admin-user';
import { listReports, type ReportRow } from './reports.repository';

const toPerson = (p: ReportRow['reporter']) => ({ _id: p.id, firstName: p.firstName, lastName: p.lastName, phone: p.phone });

const toAdminReport = (row: ReportRow): AdminReport => ({
  _id: row.report.id,
  kind: row.report.kind as ReportKind,
  reason: row.report.reason,
  createdAt: row.report.createdAt.toISOString(),
  reporter: toPerson(row.reporter),
  reportedUser: toPerson(row.reportedUser),
  photo: row.photo ? toAdminPhoto(row.photo) : null,
  messageText: row.report.messageText,
});

/** Enough for a screen column; older reports stay in the database. */
export const REPORTS_PER_KIND = 100;

/** The three columns of the reports screen, newest first. */
export async function getReports(db: Db): Promise<ReportsResponse> {
  const [users, photos, messages] = await Promise.all(
    (['user', 'photo', 'message'] as const).map(async (kind) => (await listReports(db, kind, REPORTS_PER_KIND)).map(toAdminReport)),
  );
  return { users, photos, messages };
}
