import { randomBytes } from 'node:crypto';
import {
  MODERATION_MESSAGES as TEXT,
  type ModerationItem,
  type ModerationItemDetail,
  type ModerationItemKind,
  type ModerationQueueQuery,
  type ModerationQueueResponse,
  type ModerationStats,
  type Restriction,
  type RiskSignal,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { adminPhotoPath } from '../../lib/admin-photo';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { photoKey } from '../../lib/photo-storage';
import { recordAudit } from '../audit/audit.writer';
import { adminChatPhotoPath, chatPhotoHoldSource, keepChatPhoto } from '../chat-attachments/attachment-access.service';
import { findAdminSummary } from './staff-reads.repository';
import { detectionSource, photoSource, reportSource, riskFacts } from './moderation-reads.repository';
import { linkOf, priorityName, priorityRank } from './priorities';
import {
  actionsOfItem,
  escalationsOf,
  findItem,
  insertEscalation,
  insertNote,
  itemExists,
  listItems,
  notesOf,
  preserveEvidence,
  queueStats,
  touchItem,
  type ItemWithPeople,
} from './queue.repository';
import { restrictionsOf, type RestrictionRow } from './restrictions.repository';
import { scoreRisk } from './risk';

export const toQueueItem = (row: ItemWithPeople, at: Date): ModerationItem => ({
  _id: row.item.id,
  kind: row.item.kind as ModerationItemKind,
  category: row.item.category,
  priority: priorityName(row.item.priority),
  status: row.item.status as ModerationItem['status'],
  createdAt: row.item.createdAt.toISOString(),
  dueAt: row.item.dueAt.toISOString(),
  overdue: row.item.status === 'open' && row.item.dueAt < at,
  member: row.member?.id
    ? { _id: row.member.id, firstName: row.member.firstName, lastName: row.member.lastName }
    : null,
  assignedTo: row.assignee?.id ? { _id: row.assignee.id, fullname: row.assignee.fullname } : null,
  firstActionAt: row.item.firstActionAt?.toISOString() ?? null,
  closedAt: row.item.closedAt?.toISOString() ?? null,
  link: linkOf(row.item.kind as ModerationItemKind),
});

export async function getQueue(
  ctx: AppContext,
  query: ModerationQueueQuery,
  adminId: string,
): Promise<ModerationQueueResponse> {
  const { rows, total } = await listItems(ctx.db, {
    status: query.status,
    priority: query.priority ? priorityRank(query.priority) : undefined,
    assignedTo: query.mine === 'true' ? adminId : undefined,
  });
  const at = ctx.now();
  return { items: rows.map((row) => toQueueItem(row, at)), total };
}

export async function itemOrNotFound(db: DbOrTx, id: string) {
  const row = await findItem(db, id);
  if (!row) throw new AppError('NOT_FOUND', TEXT.itemNotFound);
  return row;
}

export const toRestriction = (row: RestrictionRow): Restriction => ({
  _id: row.id,
  kind: row.kind as Restriction['kind'],
  reason: row.reason,
  automatic: row.automatic,
  signals: (row.signals ?? []) as RiskSignal[],
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  liftedAt: row.liftedAt?.toISOString() ?? null,
});

type Evidence = ModerationItemDetail['evidence'];

const rulesOf = (rules: unknown): string[] => (Array.isArray(rules) ? rules.map(String) : []);

/** What an item's source holds, read for staff (the message text of a detection is the flagged message itself). */
async function evidenceOf(db: DbOrTx, row: ItemWithPeople): Promise<Evidence> {
  const item = row.item;
  const preserved = (item.evidence as Record<string, unknown> | null) ?? null;
  const empty: Evidence = {
    summary: '',
    reportId: null,
    reason: null,
    messageId: null,
    rules: [],
    photoId: null,
    photoUrl: null,
    preserved,
  };
  switch (item.kind) {
    case 'report': {
      const report = await reportSource(db, item.sourceKey);
      if (!report) return { ...empty, summary: 'The report is no longer stored', reportId: item.sourceKey };
      return {
        ...empty,
        summary: `A ${report.kind} report: ${report.reason_code}`,
        reportId: report.id,
        reason: report.reason,
        messageId: report.message_id,
        photoId: report.photo_id,
        photoUrl: report.photo_id ? adminPhotoPath(report.photo_id) : null,
      };
    }
    case 'detection': {
      const detection = await detectionSource(db, item.sourceKey);
      if (!detection) return { ...empty, summary: 'The detection is no longer stored' };
      return {
        ...empty,
        summary: `Detected ${detection.kind} in a ${detection.source}`,
        messageId: detection.message_id,
        rules: rulesOf(detection.rules),
      };
    }
    case 'photo-hold': {
      const photo = await photoSource(db, item.sourceKey);
      return {
        ...empty,
        summary: photo ? `Photo held: ${photo.reason ?? 'no reason'}` : 'The photo was deleted',
        photoId: photo?.id ?? null,
        photoUrl: photo ? adminPhotoPath(photo.id) : null,
      };
    }
    case 'chat-photo-hold': {
      const photo = await chatPhotoHoldSource(db, item.sourceKey);
      return {
        ...empty,
        summary: photo
          ? `Photo sent in chat held: ${photo.reason ?? 'no reason'}${photo.status === 'held' ? '' : ` (now ${photo.status})`}`
          : 'The chat photo was deleted',
        photoUrl: photo ? adminChatPhotoPath(photo.id) : null,
      };
    }
    case 'face-review':
      return { ...empty, summary: 'Verified face in age review: decide it on the Verification screen' };
    default:
      return { ...empty, summary: 'Risk score crossed the threshold: the member may not start new conversations' };
  }
}

/**
 * One item with everything staff decide on: the evidence, the member's risk score and restrictions, notes, actions
 * and escalations. A detection shows its rules, never the words (staff read words only through a report's audited
 * excerpt); reading a preserved copy is audited in the same transaction.
 */
export async function getItemDetail(ctx: AppContext, id: string, actor: Actor): Promise<ModerationItemDetail> {
  return ctx.db.transaction(async (tx) => {
    const row = await itemOrNotFound(tx, id);
    const memberId = row.item.memberId;
    const [evidence, notes, actions, escalations, restrictions, facts] = await Promise.all([
      evidenceOf(tx, row),
      notesOf(tx, id),
      actionsOfItem(tx, id),
      escalationsOf(tx, id),
      memberId ? restrictionsOf(tx, memberId) : Promise.resolve([]),
      memberId ? riskFacts(tx, [memberId], ctx.now()) : Promise.resolve([]),
    ]);
    if (evidence.preserved) {
      await recordAudit(tx, actor, {
        action: 'moderation.evidence.read',
        targetType: 'moderation-item',
        targetId: id,
        details: { memberId, kind: row.item.kind },
      });
    }
    return {
      item: toQueueItem(row, ctx.now()),
      evidence,
      risk: facts[0] ? scoreRisk(facts[0]) : null,
      restrictions: restrictions.map(toRestriction),
      notes: notes.map(({ row: note, by }) => ({
        _id: note.id,
        text: note.text,
        by: by ?? 'Former staff',
        createdAt: note.createdAt.toISOString(),
      })),
      actions: actions.map(({ row: action, by }) => ({
        _id: action.id,
        action: action.action,
        reason: action.reason,
        days: action.days,
        by,
        createdAt: action.createdAt.toISOString(),
      })),
      escalations: escalations.map(({ row: escalation, by }) => ({
        _id: escalation.id,
        agency: escalation.agency,
        reference: escalation.reference,
        at: escalation.at.toISOString(),
        by: by ?? 'Former staff',
      })),
    };
  });
}

/** Staff take an item, give it to someone, or leave it unassigned (`staffId` null). */
export async function assignItem(ctx: AppContext, id: string, staffId: string | null | undefined, actor: Actor) {
  const to = staffId === undefined ? actor.adminId : staffId;
  if (to && !(await findAdminSummary(ctx.db, to))) throw new AppError('NOT_FOUND', TEXT.staffNotFound);
  await ctx.db.transaction(async (tx) => {
    if (!(await itemExists(tx, id))) throw new AppError('NOT_FOUND', TEXT.itemNotFound);
    await touchItem(tx, id, { at: ctx.now(), assignedTo: to });
    await recordAudit(tx, actor, {
      action: 'moderation.assign',
      targetType: 'moderation-item',
      targetId: id,
      details: { assignedTo: to },
    });
  });
  return { message: to ? 'Item assigned' : 'Item unassigned' };
}

export async function addNote(ctx: AppContext, id: string, text: string, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    if (!(await itemExists(tx, id))) throw new AppError('NOT_FOUND', TEXT.itemNotFound);
    const at = ctx.now();
    await insertNote(tx, { itemId: id, adminId: actor.adminId, text, at });
    await touchItem(tx, id, { at });
    await recordAudit(tx, actor, { action: 'moderation.note', targetType: 'moderation-item', targetId: id });
  });
  return { message: 'Note added' };
}

