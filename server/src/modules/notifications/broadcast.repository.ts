import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MemberLanguage,
  type NoticeChannel,
  type NotificationPreferences,
} from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { preferencesFrom } from './preferences.repository';

/**
 * The member's stored frequency for news on one channel, the default when they saved none; `settings` is the alias
 * of their member_notification_settings row. Only a filter ahead of the decision, which reads the whole grid.
 */
export const newsFrequency = (settings: string, channel: NoticeChannel): SQL =>
  sql`coalesce(${sql.raw(`${settings}.preferences->'kinds'->'news'->>'${channel}'`)}, ${DEFAULT_NOTIFICATION_PREFERENCES.kinds.news[channel]})`;

export type BroadcastMember = {
  memberId: string;
  language: MemberLanguage;
  preferences: NotificationPreferences;
  /** A device token or a browser subscription: somewhere a push can go. */
  hasDevice: boolean;
  /** The address a mail goes to (none for a member who never added one). */
  email: string | null;
  firstName: string;
};

/**
 * A page of the members an announcement may reach, in id order after `after`: neither blocked nor disabled, and
 * with something the broadcast could do for them (a push to a device they have and did not turn news push off
 * for, a mail to their address, or an in-app entry held for their digest). The rest are never read.
 */
export async function broadcastMembers(db: DbOrTx, after: string | null, limit: number): Promise<BroadcastMember[]> {
  const rows = rowsOf<{
    member_id: string;
    language: MemberLanguage;
    preferences: unknown;
    has_device: boolean;
    email: string | null;
    first_name: string;
  }>(
    await db.execute(sql`
      select id::text as member_id, language, preferences, has_device, email, first_name from (
        select m.id, m.language, s.preferences, m.email, m.first_name,
          ${newsFrequency('s', 'push')} as push, ${newsFrequency('s', 'email')} as mail,
          ${newsFrequency('s', 'inApp')} as in_app,
          (exists (select 1 from member_push_tokens t where t.member_id = m.id)
            or exists (select 1 from member_web_push_subscriptions w where w.member_id = m.id)) as has_device
        from members m left join member_notification_settings s on s.member_id = m.id
        where not m.is_blocked and not m.disabled ${after ? sql`and m.id > ${after}::uuid` : sql``}
      ) candidate
      where (push <> 'off' and has_device) or (mail <> 'off' and email is not null) or in_app = 'daily'
      order by id
      limit ${limit}`),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    language: row.language,
    preferences: row.preferences ? preferencesFrom(row.preferences) : DEFAULT_NOTIFICATION_PREFERENCES,
    hasDevice: row.has_device,
    email: row.email,
    firstName: row.first_name,
  }));
}

/**
 * How many members an announcement would push at once (the broadcast preview): reachable, a phone or browser
 * registered, news push instant. Quiet hours are left out: they depend on when it is sent.
 */
export async function countPushedAtOnce(db: DbOrTx): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await db.execute(sql`
      select count(*)::int as n from members m left join member_notification_settings s on s.member_id = m.id
      where not m.is_blocked and not m.disabled and ${newsFrequency('s', 'push')} = 'instant'
        and (exists (select 1 from member_push_tokens t where t.member_id = m.id)
          or exists (select 1 from member_web_push_subscriptions w where w.member_id = m.id))`),
  );
  return Number(rows[0]?.n ?? 0);
}
