import { sql, type SQL } from 'drizzle-orm';

/*
 * The pair facts that other queries compose (the pair module, modules/member-pairs, owns member_matches and
 * member_likes). They sit below the modules, as discover-expressions.ts does, because discover composes them
 * into its candidate query while the like asks discover whether it could show the card: an import of the pair
 * module from discover would close a module cycle.
 */

/** The two members ever matched (an ended match counts): one probe of the pair's unique index. */
export const pairEverMatchedSql = (a: SQL, b: SQL) =>
  sql`exists (select 1 from member_matches mm where mm.member_low_id = least(${a}, ${b}) and mm.member_high_id = greatest(${a}, ${b}))`;
