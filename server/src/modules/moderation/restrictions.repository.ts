import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { moderationRestrictions } from '../../db/schema';
import type { RestrictionKind, RiskSignal } from '@blynd/shared';

export { hasStandingRestriction, standingExclusion } from '../moderation-gate/gate.service';

export type RestrictionRow = typeof moderationRestrictions.$inferSelect;

/** Every restriction of a member, newest first (staff see lifted ones too). */
export const restrictionsOf = (db: DbOrTx, memberId: string) =>
  db
    .select()
    .from(moderationRestrictions)
    .where(eq(moderationRestrictions.memberId, memberId))
    .orderBy(desc(moderationRestrictions.startsAt));

export async function insertRestriction(
  tx: DbOrTx,
  values: {
    memberId: string | null;
    phoneHash?: string | null;
    kind: RestrictionKind;
    reason: string;
    automatic: boolean;
    signals?: RiskSignal[];
    actionId?: string | null;
    startsAt: Date;
    endsAt?: Date | null;
  },
) {
  const [row] = await tx
    .insert(moderationRestrictions)
    .values({ ...values, signals: values.signals ?? [] })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Lifts a standing restriction once; answers nothing when it was already lifted or is unknown. */
export async function liftRestrictionRow(
  tx: DbOrTx,
  id: string,
  change: { adminId: string | null; note: string; at: Date },
) {
  const [row] = await tx
    .update(moderationRestrictions)
    .set({ liftedAt: change.at, liftedBy: change.adminId, liftNote: change.note })
    .where(and(eq(moderationRestrictions.id, id), isNull(moderationRestrictions.liftedAt)))
    .returning();
  return row;
}

export const findRestriction = async (db: DbOrTx, id: string) =>
  (await db.select().from(moderationRestrictions).where(eq(moderationRestrictions.id, id)))[0];

/** Suspensions whose end has come and that nobody lifted yet, claimed by the lift job (skip locked: one instance each). */
export async function claimDueSuspensions(tx: DbOrTx, at: Date, limit: number): Promise<RestrictionRow[]> {
  return tx
    .select()
    .from(moderationRestrictions)
    .where(
      and(
        eq(moderationRestrictions.kind, 'suspended'),
        isNull(moderationRestrictions.liftedAt),
        lte(moderationRestrictions.endsAt, at),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}
