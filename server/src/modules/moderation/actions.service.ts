import {
  canAccess,
  MESSAGES,
  MODERATION_MESSAGES as TEXT,
  type AdminRoleName,
  type ModerationActionInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { setMemberBlock } from '../admin-members/member-block.service';
import { recordAudit } from '../audit/audit.writer';
import { deletedPhoneHash } from '../deleted-phones/deleted-phones.service';
import { endAllMemberSessions } from '../member-auth/member-auth.service';
import { removeMessageByStaff } from '../member-chat/staff-removal.service';
import { clearBioByStaff } from '../member-me/staff-edits.service';
import { activeMatchesOf } from '../member-pairs/pair-facts.repository';
import { decidePhotoInTransaction } from '../member-photos/photo-review.service';
import { requestReverification } from '../member-verification/verification.service';
import {
  deliverAfterCommit,
  endLiveSessions,
  recordNotices,
  tellMatchesEnded,
  type Notice,
} from '../notifications/notifications.service';
import { resolveOpenReport } from '../reports/reports.service';
import { detectionSource, memberBasics, reportSource } from './moderation-reads.repository';
import { holdOf, mayRelease, photoReasonFor, settleHold, type HoldSettlement } from './hold-settlement';
import { itemOrNotFound, preserveItemEvidence } from './moderation.service';
import { closeOpenItem, findItem, insertAction, itemExists, type ItemWithPeople } from './queue.repository';
import { insertRestriction } from './restrictions.repository';

/** Suspensions and bans are Admin's and up; Support warns, removes content and dismisses (decision 0153). */
export const mayTake = (role: AdminRoleName, action: ModerationActionInput['action']) =>
  action === 'suspend' || action === 'ban' ? canAccess(role, 'moderationEnforce') : canAccess(role, 'moderation');

type Content =
  | { kind: 'message'; messageId: string }
  | { kind: 'photo'; photoId: string }
  | { kind: 'hold' }
  | { kind: 'bio'; memberId: string }
  | { kind: 'none' };

/** What "remove the content" removes for an item: the reported or flagged message, the photo, the hold, or the bio. */
async function contentOf(tx: DbTransaction, row: ItemWithPeople): Promise<Content> {
  const item = row.item;
  if (holdOf(item)) return { kind: 'hold' };
  if (item.kind === 'report') {
    const report = await reportSource(tx, item.sourceKey);
    if (report?.kind === 'message' && report.message_id) return { kind: 'message', messageId: report.message_id };
    if (report?.kind === 'photo' && report.photo_id) return { kind: 'photo', photoId: report.photo_id };
  }
  if (item.kind === 'detection') {
    const detection = await detectionSource(tx, item.sourceKey);
    if (detection?.source === 'message' && detection.message_id)
      return { kind: 'message', messageId: detection.message_id };
    if (detection?.source === 'bio') return { kind: 'bio', memberId: detection.member_id };
  }
  return { kind: 'none' };
}

const DAY = 86_400_000;

const memberNotice = (memberId: string, input: ModerationActionInput, until: Date | null): Notice | null => {
  const appeal = TEXT.appealBody;
  switch (input.action) {
    case 'warn':
      return { memberId, kind: 'moderation-warning', title: TEXT.warnedTitle, body: `${input.reason}\n\n${appeal}` };
    case 'suspend':
      return {
        memberId,
        kind: 'moderation-suspension',
        title: TEXT.suspendedTitle,
        body: `${input.reason}\n\nUntil ${until!.toISOString().slice(0, 10)}. ${appeal}`,
      };
    case 'ban':
      return { memberId, kind: 'moderation-ban', title: TEXT.bannedTitle, body: `${input.reason}\n\n${appeal}` };
    case 'remove-content':
      return {
        memberId,
        kind: 'moderation-removal',
        title: TEXT.contentRemovedTitle,
        body: `${input.reason}\n\n${appeal}`,
      };
    default:
      return null;
  }
};

/**
 * Staff act on an item once (decision 0153): warn, remove the content, suspend N days, ban, or dismiss. The item
 * closes first, by a conditional update, so of two staff acting at once one acts and the other is told it was
 * already done (409); nothing else of the second happens. In the same transaction: the action row, the report
 * resolved, the member told (with the reason and that they may appeal once), the reporter told that action was
 * taken (not which), the suspension or ban put in place (the control centre's block: sessions, visibility and chat
 * refuse the member; a ban keeps the phone's HMAC), a fake-photos report sending the member back to verification,
 * and the audit entry. A photo, or the hold a verification item is about, is decided through the Verification
 * screen's own decision in the same transaction (decision 0182); the apps are told after the commit.
 */
export async function actOnItem(
  ctx: AppContext,
  id: string,
  input: ModerationActionInput,
  actor: Actor & { role: AdminRoleName },
) {
  if (!mayTake(actor.role, input.action)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const at = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const before = await itemOrNotFound(tx, id);
    const hold = holdOf(before.item);
    if (hold && input.action === 'dismiss' && !mayRelease(actor.role))
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    const closed = await closeOpenItem(tx, id, {
      status: input.action === 'dismiss' ? 'dismissed' : 'actioned',
      adminId: actor.adminId,
      at,
    });
    if (!closed) {
      if (await itemExists(tx, id)) throw new AppError('CONFLICT', TEXT.alreadyClosed);
      throw new AppError('NOT_FOUND', TEXT.itemNotFound);
    }
    const memberId = closed.memberId;
    const report = closed.kind === 'report' ? await reportSource(tx, closed.sourceKey) : undefined;
    // A deleted account can still be banned: the ban waits on its phone's HMAC for the next account made on it.
    const goneUnderPhone = memberId ? null : (report?.reported_phone_hash ?? closed.memberPhoneHash);
    if (input.action !== 'dismiss' && !memberId && !(input.action === 'ban' && goneUnderPhone))
      throw new AppError('CONFLICT', TEXT.noMember);
    const content = input.action === 'remove-content' ? await contentOf(tx, before) : { kind: 'none' as const };
    if (input.action === 'remove-content' && content.kind === 'none') throw new AppError('CONFLICT', TEXT.noContent);
    if (closed.priority === 0) await preserveItemEvidence(ctx, tx, before);

    const action = await insertAction(tx, {
      itemId: id,
      memberId,
      action: input.action,
      reason: input.reason,
      days: input.action === 'suspend' ? input.days! : null,
      adminId: actor.adminId,
      at,
    });
    const notices: Notice[] = [];
    let until: Date | null = null;
    if (!memberId && goneUnderPhone && input.action === 'ban') {
      await insertRestriction(tx, {
        memberId: null,
        phoneHash: goneUnderPhone,
        kind: 'banned',
        reason: input.reason,
        automatic: false,
        actionId: action.id,
        startsAt: at,
      });
    }
    if (memberId && (input.action === 'suspend' || input.action === 'ban')) {
      until = input.action === 'suspend' ? new Date(at.getTime() + input.days! * DAY) : null;
      const member = await memberBasics(tx, memberId);
      await insertRestriction(tx, {
        memberId,
        phoneHash: input.action === 'ban' && member ? deletedPhoneHash(member.phone, ctx.config.jwtSecret) : null,
        kind: input.action === 'ban' ? 'banned' : 'suspended',
        reason: input.reason,
        automatic: false,
        actionId: action.id,
        startsAt: at,
        endsAt: until,
      });
      await setMemberBlock(tx, memberId, true, at);
      await endAllMemberSessions(tx, memberId, input.action === 'ban' ? 'banned' : 'suspended', at);
    }
    if (content.kind === 'message') await removeMessageByStaff(tx, content.messageId, at);
    if (content.kind === 'bio') await clearBioByStaff(tx, content.memberId);
    const afterCommit: (() => Promise<void>)[] = [];
    if (content.kind === 'photo') {
      const decided = await decidePhotoInTransaction(ctx, tx, actor, content.photoId, {
        decision: 'reject',
        reason: photoReasonFor(closed.category),
        note: input.reason,
      });
      if (decided.kind === 'decided') afterCommit.push(decided.afterCommit);
    }
    // A hold never outlives its item (decision 0182): a dismissal releases it as the Verification screen's approval
    // does; any other action removes it as that screen's rejection does, a warning, suspension or ban included.
    let settled: HoldSettlement['kind'] | null = null;
    if (hold) {
      const settlement = await settleHold(ctx, tx, actor, hold, {
        release: input.action === 'dismiss',
        category: closed.category,
        note: input.reason,
      });
      settled = settlement.kind;
      if (settlement.kind !== 'already-settled') afterCommit.push(settlement.afterCommit);
    }
    // A picture's removal is told by its own decision (the Verification screen's notice), in this transaction.
    const told =
      memberId && content.kind !== 'photo' && content.kind !== 'hold' ? memberNotice(memberId, input, until) : null;
    if (told) notices.push({ ...told, relatedId: action.id });

    if (report) {
      if (report.status === 'open') {
        await resolveOpenReport(tx, report.id, {
          status: input.action === 'dismiss' ? 'dismissed' : 'actioned',
          note: `Moderation queue: ${input.action}. ${input.reason}`.slice(0, 1000),
          adminId: actor.adminId,
          at,
        });
      }
      if (input.action !== 'dismiss') {
        notices.push({
          memberId: report.reporter_id,
          kind: 'report-actioned',
          title: TEXT.actionTakenTitle,
          body: TEXT.actionTakenBody,
        });
        if (report.reason_code === 'fake-photos' && memberId)
          await requestReverification(tx, memberId, 'fake-photos-report');
      }
    }
    await recordAudit(tx, actor, {
      action: 'moderation.action',
      targetType: 'moderation-item',
      targetId: id,
      details: {
        memberId,
        action: input.action,
        reason: input.reason,
        days: action.days,
        content: content.kind,
        ...(settled ? { hold: settled } : {}),
      },
    });
    return { pending: await recordNotices(tx, notices), memberId, afterCommit, released: settled === 'approved' };
  });

  deliverAfterCommit(ctx, result.pending);
  if (result.memberId && (input.action === 'suspend' || input.action === 'ban')) {
    endLiveSessions(ctx, result.memberId);
    tellMatchesEnded(ctx, result.memberId, await activeMatchesOf(ctx.db, result.memberId));
  }
  for (const tell of result.afterCommit) await tell();
  const row = await findItem(ctx.db, id);
  return { message: result.released ? HOLD_RELEASED : ACTION_DONE[input.action], itemId: row?.item.id ?? id };
}

const ACTION_DONE: Record<ModerationActionInput['action'], string> = {
  warn: 'Member warned',
  'remove-content': 'Content removed',
  suspend: 'Member suspended',
  ban: 'Member banned',
  dismiss: 'Item dismissed',
};

const HOLD_RELEASED = 'Item dismissed: the hold is released';
