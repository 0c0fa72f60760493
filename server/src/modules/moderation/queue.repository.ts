import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  admins,
  members,
  moderationActions,
  moderationEscalations,
  moderationItems,
  moderationNotes,
} from '../../db/schema';
import { DETECTION_ITEM_WEIGHT } from './risk';

export type ItemRow = typeof moderationItems.$inferSelect;

/** A category's rank in the queue, by the routine the intake triggers use (sql/moderation-intake.sql). */
const priorityRankSql = (category: SQL): SQL => sql`moderation_category_rank(${category})`;

/*
 * The sweep's intake (decision 0153), the safety net behind the triggers that make items at the source (decision 0158,
 * sql/moderation-intake.sql): each statement copies what its source holds into the queue, set-based and idempotent. The
 * unique (kind, source_key) makes a second run, or two instances at once, add nothing twice. An item's age is its
 * source's: the due time runs from when the report was filed or the photo held.
 */

const dueFrom = (created: SQL, category: SQL) =>
  sql`${created} + make_interval(hours => moderation_rank_sla_hours(${priorityRankSql(category)}))`;

export async function intakeReports(tx: DbOrTx, onlyId?: string) {
  await tx.execute(sql`
    insert into moderation_items (kind, source_key, member_id, member_phone_hash, category, priority, created_at, due_at)
    select 'report', r.id::text, r.reported_member_id, r.reported_phone_hash, r.reason_code,
      ${priorityRankSql(sql`r.reason_code`)}, r.created_at, ${dueFrom(sql`r.created_at`, sql`r.reason_code`)}
    from reports r
    where r.status = 'open' ${onlyId ? sql`and r.id = ${onlyId}` : sql``}
      and not exists (select 1 from moderation_items i where i.kind = 'report' and i.source_key = r.id::text)
    on conflict do nothing`);
}

/** One item per member at a time for detections: the newest that crossed the weight, while none of theirs is open. */
export async function intakeDetections(tx: DbOrTx, since: Date) {
  await tx.execute(sql`
    insert into moderation_items (kind, source_key, member_id, category, priority, created_at, due_at)
    select distinct on (d.member_id) 'detection', d.id::text, d.member_id, d.kind,
      ${priorityRankSql(sql`d.kind`)}, d.created_at, ${dueFrom(sql`d.created_at`, sql`d.kind`)}
    from text_detections d
    where d.created_at > ${since}
      and d.weight >= ${DETECTION_ITEM_WEIGHT}
      and not exists (select 1 from moderation_items i where i.kind = 'detection' and i.source_key = d.id::text)
      and not exists (select 1 from moderation_items i where i.kind = 'detection' and i.member_id = d.member_id
        and i.status = 'open')
    order by d.member_id, d.created_at desc
    on conflict do nothing`);
}

/** The held photos of one table (profile or chat photos) not in the queue yet, as items of the member who holds them. */
const intakeHeldPhotos = (
  tx: DbOrTx,
  kind: 'photo-hold' | 'chat-photo-hold',
  table: 'member_photos' | 'chat_attachments',
  memberColumn: 'member_id' | 'uploader_id',
) =>
  tx.execute(sql`
    insert into moderation_items (kind, source_key, member_id, category, priority, created_at, due_at)
    select ${kind}::text, p.id::text, p.${sql.identifier(memberColumn)}, coalesce(p.reason, 'other'),
      ${priorityRankSql(sql`coalesce(p.reason, 'other')`)}, coalesce(p.screened_at, p.created_at),
      ${dueFrom(sql`coalesce(p.screened_at, p.created_at)`, sql`coalesce(p.reason, 'other')`)}
    from ${sql.identifier(table)} p
    where p.status = 'held'
      and not exists (select 1 from moderation_items i where i.kind = ${kind} and i.source_key = p.id::text)
    on conflict do nothing`);

/**
 * Held photos (profile and chat, decision 0178) and faces in age review; decided on the Verification screen, listed
 * here so nothing waits unseen.
 */
export async function intakeVerificationHolds(tx: DbOrTx) {
  await intakeHeldPhotos(tx, 'photo-hold', 'member_photos', 'member_id');
  await intakeHeldPhotos(tx, 'chat-photo-hold', 'chat_attachments', 'uploader_id');
  await tx.execute(sql`
    insert into moderation_items (kind, source_key, member_id, category, priority, created_at, due_at)
    select 'face-review', f.member_id::text || ':' || extract(epoch from f.created_at)::bigint, f.member_id, 'underage',
      ${priorityRankSql(sql`'underage'`)}, f.created_at, ${dueFrom(sql`f.created_at`, sql`'underage'`)}
    from member_verified_faces f
    where f.status = 'review'
    on conflict do nothing`);
}