/**
 * A copy of an item's evidence kept apart from the account (CSAE and underage, decision 0153): the report's
 * reason and excerpt, the detection's rules and message, and the photo's bytes under a new storage key that the
 * member's photo rows do not know, so deleting the account (or the photo) leaves it.
 */
export async function preserveItemEvidence(ctx: AppContext, tx: DbOrTx, row: ItemWithPeople) {
  if (row.item.evidence) return;
  const evidence: Record<string, unknown> = { preservedAt: ctx.now().toISOString(), memberId: row.item.memberId };
  let photoId: string | null = null;
  if (row.item.kind === 'report') {
    const report = await reportSource(tx, row.item.sourceKey);
    if (report) {
      Object.assign(evidence, {
        reportId: report.id,
        reporterId: report.reporter_id,
        reasonCode: report.reason_code,
        reason: report.reason,
        messageExcerpt: report.message_excerpt,
      });
      photoId = report.photo_id;
    }
  } else if (row.item.kind === 'detection') {
    const detection = await detectionSource(tx, row.item.sourceKey);
    if (detection) Object.assign(evidence, { rules: rulesOf(detection.rules), messageId: detection.message_id });
  } else if (row.item.kind === 'photo-hold') {
    photoId = row.item.sourceKey;
  } else if (row.item.kind === 'chat-photo-hold') {
    // A chat photo's bytes are in its row: kept there past the account and the sweeps rather than copied.
    await keepChatPhoto(tx, row.item.sourceKey, ctx.now());
    evidence.chatAttachmentId = row.item.sourceKey;
  }
  if (photoId) {
    const photo = await photoSource(tx, photoId);
    const bytes = photo ? await ctx.photos.get(photoKey(photo.public_id, 'full')) : undefined;
    if (bytes) {
      const copy = photoKey(randomBytes(18).toString('base64url'), 'full');
      await ctx.photos.put(copy, bytes, 'image/jpeg');
      evidence.photoKey = copy;
    }
  }
  await preserveEvidence(tx, row.item.id, evidence);
}

