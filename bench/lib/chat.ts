import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  createChatFleet,
  FleetClient,
  type FleetMember,
  type SendAnswer,
} from '../../server/test/resilience/support/chat-fleet';
import { cpuBetween, sampleCpu, type CpuFigures } from './cpu';
import { jsonOf, leanRequest } from './lean-http';
import { rssMb, sleep } from './processes';
import { summarize, timeRequests, type Summary } from './stats';

/**
 * Chat and the live channel under load. Sizes come from the environment so the group can be smoke-run small:
 * CHAT_BENCH_SOCKETS (sockets held by one instance, default 5,000), CHAT_BENCH_RATE (messages a second in
 * total, default 1,000), CHAT_BENCH_MEMBERS (members chatting in pairs; default 500, raised when needed to
 * reach the rate, since each member may send at most 30 messages a minute and the bench keeps them to 25),
 * CHAT_BENCH_SECONDS (length of each load run, default 60), CHAT_BENCH_CONVERSATIONS (conversations of the
 * member whose list is read, default 500).
 */
export const CHAT_BENCH = {
  sockets: Number(process.env.CHAT_BENCH_SOCKETS ?? 5000),
  rate: Number(process.env.CHAT_BENCH_RATE ?? 1000),
  members: Number(process.env.CHAT_BENCH_MEMBERS ?? 500),
  seconds: Number(process.env.CHAT_BENCH_SECONDS ?? 60),
  conversations: Number(process.env.CHAT_BENCH_CONVERSATIONS ?? 500),
};
/**
 * What the members write: the benign half of the detectors' labelled corpus (everyday Nigerian chat in English and
 * Pidgin), so every send costs the detectors what a real message does, and none is nudged or recorded (decision 0150).
 */
const CORPUS_DIR = join(__dirname, '../../server/src/modules/text-screening/__tests__/corpus');
const BENCH_TEXTS = readdirSync(CORPUS_DIR)
  .filter((file) => file.endsWith('.tsv'))
  .sort()
  .flatMap((file) =>
    readFileSync(join(CORPUS_DIR, file), 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .filter((cells) => cells[0] === '-' && cells[2] === 'chat' && cells[3])
      .map((cells) => cells[3]!.trim()),
  );
export const benchText = (n: number) => BENCH_TEXTS[n % BENCH_TEXTS.length]!;

/** Messages a member sends a minute at most in the bench (the product allows 30). */
const PER_MEMBER_PER_MINUTE = 25;

export type LoadFigures = {
  members: number;
  pairs: number;
  seconds: number;
  requestedRate: number;
  plannedRate: number;
  achievedRate: number;
  sent: number;
  failed: number;
  statuses: Record<string, number>;
  failures: Record<string, number>;
  postMs: Summary;
  /** From the POST being sent to the frame at the partner's socket (the frame goes out before the answer is written). */
  endToEndMs: Summary;
  /** From the POST answer to the frame at the partner's socket; a frame that came before the answer counts 0. */
  deliveryMs: Summary;
  framesBeforeAnswer: number;
  /** Delivery p99 (POST sent → frame) of the messages posted in each second of the run, in order: where the tail is. */
  perSecondP99Ms: number[];
  lost: number;
  duplicated: number;
  outOfOrder: number;
  serverRssMb: number[];
  /** Where the CPU went over the run (machine busy and stolen, CPU ms a message by process). */
  cpu: CpuFigures;
};

/** The soft limit on open files of this process (each socket is one on each side). */
export function openFilesLimit(): number {
  const match = /Max open files\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return match?.[1] === 'unlimited' ? Infinity : Number(match?.[1] ?? NaN);
}

async function connectAll(clients: FleetClient[]) {
  for (let i = 0; i < clients.length; i += 50) await Promise.all(clients.slice(i, i + 50).map((c) => c.connect()));
}

/**
 * One instance holding `count` authenticated sockets (ticket, then WebSocket, as the app opens them): the
 * server's resident memory before and after, per socket.
 */
export async function measureSockets(dbUrl: string, base: string, pid: number, jwtSecret: string, count: number) {
  const fleet = await createChatFleet(dbUrl, count + (count % 2), jwtSecret);
  const before = rssMb(pid);
  const clients = fleet.map((m) => new FleetClient(m, [base]));
  const started = performance.now();
  await connectAll(clients);
  const openSeconds = (performance.now() - started) / 1000;
  await sleep(2_000);
  const after = rssMb(pid);
  const open = clients.filter((c) => c.ws?.readyState === 1).length;
  for (const c of clients) c.close();
  return {
    sockets: clients.length,
    open,
    openSeconds: Math.round(openSeconds * 10) / 10,
    rssBeforeMb: Math.round(before),
    rssAfterMb: Math.round(after),
    kbPerSocket: Math.round((((after - before) * 1024) / clients.length) * 10) / 10,
  };
}

/** POST a message as the fleet's `postMessage` does, through the lean client (lean-http.ts) all three runs share. */
export async function postMessageLean(base: string, member: FleetMember, text: string): Promise<SendAnswer> {
  const answer = await leanRequest(`${base}/api/v1/app/matches/${member.matchId}/messages`, {
    method: 'POST',
    headers: member.headers,
    body: JSON.stringify({ clientMessageId: randomUUID(), text }),
  });
  const json = jsonOf<{ message: { seq: number; _id: string }; error: string }>(answer);
  return {
    status: answer.status,
    seq: json.message?.seq,
    id: json.message?._id,
    error: answer.error ?? json.error,
    ms: answer.ms,
  };
}

/**
 * A fleet for one load run, then the chat tables vacuumed as autovacuum would have been by then (it is off on the
 * bench's server): a run leaves one dead version of a match row a message (the counter update touches indexed
 * columns), and 60,000 of them under the next run's reads made its p99 up to three times as long.
 */
export async function chatFleet(dbUrl: string, members: number, jwtSecret: string): Promise<FleetMember[]> {
  const fleet = await createChatFleet(dbUrl, members, jwtSecret);
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(
      'vacuum analyze members, member_sessions, signup_authentications, member_matches, match_messages',
    );
  } finally {
    await client.end();
  }
  return fleet;
}

