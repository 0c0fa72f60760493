import {
  MESSAGES,
  PAGE_SIZE,
  ADMIN_MESSAGES,
  type AdminUser,
  type MemberListQuery,
  type MemberListResponse,
  type MemberLookup,
  type UserActionResponse,
  type UserListResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { findMemberById, findMemberByPhone } from './members.repository';
import { recordAudit, type AuditRecord } from '../audit/audit.writer';
import { endAllMemberSessions } from '../member-auth/member-auth.service';
import { toAdminUser, withPhotos } from './admin-user';
import { photoKeys } from '../../lib/photo-storage';
import {
  findMemberByEmail,
  listMembersFiltered,
  listMembersFrom,
  locateMembersPage,
  listPhotosByPhone,
  searchMembers,
  toggleMemberBlock,
} from './admin-members.repository';
import { activeMatchesOf } from '../member-pairs/pair-facts.repository';
import { deleteMemberPhoto, togglePhotoFlag } from '../member-photos/member-photos.service';
import { endLiveSessions, tellMatchesEnded } from '../notifications/notifications.service';

export const SEARCH_LIMIT = 50;

/** Offset paging of the legacy client: the page that starts at `offset`, clamped to what exists. */
export async function listUsers(db: Db, offset: number, now: Date): Promise<UserListResponse> {
  const page = await locateMembersPage(db, offset, PAGE_SIZE);
  const rows = page.first ? await listMembersFrom(db, page.first, PAGE_SIZE) : [];
  return { users: await withPhotos(db, rows, now), total: page.total, offset: page.offset, limit: PAGE_SIZE };
}

/** Members whose name, email or phone matches, newest first (other screens build on it). */
export const findMembersMatching = (db: Db, term: string, limit: number) => searchMembers(db, term, limit);

export async function searchUsers(db: Db, term: string, now: Date) {
  const { rows, total } = await searchMembers(db, term.trim(), SEARCH_LIMIT);
  return { users: await withPhotos(db, rows, now), total };
}

/** The member and their photos are read side by side, both by phone: the lookup the support desk makes most. */
export async function getUserByPhone(db: Db, phone: string, now: Date): Promise<AdminUser> {
  const [member, photos] = await Promise.all([findMemberByPhone(db, phone), listPhotosByPhone(db, phone)]);
  if (!member) throw new AppError('NOT_FOUND', MESSAGES.memberNotFound);
  return toAdminUser(member, photos, now);
}

/** One member by phone (already canonical) or by email address. */
export async function getUserByLookup(db: Db, lookup: MemberLookup, now: Date): Promise<AdminUser> {
  if ('phone' in lookup) return getUserByPhone(db, lookup.phone, now);
  const member = await findMemberByEmail(db, lookup.email);
  if (!member) throw new AppError('NOT_FOUND', MEMBER_EMAIL_NOT_FOUND);
  const [user] = await withPhotos(db, [member], now);
  return user;
}

export const MEMBER_EMAIL_NOT_FOUND = 'No member found with this email address';

/** The members list with search, filters and sort (GET /members). */
export async function listMembers(db: Db, query: MemberListQuery, now: Date): Promise<MemberListResponse> {
  const page = await listMembersFiltered(db, query, PAGE_SIZE, now);
  return {
    users: await withPhotos(db, page.rows, now),
    total: page.total,
    totalCapped: page.capped,
    page: page.page,
    pageSize: PAGE_SIZE,
  };
}

export async function getUserById(db: Db, id: string, now: Date): Promise<AdminUser> {
  const member = await findMemberById(db, id);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const [user] = await withPhotos(db, [member], now);
  return user;
}

/** Blocks or unblocks (a blocked member can neither confirm details nor pay). */
export async function toggleBlock(ctx: AppContext, userId: string, actor: Actor): Promise<UserActionResponse> {
  const member = await ctx.db.transaction(async (tx) => {
    const row = await toggleMemberBlock(tx, userId, ctx.now());
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
    // A block ends every app session at once; unblocking does not bring them back (the member signs in again).
    if (row.isBlocked) await endAllMemberSessions(tx, row.id, 'blocked', ctx.now());
    await recordAudit(tx, actor, {
      action: row.isBlocked ? 'user.block' : 'user.unblock',
      targetType: 'member',
      targetId: row.id,
    });
    return row;
  });
  // Every app socket closes and every partner's conversation ends at once (decision 0086).
  if (member.isBlocked) {
    endLiveSessions(ctx, member.id);
    tellMatchesEnded(ctx, member.id, await activeMatchesOf(ctx.db, member.id));
  }
  return {
    message: member.isBlocked ? 'User blocked' : 'User unblocked',
    user: await getUserById(ctx.db, member.id, ctx.now()),
  };
}

type PhotoAction = (ctx: AppContext, userId: string, photoId: string, actor: Actor) => Promise<UserActionResponse>;

/** Changes a member's photo and audits the change in one transaction; no such photo is a 404. */
async function changePhoto<Row extends { id: string }>(
  ctx: AppContext,
  actor: Actor,
  { userId, photoId }: { userId: string; photoId: string },
  change: (tx: DbOrTx, memberId: string, photoId: string) => Promise<Row | undefined>,
  audit: (row: Row) => Pick<AuditRecord, 'action' | 'details'>,
): Promise<Row> {
  return ctx.db.transaction(async (tx) => {
    const row = await change(tx, userId, photoId);
    if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.photoNotFound);
    await recordAudit(tx, actor, { ...audit(row), targetType: 'photo', targetId: row.id });
    return row;
  });
}

export const toggleFlag: PhotoAction = async (ctx, userId, photoId, actor) => {
  const photo = await changePhoto(ctx, actor, { userId, photoId }, togglePhotoFlag, (row) => ({
    action: row.flagged ? 'photo.flag' : 'photo.unflag',
    details: { memberId: userId },
  }));
  return {
    message: photo.flagged ? 'Photo flagged' : 'Photo unflagged',
    user: await getUserById(ctx.db, userId, ctx.now()),
  };
};

/** Removes the photo row, then its file. The stored public id is used, never the one sent. */
export const deletePhoto: PhotoAction = async (ctx, userId, photoId, actor) => {
  const photo = await changePhoto(ctx, actor, { userId, photoId }, deleteMemberPhoto, (row) => ({
    action: 'photo.delete',
    details: { memberId: userId, publicId: row.publicId },
  }));
  try {
    await ctx.photos.remove(photoKeys(photo.publicId));
  } catch (error) {
    ctx.logger.warn({ err: error, publicId: photo.publicId }, 'photo file could not be removed');
  }
  return { message: 'Photo deleted', user: await getUserById(ctx.db, userId, ctx.now()) };
};
