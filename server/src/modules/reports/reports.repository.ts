import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { admins, memberPhotos, members, reports } from '../../db/schema';

const reporter = alias(members, 'reporter');
const reported = alias(members, 'reported');

// One object per alias: a helper taking either would make drizzle type the inner-joined reporter as nullable too.
const reporterPerson = {
  id: reporter.id,
  firstName: reporter.firstName,
  lastName: reporter.lastName,
  phone: reporter.phone,
};
const reportedPerson = {
  id: reported.id,
  firstName: reported.firstName,
  lastName: reported.lastName,
  phone: reported.phone,
};

/**
 * Reports with both members, the photo and the admin who resolved it, newest first. The reported member is
 * empty when that account was deleted (decision 0124): the report stays in the queue.
 */
const reportsWhere = (db: DbOrTx, where: SQL | undefined, limit: number) =>
  db
    .select({
      report: reports,
      reporter: reporterPerson,
      reportedUser: reportedPerson,
      photo: memberPhotos,
      resolver: { fullname: admins.fullname },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(reported, eq(reported.id, reports.reportedMemberId))
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

/**
 * Before the reported account is deleted: its reports stay where they are, open or resolved, excerpts and all,
 * with the member emptied and the phone's HMAC kept (decision 0124), so the queue still shows them.
 */
export const keepReportsAboutDeletedMember = (tx: DbOrTx, memberId: string, phoneHash: string) =>
  tx
    .update(reports)
    .set({ reportedMemberId: null, reportedPhoneHash: phoneHash })
    .where(eq(reports.reportedMemberId, memberId));

/** A new account on that phone: the deleted account's reports are about it now. */
export const returnReportsToPhone = (tx: DbOrTx, phoneHash: string, memberId: string) =>
  tx
    .update(reports)
    .set({ reportedMemberId: memberId, reportedPhoneHash: null })
    .where(eq(reports.reportedPhoneHash, phoneHash));

/** A member's report, filed by member-safety in its transaction (the allowance spent, the block applied beside it). */
export async function insertReport(tx: DbOrTx, values: typeof reports.$inferInsert) {
  await tx.insert(reports).values(values);
}
