import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Client } from 'pg';
import type { Db } from '../../../db/client';
import * as schema from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { sendInOneCall, sendManyInOneCall, type SendValues } from '../chat.repository';
import { SEND_RULES } from '../chat.service';

// The plans PostgreSQL keeps for the send (decision 0129) are made in a connection of the server's pool and kept for
// as long as it lives: this needs the server's planner, statistics and plan cache.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const CHAT_TABLES = [
  'members',
  'member_sessions',
  'signup_authentications',
  'member_matches',
  'member_blocks',
  'match_messages',
  'match_read_marks',
];

/** `count` members with finished sign-ups and a session each, made in SQL (sign-up is tested elsewhere). */
async function makeMembers(client: Client, tag: string, count: number) {
  const { rows } = await client.query<{ id: string; session_id: string }>(
    `with m as (
       insert into members (first_name, last_name, email, phone, dob, gender, state, region, bio, completed_signup, interested_in)
       select 'Plan' || i, 'Member', 'plan.' || $1 || '.' || i || '@example.com', '234' || $2 || lpad(i::text, 7, '0'),
         date '1995-01-01', case when i % 2 = 0 then 'female' else 'male' end, 'Lagos', '', 'Plans', true, '["male","female"]'::jsonb
       from generate_series(1, $3::int) i returning id, phone),
     sa as (insert into signup_authentications (member_id, phone, auth_step) select id, phone, 11 from m)
     insert into member_sessions (member_id, refresh_token_hash, device_id, platform, expires_at)
     select id, md5(random()::text), 'plans', 'android', now() + interval '30 days' from m
     returning member_id as id, id as session_id`,
    [tag, tag === 'few' ? '801' : '802', count],
  );
  return rows;
}

/** Pairs of consecutive members matched: the match ids, low member first. */
async function matchPairs(client: Client, ids: string[]) {
  const low = [];
  const high = [];
  for (let i = 0; i + 1 < ids.length; i += 2) {
    const [x, y] = [ids[i]!, ids[i + 1]!].sort();
    low.push(x);
    high.push(y);
  }
  const { rows } = await client.query<{ id: string; member_low_id: string; member_high_id: string }>(
    `insert into member_matches (member_low_id, member_high_id) select * from unnest($1::uuid[], $2::uuid[])
     returning id, member_low_id, member_high_id`,
    [low, high],
  );
  return rows;
}

