import { CLIENT_APP_VERSION } from '@blynd/shared';
import {
  MEMBER_SESSION_IDLE_DAYS,
  newRefreshToken,
  signMemberAccessToken,
} from '../../server/src/modules/member-auth/member-tokens';
import type { BenchDatabase } from './database';

/**
 * Signed-in members without SMS: one `member_sessions` row per member, written set-based the way the
 * sign-in inserts it (a refresh token hash no token matches, since the bench never refreshes), and access
 * tokens signed with the server's own function and the bench's JWT_SECRET. Nothing is added to the server.
 */
export type MemberSessions = {
  /** Request headers for a member: a fresh access token (they live 15 minutes), the app version, an IP of its own. */
  headers(memberId: string): Record<string, string>;
  count: number;
};

export async function createMemberSessions(
  db: BenchDatabase,
  memberIds: string[],
  jwtSecret: string,
): Promise<MemberSessions> {
  const sessions = new Map<string, { sessionId: string; ip: string }>();
  for (let start = 0; start < memberIds.length; start += 5000) {
    const batch = memberIds.slice(start, start + 5000);
    if (batch.some((id) => !/^[0-9a-f-]{36}$/.test(id))) throw new Error('member ids must be UUIDs');
    const rows = await db.query<{ id: string; member_id: string }>(`
      insert into member_sessions (member_id, refresh_token_hash, device_id, platform, expires_at)
      select m, encode(sha256(convert_to(gen_random_uuid()::text || m::text, 'utf8')), 'hex'), 'bench-device', 'android', now() + interval '${MEMBER_SESSION_IDLE_DAYS} days'
      from unnest(array[${batch.map((id) => `'${id}'`).join(',')}]::uuid[]) as m
      returning id, member_id`);
    for (const row of rows)
      sessions.set(row.member_id, {
        sessionId: row.id,
        ip: `10.${100 + ((sessions.size >> 16) & 63)}.${(sessions.size >> 8) & 255}.${sessions.size & 255}`,
      });
  }
  const tokens = new Map<string, { token: string; signedAt: number }>();
  return {
    count: sessions.size,
    headers(memberId) {
      const session = sessions.get(memberId);
      if (!session) throw new Error(`no bench session for member ${memberId}`);
      let entry = tokens.get(memberId);
      if (!entry || Date.now() - entry.signedAt > 10 * 60_000) {
        entry = { token: signMemberAccessToken(memberId, session.sessionId, jwtSecret), signedAt: Date.now() };
        tokens.set(memberId, entry);
      }
      return {
        authorization: `Bearer ${entry.token}`,
        'app-version': CLIENT_APP_VERSION,
        'x-forwarded-for': session.ip,
      };
    },
  };
}

/**
 * A member signed in on the web: a session row and the refresh token its HttpOnly cookie carries, as a sign-in
 * on /app leaves them. The page refreshes with it on load and the browser keeps the rotated one.
 */
export async function createWebSession(db: BenchDatabase, memberId: string): Promise<string> {
  if (!/^[0-9a-f-]{36}$/.test(memberId)) throw new Error('member ids must be UUIDs');
  const [row] = await db.query<{ id: string }>(`
    insert into member_sessions (member_id, refresh_token_hash, device_id, platform, expires_at)
    values ('${memberId}', encode(sha256(convert_to(gen_random_uuid()::text, 'utf8')), 'hex'), 'bench-web', 'web', now() + interval '${MEMBER_SESSION_IDLE_DAYS} days')
    returning id`);
  const { token, hash } = newRefreshToken(row.id);
  await db.query(`update member_sessions set refresh_token_hash = '${hash}' where id = '${row.id}'`);
  return token;
}
