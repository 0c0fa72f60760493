import { ADMIN_ROLES } from '../types/constants';

// ---------------------------------------------------------------------------------------------
// Roles: which areas each role may use. The server enforces this with 403; the UI hides the rest.
// The table and its reasons: docs/decisions/0054-admin-role-table.md.
// ---------------------------------------------------------------------------------------------

export const ADMIN_AREAS = [
  'dashboard',
  'inbox',
  'systemMessages',
  'broadcast',
  'reports',
  'membersRead',
  'membersWrite',
  'authenticationsRead',
  'authenticationsWrite',
  'notifications',
  'subscriptions',
  'revenue',
  'exports',
  'ads',
  'plans',
  'audit',
  'staff',
  // Inbox tools (decisions 0057, 0083): managing canned replies, and the mail outbox.
  'cannedReplies',
  'outbox',
  // Tokens and auctions (decision 0098): Support reads them, Admin and up change them.
  'tokensRead',
  'tokensWrite',
  'auctionsRead',
  'auctionsWrite',
  // Verification (decision 0137): Support reads held photos, appeals and age reviews; Admin and up decide them.
  'verificationRead',
  'verificationWrite',
  // The moderation queue (decision 0153): Support works items (warn, remove content, dismiss, lift an automatic
  // limit); Admin and up also suspend, ban, decide appeals and record escalations.
  'moderation',
  'moderationEnforce',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
export type AdminRoleName = (typeof ADMIN_ROLES)[number];

/**
 * Support answers members: it reads the inbox, system messages, reports, members and sign-up records,
 * and fixes what the tickets ask for (a member's sign-up level, a notification to that member). It does
 * not write to every member at once (`broadcast`), see money (`revenue`, `subscriptions`) or manage.
 */
const SUPPORT_AREAS: readonly AdminArea[] = [
  'dashboard',
  'inbox',
  'systemMessages',
  'reports',
  'membersRead',
  'authenticationsRead',
  'authenticationsWrite',
  'notifications',
  // It reads the outbox its replies land in and may retry them (decision 0057); canned replies it uses, not manages.
  'outbox',
  // It reads auctions and members' tokens to answer questions about them, but grants and edits nothing.
  'tokensRead',
  'auctionsRead',
  'verificationRead',
  'moderation',
];

/** Super Admin: everything. Admin: everything but staff. Support: see SUPPORT_AREAS. */
export const ADMIN_PERMISSIONS: Record<AdminRoleName, readonly AdminArea[]> = {
  'Super Admin': ADMIN_AREAS,
  Admin: ADMIN_AREAS.filter((area) => area !== 'staff'),
  Support: SUPPORT_AREAS,
};

export const canAccess = (role: string, area: AdminArea) =>
  (ADMIN_PERMISSIONS[role as AdminRoleName] ?? []).includes(area);
