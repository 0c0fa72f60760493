import { paths } from '../../../config/paths';

const app = paths.admin.app;

/** The control centre's screens; the router and the sidebar both read from here. */
export const adminPaths = {
  login: paths.admin.login,
  app,
  dashboard: `${app}/dashboard`,
  messages: `${app}/messages`,
  newSystemMessage: `${app}/newsystemmessage`,
  users: `${app}/users`,
  authentications: `${app}/authentications`,
  subscriptions: `${app}/subscriptions`,
  reports: `${app}/reports`,
  ads: `${app}/ads`,
  plans: `${app}/plans`,
  staff: `${app}/staff`,
  audit: `${app}/audit`,
} as const;

/** A member on the Users screen: the phone search with the member's modal open. */
export const memberLink = (phone: string) => `${adminPaths.users}?q=${encodeURIComponent(phone)}&member=${encodeURIComponent(phone)}`;

/** Where a sign-in leads: back to the screen the session ended on (kept in router state), else the app. */
export const returnPathAfterLogin = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(adminPaths.app) ? from : adminPaths.app;
};
