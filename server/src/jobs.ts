import { runAuctionsJob } from './modules/auctions/settlement';
import { flushMailOutboxJob } from './modules/mail-outbox/mail-outbox.jobs';
import { pushToEveryoneJob, pushToMemberJob } from './modules/notifications/push.jobs';
import { notificationDigestJob, notificationRemindersJob } from './modules/notifications/digest.jobs';
import { reconcilePaymentsJob } from './modules/payments/reconcile-schedule';
import { screenPhotoJob, sweepPhotosJob } from './modules/member-photos/photo-screening.service';
import { screenChatPhotoJob } from './modules/chat-attachments/chat-photo-screening';
import { sweepChatAttachmentsJob } from './modules/chat-attachments/chat-attachment-sweeps';
import { ledgerCheckJob } from './modules/tokens/ledger/verify-ledger';
import { dateAlertJob, dateCheckInJob, datePlansSweepJob } from './modules/date-safety/date-safety.jobs';
import { moderationSweepJob } from './modules/moderation/moderation.jobs';
import { purgeEvidenceJob } from './modules/match-evidence/evidence.jobs';
import { googleVoidedPurchasesJob } from './modules/store-purchases/voided-purchases.job';
import { finishGooglePurchaseJob } from './modules/store-purchases/google-finish.job';
import type { AnyJobDefinition } from './modules/jobs/job-definition';

/**
 * Every kind of background work the server runs (decision 0135). A job lives in the module whose work it is;
 * this list, at the composition root beside app.ts so that no module imports the modules it runs, is what the server's workers take. New work (screening, scheduled check-ins, store notifications)
 * is one more definition here.
 */
export const JOBS: readonly AnyJobDefinition[] = [
  pushToMemberJob,
  pushToEveryoneJob,
  flushMailOutboxJob,
  reconcilePaymentsJob,
  ledgerCheckJob,
  runAuctionsJob,
  purgeEvidenceJob,
  dateCheckInJob,
  dateAlertJob,
  datePlansSweepJob,
  screenPhotoJob,
  sweepPhotosJob,
  screenChatPhotoJob,
  sweepChatAttachmentsJob,
  moderationSweepJob,
  googleVoidedPurchasesJob,
  finishGooglePurchaseJob,
  notificationDigestJob,
  notificationRemindersJob,
];
