/**
 * Set-based SQL for the social tables of MEMBER-API §5 at scale: likes (default 20 per member, so
 * 20,000,000 at a million members), passes, mutual likes with their matches, photo requests and unlocks,
 * and blocks. Runs after seed-sql.ts's members (before its final vacuum analyze).
 *
 * How the likes are made without a single per-row round trip and without duplicates:
 * - `bench_pool` lists the visible members (finished sign-up, not blocked or disabled) per gender, each
 *   with a rank k in a random order (hashint4), and `bench_pool_sizes` the size of each gender's pool.
 * - Each member of the pool acts T times (T from 0.2 to 1.8 times the average, by a hash), on members of
 *   the genders they want (interested_in, in turn). Action j of T picks rank
 *   k = 1 + j + floor((n - T) * ((j + f) / T)^2) in the wanted gender's pool (n members, f a per-member
 *   offset): strictly increasing in j, so one member never acts twice on another, and quadratic, so low
 *   ranks are picked far more often: a few members receive thousands of likes, the median some ten.
 * - Every fifth action is a pass, the rest are likes.
 * - About 5 % of likes are answered (the reverse like is added unless it already exists), and every
 *   answered pair is a match (5 % of matches ended, a fifth of the active ones with photos unlocked by an
 *   accepted photo request, more requests pending or declined).
 * Indexes (primary keys included, unless a foreign key needs them) of the big tables are dropped before the
 * load and built after it, and the load runs with session_replication_role = replica, which skips the
 * per-row foreign key triggers: every id comes from `members`, so the constraints hold by construction.
 */

/** Big tables whose indexes are built after the load. */
const REBUILT = ['member_likes', 'member_passes', 'member_matches'];

