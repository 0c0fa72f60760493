import { Router } from 'express';
import type { AppContext } from '../context';
import { requireAdmin } from '../middleware/admin-auth';
import { adminAdsRoutes } from '../modules/ads/admin-ads.routes';
import { auditRoutes } from '../modules/audit/audit.routes';
import { adminAuthRoutes, adminSessionRoutes } from '../modules/admin-auth/admin-auth.routes';
import { adminAuthenticationsRoutes } from '../modules/authentications/admin-authentications.routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes';
import { exportsRoutes } from '../modules/exports/exports.routes';
import { inboxRoutes } from '../modules/contact/inbox.routes';
import { cannedRepliesRoutes } from '../modules/canned-replies/canned-replies.routes';
import { mailOutboxRoutes } from '../modules/mail-outbox/mail-outbox.routes';
import { adminMembersRoutes } from '../modules/admin-members/admin-members.routes';
import { reportsRoutes } from '../modules/reports/reports.routes';
import { moderationRoutes } from '../modules/moderation/moderation.routes';
import { photoReviewRoutes } from '../modules/member-photos/photo-review.routes';
import { chatPhotoReviewRoutes } from '../modules/chat-attachments/chat-photo-review.routes';
import { faceReviewRoutes } from '../modules/member-verification/face-review.routes';
import { staffRoutes } from '../modules/staff/staff.routes';
import { systemMessagesRoutes } from '../modules/system-messages/system-messages.routes';
import { adminPlansRoutes } from '../modules/plans/admin-plans.routes';
import { adminSubscriptionsRoutes } from '../modules/subscriptions/admin-subscriptions.routes';
import { adminTokensRoutes } from '../modules/tokens/admin-tokens.routes';
import { adminAuctionsRoutes } from '../modules/auctions/admin-auctions.routes';
import { adminStoreProductsRoutes } from '../modules/store-products/store-products.routes';
import { adminNotificationsRoutes } from '../modules/notifications/admin-notifications.routes';

/**
 * Everything under /api/v1/admin. Login and refresh are the only calls without a token; the token check is stated
 * once, here, and each route states its role area with `allow(...)`. Feature routers carry full paths
 * (no mount prefixes) so the route table can be walked in tests.
 */
export function adminRouter(ctx: AppContext) {
  const router = Router();
  // Before the guard: login is the call that issues the token.
  router.use(adminAuthRoutes(ctx));
  router.use(requireAdmin(ctx));
  router.use(
    adminSessionRoutes(ctx),
    inboxRoutes(ctx),
    systemMessagesRoutes(ctx),
    adminMembersRoutes(ctx),
    adminAuthenticationsRoutes(ctx),
    adminSubscriptionsRoutes(ctx),
    reportsRoutes(ctx),
    moderationRoutes(ctx),
    photoReviewRoutes(ctx),
    chatPhotoReviewRoutes(ctx),
    faceReviewRoutes(ctx),
    exportsRoutes(ctx),
    adminAdsRoutes(ctx),
    adminPlansRoutes(ctx),
    staffRoutes(ctx),
    auditRoutes(ctx),
    cannedRepliesRoutes(ctx),
    mailOutboxRoutes(ctx),
    adminTokensRoutes(ctx),
    adminAuctionsRoutes(ctx),
    adminStoreProductsRoutes(ctx),
    adminNotificationsRoutes(ctx),
  );
  // Last: `/{adminId}` would otherwise swallow every one-segment GET above (/plans, /staff, ...).
  router.use(dashboardRoutes(ctx));
  return router;
}
