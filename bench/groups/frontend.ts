import { WEB_SESSION_COOKIE, WEB_SESSION_PATH } from '@blynd/shared';
import { JWT_SECRET, log } from '../lib/bench-env';
import { matchedWebPair } from '../lib/chat-pair';
import { chatDelivery, pageLoad, scriptsLoadedBy } from '../lib/frontend';
import type { GroupContext } from './context';

/** BENCH_ONLY=frontend: bytes transferred, LCP and CLS in Chromium, and chat delivery between two browsers. */
export async function measureFrontendGroup(
  ctx: GroupContext,
  webSession: { memberId: string; refreshToken: string },
  chatter: string,
) {
  const { server, session, db, results, notes, check } = ctx;
  log('front end: bytes transferred, LCP and CLS in Chromium (slow 4G, 4× CPU)');
  const adminSession = {
    'blynd.adminId': session.adminId,
    'blynd.adminToken': session.auth.replace('Bearer ', ''),
  };
  const scripts = await scriptsLoadedBy(server.url, [
    { path: '/' },
    { path: '/control/center/auth/login' },
    { path: '/control/center/app', localStorage: adminSession },
  ]);
  const memberCookie = [
    {
      name: WEB_SESSION_COOKIE,
      value: webSession!.refreshToken,
      url: `${server.url}${WEB_SESSION_PATH}`,
      httpOnly: true,
      sameSite: 'Strict' as const,
    },
  ];
  const loads = {
    '/': await pageLoad(server.url, '/', 5),
    '/premium': await pageLoad(server.url, '/premium', 3),
    '/safety': await pageLoad(server.url, '/safety', 3),
    '/app/discover': await pageLoad(server.url, '/app/discover', 5, 4, memberCookie, 'article.m-card'),
  };
  // The pair signs in while the server runs: the bench writes their sessions beside it, which PGlite (one
  // process's at a time) cannot share.
  let chat: Awaited<ReturnType<typeof chatDelivery>> | undefined;
  if (db.kind === 'postgres') {
    log('  chat delivery between two browsers (40 messages)');
    const pair = await matchedWebPair(server.url, db, chatter, JWT_SECRET);
    chat = await chatDelivery(server.url, pair.matchId, pair.a, pair.b, 40);
  } else notes.push('The chat delivery between two browsers runs on the PostgreSQL server only.');
  results.frontend = { scripts, loads, chat };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  check(
    'JavaScript transferred for / (as served, compressed)',
    `${kb(scripts[0].transferredBytes)} in ${scripts[0].files.length} files`,
    '≤ 120 KB',
    scripts[0].transferredBytes <= 120 * 1024,
  );
  check(
    'JavaScript transferred for the control centre login',
    `${kb(scripts[1].transferredBytes)} in ${scripts[1].files.length} files`,
    '(no target)',
    null,
  );
  check(
    'JavaScript transferred for the control centre dashboard, signed in',
    `${kb(scripts[2].transferredBytes)} in ${scripts[2].files.length} files`,
    '(no target)',
    null,
  );
  check(
    'Total transferred for / (everything, cold)',
    `${kb(loads['/'].transferredBytes.max)} in ${loads['/'].requests} requests`,
    '≤ 150 KB',
    loads['/'].transferredBytes.max <= 150 * 1024,
  );
  for (const [path, load] of Object.entries(loads)) {
    const limit = ({ '/': 1500, '/app/discover': 2000 } as Record<string, number>)[path];
    const target = limit ? `< ${limit} ms` : '(no target)';
    check(
      `LCP of ${path}, slow 4G + 4× CPU`,
      `${Math.round(load.lcp.p95)} ms p95 (median ${Math.round(load.lcp.median)}, element ${load.lcpElement})`,
      target,
      limit ? load.lcp.p95 < limit : null,
    );
    if (load.shown)
      check(
        `First card of ${path} on screen, slow 4G + 4× CPU (the LCP element only when its text is the largest)`,
        `${Math.round(load.shown.p95)} ms p95 (median ${Math.round(load.shown.median)})`,
        '(issue 26: < 2000 ms)',
        null,
      );
    check(
      `CLS of ${path}, slow 4G + 4× CPU`,
      `${load.cls.max.toFixed(3)} worst (median ${load.cls.median.toFixed(3)})`,
      '< 0.05',
      load.cls.max < 0.05,
    );
  }
  if (chat)
    check(
      'Chat message typed in one browser → shown in the other, p50 / p95 (two contexts, live channel)',
      `${Math.round(chat.delivery.median)} / ${Math.round(chat.delivery.p95)} ms (${chat.messages} messages, alternating; ${chat.framesSeen} arrived as live frames; requests during them: ${Object.entries(
        chat.requests,
      )
        .map(([key, count]) => `${key} ${count}`)
        .join(', ')})`,
      '< 500 ms p95',
      chat.delivery.p95 < 500,
    );
}
