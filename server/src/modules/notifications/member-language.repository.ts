import { inArray } from 'drizzle-orm';
import type { MemberLanguage } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema';

/** Members' languages (English for a member not found). */
export async function languagesOf(db: DbOrTx, memberIds: string[]): Promise<Map<string, MemberLanguage>> {
  const found = new Map<string, MemberLanguage>();
  if (memberIds.length === 0) return found;
  const rows = await db
    .select({ id: members.id, language: members.language })
    .from(members)
    .where(inArray(members.id, memberIds));
  for (const row of rows) found.set(row.id, row.language);
  return found;
}

export async function languageOf(db: DbOrTx, memberId: string): Promise<MemberLanguage> {
  return (await languagesOf(db, [memberId])).get(memberId) ?? 'en';
}
