import { MODERATION_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { setMemberBlock } from '../admin-members/member-block.service';
import { recordAudit } from '../audit/audit.writer';
import { deliverAfterCommit, recordNotices, type PendingNotices } from '../notifications/notifications.service';
import { riskCandidates, riskFacts } from './moderation-reads.repository';
import { preserveItemEvidence } from './moderation.service';
import { dueAfter, priorityOf, priorityRank } from './priorities';
import {
  closeSettledItems,
  csaeItemsWithoutEvidence,
  findItem,
  insertRiskItem,
  intakeDetections,
  intakeReports,
  intakeVerificationHolds,
} from './queue.repository';
import {
  claimDueSuspensions,
  hasStandingRestriction,
  insertRestriction,
  liftRestrictionRow,
  standingExclusion,
} from './restrictions.repository';
import { RISK_THRESHOLD, scoreRisk } from './risk';

/** The automatic job's actor in the audit log: no admin, no address. */
const SYSTEM = { adminId: null, ip: null };
const DETECTION_LOOKBACK_MS = 7 * 86_400_000;
const LIFTS_PER_RUN = 200;

/**
 * The safety net of the queue's intake (decision 0158: the items are made at the source, in the transaction that
 * writes it, by the module's triggers): copies whatever open report, detection over the weight, held photo or face in
 * age review has no item yet (decision 0153); closes items whose source was settled on its own screen; keeps the
 * evidence of CSAE items. Idempotent and safe on two instances at once (unique source keys).
 */
export async function runIntake(ctx: AppContext) {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await intakeReports(tx);
    await intakeDetections(tx, new Date(at.getTime() - DETECTION_LOOKBACK_MS));
    await intakeVerificationHolds(tx);
    await closeSettledItems(tx, at);
  });
  const unpreserved = await csaeItemsWithoutEvidence(ctx.db, 100);
  for (const { id } of unpreserved) {
    await ctx.db.transaction(async (tx) => {
      const row = await findItem(tx, id);
      if (row) await preserveItemEvidence(ctx, tx, row);
    });
  }
}

/**
 * Scores every member with a signal in the window (decision 0151). At the threshold, and with no automatic limit
 * standing: a "no new conversations" limit with the signals that set it, a risk item in the queue, an audit entry
 * without an admin, and a notice telling the member. The partial unique index keeps two runs at once to one limit.
 */
export async function runRiskChecks(ctx: AppContext) {
  const at = ctx.now();
  const facts = await riskFacts(ctx.db, await riskCandidates(ctx.db, at), at);
  let limited = 0;
  for (const fact of facts) {
    const risk = scoreRisk(fact);
    if (risk.score < RISK_THRESHOLD) continue;
    if (await hasStandingRestriction(ctx.db, fact.memberId, 'no-new-conversations', at)) continue;
    const pending = await ctx.db.transaction(async (tx): Promise<PendingNotices | null> => {
      const restriction = await insertRestriction(tx, {
        memberId: fact.memberId,
        kind: 'no-new-conversations',
        reason: TEXT.noNewConversations,
        automatic: true,
        signals: risk.signals,
        startsAt: at,
      });
      if (!restriction) return null;
      const priority = priorityOf('risk');
      await insertRiskItem(tx, {
        restrictionId: restriction.id,
        memberId: fact.memberId,
        priority: priorityRank(priority),
        at,
        dueAt: dueAfter(priority, at),
      });
      await recordAudit(tx, SYSTEM, {
        action: 'moderation.restrict',
        targetType: 'member',
        targetId: fact.memberId,
        details: { restrictionId: restriction.id, score: risk.score, signals: risk.signals },
      });
      return recordNotices(tx, [
        {
          memberId: fact.memberId,
          kind: 'moderation-limit',
          title: TEXT.limitedTitle,
          body: `${TEXT.noNewConversations}\n\n${TEXT.appealBody}`,
          relatedId: restriction.id,
        },
      ]);
    });
    if (pending) {
      deliverAfterCommit(ctx, pending);
      limited += 1;
    }
  }
  return limited;
}

/**
 * Ends suspensions whose time has come: the restriction is lifted and the block removed (unless a ban or another
 * suspension stands), audited without an admin, and the member told. Claimed with skip locked, so two instances
 * lift each once.
 */
export async function liftDueSuspensions(ctx: AppContext) {
  const at = ctx.now();
  const pending = await ctx.db.transaction(async (tx) => {
    const due = await claimDueSuspensions(tx, at, LIFTS_PER_RUN);
    const notices = [];
    for (const row of due) {
      await liftRestrictionRow(tx, row.id, { adminId: null, note: 'The suspension ended', at });
      // Gone with its account, or another suspension or a ban still stands: nothing to unblock.
      if (!row.memberId || (await standingExclusion(tx, row.memberId, '', at))) continue;
      await setMemberBlock(tx, row.memberId, false, at);
      await recordAudit(tx, SYSTEM, {
        action: 'moderation.lift',
        targetType: 'member',
        targetId: row.memberId,
        details: { restrictionId: row.id, kind: row.kind, automatic: true },
      });
      notices.push({
        memberId: row.memberId,
        kind: 'moderation-lifted',
        title: TEXT.liftedTitle,
        body: 'Your suspension has ended. You can sign in again',
      });
    }
    return recordNotices(tx, notices);
  });
  deliverAfterCommit(ctx, pending);
  return pending.items.length;
}

/** One pass of everything the moderation job does; the job runs it every minute on one instance at a time. */
export async function runModerationSweep(ctx: AppContext) {
  await runIntake(ctx);
  await runRiskChecks(ctx);
  await liftDueSuspensions(ctx);
}
