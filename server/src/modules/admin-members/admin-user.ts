import type { AdminUser, AdminUserSummary, EarningStatus } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { listPhotosOfMembers, type PhotoRow } from './admin-members.repository';
import type { MemberRow } from './members.repository';
import { isPremium } from '../../lib/premium';
import { toAdminPhoto } from '../../lib/admin-photo';

export const toAdminUserSummary = (member: MemberRow): AdminUserSummary => ({
  _id: member.id,
  firstName: member.firstName,
  lastName: member.lastName,
  avatar: member.avatar,
  email: member.email,
  phone: member.phone,
  gender: member.gender,
  earningStatus: member.earningStatus as EarningStatus | null,
  completedSignup: member.completedSignup,
});

export const toAdminUser = (member: MemberRow, photos: PhotoRow[], now: Date): AdminUser => ({
  ...toAdminUserSummary(member),
  dob: member.dob,
  location: { state: member.state, region: member.region },
  createdAt: member.createdAt.toISOString(),
  lastSeen: { date: member.lastSeenAt?.toISOString() ?? null },
  isPremium: isPremium(member.premiumUntil, now),
  premiumUntil: member.premiumUntil?.toISOString() ?? null,
  earningVerified: member.earningVerified,
  livenessVerified: member.livenessVerified,
  disabled: member.disabled,
  isBlocked: member.isBlocked,
  reRegisteredAt: member.reRegisteredAt?.toISOString() ?? null,
  media: photos.map(toAdminPhoto),
});

/** The admin view of members, their photos loaded in one query for the whole page. */
export async function withPhotos(db: DbOrTx, rows: MemberRow[], now: Date): Promise<AdminUser[]> {
  if (rows.length === 0) return [];
  const photos = await listPhotosOfMembers(
    db,
    rows.map((row) => row.id),
  );
  const byMember = new Map<string, PhotoRow[]>();
  for (const photo of photos) byMember.set(photo.memberId, [...(byMember.get(photo.memberId) ?? []), photo]);
  return rows.map((row) => toAdminUser(row, byMember.get(row.id) ?? [], now));
}
