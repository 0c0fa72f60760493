import type { AdminPhoto } from '@blynd/shared';

/** `awsUrl` is the admin-authorised route (a bearer token is needed), never a URL that works on its own (decision 0046). */
export const adminPhotoPath = (photoId: string) => `/api/v1/admin/photos/${photoId}`;

/** A member photo as the control centre shows it (user records and reports). */
export const toAdminPhoto = (row: { id: string; flagged: boolean }): AdminPhoto => ({
  _id: row.id,
  awsUrl: adminPhotoPath(row.id),
  publidId: row.id,
  flagged: row.flagged,
});
