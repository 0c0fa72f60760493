import { randomUUID } from 'node:crypto';
import { WebSocket } from 'ws';
import { query } from './support/api';
import { createChatFleet, FleetClient, postMessage, type FleetMember, type SendAnswer } from './support/chat-fleet';
import { sleep, waitFor } from './support/net';
import { startPaystackStandIn, type PaystackStandIn } from '../../src/test-support/paystack-stand-in';
import { startPostgres, type PostgresInstance } from './support/postgres-instance';
import { startRedis, type RedisInstance } from '../../src/test-support/redis-instance';
import { JWT_SECRET, startServerProcess, type ServerProcess } from './support/server-process';

/** Members chatting in pairs while an instance dies (about 25 s with 200 on two loaded cores). */
const MEMBERS = Number(process.env.CHAT_RESILIENCE_MEMBERS ?? 200);
const RUN_MS = 12_000;
const KILL_AT_MS = 5_000;
/** One message a pair every 1.5 s: each member sends 20 a minute, under the 30-a-minute limit. */
const PAIR_EVERY_MS = 1_500;

type Sent = { member: FleetMember; clientMessageId: string; answer: SendAnswer; at: number };

/**
 * Chat and the live channel when parts go away: an instance killed mid-conversation, Redis down, PostgreSQL
 * down. Two production instances on one PostgreSQL and one Redis; the members' apps are FleetClients, which
 * reconnect and resync with `after=` as the app does.
 */
