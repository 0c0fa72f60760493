import { WEB_SESSION_COOKIE, WEB_SESSION_PATH } from '@blynd/shared';
import type { BenchDatabase } from './database';
import { createMemberSessions, createWebSession } from './member-sessions';

/**
 * Two members of one match, each signed in on the web, for the chat delivery figure (lib/frontend.ts): member `a`
 * likes the first card of its discover and that member likes `a` back, through the product's own routes (both
 * pass the visibility rule); then each gets the web session cookie a sign-in on /app leaves.
 */
export async function matchedWebPair(base: string, db: BenchDatabase, a: string, jwtSecret: string) {
  const api = async <T>(
    sessions: Awaited<ReturnType<typeof createMemberSessions>>,
    memberId: string,
    path: string,
    method = 'GET',
  ) => {
    const res = await fetch(`${base}/api/v1/app${path}`, { method, headers: sessions.headers(memberId) });
    if (!res.ok) throw new Error(`chat pair: ${method} ${path} answered ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const sessionsA = await createMemberSessions(db, [a], jwtSecret);
  const { items } = await api<{ items: { _id: string; firstName: string }[] }>(sessionsA, a, '/discover?limit=20');
  const b = items[0];
  if (!b) throw new Error('chat pair: the chatter has nobody in discover');
  const sessionsB = await createMemberSessions(db, [b._id], jwtSecret);
  await api(sessionsA, a, `/likes/${b._id}`, 'POST');
  const answer = await api<{ matched: boolean; match?: { _id: string } }>(sessionsB, b._id, `/likes/${a}`, 'POST');
  if (!answer.matched || !answer.match) throw new Error('chat pair: liking back made no match');
  const [own] = await db.query<{ first_name: string }>(`select first_name from members where id = '${a}'`);
  const cookies = async (memberId: string) => [
    {
      name: WEB_SESSION_COOKIE,
      value: await createWebSession(db, memberId),
      url: `${base}${WEB_SESSION_PATH}`,
      httpOnly: true,
      sameSite: 'Strict' as const,
    },
  ];
  return {
    matchId: answer.match._id,
    a: { name: own.first_name, cookies: await cookies(a) },
    b: { name: b.firstName, cookies: await cookies(b._id) },
  };
}
