import type { AdminPhoto, PhotoReason, PhotoStatus } from '@blynd/shared';

/** `awsUrl` is the admin-authorised route (a bearer token is needed), never a URL that works on its own (decision 0046). */
export const adminPhotoPath = (photoId: string) => `/api/v1/admin/photos/${photoId}`;

/** A member photo as the control centre shows it (user records and reports): every photo, with its screening status. */
export const toAdminPhoto = (row: {
  id: string;
  flagged: boolean;
  status: PhotoStatus;
  reason: string | null;
}): AdminPhoto => ({
  _id: row.id,
  awsUrl: adminPhotoPath(row.id),
  publidId: row.id,
  flagged: row.flagged,
  status: row.status,
  reason: row.reason as PhotoReason | null,
});
