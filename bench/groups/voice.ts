import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { oggOpus } from '../../server/src/test-support/opus-files';
import { JWT_SECRET, log, RUNS, startGroup } from '../lib/bench-env';
import { createMemberSessions, type MemberSessions } from '../lib/member-sessions';
import { summarize } from '../lib/stats';
import type { GroupContext } from './context';

/** A voice note of 12 s: the length the figure is timed with (decision 0157), about 3 KB of silent Opus frames. */
const VOICE = oggOpus(12);
/** Sends a member makes in this group: under the 30-a-minute limit and the 60 uploads an hour. */
const SENDS_PER_MEMBER = 25;
const WARMUP = 5;

type Pair = { a: string; b: string; matchId: string };

/** Sessions written as they are needed (a discover card's member gets one once they are picked). */
type Sessions = Pick<MemberSessions, 'headers'> & { add(ids: string[]): Promise<void> };
async function benchSessions(db: GroupContext['db']): Promise<Sessions> {
  const owner = new Map<string, MemberSessions>();
  return {
    async add(ids) {
      const fresh = ids.filter((id) => !owner.has(id));
      if (fresh.length === 0) return;
      const made = await createMemberSessions(db, fresh, JWT_SECRET);
      for (const id of fresh) owner.set(id, made);
    },
    headers: (id) => {
      const sessions = owner.get(id);
      if (!sessions) throw new Error(`voice bench: no session for ${id}`);
      return sessions.headers(id);
    },
  };
}

/**
 * BENCH_ONLY=voice (PostgreSQL): a voice note from one member to the other over loopback, timed from the start of the
 * upload to the last byte the other member reads: POST /matches/:id/attachments, POST /matches/:id/messages
 * { kind: "voice" }, the recipient's live `message` frame, GET /attachments/:id (decision 0157). Sequential, one note
 * at a time, alternating direction within each pair so the intro rule and the limits never refuse one.
 * Target: p95 < 1 s.
 */
export async function measureVoiceGroup(ctx: GroupContext) {
  const { server, db, results, check } = ctx;
  await startGroup('voice', 'voice notes from one member to another');
  const base = server.url;
  const pairsNeeded = Math.max(1, Math.ceil((RUNS + WARMUP) / (2 * SENDS_PER_MEMBER)));
  const candidates = await db.query<{ id: string }>(
    `select id from members where completed_signup and discoverable and not is_blocked and interested_in is not null
     order by created_at desc limit ${pairsNeeded * 4}`,
  );
  const sessions = await benchSessions(db);
  await sessions.add(candidates.map((row) => row.id));
  const pairs = await matchPairs(
    base,
    sessions,
    candidates.map((row) => row.id),
    pairsNeeded,
  );
  log(`  ${pairs.length} matched pairs; ${RUNS} voice notes of ${VOICE.length} bytes`);
  const sockets = new Map<string, Live>();
  for (const pair of pairs)
    for (const member of [pair.a, pair.b]) sockets.set(member, await openLive(base, sessions, member));
  const samples: number[] = [];
  try {
    for (let i = 0; i < RUNS + WARMUP; i++) {
      const pair = pairs[Math.floor(i / (2 * SENDS_PER_MEMBER)) % pairs.length]!;
      const [from, to] = i % 2 === 0 ? [pair.a, pair.b] : [pair.b, pair.a];
      const took = await oneVoiceNote(base, sessions, pair.matchId, from, sockets.get(to)!, to);
      if (i >= WARMUP) samples.push(took);
    }
  } finally {
    for (const live of sockets.values()) live.ws.close();
  }
  const summary = summarize(samples);
  results.voice = { note: { bytes: VOICE.length, seconds: 12 }, delivery: summary, pairs: pairs.length };
  check(
    "Voice note: upload + send + the other member's live frame + GET bytes (p95)",
    `${summary.p95} ms`,
    '< 1000 ms',
    summary.p95 < 1000,
  );
}

async function api<T>(base: string, sessions: Sessions, memberId: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/api/v1/app${path}`, {
    ...init,
    headers: {
      ...sessions.headers(memberId),
      ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
  });
  if (!res.ok)
    throw new Error(`voice bench: ${init.method ?? 'GET'} ${path} answered ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Members who like each other, through the product's own routes (each pair passes the visibility rule). */
async function matchPairs(base: string, sessions: Sessions, members: string[], wanted: number): Promise<Pair[]> {
  const pairs: Pair[] = [];
  const taken = new Set<string>();
  for (const a of members) {
    if (pairs.length >= wanted) break;
    if (taken.has(a)) continue;
    const { items } = await api<{ items: { _id: string }[] }>(base, sessions, a, '/discover?limit=20');
    const b = items.find((card) => !taken.has(card._id) && card._id !== a && !members.includes(card._id));
    if (!b) continue;
    await sessions.add([b._id]);
    await api(base, sessions, a, `/likes/${b._id}`, { method: 'POST' });
    const answer = await api<{ matched: boolean; match?: { _id: string } }>(base, sessions, b._id, `/likes/${a}`, {
      method: 'POST',
    });
    if (!answer.match) continue;
    taken.add(a).add(b._id);
    pairs.push({ a, b: b._id, matchId: answer.match._id });
  }
  if (pairs.length === 0) throw new Error('voice bench: no two members could match');
  return pairs;
}

type Live = { ws: WebSocket; waitFor(attachmentId: string): Promise<void> };

async function openLive(base: string, sessions: Sessions, memberId: string): Promise<Live> {
  const { ticket } = await api<{ ticket: string }>(base, sessions, memberId, '/live/ticket', { method: 'POST' });
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/v1/app/live?ticket=${ticket}`);
  const waiting = new Map<string, () => void>();
  const seen = new Set<string>();
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { type: string; message?: { attachment?: { _id: string } | null } };
    const id = frame.type === 'message' ? frame.message?.attachment?._id : undefined;
    if (!id) return;
    seen.add(id);
    waiting.get(id)?.();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    waitFor: (attachmentId) =>
      seen.has(attachmentId)
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error('voice bench: no message frame within 10 s')), 10_000);
            waiting.set(attachmentId, () => (clearTimeout(timer), resolve()));
          }),
  };
}

async function oneVoiceNote(
  base: string,
  sessions: Sessions,
  matchId: string,
  from: string,
  recipient: Live,
  to: string,
): Promise<number> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(VOICE)], { type: 'audio/ogg;codecs=opus' }), 'voice.ogg');
  const { attachment } = await api<{ attachment: { _id: string } }>(
    base,
    sessions,
    from,
    `/matches/${matchId}/attachments`,
    {
      method: 'POST',
      body: form,
    },
  );
  const arrived = recipient.waitFor(attachment._id);
  await api(base, sessions, from, `/matches/${matchId}/messages`, {
    method: 'POST',
    body: JSON.stringify({ clientMessageId: randomUUID(), kind: 'voice', attachmentId: attachment._id }),
  });
  await arrived;
  const bytes = await fetch(`${base}/api/v1/app/attachments/${attachment._id}`, { headers: sessions.headers(to) });
  if (!bytes.ok) throw new Error(`voice bench: GET attachment answered ${bytes.status}`);
  const body = Buffer.from(await bytes.arrayBuffer());
  if (body.length !== VOICE.length) throw new Error('voice bench: the bytes read are not the bytes sent');
  return performance.now() - started;
}
