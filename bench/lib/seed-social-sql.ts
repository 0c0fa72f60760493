/**
 * Set-based SQL for the social tables (likes, passes, matches) at scale: likes (default 20 per member, so
 * 20,000,000 at a million members), passes, answered likes with their matches, photo requests and
 * unlocks, and blocks. Runs after seed-sql.ts's members (before its final vacuum analyze).
 *
 * How the likes are made without a round trip per row and without duplicates:
 * - `bench_pool` lists the visible members (finished sign-up, not blocked or disabled) per gender, each
 *   with a rank k in a random order (hashint4), and `bench_pool_sizes` the size of each gender's pool.
 * - Each member of the pool acts T times (T from 0.2 to 1.8 times the average, by a hash), on members of
 *   the genders they want (interested_in, in turn). Action j of T picks rank
 *   k = 1 + j + floor((n - T) * ((j + f) / T)^2) in the wanted gender's pool (n members, f a per-member
 *   offset): strictly increasing in j, so one member never acts twice on another, and quadratic, so low
 *   ranks are picked far more often: a few members receive thousands of likes, the median member about 15.
 * - Every fifth action is a pass, the rest are likes; one like in twenty (by hash) is answered: the
 *   reverse like is added unless it exists already, and every answered pair is a match (5 % of them
 *   ended, a fifth of the active ones with photos unlocked by an accepted request, more pending or declined).
 * The indexes of the big tables (primary keys included, unless a foreign key needs one) are dropped before
 * the load and built after it; the load runs with session_replication_role = replica, which skips the per-row
 * foreign key triggers (every id comes from `members`, so the constraints hold by construction), and the
 * independent inserts and index builds run side by side on their own connections.
 */
import type { BenchDatabase } from './database';

/** Tables of this file whose indexes are built after the load (see dropIndexes). */
export const SOCIAL_TABLES = ['member_likes', 'member_passes', 'member_matches', 'photo_requests'];

export type SeedStep = { label: string; sql: string } | { label: string; run: (db: BenchDatabase) => Promise<void> };

/** Session settings of every seeding connection: bulk-load memory, no wait for WAL flush, no per-row foreign key triggers. */
export const BULK_SESSION = `set maintenance_work_mem = '1GB'; set work_mem = '256MB'; set synchronous_commit = off; set session_replication_role = replica`;

/**
 * The actions of pool members, as rows (a = actor, p = the member acted on, j = the action's number):
 * `where` picks likes (j % 5 <> 4), passes (j % 5 = 4), a half of the actors, or the answered likes.
 */
const actions = (select: string, where: string) => `
select ${select}
from bench_pool a
cross join lateral generate_series(0, a.t - 1) as j
join bench_pool_sizes s on s.gi = a.wants[1 + j % cardinality(a.wants)]
join bench_pool p on p.gi = s.gi and p.k = 1 + j + floor(greatest(s.n - a.t, 0) * power((j + a.f) / a.t, 2))::int
where ${where} and j < s.n and p.id <> a.id and cardinality(a.wants) > 0`;

/** When an action happened: within the last 90 days, by a hash of the actor and the action's number. */
const ACTION_AT = `now() - make_interval(mins => (hashint4(a.i # (j * 7919)) & 2147483647) % 129600)`;
/** One like in twenty is answered (by hash, so the same on every run). */
const ANSWERED = `(hashint4(a.i # (j * 104729)) & 2147483647) % 100 < 5`;

/**
 * Drops the indexes of `tables` (primary keys and unique constraints too, unless a foreign key depends on
 * one) and remembers their definitions in bench_saved_indexes, for rebuildIndexes after the load.
 */
export function dropIndexes(tables: string[]): SeedStep {
  const list = `array[${tables.map((t) => `'${t}'::regclass`).join(', ')}]`;
  return {
    label: `drop the indexes of ${tables.join(', ')} (built again after the load)`,
    sql: `
drop table if exists bench_saved_indexes;
create unlogged table bench_saved_indexes (tbl text, name text, def text, is_constraint boolean, seq serial);
do $$
declare r record;
begin
  for r in
    select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def from pg_constraint c
    where c.conrelid = any(${list}) and c.contype in ('p', 'u')
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)
  loop
    insert into bench_saved_indexes (tbl, name, def, is_constraint) values (r.tbl, r.name, r.def, true);
    execute format('alter table %I drop constraint %I', r.tbl, r.name);
  end loop;
  for r in
    select i.indrelid::regclass::text as tbl, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = any(${list}) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
  loop
    insert into bench_saved_indexes (tbl, name, def, is_constraint) values (r.tbl, r.name, r.def, false);
    execute format('drop index %I', r.name);
  end loop;
end $$`,
  };
}

