import { BLYNDMOJIS, INTERESTS, MEMBER_VALUE_IDS, PROFILE_PROMPT_IDS, RELATIONSHIP_GOAL_IDS } from '@blynd/shared';
import { DEMO_PROMPT_ANSWERS } from '../../server/src/db/seed/compatibility-answers';
import { DEMO_BIOS } from '../../server/src/db/seed/generate';
/**
 * Set-based SQL that adds `members` synthetic members and everything around them in a few statements
 * (INSERT ... SELECT FROM generate_series), so a million rows take minutes, not hours. It runs after the
 * server has migrated and seeded the demo data set, so plans, badges and the admin already exist.
 * Phones are 2347 + 9 digits (the demo set uses 234803...), dates of birth follow from the index, so
 * the runner can confirm any bench member's details without reading them back.
 * Member i: gender, preferences, discoverable and photosPublic follow from hashint4 of i (not i modulo
 * something, which would tie them to the sign-up, premium and block rules below); ages 18–60 evenly.
 * Profiles read like the demo members' (server/src/db/seed): a bio of theirs, a blyndmoji and, for five in six,
 * one to three prompt answers, so a discover card is as large as a real one (the LCP of /app/discover, issue 26).
 */
/** Born 1966-12-01 to 2008-10-20: 18 to 59 on 2026-11-24. */
const DOB_SPAN_DAYS = 15_300;
export const benchPhone = (i: number) => `07${String(i).padStart(9, '0')}`;
export const benchDob = (i: number) =>
  new Date(Date.UTC(1966, 11, 1) + (i % DOB_SPAN_DAYS) * 86_400_000).toISOString().slice(0, 10);
export const benchEmail = (i: number) => `bench.member${i}@example.com`;
/** Real photo files the bench writes to MEDIA_DIR; every seeded photo row points at one of them. */
export const BENCH_PHOTO_FILES = 12;
export const benchPhotoStorageId = (k: number) => `benchphoto${String(k).padStart(2, '0')}`;

const sqlArray = (items: readonly string[]) =>
  `(array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}])`;
/**
 * What the latent tastes are drawn from: 8 clusters, each with 5 interests of its own (positions 1–40; 41–45 are
 * anyone's), 2 values of its own (16 values) and a favourite goal. The quality simulation uses the same model.
 */
export const LATENT = {
  interests: sqlArray(INTERESTS),
  values: sqlArray(MEMBER_VALUE_IDS),
  goals: sqlArray(RELATIONSHIP_GOAL_IDS),
};

/** Prompt k (0–2) of member i, as demoCompatibilityAnswers picks them: the prompt at (i + 4k) mod 10, the demo's answer. */
const promptSql = (k: number) =>
  `jsonb_build_object('promptId', ${sqlArray(PROFILE_PROMPT_IDS)}[1 + (i + ${k * 4}) % ${PROFILE_PROMPT_IDS.length}], 'answer', ${sqlArray(DEMO_PROMPT_ANSWERS)}[1 + (i + ${k * 4}) % ${PROFILE_PROMPT_IDS.length}])`;
/** One member in six has answered no prompt (as the demo's); the rest one to three. */
const PROMPTS_SQL = `case when h8 = 5 then '[]'::jsonb when i % 3 = 0 then jsonb_build_array(${promptSql(0)})
    when i % 3 = 1 then jsonb_build_array(${promptSql(0)}, ${promptSql(1)})
    else jsonb_build_array(${promptSql(0)}, ${promptSql(1)}, ${promptSql(2)}) end`;

/** Tables loaded here whose indexes are dropped before the load and built after it (run.ts). */
export const BULK_LOADED_TABLES = ['members', 'signup_authentications', 'member_photos', 'payments', 'subscriptions'];

