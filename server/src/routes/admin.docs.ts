import { bearerAuth, type DocsRegistry } from '../lib/openapi';
import { registerAdsAdminDocs } from '../modules/ads/admin-ads.docs';
import { registerAuditDocs } from '../modules/audit/audit.docs';
import { registerAdminAuthDocs } from '../modules/admin-auth/admin-auth.docs';
import { registerAuthenticationsAdminDocs } from '../modules/authentications/admin-authentications.docs';
import { registerDashboardDocs } from '../modules/dashboard/dashboard.docs';
import { registerExportsDocs } from '../modules/exports/exports.docs';
import { registerInboxDocs } from '../modules/contact/inbox.docs';
import { registerCannedRepliesDocs } from '../modules/canned-replies/canned-replies.docs';
import { registerMailOutboxDocs } from '../modules/mail-outbox/mail-outbox.docs';
import { registerMembersAdminDocs } from '../modules/admin-members/admin-members.docs';
import { registerReportsDocs } from '../modules/reports/reports.docs';
import { registerModerationDocs } from '../modules/moderation/moderation.docs';
import { registerPhotoReviewDocs } from '../modules/member-photos/photo-review.docs';
import { registerChatPhotoReviewDocs } from '../modules/chat-attachments/chat-photo-review.docs';
import { registerFaceReviewDocs } from '../modules/member-verification/face-review.docs';
import { registerStaffDocs } from '../modules/staff/staff.docs';
import { registerPlansAdminDocs } from '../modules/plans/admin-plans.docs';
import { registerSubscriptionsAdminDocs } from '../modules/subscriptions/admin-subscriptions.docs';
import { registerSystemMessagesDocs } from '../modules/system-messages/system-messages.docs';
import { registerStoreProductsAdminDocs } from '../modules/store-products/store-products.docs';

export function registerAdminDocs(registry: DocsRegistry) {
  bearerAuth(registry, 'adminToken');
  [
    registerAdminAuthDocs,
    registerDashboardDocs,
    registerInboxDocs,
    registerSystemMessagesDocs,
    registerMembersAdminDocs,
    registerAuthenticationsAdminDocs,
    registerSubscriptionsAdminDocs,
    registerReportsDocs,
    registerModerationDocs,
    registerPhotoReviewDocs,
    registerChatPhotoReviewDocs,
    registerFaceReviewDocs,
    registerExportsDocs,
    registerAdsAdminDocs,
    registerPlansAdminDocs,
    registerStaffDocs,
    registerAuditDocs,
    registerCannedRepliesDocs,
    registerMailOutboxDocs,
    registerStoreProductsAdminDocs,
  ].forEach((register) => register(registry));
}