/** Builds every index dropIndexes dropped, two at a time (largest tables first), then attaches the constraints. */
export function rebuildIndexes(): SeedStep {
  return {
    label: 'build the dropped indexes again, two at a time',
    run: async (db) => {
      const saved = await db.query<{ tbl: string; name: string; def: string; is_constraint: boolean }>(
        'select tbl, name, def, is_constraint from bench_saved_indexes order by seq',
      );
      const sizes = new Map(
        (
          await db.query<{ tbl: string; bytes: string }>(
            `select relname as tbl, pg_relation_size(oid) as bytes from pg_class where relname in (select tbl from bench_saved_indexes)`,
          )
        ).map((t) => [t.tbl, Number(t.bytes)]),
      );
      // A primary key or unique constraint: its unique index is built like the others, then attached.
      const builds = saved
        .map((s) => ({
          bytes: sizes.get(s.tbl) ?? 0,
          sql: s.is_constraint
            ? `create unique index "${s.name}" on "${s.tbl}" ${s.def.replace(/^(PRIMARY KEY|UNIQUE)\s*/, '')}`
            : s.def,
        }))
        .sort((x, y) => y.bytes - x.bytes);
      await db.execParallel(
        builds.map((b) => b.sql),
        BULK_SESSION,
        2,
      );
      for (const s of saved.filter((c) => c.is_constraint)) {
        await db.exec(
          `alter table "${s.tbl}" add constraint "${s.name}" ${s.def.startsWith('PRIMARY KEY') ? 'primary key' : 'unique'} using index "${s.name}"`,
        );
      }
      await db.exec('drop table bench_saved_indexes');
    },
  };
}

