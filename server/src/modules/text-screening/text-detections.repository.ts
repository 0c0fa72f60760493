import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlFragment } from '../../db/routines';

/** One detection to record, before `early` is known (it is read from the author's row). */
export type DetectionToRecord = { kind: string; rules: string[]; weight: number; earlyWeight: number };

export type DetectionPlace =
  { source: 'message'; matchId: string; messageId: string; seq: number } | { source: 'bio' | 'prompt' };

/** A pair's messages up to this seq are its first ones: a money request or a phone number there counts more. */
export const EARLY_MESSAGE_SEQ = 5;
/** An account younger than this is new. */
const NEW_ACCOUNT_DAYS = 7;

/**
 * Records detections in the author's text (decision 0150). `early` is decided here from what the database holds: a
 * pair's first five messages, an account younger than 7 days, or an author without the verified badge (the one
 * `member_verified` fragment); the weight is the early one then. A message's detections are recorded once whatever
 * retries do.
 */
export async function insertTextDetections(
  db: DbOrTx,
  memberId: string,
  place: DetectionPlace,
  detections: DetectionToRecord[],
  now: Date,
): Promise<void> {
  if (detections.length === 0) return;
  const asRecords = detections.map((d) => ({
    kind: d.kind,
    rules: d.rules,
    weight: d.weight,
    early_weight: d.earlyWeight,
  }));
  const message = place.source === 'message' ? place : undefined;
  const earlyInPair = message ? sql`${message.seq} <= ${EARLY_MESSAGE_SEQ}` : sql`false`;
  await db.execute(sql`
    insert into text_detections (member_id, source, match_id, message_id, kind, rules, weight, early, created_at)
    select a.id, ${place.source}, ${message?.matchId ?? null}::uuid, ${message?.messageId ?? null}::uuid, d.kind, d.rules,
      case when e.early then d.early_weight else d.weight end, e.early, ${now.toISOString()}::timestamptz
    from members a
    cross join lateral (select (${earlyInPair}
      or a.created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${NEW_ACCOUNT_DAYS})
      or not coalesce(${sqlFragment('member_verified', { member: sql`a.id` })}, false)) as early) e
    cross join jsonb_to_recordset(${JSON.stringify(asRecords)}::jsonb) as d(kind text, rules jsonb, weight real, early_weight real)
    where a.id = ${memberId}
    on conflict (message_id, kind) where message_id is not null do nothing`);
}
