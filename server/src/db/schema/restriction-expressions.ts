import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RestrictionKind } from '@blynd/shared';
import { moderationRestrictions } from './moderation';

/*
 * When a moderation limit stands, written once for the queries that compose it: the moderation gate's reads
 * (modules/moderation-gate) and the like's one read of the pair after its lock (modules/member-pairs), which would
 * otherwise ask the gate in a query of its own. Below the modules, as pair-expressions.ts is.
 */

/** Standing now: not lifted, and not past its end (a suspension the lift job has not reached yet still stands). */
export const restrictionStandsAt = (at: Date): SQL =>
  sql`(${moderationRestrictions.liftedAt} is null and (${moderationRestrictions.endsAt} is null or ${moderationRestrictions.endsAt} > ${at}))`;

/** Whether a limit of this kind stands on the member: one probe of the partial standing index. */
export const restrictionStandsOn = (memberId: string, kind: RestrictionKind, at: Date) =>
  sql<boolean>`exists (select 1 from ${moderationRestrictions} where ${and(
    eq(moderationRestrictions.memberId, memberId),
    eq(moderationRestrictions.kind, kind),
    restrictionStandsAt(at),
  )})`;
