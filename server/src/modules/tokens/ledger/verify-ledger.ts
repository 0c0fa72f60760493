import type { AppContext } from '../../../context';
import { z } from 'zod';
import { recordLedgerCheck } from '../../../lib/metrics';
import { defineJob } from '../../jobs/job-definition';
import { checkLedger, type LedgerCheck } from './ledger.repository';
import { findStrayHolds, type StrayHold } from './stray-holds.repository';

export type LedgerVerdict = LedgerCheck & { strayHolds: StrayHold[]; ok: boolean };

/**
 * Proves the ledger (decision 0094): every account's balance equals the sum of its entries, every
 * posting and the whole ledger sum to zero, and every held token belongs to a live auction's leading bid
 * (decision 0123). A failure is logged at error level as an alert.
 */
export async function verifyLedger(ctx: AppContext): Promise<LedgerVerdict> {
  const [check, strayHolds] = [await checkLedger(ctx.db), await findStrayHolds(ctx.db)];
  const ok =
    check.total === 0 && check.drifted.length === 0 && check.unbalancedPostings.length === 0 && !strayHolds.length;
  if (!ok)
    ctx.logger.error(
      {
        alert: 'token-ledger',
        total: check.total,
        drifted: check.drifted.slice(0, 20),
        unbalancedPostings: check.unbalancedPostings.slice(0, 20),
        strayHolds: strayHolds.slice(0, 20),
      },
      'ALERT: the token ledger does not balance',
    );
  else ctx.logger.debug({ accounts: check.accounts, entries: check.entries }, 'token ledger verified');
  recordLedgerCheck(ok, ctx.now());
  return { ...check, strayHolds, ok };
}

/** Verifies the ledger inside the server every TOKENS_LEDGER_CHECK_INTERVAL_MINUTES, on one instance at a time. */
export const ledgerCheckJob = defineJob({
  name: 'tokens-ledger-check',
  metric: 'token ledger check',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 1, expireInSeconds: 1800 },
  every: (config) => config.ledgerCheckIntervalMinutes * 60_000,
  handle: (ctx) => verifyLedger(ctx),
});
