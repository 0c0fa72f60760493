import type { MemberPhoto, OwnPhoto, PhotoReason } from '@blynd/shared';
import type { PhotoRow } from './member-photos.repository';

/** An own photo as its owner sees it (GET /me/photos, the live `photo` frame, the export). */
export const toMemberPhoto = (row: PhotoRow): MemberPhoto => ({
  _id: row.id,
  position: row.position,
  placeholder: row.placeholder,
  status: row.status,
  reason: row.status === 'held' || row.status === 'rejected' ? ((row.reason as PhotoReason | null) ?? null) : null,
  faceMatch: row.status === 'checking' ? null : (row.faceMatch ?? null),
  appealedAt: row.appealedAt?.toISOString() ?? null,
});

/** An own photo in `GET /me`: its screening as above, and whether staff flagged it (decision 0147). */
export const toOwnPhoto = (row: PhotoRow): OwnPhoto => ({
  ...toMemberPhoto(row),
  flagged: row.flagged,
  createdAt: row.createdAt.toISOString(),
});
