import { and, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { beforeKey, cursorTime, type KeysetKey } from '../../db/paging/keyset-cursor';
import { rowsOf } from '../../db/rows';
import { matchEvidence } from '../../db/schema';

export type EvidenceRow = typeof matchEvidence.$inferSelect;

/**
 * Copies the match's last `limit` messages and both sides' first names and blyndmojis into its evidence, in one
 * statement of the transaction that ends the match (decision 0154). Only a match this transaction is ending:
 * one it ended at `endedAt` (unmatch, block), or, for a deletion, one still active. An already-ended match (a
 * block after an unmatch) is left as it is, and a match that already has evidence keeps it.
 */
export async function insertEvidence(
  tx: DbOrTx,
  matchId: string,
  endedAt: Date,
  limit: number,
  ending: 'ended-now' | 'active',
) {
  await tx.execute(sql`
    insert into match_evidence (match_id, member_low_id, member_high_id, low_first_name, low_avatar, high_first_name,
      high_avatar, messages, ended_at)
    select m.id, m.member_low_id, m.member_high_id, lo.first_name, lo.avatar, hi.first_name, hi.avatar,
      coalesce((
        select jsonb_agg(jsonb_build_object('_id', x.id, 'seq', x.seq, 'senderId', x.sender_id, 'text', x.text,
          'sentAt', to_char(x.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
          'kind', x.kind, 'attachmentId', x.attachment_id) order by x.seq)
        from (select id, seq, sender_id, text, created_at, kind, attachment_id from match_messages
              where match_id = m.id order by seq desc limit ${limit}) x
      ), '[]'::jsonb),
      ${endedAt}
    from member_matches m
    join members lo on lo.id = m.member_low_id
    join members hi on hi.id = m.member_high_id
    where m.id = ${matchId}
      and ${ending === 'active' ? sql`m.ended_at is null` : sql`m.ended_at = ${endedAt}`}
    on conflict (match_id) do nothing`);
}

/**
 * Before an account is deleted: its side of every evidence row keeps the phone's HMAC (decision 0079), so the
 * other side's report still names the deleted account when the foreign key empties the member id.
 */
export async function markDeletedSide(tx: DbOrTx, memberId: string, phoneHash: string) {
  await tx.update(matchEvidence).set({ lowPhoneHash: phoneHash }).where(eq(matchEvidence.memberLowId, memberId));
  await tx.update(matchEvidence).set({ highPhoneHash: phoneHash }).where(eq(matchEvidence.memberHighId, memberId));
}

const mine = (memberId: string) =>
  or(eq(matchEvidence.memberLowId, memberId), eq(matchEvidence.memberHighId, memberId)) as SQL;

/** The member's evidence rows ended after `since`, newest first, from after the cursor. */
export const listEvidencePage = (
  db: DbOrTx,
  memberId: string,
  since: Date,
  after: KeysetKey | undefined,
  limit: number,
) =>
  db
    .select({
      matchId: matchEvidence.matchId,
      memberLowId: matchEvidence.memberLowId,
      lowFirstName: matchEvidence.lowFirstName,
      lowAvatar: matchEvidence.lowAvatar,
      highFirstName: matchEvidence.highFirstName,
      highAvatar: matchEvidence.highAvatar,
      endedAt: matchEvidence.endedAt,
      at: cursorTime(matchEvidence.endedAt),
    })
    .from(matchEvidence)
    .where(
      and(
        mine(memberId),
        gt(matchEvidence.endedAt, since),
        after ? beforeKey(matchEvidence.endedAt, matchEvidence.matchId, after) : undefined,
      ),
    )
    .orderBy(desc(matchEvidence.endedAt), desc(matchEvidence.matchId))
    .limit(limit);

/** The evidence of one ended match of the member's, ended after `since`; undefined for anyone else's. */
export const findEvidenceOf = (db: DbOrTx, memberId: string, matchId: string, since: Date) =>
  db
    .select()
    .from(matchEvidence)
    .where(and(eq(matchEvidence.matchId, matchId), mine(memberId), gt(matchEvidence.endedAt, since)))
    .then((rows) => rows[0]);

/**
 * Deletes evidence of matches that ended at or before `cutoff`, answering the attachments its messages named; what
 * reports copied lives in the reports.
 */
export async function deleteEvidenceEndedBy(
  db: DbOrTx,
  cutoff: Date,
): Promise<{ purged: number; attachmentIds: string[] }> {
  const result = await db.execute(sql`
    with gone as (delete from match_evidence where ended_at <= ${cutoff} returning match_id, messages)
    select (select count(*) from gone)::int as purged,
      coalesce((select array_agg(distinct e->>'attachmentId') from gone, jsonb_array_elements(gone.messages) e
        where e->>'attachmentId' is not null), '{}') as attachment_ids`);
  const [row] = rowsOf<{ purged: number; attachment_ids: string[] }>(result);
  return { purged: Number(row?.purged ?? 0), attachmentIds: row?.attachment_ids ?? [] };
}