/** The social tables' rows; run between dropIndexes (with SOCIAL_TABLES) and rebuildIndexes, except the last step (blocks), after it. */
export function socialSeedStatements(likes: number): { load: SeedStep[]; afterIndexes: SeedStep[] } {
  const likeTarget = Math.max(0, Math.floor(likes));
  const steps: SeedStep[] = [
    {
      label: 'pool of visible members per gender (bench_pool)',
      sql: `
drop table if exists bench_pool, bench_pool_sizes, bench_mutual, bench_mutual_existing;
create unlogged table bench_pool as
select m.id, substr(m.phone, 5)::int as i, m.gender as g, (array_position(array['female', 'male', 'non-binary'], m.gender) - 1)::smallint as gi,
  row_number() over (partition by m.gender order by hashint4(substr(m.phone, 5)::int # 99991), m.id)::int as k,
  array(select (array_position(array['female', 'male', 'non-binary'], w) - 1)::smallint from jsonb_array_elements_text(m.interested_in) as w) as wants,
  0 as t, ((hashint4(substr(m.phone, 5)::int # 31337) & 2147483647) % 1000) / 1000.0::float8 as f
from members m
where m.phone like '2347%' and m.completed_signup and not m.is_blocked and not m.disabled and m.gender in ('female', 'male', 'non-binary');
create unlogged table bench_pool_sizes as select gi, min(g) as g, count(*)::int as n from bench_pool group by gi;
-- Actions per member: likes are 4 in 5 actions, so the average T is likes / (0.8 * pool).
update bench_pool set t = greatest(1, round((0.2 + 1.6 * (((hashint4(i # 4242) & 2147483647) % 1000) / 1000.0))
  * ${likeTarget} / (0.8 * (select greatest(count(*), 1) from bench_pool))))::int;
create unique index bench_pool_rank on bench_pool (gi, k);
create unique index bench_pool_id on bench_pool (id);
analyze bench_pool;
analyze bench_pool_sizes`,
    },
    {
      label: `likes (about ${likeTarget.toLocaleString('en')}, skewed), passes and the answers to 5 % of the likes, side by side`,
      run: (db) =>
        db.execParallel(
          [
            `insert into member_likes (liker_id, liked_id, created_at) ${actions(`a.id, p.id, ${ACTION_AT}`, 'j % 5 <> 4 and a.i % 2 = 0')}`,
            `insert into member_likes (liker_id, liked_id, created_at) ${actions(`a.id, p.id, ${ACTION_AT}`, 'j % 5 <> 4 and a.i % 2 = 1')}`,
            `insert into member_passes (passer_id, passed_id, created_at) ${actions(`a.id, p.id, ${ACTION_AT}`, 'j % 5 = 4')}`,
            `create unlogged table bench_mutual as ${actions(`p.id as liker_id, a.id as liked_id, least(now(), ${ACTION_AT} + make_interval(mins => 1 + (hashint4(a.i # j) & 4095))) as created_at`, `j % 5 <> 4 and ${ANSWERED}`)}`,
          ],
          BULK_SESSION,
          3,
        ),
    },
    {
      label: 'answered likes (the reverse like, unless it is there already)',
      sql: `
${BULK_SESSION};
-- Pairs that already like each other both ways (an inner hash join on the small side; PostgreSQL 15 has no right anti join).
create unlogged table bench_mutual_existing as
select b.liker_id, b.liked_id from bench_mutual b join member_likes l on l.liker_id = b.liker_id and l.liked_id = b.liked_id;
insert into member_likes (liker_id, liked_id, created_at)
select b.liker_id, b.liked_id, b.created_at from bench_mutual b
where not exists (select 1 from bench_mutual_existing e where e.liker_id = b.liker_id and e.liked_id = b.liked_id)`,
    },
    {
      label: 'matches (every answered pair; 5 % ended, a fifth of the rest with photos unlocked)',
      sql: `
insert into member_matches (member_low_id, member_high_id, created_at, ended_at, photos_unlocked_at, low_revoked_at)
select low, high, at,
  case when h % 100 < 5 then at + interval '2 days' end,
  case when h % 100 >= 5 and h % 100 < 24 then at + interval '1 day' end,
  case when h % 100 = 23 then at + interval '3 days' end
from (
  select distinct on (least(liker_id, liked_id), greatest(liker_id, liked_id))
    least(liker_id, liked_id) as low, greatest(liker_id, liked_id) as high, created_at as at, (hashtext(liker_id::text || liked_id::text) & 2147483647) as h
  from bench_mutual
  order by least(liker_id, liked_id), greatest(liker_id, liked_id)) pairs`,
    },
    {
      label: 'photo requests (accepted for every unlock, some pending or declined)',
      sql: `
insert into photo_requests (match_id, asker_id, recipient_id, state, created_at, expires_at, responded_at)
select id, case when low_asks then member_low_id else member_high_id end, case when low_asks then member_high_id else member_low_id end,
  state, at, at + interval '7 days', case when state <> 'pending' then at + interval '1 hour' end
from (
  select id, member_low_id, member_high_id, hashtext(id::text) % 2 = 0 as low_asks,
    case when photos_unlocked_at is not null then 'accepted' when (hashtext(id::text) & 2147483647) % 100 < 8 then 'declined' else 'pending' end as state,
    case when photos_unlocked_at is not null then photos_unlocked_at - interval '1 hour' else least(now(), created_at + interval '1 day') end as at
  from member_matches where ended_at is null and (photos_unlocked_at is not null or (hashtext(id::text) & 2147483647) % 100 < 20)) r;
set session_replication_role = origin`,
    },
    {
      label: 'blocks (one member in a hundred blocks someone), with their likes and matches removed',
      sql: `
insert into member_blocks (blocker_id, blocked_id, created_at)
select a.id, p.id, now() - make_interval(days => a.i % 60)
from bench_pool a join bench_pool_sizes s on s.gi = a.gi join bench_pool p on p.gi = a.gi and p.k = 1 + (hashint4(a.i # 555) & 2147483647) % s.n
where a.i % 100 = 3 and p.id <> a.id
on conflict do nothing;
delete from member_likes l using member_blocks b where l.liker_id = b.blocker_id and l.liked_id = b.blocked_id;
delete from member_likes l using member_blocks b where l.liker_id = b.blocked_id and l.liked_id = b.blocker_id;
update member_matches m set ended_at = b.created_at from member_blocks b
where m.ended_at is null and m.member_low_id = least(b.blocker_id, b.blocked_id) and m.member_high_id = greatest(b.blocker_id, b.blocked_id);
drop table if exists bench_mutual, bench_mutual_existing`,
    },
  ];
  return { load: steps.slice(0, -1), afterIndexes: steps.slice(-1) };
}
