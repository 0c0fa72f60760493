import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** The feed shows announcements from shortly before the member joined; undefined when the member is gone. */
export const findMemberCreatedAt = (db: DbOrTx, memberId: string): Promise<Date | undefined> =>
  db
    .select({ createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId))
    .then((rows) => rows[0]?.createdAt);
