import type { DbOrTx } from '../../db/client';
import { signupStepChanges } from '../../db/schema';

export async function insertSignupChange(
  tx: DbOrTx,
  change: { memberId: string; from: number; to: number; source: 'member' | 'admin'; adminId: string | null; at: Date },
) {
  await tx.insert(signupStepChanges).values({
    memberId: change.memberId,
    fromStep: change.from,
    toStep: change.to,
    source: change.source,
    adminId: change.adminId,
    createdAt: change.at,
  });
}