/** Staff mark an item as child sexual abuse and exploitation: it goes to the top and its evidence is kept. */
export async function markCsae(ctx: AppContext, id: string, actor: Actor) {
  await ctx.db.transaction(async (tx) => {
    const row = await itemOrNotFound(tx, id);
    await touchItem(tx, id, { at: ctx.now(), category: 'csae', priority: priorityRank('csae') });
    await preserveItemEvidence(ctx, tx, row);
    await recordAudit(tx, actor, {
      action: 'moderation.recategorise',
      targetType: 'moderation-item',
      targetId: id,
      details: { from: row.item.category, to: 'csae' },
    });
  });
  return { message: 'Marked as child sexual abuse and exploitation' };
}

/** The escalation of a case to an agency, recorded from the queue (`agency`, `reference`, `at`). */
export async function recordEscalation(
  ctx: AppContext,
  id: string,
  input: { agency: string; reference: string; at: string },
  actor: Actor,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await itemOrNotFound(tx, id);
    await preserveItemEvidence(ctx, tx, row);
    const escalation = await insertEscalation(tx, {
      itemId: id,
      agency: input.agency,
      reference: input.reference,
      at: new Date(input.at),
      adminId: actor.adminId,
    });
    await touchItem(tx, id, { at: ctx.now() });
    await recordAudit(tx, actor, {
      action: 'moderation.escalate',
      targetType: 'moderation-item',
      targetId: id,
      details: { escalationId: escalation.id, agency: input.agency, reference: input.reference, at: input.at },
    });
  });
  return { message: 'Escalation recorded' };
}

const minutes = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round(Number(seconds) / 6) / 10;

/** What the dashboard shows of the queue (decision 0152): time to first action over 7 days, open items by age. */
export async function moderationStats(ctx: AppContext): Promise<ModerationStats> {
  const at = ctx.now();
  const row = await queueStats(ctx.db, new Date(at.getTime() - 7 * 86_400_000), at);
  return {
    timeToFirstAction: { p50Minutes: minutes(row.p50), p95Minutes: minutes(row.p95), acted: Number(row.acted) },
    openByAge: {
      underHour: Number(row.under_1h),
      underDay: Number(row.under_1d),
      underWeek: Number(row.under_7d),
      older: Number(row.older),
    },
    overdue: Number(row.overdue),
  };
}

/** The preserved photo of an item, for staff (audited); 404 when none was kept. */
export async function preservedPhoto(ctx: AppContext, id: string, actor: Actor): Promise<Buffer> {
  const row = await itemOrNotFound(ctx.db, id);
  const key = (row.item.evidence as { photoKey?: unknown } | null)?.photoKey;
  const bytes = typeof key === 'string' ? await ctx.photos.get(key) : undefined;
  if (!bytes) throw new AppError('NOT_FOUND', TEXT.noContent);
  await recordAudit(ctx.db, actor, {
    action: 'moderation.evidence.read',
    targetType: 'moderation-item',
    targetId: id,
    details: { memberId: row.item.memberId, photo: true },
  });
  return bytes;
}
