import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members, moderationActions, moderationAppeals, moderationRestrictions } from '../../db/schema';

export type AppealRow = typeof moderationAppeals.$inferSelect;

/** The appeal of a decision (an action, or an automatic limit), if the member made it. */
export async function appealOf(db: DbOrTx, decision: { actionId: string } | { restrictionId: string }) {
  const where =
    'actionId' in decision
      ? eq(moderationAppeals.actionId, decision.actionId)
      : eq(moderationAppeals.restrictionId, decision.restrictionId);
  return (await db.select().from(moderationAppeals).where(where))[0];
}

/** Appeals of a member's decisions, for their standing. */
export const appealsOfMember = (db: DbOrTx, memberId: string) =>
  db.select().from(moderationAppeals).where(eq(moderationAppeals.memberId, memberId));

/** The one appeal of a decision: the partial unique index refuses a second (answers nothing then). */
export async function insertAppeal(
  tx: DbOrTx,
  values: { memberId: string; actionId?: string; restrictionId?: string; text: string; at: Date },
) {
  const [row] = await tx
    .insert(moderationAppeals)
    .values({ ...values, createdAt: values.at })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function listAppeals(db: DbOrTx, status: string | null) {
  const where: SQL | undefined = status ? eq(moderationAppeals.status, status) : undefined;
  return db
    .select({
      appeal: moderationAppeals,
      member: { id: members.id, firstName: members.firstName, lastName: members.lastName },
      action: moderationActions,
      restriction: moderationRestrictions,
    })
    .from(moderationAppeals)
    .leftJoin(members, eq(members.id, moderationAppeals.memberId))
    .leftJoin(moderationActions, eq(moderationActions.id, moderationAppeals.actionId))
    .leftJoin(moderationRestrictions, eq(moderationRestrictions.id, moderationAppeals.restrictionId))
    .where(where)
    .orderBy(desc(moderationAppeals.createdAt))
    .limit(200);
}

/** Decides a pending appeal once (the second of two staff at once finds it decided). */
export async function decidePendingAppeal(
  tx: DbOrTx,
  id: string,
  change: { status: 'upheld' | 'overturned'; adminId: string; note: string; at: Date },
) {
  const [row] = await tx
    .update(moderationAppeals)
    .set({ status: change.status, decidedBy: change.adminId, decidedAt: change.at, note: change.note })
    .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'pending')))
    .returning();
  return row;
}

export const findAppeal = async (db: DbOrTx, id: string) =>
  (await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)))[0];

/** The standing restriction an action put in place (a suspension or ban), to lift when its appeal succeeds. */
export const restrictionOfAction = async (db: DbOrTx, actionId: string) =>
  (
    await db
      .select()
      .from(moderationRestrictions)
      .where(and(eq(moderationRestrictions.actionId, actionId), or(isNull(moderationRestrictions.liftedAt))))
  )[0];
