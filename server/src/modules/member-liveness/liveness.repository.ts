import { and, eq } from 'drizzle-orm';
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

export async function findMemberCheck(
  db: DbOrTx,
  memberId: string,
  provider: string,
  providerSessionId: string,
): Promise<LivenessCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(livenessChecks)
    .where(
      and(
        eq(livenessChecks.memberId, memberId),
        eq(livenessChecks.provider, provider),
        eq(livenessChecks.providerSessionId, providerSessionId),
      ),
    )
    .limit(1);
  return row;
}

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