onServer('Chat: the send reads by index whatever the statistics (PostgreSQL server)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let loader: Client;
  let sender: Client;
  let senderDb: Db;
  beforeAll(async () => {
    database = await openTestDatabase();
    loader = new Client({ connectionString: database.url });
    sender = new Client({ connectionString: database.url });
    await Promise.all([loader.connect(), sender.connect()]);
    senderDb = drizzle(sender, { schema }) as unknown as Db;
  });
  afterAll(async () => {
    await Promise.all([loader.end(), sender.end()]);
    await database.close();
  });

  it('When the chat tables were analyzed nearly empty and have grown since, then a connection that planned the send then still reads every table by index', async () => {
    // Autovacuum would analyze the tables again as they grow (and so replan); the bench's server runs without it.
    for (const table of CHAT_TABLES) await loader.query(`alter table ${table} set (autovacuum_enabled = false)`);
    const few = await makeMembers(loader, 'few', 4);
    const [ab, cd] = await matchPairs(
      loader,
      few.map((m) => m.id),
    );
    const sessionOf = new Map(few.map((m) => [m.id, m.session_id]));
    const sendOf = (senderId: string, matchId: string): SendValues => ({
      sessionId: sessionOf.get(senderId)!,
      matchId,
      senderId,
      clientMessageId: randomUUID(),
      text: 'Planned',
      now: new Date(),
    });
    // The state after the seed's VACUUM ANALYZE, or autovacuum's first ANALYZE of a young table: statistics of a
    // database with a handful of rows.
    await loader.query(`vacuum analyze ${CHAT_TABLES.join(', ')}`);

    // Sends in the young database, alone and in batches, turn by turn: past the plan cache's five custom plans, so
    // the connection keeps generic plans made with those statistics.
    for (let turn = 0; turn < 8; turn++) {
      const [from, to] = turn % 2 ? [ab!.member_high_id, cd!.member_high_id] : [ab!.member_low_id, cd!.member_low_id];
      expect((await sendInOneCall(senderDb, SEND_RULES, sendOf(from, ab!.id))).outcome.kind).toBe('sent');
      const batch = await sendManyInOneCall(senderDb, SEND_RULES, [sendOf(to, cd!.id)]);
      expect(batch.map((answer) => answer.outcome.kind)).toEqual(['sent']);
    }

    // The database grows through another connection, as the bench's load and the months after a launch grow it:
    // 4,000 more members with sessions and matches, 60,000 messages, and a long conversation in the sender's match.
    const many = await makeMembers(loader, 'many', 4_000);
    await matchPairs(
      loader,
      many.map((m) => m.id),
    );
    await loader.query(
      `insert into match_messages (match_id, sender_id, client_message_id, text, seq, created_at)
       select mm.id, case when s % 2 = 0 then mm.member_low_id else mm.member_high_id end, gen_random_uuid(), 'Old', s,
         now() - interval '3 days' + s * interval '1 second'
       from member_matches mm, generate_series(1, 30) s where mm.id not in ($1, $2)`,
      [ab!.id, cd!.id],
    );
    await loader.query(
      `insert into match_messages (match_id, sender_id, client_message_id, text, seq, created_at)
       select mm.id, case when s % 2 = 0 then mm.member_high_id else mm.member_low_id end, gen_random_uuid(), 'Long ago', mm.last_seq + s,
         now() - interval '3 days' + s * interval '1 millisecond'
       from member_matches mm, generate_series(1, 4000) s where mm.id = $1`,
      [ab!.id],
    );
    await loader.query(
      `update member_matches mm set last_seq = (select max(seq) from match_messages m where m.match_id = mm.id)`,
    );

    // Now one send alone and one batch on the same connection: no table read whole, and a few hundred buffers.
    const seqScans = async () =>
      Object.fromEntries(
        (
          await sender.query<{ relname: string; seq_scan: string }>(
            `select relname, seq_scan from pg_stat_xact_user_tables where relname = any($1) order by relname`,
            [CHAT_TABLES],
          )
        ).rows.map((r) => [r.relname, Number(r.seq_scan)]),
      );
    await sender.query('begin');
    try {
      expect((await sendInOneCall(senderDb, SEND_RULES, sendOf(ab!.member_low_id, ab!.id))).outcome.kind).toBe('sent');
      const batch = await sendManyInOneCall(senderDb, SEND_RULES, [
        sendOf(ab!.member_high_id, ab!.id),
        sendOf(cd!.member_low_id, cd!.id),
      ]);
      expect(batch.map((answer) => answer.outcome.kind)).toEqual(['sent', 'sent']);
      expect(await seqScans()).toEqual(Object.fromEntries(CHAT_TABLES.map((t) => [t, 0]).sort()));
    } finally {
      await sender.query('commit');
    }
    // The same send with its buffers counted (every statement of the function adds to the call's count).
    const known = sendOf(ab!.member_low_id, ab!.id);
    const explained = await sender.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off, timing off) select * from chat_send_message($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
      [
        known.sessionId,
        SEND_RULES.completeStep,
        known.matchId,
        known.senderId,
        known.clientMessageId,
        known.text,
        known.now,
        SEND_RULES.introLimit,
        SEND_RULES.perMinute,
        new Date(known.now.getTime() - SEND_RULES.minuteMs),
        SEND_RULES.perDay,
        new Date(known.now.getTime() - SEND_RULES.dayMs),
        null,
        false,
        'text',
        null,
        null,
      ],
    );
    const plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    const buffers = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
    expect(buffers).not.toBeNull();
    expect(Number(buffers![1]) + Number(buffers![2] ?? 0)).toBeLessThan(400);
  });
});
