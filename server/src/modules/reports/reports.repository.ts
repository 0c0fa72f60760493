import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { admins, memberPhotos, members, reports } from '../../db/schema';

const reporter = alias(members, 'reporter');
const reported = alias(members, 'reported');

const person = (table: typeof reporter | typeof reported) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  phone: table.phone,
});

/** Reports with both members, the photo and the admin who resolved it, newest first. */
const reportsWhere = (db: DbOrTx, where: SQL | undefined, limit: number) =>
  db
    .select({
      report: reports,
      reporter: person(reporter),
      reportedUser: person(reported),
      photo: memberPhotos,
      resolver: { fullname: admins.fullname },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedMemberId))
    .leftJoin(memberPhotos, eq(memberPhotos.id, reports.photoId))
    .leftJoin(admins, eq(admins.id, reports.resolvedBy))
    .where(where)
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);

/** One kind, optionally one status. */
export const listReports = (db: DbOrTx, kind: string, status: string | null, limit: number) =>
  reportsWhere(db, and(eq(reports.kind, kind), status ? eq(reports.status, status) : undefined), limit);

/** Reports a member made, or reports about the member. */
export const listReportsBy = (db: DbOrTx, memberId: string, side: 'reporter' | 'reported', limit: number) =>
  reportsWhere(
    db,
    side === 'reporter' ? eq(reports.reporterId, memberId) : eq(reports.reportedMemberId, memberId),
    limit,
  );

export const findReport = async (db: DbOrTx, id: string) => (await reportsWhere(db, eq(reports.id, id), 1))[0];

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];

/** Resolves an open report; answers nothing when it was not open (already resolved, or unknown). */
export async function resolveOpenReport(
  tx: DbOrTx,
  id: string,
  change: { status: string; note: string; adminId: string; at: Date },
) {
  const [row] = await tx
    .update(reports)
    .set({ status: change.status, note: change.note, resolvedBy: change.adminId, resolvedAt: change.at })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row;
}

export const reportExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).limit(1)).length === 1;

/** Open reports per kind (the status index answers it). */
export const countOpenReports = (db: DbOrTx) =>
  db
    .select({ kind: reports.kind, total: count() })
    .from(reports)
    .where(eq(reports.status, 'open'))
    .groupBy(reports.kind);
