import type { AdminArea } from '@blynd/shared';
import { paths } from './paths';

/**
 * The control centre's screens, in sidebar order: the one table the router, the sidebar and every
 * link read (decision 0030). Adding a screen is a row here, its feature folder with
 * `screens/<key in kebab-case>.tsx` exporting the component as `Screen`, and that file's import in
 * app/admin/screen-components.ts (a row without one does not compile; a test refuses a file without a row).
 */
export const ADMIN_SCREENS = [
  { key: 'dashboard', feature: 'dashboard', segment: 'dashboard', label: 'Dashboard', area: 'dashboard', nav: true },
  { key: 'messages', feature: 'messages', segment: 'messages', label: 'Messages', area: 'inbox', nav: true },
  // Reached from Messages ('New system message'); its sidebar link is Messages'.
  {
    key: 'newSystemMessage',
    feature: 'messages',
    segment: 'newsystemmessage',
    label: 'New system message',
    area: 'broadcast',
    nav: false,
    navParent: 'messages',
  },
  // Reached from a reply box ('Manage canned replies'); Admins only.
  {
    key: 'cannedReplies',
    feature: 'messages',
    segment: 'cannedreplies',
    label: 'Canned replies',
    area: 'cannedReplies',
    nav: false,
    navParent: 'messages',
  },
  { key: 'users', feature: 'admin-members', segment: 'users', label: 'Users', area: 'membersRead', nav: true },
  // One member's record, linked from the users list, the member modal and reports.
  {
    key: 'memberRecord',
    feature: 'admin-members',
    segment: 'users/:id',
    label: 'Member record',
    area: 'membersRead',
    nav: false,
    navParent: 'users',
  },
  {
    key: 'authentications',
    feature: 'authentications',
    segment: 'authentications',
    label: 'Authentications',
    area: 'authenticationsRead',
    nav: true,
  },
  {
    key: 'subscriptions',
    feature: 'subscriptions',
    segment: 'subscriptions',
    label: 'Subscriptions',
    area: 'subscriptions',
    nav: true,
  },
  { key: 'reports', feature: 'reports', segment: 'reports', label: 'Reports', area: 'reports', nav: true },
  {
    key: 'verification',
    feature: 'verification',
    segment: 'verification',
    label: 'Verification',
    area: 'verificationRead',
    nav: true,
  },
  // One queue of reports, detections, verification holds and risk alerts (decision 0153); Reports links into it.
  {
    key: 'moderation',
    feature: 'moderation',
    segment: 'moderation',
    label: 'Moderation queue',
    area: 'moderation',
    nav: true,
  },
  { key: 'ads', feature: 'ads', segment: 'ads', label: 'Ads', area: 'ads', nav: true },
  { key: 'plans', feature: 'plans', segment: 'plans', label: 'Plans', area: 'plans', nav: true },
  { key: 'tokens', feature: 'tokens', segment: 'tokens', label: 'Token packs', area: 'tokensRead', nav: true },
  // The App Store and Google Play ids of the plans and packs (decision 0156); the plans area, like Plans.
  {
    key: 'storeProducts',
    feature: 'store-products',
    segment: 'store-products',
    label: 'Store products',
    area: 'plans',
    nav: true,
  },
  { key: 'auctions', feature: 'auctions', segment: 'auctions', label: 'Auctions', area: 'auctionsRead', nav: true },
  { key: 'staff', feature: 'staff', segment: 'staff', label: 'Staff', area: 'staff', nav: true },
  { key: 'audit', feature: 'audit', segment: 'audit', label: 'Audit log', area: 'audit', nav: true },
  { key: 'outbox', feature: 'mail-outbox', segment: 'outbox', label: 'Mail outbox', area: 'outbox', nav: true },
] as const satisfies readonly AdminScreen[];

export type AdminScreen = {
  key: string;
  feature: string;
  segment: string;
  label: string;
  area: AdminArea;
  nav: boolean;
  navParent?: string;
};

export type AdminScreenKey = (typeof ADMIN_SCREENS)[number]['key'];

/** The screen the app's index shows (/control/center/app). */
export const ADMIN_HOME_SCREEN: AdminScreenKey = 'dashboard';

const app = paths.admin.app;

/** Every control-centre path: login, the app, and one per screen of the table. */
export const adminPaths = {
  login: paths.admin.login,
  app,
  ...(Object.fromEntries(ADMIN_SCREENS.map((screen) => [screen.key, `${app}/${screen.segment}`])) as Record<
    AdminScreenKey,
    string
  >),
};

export type AdminNavItem = { key: AdminScreenKey; label: string; to: string; area: AdminArea };

/** The sidebar's links, in the table's order; each shows only to roles that may use the screen. */
export const ADMIN_NAV: AdminNavItem[] = ADMIN_SCREENS.filter((screen) => screen.nav).map((screen) => ({
  key: screen.key,
  label: screen.label,
  to: adminPaths[screen.key],
  area: screen.area,
}));

/** Which sidebar link is current on a path: the screen's own, its parent's, and the dashboard on the app's index. */
export function currentNavKey(pathname: string): AdminScreenKey | null {
  const trimmed = pathname.replace(/\/$/, '');
  if (trimmed === app) return ADMIN_HOME_SCREEN;
  const screen = ADMIN_SCREENS.find(
    (item) => trimmed === adminPaths[item.key] || trimmed.startsWith(`${adminPaths[item.key]}/`),
  );
  if (!screen) return null;
  return 'navParent' in screen ? (screen.navParent as AdminScreenKey) : screen.key;
}

/** A member's record page (linkable). */
export const memberRecordLink = (memberId: string) => `${adminPaths.users}/${encodeURIComponent(memberId)}`;

/** A member on the Users screen: the phone search with the member's modal open. */
export const memberLink = (phone: string) =>
  `${adminPaths.users}?q=${encodeURIComponent(phone)}&member=${encodeURIComponent(phone)}`;

/** Where a sign-in leads: back to the screen the session ended on (kept in router state), else the app. */
export const returnPathAfterLogin = (state: unknown) => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(adminPaths.app) ? from : adminPaths.app;
};
