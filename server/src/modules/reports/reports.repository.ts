import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { memberPhotos, members, reports } from '../../db/schema';

const reporter = alias(members, 'reporter');
const reported = alias(members, 'reported');

const person = (table: typeof reporter | typeof reported) => ({ id: table.id, firstName: table.firstName, lastName: table.lastName, phone: table.phone });

/** Reports of one kind with both members and the photo, newest first. */
export const listReports = (db: DbOrTx, kind: string, limit: number) =>
  db
    .select({ report: reports, reporter: person(reporter), reportedUser: person(reported), photo: memberPhotos })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedMemberId))
    .leftJoin(memberPhotos, eq(memberPhotos.id, reports.photoId))
    .where(eq(reports.kind, kind))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);

export type ReportRow = Awaited<ReturnType<typeof listReports>>[number];
