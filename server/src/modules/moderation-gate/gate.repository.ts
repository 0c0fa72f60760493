import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RestrictionKind } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { moderationAppeals, moderationRestrictions } from '../../db/schema';

/*
 * The reads the like path, the chat's first message and the sign-in make of moderation's tables (decision 0153). A
 * module of their own so that those paths need not import the moderation module, which calls into them.
 */

/** Standing now: not lifted, and not past its end (a suspension the lift job has not reached yet still stands). */
const standing = (at: Date) =>
  and(
    isNull(moderationRestrictions.liftedAt),
    or(isNull(moderationRestrictions.endsAt), sql`${moderationRestrictions.endsAt} > ${at}`),
  );

/** Whether a limit of this kind stands on the member (the partial standing index answers it). */
export async function hasStandingRestriction(db: DbOrTx, memberId: string, kind: RestrictionKind, at: Date) {
  const rows = await db
    .select({ id: moderationRestrictions.id })
    .from(moderationRestrictions)
    .where(and(eq(moderationRestrictions.memberId, memberId), eq(moderationRestrictions.kind, kind), standing(at)))
    .limit(1);
  return rows.length > 0;
}

/** The standing suspension or ban of a member, or of the phone a banned account was deleted from. */
export async function standingExclusion(db: DbOrTx, memberId: string, phoneHash: string, at: Date) {
  const [row] = await db
    .select()
    .from(moderationRestrictions)
    .where(
      and(
        or(eq(moderationRestrictions.memberId, memberId), eq(moderationRestrictions.phoneHash, phoneHash)),
        sql`${moderationRestrictions.kind} in ('suspended', 'banned')`,
        standing(at),
      ),
    )
    // A ban outranks a suspension.
    .orderBy(sql`${moderationRestrictions.kind} = 'banned' desc`, desc(moderationRestrictions.startsAt))
    .limit(1);
  return row;
}

/** Whether a decision was appealed already (an appeal token is offered only once). */
export async function actionAppealed(db: DbOrTx, actionId: string) {
  const rows = await db
    .select({ id: moderationAppeals.id })
    .from(moderationAppeals)
    .where(eq(moderationAppeals.actionId, actionId))
    .limit(1);
  return rows.length > 0;
}

/** Whether a conversation has any message yet (a reply to it is not a new conversation). */
export async function conversationStarted(db: DbOrTx, matchId: string) {
  const result = await db.execute(
    sql`select exists (select 1 from match_messages where match_id = ${matchId}) as started`,
  );
  return z.array(z.object({ started: z.boolean() })).parse((result as { rows: unknown[] }).rows)[0]?.started ?? false;
}
