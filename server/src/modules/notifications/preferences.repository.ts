import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberHeldNotices, memberNotificationSettings, members } from '../../db/schema';

/** A stored grid that no longer fits the schema (an older build's) counts as the defaults, never as an error. */
export const preferencesFrom = (stored: unknown): NotificationPreferences => {
  const result = notificationPreferencesSchema.safeParse(stored);
  return result.success ? result.data : DEFAULT_NOTIFICATION_PREFERENCES;
};

export async function readPreferences(db: DbOrTx, memberId: string): Promise<NotificationPreferences> {
  const [row] = await db
    .select({ preferences: memberNotificationSettings.preferences })
    .from(memberNotificationSettings)
    .where(eq(memberNotificationSettings.memberId, memberId));
  return row?.preferences ? preferencesFrom(row.preferences) : DEFAULT_NOTIFICATION_PREFERENCES;
}

/** Several members' preferences at once (the notices of one like or match), defaults for those with none. */
export async function readPreferencesOf(db: DbOrTx, memberIds: string[]) {
  const found = new Map<string, NotificationPreferences>();
  if (memberIds.length === 0) return found;
  const rows = await db
    .select({ memberId: memberNotificationSettings.memberId, preferences: memberNotificationSettings.preferences })
    .from(memberNotificationSettings)
    .where(inArray(memberNotificationSettings.memberId, memberIds));
  for (const row of rows) if (row.preferences) found.set(row.memberId, preferencesFrom(row.preferences));
  return found;
}

export async function savePreferences(db: DbOrTx, memberId: string, preferences: NotificationPreferences, now: Date) {
  await db
    .insert(memberNotificationSettings)
    .values({ memberId, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: memberNotificationSettings.memberId, set: { preferences, updatedAt: now } });
}

export type HeldNotice = {
  memberId: string;
  channel: 'push' | 'email' | 'inApp';
  category: string;
  kind: string;
  title: string;
  body: string;
  relatedId: string | null;
};

export async function holdNotices(db: DbOrTx, notices: HeldNotice[], now: Date) {
  if (notices.length) await db.insert(memberHeldNotices).values(notices.map((n) => ({ ...n, createdAt: now })));
}

/**
 * Holds `notices` in place of those one notice (its kind and related id) held for the same members before: a job
 * that runs a page again after a failure holds each notice once.
 */
export async function replaceHeldNotices(
  db: DbOrTx,
  kind: string,
  relatedId: string,
  notices: HeldNotice[],
  now: Date,
) {
  if (notices.length === 0) return;
  const memberIds = [...new Set(notices.map((notice) => notice.memberId))];
  await db.transaction(async (tx) => {
    await tx
      .delete(memberHeldNotices)
      .where(
        and(
          inArray(memberHeldNotices.memberId, memberIds),
          eq(memberHeldNotices.kind, kind),
          eq(memberHeldNotices.relatedId, relatedId),
        ),
      );
    await holdNotices(tx, notices, now);
  });
}

/** Members with something held, in id order after `after`, a page at a time (the digest job walks them). */
export async function membersWithHeldNotices(db: DbOrTx, after: string, limit: number): Promise<string[]> {
  const rows = rowsOf<{ member_id: string }>(
    await db.execute(sql`
      select distinct member_id::text from member_held_notices
      where member_id::text > ${after} order by member_id::text limit ${limit}`),
  );
  return rows.map((row) => row.member_id);
}

/**
 * Moves the member's digest mark to `now` if their last digest was before `dueAt`, in one statement: of two instances
 * running the digest at once, one gets true (decision 0166).
 */
export async function claimDigest(db: DbOrTx, memberId: string, dueAt: Date, now: Date): Promise<boolean> {
  const rows = rowsOf<{ member_id: string }>(
    await db.execute(sql`
      insert into member_notification_settings (member_id, last_digest_at, updated_at)
      values (${memberId}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
      on conflict (member_id) do update set last_digest_at = excluded.last_digest_at
        where member_notification_settings.last_digest_at is null
          or member_notification_settings.last_digest_at < ${dueAt.toISOString()}::timestamptz
      returning member_id`),
  );
  return rows.length === 1;
}

