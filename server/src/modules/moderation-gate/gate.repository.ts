import { and, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RestrictionKind } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { moderationAppeals, moderationRestrictions } from '../../db/schema';
import { restrictionStandsAt, restrictionStandsOn } from '../../db/schema/restriction-expressions';

/*
 * The reads the chat's first message and the sign-in make of moderation's tables (decision 0153). A module of their
 * own so that those paths need not import the moderation module, which calls into them. The like composes the same
 * standing rule (db/schema/restriction-expressions.ts) into its one read of the pair.
 */

/** Whether a limit of this kind stands on the member (the partial standing index answers it). */
export async function hasStandingRestriction(db: DbOrTx, memberId: string, kind: RestrictionKind, at: Date) {
  const result = await db.execute(sql`select ${restrictionStandsOn(memberId, kind, at)} as stands`);
  return z.array(z.object({ stands: z.boolean() })).parse(rowsOf(result))[0]?.stands ?? false;
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
        restrictionStandsAt(at),
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