/** Members needed for `rate` messages a second at 25 a minute each (even, at least `members`). */
export function membersFor(rate: number, members: number): number {
  const needed = Math.ceil((rate * 60) / PER_MEMBER_PER_MINUTE);
  const n = Math.max(members, needed);
  return n + (n % 2);
}

async function openClients(bases: string[], fleet: FleetMember[]): Promise<FleetClient[]> {
  const clients = fleet.map((m) => new FleetClient(m, bases, m.index % bases.length));
  await connectAll(clients);
  await sleep(500);
  return clients;
}

/**
 * Members chatting in pairs, each pair taking turns (so the wait-for-a-reply rule never applies), all pairs
 * together at `rate` messages a second for `seconds`. Partners sit on different bases when there are two.
 * Counts every message the partner's socket never got, got twice, or got after a later one, in this run; the clients
 * stay open.
 */
async function loadOn(clients: FleetClient[], rate: number, seconds: number, pids: number[]): Promise<LoadFigures> {
  const fleet = clients.map((c) => c.member);
  const duplicatedBefore = clients.reduce((n, c) => n + c.repeatedOnOneSocket, 0);
  const outOfOrderBefore = clients.reduce((n, c) => n + c.outOfOrder, 0);
  const pairs = fleet.length / 2;
  const plannedRate = Math.min(rate, (fleet.length * PER_MEMBER_PER_MINUTE) / 60);
  const everyMs = (pairs / plannedRate) * 1000;
  const sent: { receiver: FleetClient; seq: number; postedAt: number; answeredAt: number; postMs: number }[] = [];
  const statuses: Record<string, number> = {};
  /** Failed sends by status and error text (status 0: the connection failed or the 10 s timeout ran out). */
  const failures: Record<string, number> = {};
  const rss: number[] = [];
  const cpuAtStart = sampleCpu(pids);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const sampler = setInterval(() => rss.push(...pids.map((pid) => Math.round(rssMb(pid)))), 5_000);
  const pair = async (p: number) => {
    const [first, second] = [clients[2 * p]!, clients[2 * p + 1]!];
    await sleep(((p * everyMs) / pairs) % everyMs);
    for (let turn = 0; performance.now() < deadline; turn++) {
      const slot = performance.now() + everyMs;
      const [from, to] = turn % 2 ? [second, first] : [first, second];
      const postedAt = performance.now();
      const answer = await postMessageLean(from.base, from.member, benchText(p + turn));
      const answeredAt = performance.now();
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status !== 201) {
        const why = `${answer.status} ${answer.error ?? ''}`.trim();
        failures[why] = (failures[why] ?? 0) + 1;
      }
      if (answer.status === 201) sent.push({ receiver: to, seq: answer.seq!, postedAt, answeredAt, postMs: answer.ms });
      await sleep(Math.max(0, slot - performance.now()));
    }
  };
  await Promise.all(Array.from({ length: pairs }, (_, p) => pair(p)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuBetween(cpuAtStart, sampleCpu(pids), sent.length);
  clearInterval(sampler);
  await sleep(2_000);
  const delivery: number[] = [];
  const endToEnd: number[] = [];
  const bySecond: number[][] = [];
  let lost = 0;
  let early = 0;
  for (const s of sent) {
    const at = s.receiver.arrivedAt.get(s.seq);
    if (at === undefined) {
      lost += 1;
      continue;
    }
    if (at < s.answeredAt) early += 1;
    delivery.push(Math.max(0, at - s.answeredAt));
    endToEnd.push(at - s.postedAt);
    (bySecond[Math.floor((s.postedAt - started) / 1000)] ??= []).push(at - s.postedAt);
  }
  return {
    members: fleet.length,
    pairs,
    seconds: Math.round(elapsed * 10) / 10,
    requestedRate: rate,
    plannedRate: Math.round(plannedRate * 10) / 10,
    achievedRate: Math.round((sent.length / elapsed) * 10) / 10,
    sent: sent.length,
    failed: Object.entries(statuses)
      .filter(([s]) => s !== '201')
      .reduce((n, [, c]) => n + c, 0),
    statuses,
    failures,
    postMs: summarize(sent.map((s) => s.postMs)),
    endToEndMs: summarize(endToEnd),
    deliveryMs: summarize(delivery),
    framesBeforeAnswer: early,
    perSecondP99Ms: Array.from(bySecond, (second) => Math.round(second ? summarize(second).p99 : 0)),
    lost,
    duplicated: clients.reduce((n, c) => n + c.repeatedOnOneSocket, 0) - duplicatedBefore,
    outOfOrder: clients.reduce((n, c) => n + c.outOfOrder, 0) - outOfOrderBefore,
    serverRssMb: rss,
    cpu,
  };
}

/**
 * Seconds of the same load on the same members just before each counted run, not counted. A server just started
 * runs its first thousands of sends through cold code and opens its pool's connections (whose first calls load the
 * catalogue and compile the send's function): in one run, delivery p50 was 142-248 ms over the first 3 s and
 * 5-15 ms after, and those 3 s alone made the minute's p99. Each member sends 2 or 3 messages in it, so no rolling
 * minute holds more than 28 of their messages (the limit is 30).
 */
export const CHAT_WARMUP_SECONDS = 5;

/** The chat tables' seq scans so far by any statement, and the rows they read (a send's own: none, decision 0129). */
async function chatTableScans(dbUrl: string): Promise<{ scans: number; rowsRead: number }> {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ scans: string; rows_read: string }>(
      `select coalesce(sum(seq_scan), 0) scans, coalesce(sum(seq_tup_read), 0) rows_read from pg_stat_user_tables
       where relname = any('{members,member_sessions,signup_authentications,member_matches,member_blocks,match_messages,match_read_marks}')`,
    );
    return { scans: Number(rows[0]!.scans), rowsRead: Number(rows[0]!.rows_read) };
  } finally {
    await client.end();
  }
}

