/**
 * The members the timed groups act as, picked from the seeded data set before the production build starts
 * (PGlite is one process's at a time), with their sessions written beside them.
 */
import { openDatabase } from '../../server/src/db/client';
import { discoverCouldShow } from '../../server/src/modules/member-discover/discover.service';
import { JWT_SECRET, log, ONLY, RUNS, serverUrl } from './bench-env';
import type { BenchDatabase } from './database';
import { MEMBER_WARMUP } from './member-api';
import { writeSeededPhotoFiles } from './member-photo-files';
import { createMemberSessions, createWebSession, type MemberSessions } from './member-sessions';
import { actingMembers, pickMemberSubjects, type MemberSubjects } from './member-subjects';
import { pickTokenSubjects, type TokenSubjects } from './tokens';

export async function prepareSubjects(db: BenchDatabase, mediaDir: string, tokensHere: boolean) {
  let subjects: MemberSubjects | undefined;
  let sessions: MemberSessions | undefined;
  if (ONLY.has('member')) {
    log('member API: photo files, subjects and sessions');
    await writeSeededPhotoFiles(mediaDir);
    // On PostgreSQL, like subjects pass the server's own like rule (discover could show them, decision 0076).
    const rules = serverUrl
      ? await openDatabase({ url: db.serverEnv.DATABASE_URL, pgliteDir: '', poolSize: 4 })
      : undefined;
    const now = new Date();
    subjects = await pickMemberSubjects(
      db,
      RUNS + MEMBER_WARMUP + 5,
      undefined,
      rules ? (viewerId, memberId) => discoverCouldShow(rules.db, viewerId, memberId, now) : undefined,
    );
    await rules?.close();
    sessions = await createMemberSessions(db, actingMembers(subjects), JWT_SECRET);
    log(`  ${sessions.count} member sessions`);
  }
  let tokenSubjects: TokenSubjects | undefined;
  let tokenSessions: MemberSessions | undefined;
  if (tokensHere) {
    log('tokens: subjects and sessions');
    tokenSubjects = await pickTokenSubjects(db, RUNS + 10);
    const { realistic, long, bidders } = tokenSubjects;
    tokenSessions = await createMemberSessions(db, [...realistic, ...long, ...bidders], JWT_SECRET);
    log(`  ${tokenSessions.count} member sessions (${bidders.length} bidders)`);
  }
  // A discover viewer signed in on the web, for the LCP of /app/discover.
  let webSession: { memberId: string; refreshToken: string } | undefined;
  let chatter = '';
  if (ONLY.has('frontend')) {
    const [viewer] =
      subjects?.discover ??
      (
        await db.query<{ id: string }>(
          `select id from members where completed_signup and discoverable and not is_blocked and interested_in is not null order by created_at limit 1`,
        )
      ).map((row) => row.id);
    webSession = { memberId: viewer, refreshToken: await createWebSession(db, viewer) };
    // Another member for the chat figure: they and someone from their discover like each other once the server runs.
    [{ id: chatter }] = await db.query<{ id: string }>(
      `select id from members where completed_signup and discoverable and not is_blocked and interested_in is not null and id <> '${viewer}' order by created_at desc limit 1`,
    );
  }
  return { subjects, sessions, tokenSubjects, tokenSessions, webSession, chatter };
}