export function socialSeedStatements(members: number, likes: number): { label: string; sql: string }[] {
  const n = Math.max(1, Math.floor(members));
  const likeTarget = Math.max(0, Math.floor(likes));
  const tables = `array[${REBUILT.map((t) => `'${t}'::regclass`).join(', ')}]`;
  return [
    {
      label: 'pool of visible members per gender (bench_pool)',
      sql: `
set maintenance_work_mem = '1GB';
set work_mem = '256MB';
set synchronous_commit = off;
drop table if exists bench_pool, bench_pool_sizes, bench_mutual, bench_mutual_existing, bench_saved_indexes;
create unlogged table bench_pool as
select m.id, substr(m.phone, 5)::int as i, m.gender as g,
  row_number() over (partition by m.gender order by hashint4(substr(m.phone, 5)::int # 99991), m.id)::int as k,
  array(select jsonb_array_elements_text(m.interested_in)) as wants,
  0 as t, ((hashint4(substr(m.phone, 5)::int # 31337) & 2147483647) % 1000) / 1000.0::float8 as f
from members m
where m.phone like '2347%' and m.completed_signup and not m.is_blocked and not m.disabled and m.gender is not null;
create unlogged table bench_pool_sizes as select g, count(*)::int as n from bench_pool group by g;
-- Actions per member: likes are 4 in 5 actions, so the average T is likes / (0.8 * pool).
update bench_pool set t = greatest(1, round((0.2 + 1.6 * (((hashint4(i # 4242) & 2147483647) % 1000) / 1000.0))
  * ${likeTarget} / (0.8 * (select greatest(count(*), 1) from bench_pool))))::int;
create unique index bench_pool_rank on bench_pool (g, k);
analyze bench_pool;
analyze bench_pool_sizes`,
    },
    {
      label: 'drop the indexes of member_likes, member_passes, member_matches (built again after the load)',
      sql: `
create unlogged table bench_saved_indexes (tbl text, name text, def text, is_constraint boolean, seq serial);
do $$
declare r record;
begin
  for r in
    select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def from pg_constraint c
    where c.conrelid = any(${tables}) and c.contype in ('p', 'u')
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)
  loop
    insert into bench_saved_indexes (tbl, name, def, is_constraint) values (r.tbl, r.name, r.def, true);
    execute format('alter table %I drop constraint %I', r.tbl, r.name);
  end loop;
  for r in
    select i.indrelid::regclass::text as tbl, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
    where i.indrelid = any(${tables}) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
  loop
    insert into bench_saved_indexes (tbl, name, def, is_constraint) values (r.tbl, r.name, r.def, false);
    execute format('drop index %I', r.name);
  end loop;
end $$`,
    },
    {
      label: `likes (about ${likeTarget.toLocaleString('en')}, skewed)`,
      sql: `
set session_replication_role = replica;
insert into member_likes (liker_id, liked_id, created_at)
select a.id, p.id, now() - make_interval(mins => (hashint4(a.i # (j * 7919)) & 2147483647) % 129600)
from bench_pool a
cross join lateral generate_series(0, a.t - 1) as j
join bench_pool_sizes s on s.g = a.wants[1 + j % cardinality(a.wants)]
join bench_pool p on p.g = s.g and p.k = 1 + j + floor(greatest(s.n - a.t, 0) * power((j + a.f) / a.t, 2))::int
where j % 5 <> 4 and j < s.n and p.id <> a.id and cardinality(a.wants) > 0`,
    },
    {
      label: 'passes (one action in five)',
      sql: `
insert into member_passes (passer_id, passed_id, created_at)
select a.id, p.id, now() - make_interval(mins => (hashint4(a.i # (j * 7919)) & 2147483647) % 129600)
from bench_pool a
cross join lateral generate_series(0, a.t - 1) as j
join bench_pool_sizes s on s.g = a.wants[1 + j % cardinality(a.wants)]
join bench_pool p on p.g = s.g and p.k = 1 + j + floor(greatest(s.n - a.t, 0) * power((j + a.f) / a.t, 2))::int
where j % 5 = 4 and j < s.n and p.id <> a.id and cardinality(a.wants) > 0`,
    },
    {
      label: 'answered likes (about 5 %)',
      sql: `
create unlogged table bench_mutual as
select liked_id as liker_id, liker_id as liked_id, created_at + make_interval(mins => 1 + (hashtext(liker_id::text) & 4095)) as created_at
from member_likes tablesample bernoulli (5) repeatable (16);
-- Pairs that already like each other both ways (an inner hash join on the small side; PostgreSQL 15 has no right anti join).
create unlogged table bench_mutual_existing as
select b.liker_id, b.liked_id from bench_mutual b join member_likes l on l.liker_id = b.liker_id and l.liked_id = b.liked_id;
insert into member_likes (liker_id, liked_id, created_at)
select b.liker_id, b.liked_id, least(b.created_at, now()) from bench_mutual b
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
    least(liker_id, liked_id) as low, greatest(liker_id, liked_id) as high, least(created_at, now()) as at, (hashtext(liker_id::text || liked_id::text) & 2147483647) as h
  from bench_mutual
  order by least(liker_id, liked_id), greatest(liker_id, liked_id)) pairs`,
    },
    {
      label: 'build the dropped indexes again',
      sql: `
set session_replication_role = origin;
do $$
declare r record;
begin
  for r in select * from bench_saved_indexes order by is_constraint desc, seq loop
    if r.is_constraint then execute format('alter table %I add constraint %I %s', r.tbl, r.name, r.def);
    else execute r.def;
    end if;
  end loop;
end $$`,
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
    case when photos_unlocked_at is not null then photos_unlocked_at - interval '1 hour' else least(now(), created_at + interval '1 day') end as at,
    photos_unlocked_at
  from member_matches where ended_at is null and (photos_unlocked_at is not null or (hashtext(id::text) & 2147483647) % 100 < 20)) r`,
    },
    {
      label: 'blocks (one member in a hundred blocks someone), with their likes and matches removed',
      sql: `
insert into member_blocks (blocker_id, blocked_id, created_at)
select a.id, p.id, now() - make_interval(days => a.i % 60)
from bench_pool a join bench_pool_sizes s on s.g = a.g join bench_pool p on p.g = a.g and p.k = 1 + (hashint4(a.i # 555) & 2147483647) % s.n
where a.i % 100 = 3 and p.id <> a.id
on conflict do nothing;
delete from member_likes l using member_blocks b where l.liker_id = b.blocker_id and l.liked_id = b.blocked_id;
delete from member_likes l using member_blocks b where l.liker_id = b.blocked_id and l.liked_id = b.blocker_id;
update member_matches m set ended_at = b.created_at from member_blocks b
where m.ended_at is null and m.member_low_id = least(b.blocker_id, b.blocked_id) and m.member_high_id = greatest(b.blocker_id, b.blocked_id);
drop table if exists bench_mutual, bench_mutual_existing, bench_saved_indexes`,
    },
  ];
}
