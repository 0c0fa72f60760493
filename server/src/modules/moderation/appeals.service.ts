import {
  canAccess,
  MESSAGES,
  MODERATION_MESSAGES as TEXT,
  type AdminRoleName,
  type MemberDecision,
  type MemberStanding,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { verifyAppealToken } from '../../lib/tokens';
import { setMemberBlock } from '../admin-members/member-block.service';
import { recordAudit } from '../audit/audit.writer';
import { deliverAfterCommit, recordNotices } from '../notifications/notifications.service';
import {
  appealsOfMember,
  decidePendingAppeal,
  findAppeal,
  insertAppeal,
  listAppeals,
  restrictionOfAction,
} from './appeals.repository';
import { actionsAbout, findAction } from './queue.repository';
import {
  findRestriction,
  liftRestrictionRow,
  restrictionsOf,
  standingExclusion,
  type RestrictionRow,
} from './restrictions.repository';

const standsAt = (row: RestrictionRow, at: Date) => !row.liftedAt && (!row.endsAt || row.endsAt > at);

/** What the member is told of: warnings, removals, suspensions, bans and automatic limits, each appealable once. */
export async function memberStanding(db: DbOrTx, memberId: string, at: Date): Promise<MemberStanding> {
  const [actions, restrictions, appeals] = await Promise.all([
    actionsAbout(db, memberId),
    restrictionsOf(db, memberId),
    appealsOfMember(db, memberId),
  ]);
  const appealFor = (id: string) => appeals.find((a) => a.actionId === id || a.restrictionId === id);
  const toAppeal = (id: string) => {
    const appeal = appealFor(id);
    return appeal
      ? { status: appeal.status as 'pending' | 'upheld' | 'overturned', createdAt: appeal.createdAt.toISOString() }
      : null;
  };
  const untilOf = (actionId: string) => restrictions.find((r) => r.actionId === actionId)?.endsAt ?? null;
  const decisions: MemberDecision[] = [
    ...actions.map((a) => ({
      _id: a.id,
      action: a.action as MemberDecision['action'],
      reason: a.reason,
      at: a.createdAt.toISOString(),
      until: untilOf(a.id)?.toISOString() ?? null,
      appealable: !appealFor(a.id),
      appeal: toAppeal(a.id),
    })),
    ...restrictions
      .filter((r) => r.automatic)
      .map((r) => ({
        _id: r.id,
        action: 'no-new-conversations' as const,
        reason: r.reason,
        at: r.startsAt.toISOString(),
        until: r.liftedAt?.toISOString() ?? null,
        appealable: !appealFor(r.id) && standsAt(r, at),
        appeal: toAppeal(r.id),
      })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    noNewConversations: restrictions.some((r) => r.automatic && r.kind === 'no-new-conversations' && standsAt(r, at)),
    decisions,
  };
}

/** A member's one appeal of a decision about them: an action (not a dismissal) or an automatic limit. */
async function appeal(ctx: AppContext, memberId: string, decisionId: string, text: string) {
  const at = ctx.now();
  const action = await findAction(ctx.db, decisionId);
  const restriction = action ? undefined : await findRestriction(ctx.db, decisionId);
  const target =
    action && action.memberId === memberId && action.action !== 'dismiss'
      ? { actionId: action.id }
      : restriction && restriction.memberId === memberId && restriction.automatic
        ? { restrictionId: restriction.id }
        : null;
  if (!target) throw new AppError('NOT_FOUND', TEXT.appealNothing);
  const row = await insertAppeal(ctx.db, { memberId, ...target, text, at });
  if (!row) throw new AppError('CONFLICT', TEXT.appealOnce);
  return { message: TEXT.appealSent };
}

export const appealAsMember = (ctx: AppContext, memberId: string, input: { decisionId: string; text: string }) =>
  appeal(ctx, memberId, input.decisionId, input.text);

/** A suspended or banned member appeals with the token their sign-in refusal carried (they have no session). */
export async function appealWithToken(ctx: AppContext, input: { appealToken: string; text: string }) {
  const claims = verifyAppealToken(input.appealToken, ctx.config.jwtSecret);
  if (!claims || typeof claims.sub !== 'string' || typeof claims.dec !== 'string')
    throw new AppError('UNAUTHORIZED', TEXT.appealTokenInvalid);
  return appeal(ctx, claims.sub, claims.dec, input.text);
}

export async function getAppeals(db: DbOrTx, status: 'pending' | 'upheld' | 'overturned' | 'all') {
  const rows = await listAppeals(db, status === 'all' ? null : status);
  return {
    appeals: rows.map(({ appeal: a, member, action, restriction }) => ({
      _id: a.id,
      member: member?.id ? { _id: member.id, firstName: member.firstName, lastName: member.lastName } : null,
      action: action?.action ?? restriction?.kind ?? 'unknown',
      reason: action?.reason ?? restriction?.reason ?? '',
      text: a.text,
      status: a.status as 'pending' | 'upheld' | 'overturned',
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      note: a.note,
      itemId: action?.itemId ?? null,
    })),
  };
}

/** Lifts a restriction and, when no suspension or ban still stands, the block it set. */
async function lift(tx: DbTransaction, row: RestrictionRow, adminId: string | null, note: string, at: Date) {
  const lifted = await liftRestrictionRow(tx, row.id, { adminId, note, at });
  if (!lifted) return false;
  if (row.kind !== 'no-new-conversations' && row.memberId && !(await standingExclusion(tx, row.memberId, '', at)))
    await setMemberBlock(tx, row.memberId, false, at);
  return true;
}

/** Lifting a suspension or ban is Admin's and up; an automatic limit any moderator may lift (decision 0153). */
export const mayLift = (role: AdminRoleName, kind: string) =>
  kind === 'no-new-conversations' ? canAccess(role, 'moderation') : canAccess(role, 'moderationEnforce');

/** Staff lift a restriction early (reversible, audited, told to the member). */
export async function liftRestriction(
  ctx: AppContext,
  id: string,
  note: string,
  actor: Actor & { role: AdminRoleName },
) {
  const at = ctx.now();
  const pending = await ctx.db.transaction(async (tx) => {
    const row = await findRestriction(tx, id);
    if (!row) throw new AppError('NOT_FOUND', TEXT.restrictionNotFound);
    if (!mayLift(actor.role, row.kind)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    if (!(await lift(tx, row, actor.adminId, note, at))) throw new AppError('CONFLICT', TEXT.restrictionLifted);
    await recordAudit(tx, actor, {
      action: 'moderation.lift',
      targetType: 'member',
      targetId: row.memberId,
      details: { restrictionId: row.id, kind: row.kind, note },
    });
    return row.memberId
      ? recordNotices(tx, [
          {
            memberId: row.memberId,
            kind: 'moderation-lifted',
            title: TEXT.liftedTitle,
            body:
              row.kind === 'no-new-conversations' ? 'You can start new conversations again' : 'You can sign in again',
          },
        ])
      : recordNotices(tx, []);
  });
  deliverAfterCommit(ctx, pending);
  return { message: 'Restriction lifted' };
}

/**
 * Staff decide an appeal once: upheld, the decision stands; overturned, what it put in place is lifted (a removed
 * message or bio stays removed). Audited; the member told either way.
 */
export async function decideAppeal(
  ctx: AppContext,
  id: string,
  input: { decision: 'uphold' | 'overturn'; note: string },
  actor: Actor,
) {
  const at = ctx.now();
  const pending = await ctx.db.transaction(async (tx) => {
    const before = await findAppeal(tx, id);
    if (!before) throw new AppError('NOT_FOUND', TEXT.appealNotFound);
    const row = await decidePendingAppeal(tx, id, {
      status: input.decision === 'uphold' ? 'upheld' : 'overturned',
      adminId: actor.adminId,
      note: input.note,
      at,
    });
    if (!row) throw new AppError('CONFLICT', TEXT.appealDecided);
    if (input.decision === 'overturn') {
      const restriction = row.restrictionId
        ? await findRestriction(tx, row.restrictionId)
        : row.actionId
          ? await restrictionOfAction(tx, row.actionId)
          : undefined;
      if (restriction) await lift(tx, restriction, actor.adminId, `Appeal overturned: ${input.note}`, at);
    }
    await recordAudit(tx, actor, {
      action: 'moderation.appeal.decide',
      targetType: 'appeal',
      targetId: id,
      details: { memberId: row.memberId, decision: input.decision, note: input.note },
    });
    return row.memberId
      ? recordNotices(tx, [
          {
            memberId: row.memberId,
            kind: 'moderation-appeal',
            title: TEXT.appealUpheldTitle,
            body: input.decision === 'uphold' ? TEXT.appealUpheldBody : TEXT.appealOverturnedBody,
          },
        ])
      : recordNotices(tx, []);
  });
  deliverAfterCommit(ctx, pending);
  return { message: input.decision === 'uphold' ? 'Appeal upheld: the decision stands' : 'Appeal overturned' };
}