/** The member's held notices up to `upTo`, deleted as they are read (the caller's transaction keeps them on failure). */
export async function takeHeldNotices(db: DbOrTx, memberId: string, upTo: Date) {
  return db
    .delete(memberHeldNotices)
    .where(and(eq(memberHeldNotices.memberId, memberId), lte(memberHeldNotices.createdAt, upTo)))
    .returning();
}

export async function countHeldNotices(db: DbOrTx, memberId: string) {
  const rows = await db
    .select({ channel: memberHeldNotices.channel, category: memberHeldNotices.category })
    .from(memberHeldNotices)
    .where(eq(memberHeldNotices.memberId, memberId))
    .orderBy(asc(memberHeldNotices.createdAt));
  return rows;
}

export async function memberEmailOf(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({
      email: members.email,
      firstName: members.firstName,
      language: members.language,
      reachable: sql<boolean>`not ${members.isBlocked} and not ${members.disabled}`,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.email && row.reachable ? { email: row.email, firstName: row.firstName, language: row.language } : null;
}

/**
 * Members whose sign-up started more than a day before `now` and is not finished, not yet reminded, and whose
 * switch is on; each claimed in the same statement (the mark is set), so a reminder goes once across instances.
 */
export async function claimSignupReminders(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = rowsOf<{ member_id: string }>(
    await db.execute(sql`
      insert into member_notification_settings (member_id, signup_reminded_at, updated_at)
      select m.id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      from members m left join member_notification_settings s on s.member_id = m.id
      where not m.completed_signup and not m.is_blocked and not m.disabled
        and m.created_at <= ${now.toISOString()}::timestamptz - interval '1 day'
        and s.signup_reminded_at is null
        and coalesce((s.preferences->>'signupReminder')::boolean, true)
      limit ${limit}
      on conflict (member_id) do update set signup_reminded_at = excluded.signup_reminded_at
        where member_notification_settings.signup_reminded_at is null
      returning member_id`),
  );
  return rows.map((row) => row.member_id);
}

/**
 * Members with a finished sign-up whose picks hour (Lagos) has come today and who were not told today, claimed
 * in the statement that marks them (`lagosDate` today, `lagosHour` the hour now in Lagos).
 */
export async function claimPicksReady(
  db: DbOrTx,
  lagosDate: string,
  lagosHour: number,
  defaultHour: number,
  now: Date,
  limit: number,
): Promise<string[]> {
  const rows = rowsOf<{ member_id: string }>(
    await db.execute(sql`
      insert into member_notification_settings (member_id, picks_sent_on, updated_at)
      select m.id, ${lagosDate}::date, ${now.toISOString()}::timestamptz
      from members m left join member_notification_settings s on s.member_id = m.id
      where m.completed_signup and not m.is_blocked and not m.disabled
        and (s.picks_sent_on is null or s.picks_sent_on < ${lagosDate}::date)
        and coalesce((s.preferences->>'picksReady')::boolean, true)
        and coalesce((s.preferences->>'picksHour')::int, ${defaultHour}) <= ${lagosHour}
      limit ${limit}
      on conflict (member_id) do update set picks_sent_on = excluded.picks_sent_on
        where member_notification_settings.picks_sent_on is null
          or member_notification_settings.picks_sent_on < excluded.picks_sent_on
      returning member_id`),
  );
  return rows.map((row) => row.member_id);
}

/** The one-click unsubscribe: that kind's email set to off, in one statement (defaults filled in first). */
export async function turnEmailOff(
  db: DbOrTx,
  memberId: string,
  turnOff: (p: NotificationPreferences) => NotificationPreferences,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = rowsOf(await tx.execute(sql`select 1 from members where id = ${memberId} for update`));
    if (found.length === 0) return false;
    await savePreferences(tx, memberId, turnOff(await readPreferences(tx, memberId)), now);
    return true;
  });
}