describe('Chat and the live channel through faults', () => {
  let pg: PostgresInstance;
  let redis: RedisInstance;
  let paystack: PaystackStandIn;
  let dbUrl: string;
  let env: Record<string, string>;
  let a: ServerProcess;
  let b: ServerProcess;
  let fleet: FleetMember[];
  const clients: FleetClient[] = [];

  beforeAll(async () => {
    pg = await startPostgres();
    redis = await startRedis();
    paystack = await startPaystackStandIn();
    dbUrl = await pg.createDatabase('blynd_chat_faults');
    env = {
      DATABASE_URL: dbUrl,
      REDIS_URL: redis.url,
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.url,
      DB_POOL_SIZE: '8',
    };
    a = await startServerProcess(env);
    b = await startServerProcess({ ...env, SEED_DEMO: 'false' });
    fleet = await createChatFleet(dbUrl, MEMBERS + 20, JWT_SECRET);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await a?.stop('SIGKILL');
    await b?.stop('SIGKILL');
    await paystack?.close();
    await redis?.stop();
    pg?.destroy();
  });

  /** Sends until stored: a failed call (instance gone, 5xx) is retried with the same client id on the next instance. */
  async function sendStored(client: FleetClient, text: string, bases: string[]): Promise<Sent> {
    const clientMessageId = randomUUID();
    let answer: SendAnswer = { status: 0, ms: 0 };
    for (let attempt = 0; attempt < 20; attempt++) {
      answer = await postMessage(
        bases[(client.baseIndex + attempt) % bases.length]!,
        client.member,
        text,
        clientMessageId,
      );
      if (answer.status === 200 || answer.status === 201) {
        client.hold(answer.seq!, answer.id!);
        break;
      }
      await sleep(100);
    }
    return { member: client.member, clientMessageId, answer, at: Date.now() };
  }

  const storedRows = (members: FleetMember[]) =>
    query<{ match_id: string; seq: number; id: string; sender_id: string; client_message_id: string }>(
      dbUrl,
      'select match_id, seq, id, sender_id, client_message_id from match_messages where match_id = any($1::uuid[])',
      [[...new Set(members.map((m) => m.matchId))]],
    );

  /** Messages the recipient's app does not hold (by seq and id). */
  function lostFor(rows: Awaited<ReturnType<typeof storedRows>>, byMember: Map<string, FleetClient>) {
    let lost = 0;
    for (const row of rows) {
      const member = fleet.find((m) => m.matchId === row.match_id && m.id !== row.sender_id)!;
      if (byMember.get(member.id)?.held.get(Number(row.seq)) !== row.id) lost += 1;
    }
    return lost;
  }

  it(`When ${MEMBERS} members chat in pairs across two instances and one is killed, then its clients move to the other and, after resync, nothing is lost or doubled`, async () => {
    const bases = [a.url, b.url];
    const members = fleet.slice(0, MEMBERS);
    // Partners sit on different instances, so every message crosses Redis.
    for (const m of members) clients.push(new FleetClient(m, bases, m.index % 2));
    for (let i = 0; i < clients.length; i += 20) await Promise.all(clients.slice(i, i + 20).map((c) => c.connect()));
    const byMember = new Map(clients.map((c) => [c.member.id, c]));

    const sent: Sent[] = [];
    const started = Date.now();
    const pair = async (p: number) => {
      const [first, second] = [clients[2 * p]!, clients[2 * p + 1]!];
      await sleep((p * 37) % PAIR_EVERY_MS);
      for (let turn = 0; Date.now() - started < RUN_MS; turn++) {
        const next = Date.now() + PAIR_EVERY_MS;
        sent.push(await sendStored(turn % 2 ? second : first, `Message ${turn}`, bases));
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const running = Promise.all(Array.from({ length: MEMBERS / 2 }, (_, p) => pair(p)));
    await sleep(KILL_AT_MS);
    const killedAt = Date.now();
    await a.stop('SIGKILL');
    await running;

    // Every client is back on a live socket (those of A on B), and done catching up.
    expect(
      await waitFor(async () => clients.every((c) => c.ws?.readyState === WebSocket.OPEN && c.base === b.url), 30_000),
    ).toBeDefined();
    await sleep(1_000);
    await Promise.all(clients.map((c) => c.resync()));

    const rows = await storedRows(members);
    const failed = sent.filter((s) => s.answer.status !== 200 && s.answer.status !== 201);
    const keys = new Set(rows.map((r) => `${r.match_id}/${r.sender_id}/${r.client_message_id}`));
    const movedOver = clients.filter((c) => c.member.index % 2 === 0);
    expect({
      failedSends: failed.length,
      storedOncePerSend: rows.length === sent.length && keys.size === rows.length,
      lost: lostFor(rows, byMember),
      repeatedFrames: clients.reduce((n, c) => n + c.repeatedOnOneSocket, 0),
      clientsOfAReconnected: movedOver.every((c) => c.reconnects >= 1),
    }).toEqual({ failedSends: 0, storedOncePerSend: true, lost: 0, repeatedFrames: 0, clientsOfAReconnected: true });
    // Per match the seqs are 1..n with no gap.
    const perMatch = new Map<string, number[]>();
    for (const r of rows) perMatch.set(r.match_id, [...(perMatch.get(r.match_id) ?? []), Number(r.seq)]);
    for (const seqs of perMatch.values()) expect(seqs.sort((x, y) => x - y)).toEqual(seqs.map((_, i) => i + 1));
    // The conversations went on through the kill: on average every pair stored at least two more messages.
    expect(sent.filter((s) => s.at > killedAt).length).toBeGreaterThanOrEqual(MEMBERS);
    console.log(
      `chat failover: ${MEMBERS} members, ${sent.length} messages in ${RUN_MS / 1000} s, ${clients.reduce((n, c) => n + c.resyncs, 0)} resyncs, ${clients.reduce((n, c) => n + c.liveFrames, 0)} live frames`,
    );
    for (const c of clients) c.close();
    clients.length = 0;
  });

  it('When Redis stops, then messages still answer 201 and are stored; when it is back, live delivery resumes and resync covers the gap', async () => {
    await a.stop('SIGKILL');
    a = await startServerProcess({ ...env, SEED_DEMO: 'false' });
    const bases = [a.url, b.url];
    const members = fleet.slice(MEMBERS, MEMBERS + 12);
    const group = members.map((m) => new FleetClient(m, bases, m.index % 2));
    clients.push(...group);
    await Promise.all(group.map((c) => c.connect()));
    const byMember = new Map(group.map((c) => [c.member.id, c]));
    const pairs = members.length / 2;
    for (let p = 0; p < pairs; p++) expect((await sendStored(group[2 * p]!, 'Before', bases)).answer.status).toBe(201);
    expect(await waitFor(async () => group.every((c) => c.held.size === 1), 5_000)).toBeDefined();

    await redis.stop();
    await sleep(300);
    const during: Sent[] = [];
    for (let p = 0; p < pairs; p++) {
      during.push(await sendStored(group[2 * p + 1]!, 'Redis is down', bases));
      during.push(await sendStored(group[2 * p]!, 'Still down', bases));
    }
    expect(during.map((s) => s.answer.status)).toEqual(during.map(() => 201));
    expect(Math.max(...during.map((s) => s.answer.ms))).toBeLessThan(3_000);
    // A socket opened in the outage (the app reconnecting) must hear events once Redis is back.
    // It moves to the other instance, where nothing of this member was subscribed before.
    const late = group[3]!;
    late.baseIndex += 1;
    late.ws!.terminate();
    // Its upgrade may wait for Redis (the live limits and the subscription ask it, decision 0121) while the app
    // keeps trying; the other sockets stay open.
    await waitFor(async () => late.ws?.readyState === WebSocket.OPEN && late.reconnects >= 1, 10_000);
    expect(group.every((c) => c === late || c.ws?.readyState === WebSocket.OPEN)).toBe(true);
    // Long enough for the Redis client to give up on what it queued.
    await sleep(3_000);

    const heardBefore = late.arrivedAt.size;
    redis = await startRedis(redis.port);
    expect(
      await waitFor(async () => late.ws?.readyState === WebSocket.OPEN && late.reconnects >= 1, 25_000),
    ).toBeDefined();
    // Live delivery resumes on both instances (each reconnects to Redis on its own schedule): a message sent
    // after Redis is back reaches the partner's open socket, one way and then the other.
    const reaches = (from: FleetClient, to: FleetClient) =>
      waitFor(
        async () => {
          const s = await sendStored(from, 'Back?', bases);
          return (await waitFor(async () => to.arrivedAt.has(s.answer.seq!), 1_000, 50)) !== undefined;
        },
        20_000,
        200,
      );
    expect(await reaches(group[1]!, group[0]!)).toBeDefined();
    expect(await reaches(group[0]!, group[1]!)).toBeDefined();
    for (let p = 0; p < pairs; p++) await sendStored(group[2 * p]!, 'After', bases);
    const caughtUp = await waitFor(
      async () => group.every((c) => c.held.size === c.contiguous() && c.contiguous() >= 4),
      10_000,
    );
    if (caughtUp === undefined)
      console.log(
        group
          .map(
            (c, i) =>
              `${i}: held ${[...c.held.keys()].join(',')} live ${[...c.arrivedAt.keys()].join(',')} reconnects ${c.reconnects}`,
          )
          .join('\n'),
      );
    expect(caughtUp).toBeDefined();
    const rows = await storedRows(members);
    expect(rows.filter((r) => during.some((s) => s.clientMessageId === r.client_message_id))).toHaveLength(
      during.length,
    );
    expect(lostFor(rows, byMember)).toBe(0);
    // The socket opened in the outage heard its partner's "After" live.
    expect(late.arrivedAt.size).toBeGreaterThan(heardBefore);
    for (const c of group) c.close();
  });

  it('When PostgreSQL stops, then a message answers 503 JSON, nothing is half-written, and open sockets stay open', async () => {
    const bases = [a.url, b.url];
    const members = fleet.slice(MEMBERS + 12, MEMBERS + 20);
    const group = members.map((m) => new FleetClient(m, bases, m.index % 2));
    clients.push(...group);
    await Promise.all(group.map((c) => c.connect()));
    for (let p = 0; p < group.length / 2; p++)
      expect((await sendStored(group[2 * p]!, 'Before', bases)).answer.status).toBe(201);
    const before = await storedRows(members);

    pg.stop();
    const refused: { member: FleetMember; clientMessageId: string; answer: SendAnswer }[] = [];
    for (const c of group) {
      const clientMessageId = randomUUID();
      refused.push({
        member: c.member,
        clientMessageId,
        answer: await postMessage(c.base, c.member, 'In the outage', clientMessageId),
      });
    }
    expect(refused.map((r) => [r.answer.status, typeof r.answer.error])).toEqual(refused.map(() => [503, 'string']));
    expect(Math.max(...refused.map((r) => r.answer.ms))).toBeLessThan(10_000);
    // The sockets stay open and keep answering pings.
    await sleep(1_000);
    for (const c of group) {
      expect(c.ws!.readyState).toBe(WebSocket.OPEN);
      const pong = new Promise((resolve) => c.ws!.once('message', (data) => resolve(JSON.parse(data.toString()))));
      c.ws!.send(JSON.stringify({ type: 'ping' }));
      expect(await pong).toEqual({ type: 'pong' });
    }
    pg.start();

    // Nothing of the refused sends was stored: retried now, each is new (201, not the 200 of a known id).
    expect(
      await waitFor(async () => (await postMessage(b.url, group[1]!.member, 'Up again')).status === 201, 30_000, 500),
    ).toBeDefined();
    const after = await storedRows(members);
    expect(after.filter((r) => refused.some((x) => x.clientMessageId === r.client_message_id))).toEqual([]);
    expect(after.length).toBe(before.length + 1);
    const lastSeq = await query<{ ok: boolean }>(
      dbUrl,
      `select bool_and(mm.last_seq = (select count(*) from match_messages m where m.match_id = mm.id)) ok from member_matches mm where mm.id = any($1::uuid[])`,
      [[...new Set(members.map((m) => m.matchId))]],
    );
    expect(lastSeq[0]!.ok).toBe(true);
    for (const r of refused.filter((x) => x.member.index % 2 === 0)) {
      const again = await postMessage(b.url, r.member, 'In the outage', r.clientMessageId);
      expect(again.status).toBe(201);
    }
    expect(group.every((c) => c.ws!.readyState === WebSocket.OPEN)).toBe(true);
    for (const c of group) c.close();
  });
});
