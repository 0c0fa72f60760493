import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { memberPasses } from '../../db/schema';

/** Idempotent: a repeated pass keeps the first one's time. */
export async function insertPass(db: DbOrTx, passerId: string, passedId: string) {
  await db.insert(memberPasses).values({ passerId, passedId }).onConflictDoNothing();
}

/**
 * Deletes the pass when it is the viewer's newest (by time, then id), in one statement so a pass made
 * meanwhile cannot be skipped over. Answers whether it was deleted and, if not, whether the pass exists.
 */
export async function deletePassIfLatest(
  db: DbOrTx,
  passerId: string,
  passedId: string,
): Promise<'deleted' | 'not-latest' | 'missing'> {
  const deleted = await db.execute(sql`
    delete from member_passes p
    where p.passer_id = ${passerId} and p.passed_id = ${passedId}
      and not exists (
        select 1 from member_passes n
        where n.passer_id = ${passerId} and (n.created_at, n.passed_id) > (p.created_at, p.passed_id)
      )
    returning p.passed_id`);
  const rows = rowsOf<unknown>(deleted);
  if (rows.length > 0) return 'deleted';
  const exists = await db.$count(
    memberPasses,
    and(eq(memberPasses.passerId, passerId), eq(memberPasses.passedId, passedId)),
  );
  return exists > 0 ? 'not-latest' : 'missing';
}
