import { APP_VERSION_HEADER, CLIENT_APP_VERSION } from '@blynd/shared';

/** Payment calls carry the member's payment token and the app-version header (value 65). */
export const paymentHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  [APP_VERSION_HEADER]: CLIENT_APP_VERSION,
});
