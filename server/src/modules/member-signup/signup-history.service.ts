import type { DbOrTx } from '../../db/client';
import { insertSignupChange } from './signup-history.repository';

/**
 * Records a move of the sign-up level (decision 0058): the app's own step (`member`) or a staff edit
 * (`admin`). Called in the transaction of the move, so the history holds exactly the moves that happened.
 */
export const recordSignupStepChange = (
  tx: DbOrTx,
  change: { memberId: string; from: number; to: number; source: 'member' | 'admin'; adminId?: string | null; at: Date },
) => insertSignupChange(tx, { ...change, adminId: change.adminId ?? null });
