import { ADMIN_ROLES } from '../types/constants';

// ---------------------------------------------------------------------------------------------
// Roles: which areas each role may use. The server enforces this with 403; the UI hides the rest.
// ---------------------------------------------------------------------------------------------

export const ADMIN_AREAS = [
  'dashboard', 'inbox', 'systemMessages', 'reports', 'membersRead', 'membersWrite', 'authenticationsRead',
  'authenticationsWrite', 'notifications', 'subscriptions', 'exports', 'ads', 'plans', 'audit', 'staff',
  // Inbox tools (issue 13): managing canned replies, and the mail outbox.
  'cannedReplies', 'outbox',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

const SUPPORT_AREAS: readonly AdminArea[] = ['dashboard', 'inbox', 'systemMessages', 'reports', 'membersRead', 'authenticationsRead',
  // Support reads the outbox its replies land in and may retry them; canned replies it uses, not manages.
  'outbox',
];

/** Super Admin: everything. Admin: everything but staff. Support: inbox, system messages, reports, reading members and authentications. */
export const ADMIN_PERMISSIONS: Record<AdminRoleName, readonly AdminArea[]> = {
  'Super Admin': ADMIN_AREAS,
  Admin: ADMIN_AREAS.filter((area) => area !== 'staff'),
  Support: SUPPORT_AREAS,
};

export const canAccess = (role: string, area: AdminArea) => (ADMIN_PERMISSIONS[role as AdminRoleName] ?? []).includes(area);
