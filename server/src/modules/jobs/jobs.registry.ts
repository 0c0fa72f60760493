import { runAuctionsJob } from '../auctions/settlement';
import { flushMailOutboxJob } from '../mail-outbox/mail-outbox.jobs';
import { pushToEveryoneJob, pushToMemberJob } from '../notifications/push.jobs';
import { reconcilePaymentsJob } from '../payments/reconcile-schedule';
import { ledgerCheckJob } from '../tokens/ledger/verify-ledger';
import type { AnyJobDefinition } from './job-definition';

/**
 * Every kind of background work the server runs (decision 0135). A job lives in the module whose work it is;
 * this list is what the server's workers take. New work (screening, scheduled check-ins, store notifications)
 * is one more definition here.
 */
export const JOBS: readonly AnyJobDefinition[] = [
  pushToMemberJob,
  pushToEveryoneJob,
  flushMailOutboxJob,
  reconcilePaymentsJob,
  ledgerCheckJob,
  runAuctionsJob,
];
