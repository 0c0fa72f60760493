import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { livenessChecks, members } from '../../db/schema';
import type { LivenessVerdict } from '../../lib/liveness-provider';

export type LivenessCheckRow = typeof livenessChecks.$inferSelect;

export async function insertLivenessCheck(
  db: DbOrTx,
  values: { memberId: string; provider: string; providerSessionId: string; createdAt: Date; expiresAt: Date },
) {
  await db.insert(livenessChecks).values(values);
}

/** The member's newest check at this provider that also meets `also`. */
async function newestMemberCheck(
  db: DbOrTx,
  memberId: string,
  provider: string,
  ...also: SQL[]
): Promise<LivenessCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(livenessChecks)
    .where(and(eq(livenessChecks.memberId, memberId), eq(livenessChecks.provider, provider), ...also))
    .orderBy(desc(livenessChecks.createdAt))
    .limit(1);
  return row;
}

/** The member's check of this provider session (a session id is unique at its provider). */
export const findMemberCheck = (db: DbOrTx, memberId: string, provider: string, providerSessionId: string) =>
  newestMemberCheck(db, memberId, provider, eq(livenessChecks.providerSessionId, providerSessionId));

/** Records the provider's verdict once (a pending check only); a pass verifies the member in the same transaction. */
export async function recordVerdict(tx: DbOrTx, check: LivenessCheckRow, verdict: LivenessVerdict, at: Date) {
  const [row] = await tx
    .update(livenessChecks)
    .set({
      status: verdict.status,
      confidence: verdict.confidence,
      threshold: verdict.threshold,
      failureReason: verdict.failureReason,
      completedAt: at,
      // The selfie's reading has served (saved as the verified face, or refused): no template stays on the check.
      selfie: null,
    })
    .where(and(eq(livenessChecks.id, check.id), eq(livenessChecks.status, 'pending')))
    .returning();
  if (row && verdict.status === 'passed')
    await tx.update(members).set({ livenessVerified: true }).where(eq(members.id, check.memberId));
  return row;
}

export async function memberLivenessVerified(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: members.livenessVerified })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.verified ?? false;
}

/** The member's newest session still open (pending, not expired) at this provider: where a sandbox selfie belongs. */
export const findOpenCheck = (db: DbOrTx, memberId: string, provider: string, now: Date) =>
  newestMemberCheck(db, memberId, provider, eq(livenessChecks.status, 'pending'), gt(livenessChecks.expiresAt, now));

/** Puts the selfie's reading on a pending check; answers the reading it replaced (its image is the caller's to delete). */
export async function attachSelfie(tx: DbOrTx, checkId: string, selfie: unknown): Promise<unknown> {
  const [old] = await tx
    .select({ selfie: livenessChecks.selfie })
    .from(livenessChecks)
    .where(eq(livenessChecks.id, checkId))
    .for('update');
  const rows = await tx
    .update(livenessChecks)
    .set({ selfie })
    .where(and(eq(livenessChecks.id, checkId), eq(livenessChecks.status, 'pending')))
    .returning({ id: livenessChecks.id });
  if (rows.length === 0) return selfie;
  return old?.selfie ?? null;
}
