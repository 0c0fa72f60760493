import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { sqlFragment } from '../../db/routines';
import { RISK_WINDOW_DAYS, type RiskFacts } from './risk';

/* What the queue reads of other modules' tables (reports, detections, photos, faces, messages, blocks, sessions). */

const rowsOf = <T extends z.ZodTypeAny>(schema: T, result: unknown): z.infer<T>[] =>
  z.array(schema).parse((result as { rows: unknown[] }).rows);

/** Members with a signal in the window: who the risk run looks at (everyone else scores only account facts). */
export async function riskCandidates(db: DbOrTx, at: Date): Promise<string[]> {
  const since = new Date(at.getTime() - RISK_WINDOW_DAYS * 86_400_000);
  const result = await db.execute(sql`
    select member_id from text_detections where created_at > ${since}
    union select reported_member_id from reports where created_at > ${since} and reported_member_id is not null
    union select blocked_id from member_blocks where created_at > ${since}`);
  return rowsOf(z.object({ member_id: z.string() }), result).map((r) => r.member_id);
}

const factsRow = z.object({
  member_id: z.string(),
  detection_weight: z.coerce.number(),
  detections: z.coerce.number(),
  reporters: z.coerce.number(),
  blockers: z.coerce.number(),
  opened: z.coerce.number(),
  answered: z.coerce.number(),
  age_days: z.coerce.number(),
  verified: z.boolean(),
  shared_device_accounts: z.coerce.number(),
  re_registered: z.boolean(),
});

/** The facts each signal of the risk score reads (decision 0151), for existing members among `memberIds`. */
export async function riskFacts(db: DbOrTx, memberIds: string[], at: Date): Promise<RiskFacts[]> {
  if (memberIds.length === 0) return [];
  const since = new Date(at.getTime() - RISK_WINDOW_DAYS * 86_400_000);
  const ids = sql.join(
    memberIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select m.id as member_id,
      coalesce(d.weight, 0) as detection_weight, coalesce(d.n, 0) as detections,
      (select count(distinct r.reporter_id) from reports r where r.reported_member_id = m.id and r.created_at > ${since}) as reporters,
      (select count(*) from member_blocks b where b.blocked_id = m.id and b.created_at > ${since}) as blockers,
      coalesce(c.opened, 0) as opened, coalesce(c.answered, 0) as answered,
      extract(epoch from (${at}::timestamptz - m.created_at)) / 86400 as age_days,
      ${sqlFragment('member_verified', { member: sql`m.id` })} as verified,
      (select count(distinct o.member_id) from member_sessions s join member_sessions o
          on o.device_id = s.device_id and o.member_id <> s.member_id
        where s.member_id = m.id and s.device_id is not null) as shared_device_accounts,
      m.re_registered_at is not null as re_registered
    from members m
    left join lateral (
      select sum(t.weight) as weight, count(*) as n
      from text_detections t where t.member_id = m.id and t.created_at > ${since}) d on true
    left join lateral (
      select count(*) filter (where first_sender = m.id) as opened,
        count(*) filter (where first_sender = m.id and answered) as answered
      from (
        select (array_agg(x.sender_id order by x.seq))[1] as first_sender, bool_or(x.sender_id <> m.id) as answered
        from member_matches mm join match_messages x on x.match_id = mm.id
        where (mm.member_low_id = m.id or mm.member_high_id = m.id) and mm.created_at > ${since}
        group by mm.id) conversations) c on true
    where m.id in (${ids})`);
  return rowsOf(factsRow, result).map((r) => ({
    memberId: r.member_id,
    detectionWeight: r.detection_weight,
    detections: r.detections,
    reporters: r.reporters,
    blockers: r.blockers,
    opened: r.opened,
    answered: r.answered,
    accountAgeDays: r.age_days,
    verified: r.verified,
    sharedDeviceAccounts: r.shared_device_accounts,
    reRegistered: r.re_registered,
  }));
}

const memberRow = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  bio: z.string(),
});
export async function memberBasics(db: DbOrTx, memberId: string) {
  const result = await db.execute(
    sql`select id, first_name, last_name, phone, bio from members where id = ${memberId}`,
  );
  return rowsOf(memberRow, result)[0];
}

const reportRow = z.object({
  id: z.string(),
  kind: z.string(),
  reason: z.string(),
  reason_code: z.string(),
  reporter_id: z.string(),
  reported_member_id: z.string().nullable(),
  reported_phone_hash: z.string().nullable(),
  photo_id: z.string().nullable(),
  message_id: z.string().nullable(),
  message_excerpt: z.unknown().nullable(),
  status: z.string(),
});
export async function reportSource(db: DbOrTx, reportId: string) {
  const result = await db.execute(sql`
    select id, kind, reason, reason_code, reporter_id, reported_member_id, reported_phone_hash, photo_id, message_id, message_excerpt, status
    from reports where id = ${reportId}`);
  return rowsOf(reportRow, result)[0];
}

const detectionRow = z.object({
  id: z.string(),
  member_id: z.string(),
  source: z.string(),
  kind: z.string(),
  rules: z.unknown(),
  message_id: z.string().nullable(),
});
export async function detectionSource(db: DbOrTx, detectionId: string) {
  const result = await db.execute(sql`
    select d.id, d.member_id, d.source, d.kind, d.rules, d.message_id from text_detections d where d.id = ${detectionId}`);
  return rowsOf(detectionRow, result)[0];
}

const photoRow = z.object({
  id: z.string(),
  member_id: z.string(),
  public_id: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
});
export async function photoSource(db: DbOrTx, photoId: string) {
  const result = await db.execute(
    sql`select id, member_id, public_id, status, reason from member_photos where id = ${photoId}`,
  );
  return rowsOf(photoRow, result)[0];
}
