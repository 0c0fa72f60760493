import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { MEMBER_SEARCH_COUNT_CAP, phoneDigitsOf, type MemberListQuery } from '@blynd/shared';
import type { Db, DbOrTx } from '../../db/client';
import { atOrAfter, locatePage } from '../../db/paging/newest-first-page';
import type { RowKey } from '../../db/paging/offset-locator';
import { memberPhotos, members, signupAuthentications } from '../../db/schema';
import type { MemberRow } from './members.repository';

/** Photos of the member with this phone, oldest first, without needing the member's id first. */
export const listPhotosByPhone = (db: DbOrTx, phone: string) =>
  db
    .select({ photo: memberPhotos })
    .from(memberPhotos)
    .innerJoin(members, eq(members.id, memberPhotos.memberId))
    .where(eq(members.phone, phone))
    .orderBy(asc(memberPhotos.createdAt), asc(memberPhotos.id))
    .then((rows) => rows.map((row) => row.photo));

export type PhotoRow = typeof memberPhotos.$inferSelect;

/** Where the newest-first page that starts at `offset` begins, and how many members there are. */
export const locateMembersPage = (db: Db, offset: number, pageSize: number) =>
  locatePage(db, members, offset, pageSize);

/** Photos of several members in one query, oldest first. */
export const listPhotosOfMembers = (db: DbOrTx, memberIds: string[]) =>
  db
    .select()
    .from(memberPhotos)
    .where(inArray(memberPhotos.memberId, memberIds))
    .orderBy(asc(memberPhotos.createdAt), asc(memberPhotos.id));

/** Newest first from `first` on; the id breaks ties so pages never overlap. */
export const listMembersFrom = (db: DbOrTx, first: RowKey, limit: number) =>
  db
    .select()
    .from(members)
    .where(atOrAfter(members, first))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(limit);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The expressions the trigram indexes of migration 0010 cover; the search must use exactly these. */
export const memberNameExpression = sql`lower(${members.firstName} || ' ' || ${members.lastName})`;
const memberEmailExpression = sql`lower(${members.email})`;

/**
 * A search term as the control centre means it (decision 0058), each branch a LIKE that an index answers:
 * - digits (any phone form: 080…, +234…, 234…, spaces): the phone. A number typed from its start (234…
 *   or the local 0…) is a prefix match on the btree `text_pattern_ops` index; other digits match anywhere
 *   (trigram index).
 * - a whole address: from its start (btree `members_email_prefix_idx`).
 * - other text with `@` or `.`: the email, anywhere in it (trigram index on lower(email)); without `@` the name too.
 * - other text: the name "first last", anywhere in it (trigram index on the name expression).
 * Plain words are not looked up in emails: that doubled every name search for almost no extra match.
 */
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function memberSearchCondition(term: string): SQL {
  const text = term.trim().toLowerCase();
  const digits = phoneDigitsOf(text);
  if (digits)
    return digits.startsWith('234')
      ? sql`${members.phone} like ${`${digits}%`}`
      : sql`${members.phone} like ${`%${digits}%`}`;
  // A whole address (what an agent pastes) is matched from its start on a btree: its trigrams are shared by
  // a large part of all addresses, so the trigram index would intersect huge lists (bench proposal 0004).
  if (WHOLE_EMAIL.test(text)) return sql`${memberEmailExpression} like ${`${escapeLike(text)}%`}`;
  const pattern = `%${escapeLike(text)}%`;
  const byEmail = sql`${memberEmailExpression} like ${pattern}`;
  if (text.includes('@')) return byEmail;
  const byName = sql`${memberNameExpression} like ${pattern}`;
  return text.includes('.') && !/\s/.test(text) ? or(byName, byEmail)! : byName;
}

/** Counts matches only up to `cap` + 1: a search for "a" must not count a million rows to show a number. */
async function countUpTo(db: DbOrTx, where: SQL | undefined, cap: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(members)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [{ total }] = await db.select({ total: count() }).from(limited);
  return { total: Math.min(total, cap), capped: total > cap };
}

/** Partial match on the name, the email or the phone; newest first. */
export async function searchMembers(
  db: DbOrTx,
  term: string,
  limit: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = memberSearchCondition(term);
  const [rows, counted] = await Promise.all([
    db.select().from(members).where(where).orderBy(desc(members.createdAt), desc(members.id)).limit(limit),
    countUpTo(db, where, MEMBER_SEARCH_COUNT_CAP),
  ]);
  return { rows, total: counted.total };
}

/** Midnight at the start of a calendar day in Lagos (UTC+1, no daylight saving). */
const lagosMidnight = (day: string) => new Date(`${day}T00:00:00+01:00`);
const DAY_MS = 86_400_000;

function memberFilters(query: MemberListQuery, now: Date): SQL | undefined {
  return and(
    query.q ? memberSearchCondition(query.q) : undefined,
    query.plan === 'premium' ? gt(members.premiumUntil, now) : undefined,
    query.plan === 'free' ? or(isNull(members.premiumUntil), lte(members.premiumUntil, now)) : undefined,
    query.earningStatus === 'none'
      ? isNull(members.earningStatus)
      : query.earningStatus
        ? eq(members.earningStatus, query.earningStatus)
        : undefined,
    query.blocked === undefined ? undefined : eq(members.isBlocked, query.blocked),
    query.joinedFrom ? gte(members.createdAt, lagosMidnight(query.joinedFrom)) : undefined,
    query.joinedTo ? lt(members.createdAt, new Date(lagosMidnight(query.joinedTo).getTime() + DAY_MS)) : undefined,
  );
}

const SORT_ORDER = {
  newest: [desc(members.createdAt), desc(members.id)],
  oldest: [asc(members.createdAt), asc(members.id)],
  name: [asc(memberNameExpression), asc(members.id)],
} as const;

/**
 * One page of members with the list's filters and sort. Counts are exact for filters alone and capped
 * with a search; the page is clamped to the last one that has rows.
 */
export async function listMembersFiltered(db: DbOrTx, query: MemberListQuery, pageSize: number, now: Date) {
  const where = memberFilters(query, now);
  const counted = query.q
    ? await countUpTo(db, where, MEMBER_SEARCH_COUNT_CAP)
    : { total: (await db.select({ total: count() }).from(members).where(where))[0].total, capped: false };
  const lastPage = Math.max(1, Math.ceil(counted.total / pageSize));
  const page = Math.min(query.page, lastPage);
  const rows =
    counted.total === 0
      ? []
      : await db
          .select()
          .from(members)
          .where(where)
          .orderBy(...SORT_ORDER[query.sort])
          .limit(pageSize)
          .offset((page - 1) * pageSize);
  return { rows, total: counted.total, capped: counted.capped, page };
}

/** The newest member with this email address, case-insensitive. */
export async function findMemberByEmail(db: DbOrTx, email: string): Promise<MemberRow | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(sql`${memberEmailExpression} = ${email.toLowerCase()}`)
    .orderBy(desc(members.createdAt))
    .limit(1);
  return member;
}

/** Flips the block and keeps the sign-up record in step, in one transaction. */
export async function toggleMemberBlock(tx: DbOrTx, memberId: string, at: Date): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set({ isBlocked: sql`not ${members.isBlocked}` })
    .where(eq(members.id, memberId))
    .returning();
  if (!row) return undefined;
  await tx
    .update(signupAuthentications)
    .set({ isBlocked: row.isBlocked, updatedAt: at })
    .where(eq(signupAuthentications.memberId, memberId));
  return row;
}