/**
 * chatLoad after CHAT_WARMUP_SECONDS of the same load; the warm-up's own figures come along as `warmUp`. With `dbUrl`,
 * the chat tables' seq scans during the counted run come along as `tableScans`.
 */
export async function warmChatLoad(
  bases: string[],
  fleet: FleetMember[],
  rate: number,
  seconds: number,
  pids: number[],
  dbUrl?: string,
): Promise<
  LoadFigures & {
    warmUp: Pick<LoadFigures, 'seconds' | 'sent' | 'failed' | 'lost' | 'endToEndMs'>;
    tableScans?: { scans: number; rowsRead: number };
  }
> {
  // The same connections for both: a client opened afterwards would hold none of the warm-up's messages, and its
  // first frame would send it to fetch the history (2,400 of them at once; a relay has none to give).
  const clients = await openClients(bases, fleet);
  try {
    const warm = await loadOn(clients, rate, CHAT_WARMUP_SECONDS, pids);
    const scansBefore = dbUrl ? await chatTableScans(dbUrl) : undefined;
    const counted = await loadOn(clients, rate, seconds, pids);
    const scansAfter = dbUrl ? await chatTableScans(dbUrl) : undefined;
    const tableScans =
      scansBefore && scansAfter
        ? { scans: scansAfter.scans - scansBefore.scans, rowsRead: scansAfter.rowsRead - scansBefore.rowsRead }
        : undefined;
    const { seconds: warmSeconds, sent, failed, lost, endToEndMs } = warm;
    return { ...counted, tableScans, warmUp: { seconds: warmSeconds, sent, failed, lost, endToEndMs } };
  } finally {
    for (const c of clients) c.close();
  }
}