/**
 * Items whose source was settled elsewhere close with it: a report resolved on the Reports screen, a photo (profile or
 * chat) or face decided on the Verification screen. Their first action is that settlement.
 */
export async function closeSettledItems(tx: DbOrTx, at: Date) {
  await tx.execute(sql`
    update moderation_items i set status = 'actioned', closed_at = ${at}, first_action_at = coalesce(i.first_action_at, ${at})
    where i.status = 'open' and (
      (i.kind = 'report' and exists (select 1 from reports r where r.id::text = i.source_key and r.status <> 'open'))
      or (i.kind = 'photo-hold' and not exists (select 1 from member_photos p where p.id::text = i.source_key and p.status = 'held'))
      or (i.kind = 'chat-photo-hold' and not exists (select 1 from chat_attachments a
        where a.id::text = i.source_key and a.status = 'held'))
      or (i.kind = 'face-review' and not exists (select 1 from member_verified_faces f
        where f.member_id::text || ':' || extract(epoch from f.created_at)::bigint = i.source_key and f.status = 'review')))`);
}

export async function insertRiskItem(
  tx: DbOrTx,
  values: { restrictionId: string; memberId: string; priority: number; at: Date; dueAt: Date },
) {
  const [row] = await tx
    .insert(moderationItems)
    .values({
      kind: 'risk',
      sourceKey: values.restrictionId,
      memberId: values.memberId,
      category: 'risk',
      priority: values.priority,
      createdAt: values.at,
      dueAt: values.dueAt,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

const assignee = alias(admins, 'assignee');

const itemColumns = {
  item: moderationItems,
  member: { id: members.id, firstName: members.firstName, lastName: members.lastName },
  assignee: { id: assignee.id, fullname: assignee.fullname },
};

export const QUEUE_LIMIT = 200;

/** The queue: open items by priority then age (the oldest first); closed ones newest first. */
export async function listItems(
  db: DbOrTx,
  filter: { status: 'open' | 'closed' | 'all'; priority?: number; assignedTo?: string },
) {
  const where = and(
    filter.status === 'open'
      ? eq(moderationItems.status, 'open')
      : filter.status === 'closed'
        ? sql`${moderationItems.status} <> 'open'`
        : undefined,
    filter.priority === undefined ? undefined : eq(moderationItems.priority, filter.priority),
    filter.assignedTo ? eq(moderationItems.assignedTo, filter.assignedTo) : undefined,
  );
  const order =
    filter.status === 'open'
      ? [asc(moderationItems.priority), asc(moderationItems.createdAt), asc(moderationItems.id)]
      : [desc(moderationItems.createdAt), desc(moderationItems.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(moderationItems)
      .leftJoin(members, eq(members.id, moderationItems.memberId))
      .leftJoin(assignee, eq(assignee.id, moderationItems.assignedTo))
      .where(where)
      .orderBy(...order)
      .limit(QUEUE_LIMIT),
    db.select({ total: count() }).from(moderationItems).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select(itemColumns)
    .from(moderationItems)
    .leftJoin(members, eq(members.id, moderationItems.memberId))
    .leftJoin(assignee, eq(assignee.id, moderationItems.assignedTo))
    .where(eq(moderationItems.id, id));
  return row;
}
export type ItemWithPeople = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export const itemExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: moderationItems.id }).from(moderationItems).where(eq(moderationItems.id, id))).length === 1;

/**
 * Closes an open item, once: the conditional update is the lock two staff acting at once meet (the second finds it
 * closed and changes nothing).
 */
export async function closeOpenItem(
  tx: DbOrTx,
  id: string,
  change: { status: 'actioned' | 'dismissed'; adminId: string; at: Date },
) {
  const [row] = await tx
    .update(moderationItems)
    .set({
      status: change.status,
      closedAt: change.at,
      closedBy: change.adminId,
      firstActionAt: sql`coalesce(${moderationItems.firstActionAt}, ${change.at})`,
    })
    .where(and(eq(moderationItems.id, id), eq(moderationItems.status, 'open')))
    .returning();
  return row;
}

/** Assignment, a note or a new category count as the first action on an item too (time to first action). */
export async function touchItem(
  tx: DbOrTx,
  id: string,
  change: {
    at: Date;
    assignedTo?: string | null;
    category?: string;
    priority?: number;
    evidence?: Record<string, unknown>;
  },
) {
  const [row] = await tx
    .update(moderationItems)
    .set({
      firstActionAt: sql`coalesce(${moderationItems.firstActionAt}, ${change.at})`,
      ...(change.assignedTo !== undefined ? { assignedTo: change.assignedTo } : {}),
      ...(change.category ? { category: change.category } : {}),
      ...(change.priority !== undefined ? { priority: change.priority } : {}),
      ...(change.evidence ? { evidence: change.evidence } : {}),
    })
    .where(eq(moderationItems.id, id))
    .returning();
  return row;
}

/** Keeps the evidence copy of an item (CSAE and underage); a copy taken once is never replaced. */
export const preserveEvidence = (tx: DbOrTx, id: string, evidence: Record<string, unknown>) =>
  tx
    .update(moderationItems)
    .set({ evidence })
    .where(and(eq(moderationItems.id, id), sql`${moderationItems.evidence} is null`));

export async function insertNote(tx: DbOrTx, values: { itemId: string; adminId: string; text: string; at: Date }) {
  await tx
    .insert(moderationNotes)
    .values({ itemId: values.itemId, adminId: values.adminId, text: values.text, createdAt: values.at });
}

type ItemTrailTable = typeof moderationNotes | typeof moderationActions | typeof moderationEscalations;

/** One item's notes, actions or escalations, oldest first, each with the name of the staff member behind it. */
async function trailOf<T extends ItemTrailTable>(db: DbOrTx, table: T, itemId: string) {
  // Drizzle cannot type a select over a table picked by a type parameter; the three share the columns read here.
  const trail = table as typeof moderationNotes;
  const rows = await db
    .select({ row: trail, by: admins.fullname })
    .from(trail)
    .leftJoin(admins, eq(admins.id, trail.adminId))
    .where(eq(trail.itemId, itemId))
    .orderBy(asc(trail.createdAt));
  return rows as unknown as { row: T['$inferSelect']; by: string | null }[];
}

export const notesOf = (db: DbOrTx, itemId: string) => trailOf(db, moderationNotes, itemId);

export async function insertAction(
  tx: DbOrTx,
  values: {
    itemId: string | null;
    memberId: string | null;
    action: string;
    reason: string;
    days: number | null;
    adminId: string;
    at: Date;
  },
) {
  const [row] = await tx
    .insert(moderationActions)
    .values({ ...values, createdAt: values.at })
    .returning();
  return row!;
}

export const actionsOfItem = (db: DbOrTx, itemId: string) => trailOf(db, moderationActions, itemId);

/** Decisions a member is told of (every action but a dismissal), newest first. */
export const actionsAbout = (db: DbOrTx, memberId: string) =>
  db
    .select()
    .from(moderationActions)
    .where(and(eq(moderationActions.memberId, memberId), sql`${moderationActions.action} <> 'dismiss'`))
    .orderBy(desc(moderationActions.createdAt))
    .limit(50);

export const findAction = async (db: DbOrTx, id: string) =>
  (await db.select().from(moderationActions).where(eq(moderationActions.id, id)))[0];

export async function insertEscalation(
  tx: DbOrTx,
  values: { itemId: string; agency: string; reference: string; at: Date; adminId: string },
) {
  const [row] = await tx.insert(moderationEscalations).values(values).returning();
  return row!;
}

export const escalationsOf = (db: DbOrTx, itemId: string) => trailOf(db, moderationEscalations, itemId);

/** Time to first action over items created since `since` (p50, p95 in minutes) and open items by age band. */
/** Open CSAE items whose evidence copy is not kept yet (the sweep keeps it). */
export const csaeItemsWithoutEvidence = (db: DbOrTx, limit: number) =>
  db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(
      and(
        eq(moderationItems.priority, 0),
        sql`${moderationItems.evidence} is null`,
        eq(moderationItems.status, 'open'),
      ),
    )
    .limit(limit);

export async function queueStats(db: DbOrTx, since: Date, at: Date) {
  const result = await db.execute(sql`
    select
      percentile_cont(0.5) within group (order by extract(epoch from first_action_at - created_at))
        filter (where first_action_at is not null and created_at > ${since}) as p50,
      percentile_cont(0.95) within group (order by extract(epoch from first_action_at - created_at))
        filter (where first_action_at is not null and created_at > ${since}) as p95,
      count(*) filter (where first_action_at is not null and created_at > ${since}) as acted,
      count(*) filter (where status = 'open' and created_at > ${at}::timestamptz - interval '1 hour') as under_1h,
      count(*) filter (where status = 'open' and created_at <= ${at}::timestamptz - interval '1 hour'
        and created_at > ${at}::timestamptz - interval '1 day') as under_1d,
      count(*) filter (where status = 'open' and created_at <= ${at}::timestamptz - interval '1 day'
        and created_at > ${at}::timestamptz - interval '7 days') as under_7d,
      count(*) filter (where status = 'open' and created_at <= ${at}::timestamptz - interval '7 days') as older,
      count(*) filter (where status = 'open' and due_at < ${at}) as overdue
    from moderation_items`);
  return (result as { rows: Record<string, unknown>[] }).rows[0]!;
}