/** Twelve LGAs and their centres (server/src/lib/nigeria-places.json), numbered for the seed's pick. */
const PLACES_SQL = [
  ['Lagos', 'Ikeja', 6.595, 3.3423],
  ['Lagos', 'Surulere', 6.5054, 3.3539],
  ['Lagos', 'Alimosho', 6.5843, 3.257],
  ['Lagos', 'Eti-Osa', 6.4602, 3.5326],
  ['Abuja', 'Municipal Area Council', 8.9253, 7.2952],
  ['Abuja', 'Bwari', 9.2545, 7.3537],
  ['Rivers', 'Port Harcourt', 4.8156, 7.0498],
  ['Oyo', 'Ibadan North', 7.4116, 3.9256],
  ['Kano', 'Kano Municipal', 12.0303, 8.5205],
  ['Enugu', 'Enugu North', 6.5438, 7.4837],
  ['Kaduna', 'Kaduna North', 10.6463, 7.4407],
  ['Ogun', 'Abeokuta South', 7.1608, 3.3247],
]
  .map(([state, lga, lat, lng], n) => `(${n}, '${state}', '${lga}', ${lat}::float8, ${lng}::float8)`)
  .join(', ');

export function seedStatements(members: number): { label: string; sql: string }[] {
  const n = Math.max(1, Math.floor(members));
  const first = `(array['Ada','Tunde','Chiamaka','Ibrahim','Kemi','Emeka','Ngozi','Bola','Musa','Funke','Segun','Zainab','Obinna','Aisha','Yemi','Chidi','Halima','Femi','Nkechi','Sani',
    'Adaeze','Babajide','Chinedu','Damilola','Ebuka','Fatima','Gbenga','Hauwa','Ifeoma','Jumoke','Kelechi','Lola','Maryam','Nnamdi','Oluwaseun','Precious','Rukayat','Somto','Temitope','Uchenna'])`;
  const last = `(array['Okafor','Bakare','Eze','Musa','Adeyemi','Okeke','Lawal','Bello','Nwosu','Balogun','Obi','Danjuma','Ogunleye','Ibekwe','Suleiman','Afolabi','Uche','Yusuf','Adebayo','Olawale',
    'Abubakar','Chukwu','Dike','Ekwueme','Fashola','Garba','Ibe','Jibrin','Kalu','Mohammed','Nwachukwu','Odukoya','Oyelaran','Quadri','Sowore','Tijani','Udeh','Wike','Yakubu','Zubairu'])`;
  const states = `(array['Lagos','Oyo','Enugu','Kano','Rivers','Abuja','Kaduna','Delta','Ogun','Anambra'])`;
  return [
    {
      label: `${n} members`,
      sql: `
insert into members (first_name, last_name, email, phone, dob, gender, state, region, bio, income, earning_status,
  premium_until, earning_verified, liveness_verified, is_blocked, disabled, completed_signup, last_seen_at, created_at,
  interested_in, preferences, photos_public, discoverable, interests, values, relationship_goal, avatar, prompts)
select ${first}[1 + i % 40], ${last}[1 + (i / 40) % 40], 'bench.member' || i || '@example.com',
  '2347' || lpad(i::text, 9, '0'), dob, gender, ${states}[1 + (i / 7) % 10], '',
  ${sqlArray(DEMO_BIOS)}[1 + (h8 + i) % ${DEMO_BIOS.length}], inc,
  case when inc < 750000 then 'Upstart' when inc < 2500000 then 'Citizen' when inc < 5000000 then 'Investor' else 'Elite' end,
  case when i % 12 = 0 then now() + ((i % 30) || ' days')::interval when i % 12 = 1 then now() - ((i % 60) || ' days')::interval end,
  i % 9 = 0, i % 3 = 0, i % 97 = 0, i % 501 = 0, i % 10 <> 0,
  now() - ((i % 100000) || ' minutes')::interval,
  now() - interval '3 years' + (i::double precision / ${n}) * interval '3 years',
  to_jsonb(wants),
  -- One in ten has not set preferences yet; the rest want an age band around their own.
  case when h3 >= 10 then jsonb_build_object('genders', to_jsonb(wants), 'ageMin', greatest(18, age - 2 - h3 % 9), 'ageMax', least(60, age + 3 + h3 % 12)) end,
  h4 < 30, h4 % 20 <> 7,
  -- Latent tastes (for the compatibility ranking, decision 0090): one of 8 clusters gives most of a member's interests, values and goal.
  jsonb_build_array(${LATENT.interests}[1 + c * 5], ${LATENT.interests}[2 + c * 5], ${LATENT.interests}[case when h5 < 50 then 3 else 4 end + c * 5], ${LATENT.interests}[41 + h5 % 5]),
  case when h6 < 30 then '[]'::jsonb else jsonb_build_array(${LATENT.values}[1 + c * 2], ${LATENT.values}[2 + c * 2], ${LATENT.values}[1 + (c * 2 + 2 + h6 % 14) % 16]) end,
  case when h7 < 15 then null when h7 < 75 then ${LATENT.goals}[1 + c % 5] else ${LATENT.goals}[1 + h7 % 5] end,
  ${sqlArray(BLYNDMOJIS)}[1 + h5 % ${BLYNDMOJIS.length}],
  ${PROMPTS_SQL}
from (
  select i, inc, dob, gender, extract(year from age(current_date, dob))::int as age, h3, h4,
    (hashint4(i # 271828) & 2147483647) % 6 as h8,
    (hashint4(i # 97531) & 2147483647) % 8 as c, (hashint4(i # 1357911) & 2147483647) % 100 as h5,
    (hashint4(i # 8642) & 2147483647) % 100 as h6, (hashint4(i # 31415) & 2147483647) % 100 as h7,
    case gender
      when 'female' then case when h2 < 86 then array['male'] when h2 < 95 then array['male','female'] else array['female'] end
      when 'male' then case when h2 < 89 then array['female'] when h2 < 95 then array['female','male'] else array['male'] end
      else case when h2 < 50 then array['female','male','non-binary'] else array['non-binary','female'] end
    end as wants
  from (
    select i, 50000 + (i::bigint * 7919) % 7000000 as inc, date '1966-12-01' + (i % ${DOB_SPAN_DAYS}) as dob,
      case when (hashint4(i) & 2147483647) % 100 < 48 then 'female' when (hashint4(i) & 2147483647) % 100 < 96 then 'male' else 'non-binary' end as gender,
      (hashint4(i # 1234567) & 2147483647) % 100 as h2, (hashint4(i # 7654321) & 2147483647) % 100 as h3, (hashint4(i # 2468013) & 2147483647) % 100 as h4
    from generate_series(1, ${n}) as i) g) s`,
    },
    {
      // Discovery filters (decision 0162): a place among twelve LGAs (their centres from the places data set),
      // religion, children, languages; one in five with preferences makes religion a dealbreaker, one in five a
      // distance of 50 or 200 km, the rest rank by languages.
      label: 'discovery fields (every member)',
      sql: `
update members m set place_state = p.state, place_lga = p.lga, place_lat = p.lat, place_lng = p.lng,
  religion = (array['christian','muslim','christian','muslim','traditional','none'])[1 + d.h % 6],
  kids_has = d.h % 4 = 0, kids_wants = (array['yes','no','not-sure'])[1 + d.h % 3],
  languages = jsonb_build_array('English', (array['Yoruba','Igbo','Hausa','Pidgin'])[1 + d.h % 4]),
  height_cm = 150 + d.h % 45,
  preferences = case when m.preferences is null then null
    when d.h2 < 20 then m.preferences || jsonb_build_object('religions', jsonb_build_object('value', jsonb_build_array((array['christian','muslim'])[1 + d.h % 2]), 'dealbreaker', true))
    when d.h2 < 40 then m.preferences || jsonb_build_object('distanceKm', jsonb_build_object('value', case when d.h % 2 = 0 then 50 else 200 end, 'dealbreaker', true))
    else m.preferences || jsonb_build_object('languages', jsonb_build_object('value', jsonb_build_array('Yoruba', 'Igbo'), 'dealbreaker', false)) end
from (select id, (hashint4(right(phone, 9)::int # 4711) & 2147483647) as h, (hashint4(right(phone, 9)::int # 8128) & 2147483647) % 100 as h2
  from members where phone like '2347%') d,
  (values ${PLACES_SQL}) as p(n, state, lga, lat, lng)
where m.id = d.id and p.n = d.h % 12`,
    },
    {
      label: 'signup authentications (one per member)',
      sql: `
insert into signup_authentications (member_id, phone, auth_step, is_blocked, created_at, updated_at)
select id, phone, case when completed_signup then 11 else (array[1,2,4,10])[1 + (hashtext(phone) & 2147483647) % 4] end, is_blocked, created_at, created_at
from members where phone like '2347%'`,
    },
    {
      label: 'photos (one in three members)',
      // Storage ids name one of the BENCH_PHOTO_FILES real files the runner writes, so photo bytes can be served.
      // As screened (decision 0147): approved, one in a hundred held for staff; the face matches where liveness passed.
      sql: `
insert into member_photos (member_id, url, public_id, flagged, status, face_match, created_at)
select id, '', 'benchphoto' || lpad((right(phone, 4)::int % ${BENCH_PHOTO_FILES})::text, 2, '0'), substr(phone, 13, 1) = '7' and substr(phone, 12, 1) = '7',
  case when substr(phone, 11, 2) = '33' then 'held' else 'approved' end, case when liveness_verified then 'match' else 'no-face' end, created_at
from members where phone like '2347%' and right(phone, 1) in ('1', '4', '7')`,
    },
    {
      label: 'verified faces (members whose liveness passed)',
      sql: `
insert into member_verified_faces (member_id, provider, source, template, status, verified_at)
select id, 'bench', 'liveness', '[]'::jsonb, 'verified', greatest(created_at + interval '1 day', now() - interval '300 days')
from members where phone like '2347%' and liveness_verified`,
    },
    {
      label: 'reports',
      sql: `
insert into reports (kind, reporter_id, reported_member_id, message_text, reason, created_at)
select (array['user','photo','message'])[1 + k % 3], a.id, b.id, case when k % 3 = 2 then 'Reported message text' end,
  (array['Spam','Harassment','Fake profile','Inappropriate photo'])[1 + k % 4], now() - (k || ' minutes')::interval
from generate_series(1, ${Math.max(10, Math.floor(n / 100))}) as k
join members a on a.phone = '2347' || lpad(((k * 37) % ${n} + 1)::text, 9, '0')
join members b on b.phone = '2347' || lpad(((k * 101) % ${n} + 1)::text, 9, '0')`,
    },
    {
      label: 'contact messages and their notifications',
      sql: `
with inserted as (
  insert into contact_messages (email, fullname, phone, subject, message, is_read, created_at, last_message_at)
  select 'asker' || k || '@example.com', 'Asker ' || k, '0803' || lpad(k::text, 7, '0'), 'Question ' || k,
    'I have a question about my account number ' || k || '.', k % 5 <> 0, now() - (k || ' minutes')::interval, now() - (k || ' minutes')::interval
  from generate_series(1, ${Math.max(10, Math.floor(n / 20))}) as k
  returning id, subject, is_read, created_at)
insert into system_notifications (title, message, category, is_read, contact_message_id, created_at)
select 'New message', subject, 'message', is_read, id, created_at from inserted`,
    },
    {
      label: 'payments (settled and not)',
      sql: `
insert into payments (reference, member_id, plan_id, plan_name, billing_type, amount, currency, email, status, created_at, updated_at, paid_at)
select 'BENCH-' || m.phone, m.id, p.id, p.name, case when m.premium_until is not null then 'monthly' else 'weekly' end,
  case when m.premium_until is not null then p.monthly_price else p.weekly_price end, 'NGN', m.email,
  case when m.premium_until is not null then 'success' when right(m.phone, 1) = '5' then 'abandoned' else 'failed' end,
  m.created_at, m.created_at, case when m.premium_until is not null then m.created_at end
from members m cross join lateral (select id, name, weekly_price, monthly_price from plans where weekly_price > 0 and not retired order by sort_order limit 1) p
where m.phone like '2347%' and (m.premium_until is not null or right(m.phone, 2) in ('05', '35'))`,
    },
    {
      label: 'subscriptions (one per paid payment)',
      sql: `
insert into subscriptions (member_id, plan_id, plan_name, billing_type, amount, reference, source, starts_at, ends_at, created_at)
select member_id, plan_id, plan_name, billing_type, amount, reference, 'paystack', coalesce(m.premium_until, now()) - interval '30 days', coalesce(m.premium_until, now()), p.created_at
from payments p join members m on m.id = p.member_id where p.reference like 'BENCH-%' and p.status = 'success'`,
    },
    { label: 'vacuum analyze (as autovacuum would after a bulk load)', sql: 'vacuum analyze' },
  ];
}
