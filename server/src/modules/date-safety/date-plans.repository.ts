import { and, asc, count, eq, getTableColumns, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { datePlans, memberPhotos, members } from '../../db/schema';
import { photosUnlockedBetween, photoVisibleTo } from '../visibility/visibility.repository';

export type DatePlanRow = typeof datePlans.$inferSelect;
export type DatePlanView = DatePlanRow & { firstName: string | null };

const view = { ...getTableColumns(datePlans), firstName: members.firstName };

/** The member's plans that are still open at `now` (not cancelled, not expired), narrowed by `also`. */
const openPlanOf = (memberId: string, now: Date, ...also: SQL[]) =>
  and(eq(datePlans.memberId, memberId), isNull(datePlans.cancelledAt), gt(datePlans.expiresAt, now), ...also);

export async function insertDatePlan(tx: DbOrTx, values: typeof datePlans.$inferInsert): Promise<DatePlanRow> {
  const [row] = await tx.insert(datePlans).values(values).returning();
  return row!;
}

export async function setJobIds(
  db: DbOrTx,
  id: string,
  ids: { checkInJobId: string | null; missedJobId: string | null },
) {
  await db.update(datePlans).set(ids).where(eq(datePlans.id, id));
}

/** Plans the member made in the last 24 hours (cancelled ones count: each texted someone) and those still open. */
export async function planCounts(db: DbOrTx, memberId: string, now: Date) {
  const [row] = await db
    .select({
      today: count(sql`case when ${datePlans.createdAt} > ${new Date(now.getTime() - 24 * 3600_000)} then 1 end`),
      active: count(sql`case when ${datePlans.cancelledAt} is null and ${datePlans.expiresAt} > ${now} then 1 end`),
    })
    .from(datePlans)
    .where(eq(datePlans.memberId, memberId));
  return { today: Number(row?.today ?? 0), active: Number(row?.active ?? 0) };
}

/** One of the member's plans, not cancelled and not expired, with the match's first name. */
export async function findOpenPlan(
  db: DbOrTx,
  memberId: string,
  id: string,
  now: Date,
): Promise<DatePlanView | undefined> {
  const [row] = await db
    .select(view)
    .from(datePlans)
    .leftJoin(members, eq(members.id, datePlans.otherMemberId))
    .where(openPlanOf(memberId, now, eq(datePlans.id, id)));
  return row;
}

/** The member's open plans, soonest first (at most DATE_RULES.activeMax exist, so one page holds them all). */
export async function listOpenPlans(db: DbOrTx, memberId: string, now: Date): Promise<DatePlanView[]> {
  return db
    .select(view)
    .from(datePlans)
    .leftJoin(members, eq(members.id, datePlans.otherMemberId))
    .where(openPlanOf(memberId, now))
    .orderBy(asc(datePlans.at), asc(datePlans.id));
}

/** The personal data of a plan, nulled once it is no longer needed (cancelled or expired; decision 0155). */
const scrubbed = { place: null, contactName: null, contactPhone: null } as const;

/** Cancels an open plan of the member and drops its personal data; false when there was none to cancel. */
export async function cancelPlan(db: DbOrTx, memberId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(datePlans)
    .set({ ...scrubbed, cancelledAt: now })
    .where(openPlanOf(memberId, now, eq(datePlans.id, id)))
    .returning({ id: datePlans.id });
  return rows.length > 0;
}

/**
 * The plan locked for one job's run, with what the texts need (the sharer's first name and phone). Two runs of the
 * same job (a retry after a lost run, a second instance) queue on this lock; the second sees the first one's mark.
 */
export async function lockPlanForJob(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ ...getTableColumns(datePlans), sharerName: members.firstName, sharerPhone: members.phone })
    .from(datePlans)
    .innerJoin(members, eq(members.id, datePlans.memberId))
    .where(eq(datePlans.id, id))
    .for('update', { of: datePlans });
  return row;
}

export async function markPlan(
  tx: DbOrTx,
  id: string,
  marks: Partial<
    Pick<DatePlanRow, 'shareSentAt' | 'askedAt' | 'alertSentAt' | 'alertReason' | 'answer' | 'answeredAt'>
  >,
) {
  await tx.update(datePlans).set(marks).where(eq(datePlans.id, id));
}

/** The plan a share link opens, by its token's hash, whatever its state (the page says cancelled or expired). */
export async function findPlanByTokenHash(db: DbOrTx, tokenHash: string): Promise<DatePlanView | undefined> {
  const [row] = await db
    .select(view)
    .from(datePlans)
    .leftJoin(members, eq(members.id, datePlans.otherMemberId))
    .where(eq(datePlans.shareTokenHash, tokenHash));
  return row;
}

/**
 * The match's first photo that the sharer may see because it is unlocked to them: visible by the one rule (§6),
 * approved by screening, and unlocked between the two (a public profile alone does not put it on a page outside
 * the app; decision 0155). Undefined when there is none.
 */
export async function unlockedPhotoFor(db: DbOrTx, sharerId: string, ownerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ storageId: memberPhotos.publicId })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .where(
      and(
        eq(memberPhotos.memberId, ownerId),
        eq(memberPhotos.status, 'approved'),
        photoVisibleTo(sharerId),
        photosUnlockedBetween(sharerId, members.id),
      ),
    )
    .orderBy(asc(memberPhotos.position), asc(memberPhotos.id))
    .limit(1);
  return row?.storageId;
}

/**
 * The daily sweep: plans past their expiry lose their personal data; plans expired more than `keepDays` ago go
 * (their share link then reads as not found). Answers how many of each.
 */
export async function sweepPlans(db: DbOrTx, now: Date, keepDays: number) {
  const scrubbedRows = await db
    .update(datePlans)
    .set(scrubbed)
    .where(
      and(
        lt(datePlans.expiresAt, now),
        or(
          sql`${datePlans.place} is not null`,
          sql`${datePlans.contactName} is not null`,
          sql`${datePlans.contactPhone} is not null`,
        ),
      ),
    )
    .returning({ id: datePlans.id });
  const deleted = await db
    .delete(datePlans)
    .where(lt(datePlans.expiresAt, new Date(now.getTime() - keepDays * 24 * 3600_000)))
    .returning({ id: datePlans.id });
  return { scrubbed: scrubbedRows.length, deleted: deleted.length };
}