/**
 * A member with `count` conversations (a message in each, 300 in the newest), then GET /conversations (first
 * page) and a history page (`before=` the last seq, the app scrolling back) timed `runs` times each.
 */
export async function measureConversations(
  dbUrl: string,
  base: string,
  jwtSecret: string,
  count: number,
  runs: number,
) {
  const fleet = await createChatFleet(dbUrl, count + 2, jwtSecret);
  const [viewer, partner] = [fleet[0]!, fleet[1]!];
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const others = fleet.slice(2, count + 1).map((m) => m.id);
    await client.query(
      `insert into member_matches (member_low_id, member_high_id) select least($1::uuid, o), greatest($1::uuid, o) from unnest($2::uuid[]) o`,
      [viewer.id, others],
    );
    // One message from the partner in every conversation of the viewer's, 300 in the first.
    await client.query(
      `with mine as (select mm.id, case when mm.member_low_id = $1::uuid then mm.member_high_id else mm.member_low_id end as other,
                       case when mm.id = $2::uuid then 300 else 1 end as n
                     from member_matches mm where $1::uuid in (mm.member_low_id, mm.member_high_id)),
       written as (insert into match_messages (match_id, sender_id, seq, client_message_id, text, created_at)
         select id, case when s % 2 = 0 then $1::uuid else other end, s, gen_random_uuid(), 'Conversation message ' || s, now() - interval '1 hour' + s * interval '1 second'
         from mine, generate_series(1, n) s returning match_id, seq)
       update member_matches mm set last_seq = w.top, activity_at = now() from (select match_id, max(seq) top from written group by match_id) w where mm.id = w.match_id`,
      [viewer.id, viewer.matchId],
    );
    // As after chatFleet: the load run just before leaves a dead match row version a message (autovacuum is off).
    await client.query('vacuum analyze member_matches, match_messages, match_read_marks');
  } finally {
    await client.end();
  }
  const get = (path: string) => () => fetch(`${base}/api/v1/app${path}`, { headers: viewer.headers });
  const conversations = await timeRequests(runs, 5, get('/conversations'));
  const history = await timeRequests(runs, 5, get(`/matches/${partner.matchId}/messages?before=300&limit=50`));
  return { conversations: count, conversationsFirstPage: conversations, historyPage: history };
}
