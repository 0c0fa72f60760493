import { bearerAuth, type DocsRegistry } from '../../lib/openapi';
import { registerAdsAdminDocs } from '../ads/admin-ads.docs';
import { registerAuditDocs } from '../audit/audit.docs';
import { registerAdminAuthDocs } from '../admin-auth/admin-auth.docs';
import { registerAuthenticationsAdminDocs } from '../authentications/admin-authentications.docs';
import { registerDashboardDocs } from '../dashboard/dashboard.docs';
import { registerExportsDocs } from '../exports/exports.docs';
import { registerInboxDocs } from '../contact/inbox.docs';
import { registerMembersAdminDocs } from '../members/admin-members.docs';
import { registerReportsDocs } from '../reports/reports.docs';
import { registerStaffDocs } from '../staff/staff.docs';
import { registerPlansAdminDocs } from '../plans/admin-plans.docs';
import { registerSubscriptionsAdminDocs } from '../subscriptions/admin-subscriptions.docs';
import { registerBroadcastDocs } from '../system-messages/broadcast.docs';

export function registerAdminDocs(registry: DocsRegistry) {
  bearerAuth(registry, 'adminToken');
  [
    registerAdminAuthDocs, registerDashboardDocs, registerInboxDocs, registerMembersAdminDocs, registerAuthenticationsAdminDocs,
    registerSubscriptionsAdminDocs, registerReportsDocs, registerExportsDocs, registerAdsAdminDocs, registerPlansAdminDocs,
    registerStaffDocs, registerAuditDocs, registerBroadcastDocs,
  ].forEach((register) => register(registry));
}
