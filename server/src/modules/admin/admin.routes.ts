import { Router } from 'express';
import type { AppContext } from '../../context';
import { requireAdmin } from '../../middleware/admin-auth';
import { adminAdsRoutes } from '../ads/admin-ads.routes';
import { auditRoutes } from '../audit/audit.routes';
import { adminAuthRoutes, adminSessionRoutes } from '../admin-auth/admin-auth.routes';
import { adminAuthenticationsRoutes } from '../authentications/admin-authentications.routes';
import { dashboardRoutes } from '../dashboard/dashboard.routes';
import { exportsRoutes } from '../exports/exports.routes';
import { inboxRoutes } from '../contact/inbox.routes';
import { adminMembersRoutes } from '../members/admin-members.routes';
import { reportsRoutes } from '../reports/reports.routes';
import { staffRoutes } from '../staff/staff.routes';
import { broadcastRoutes } from '../system-messages/broadcast.routes';
import { adminPlansRoutes } from '../plans/admin-plans.routes';
import { adminSubscriptionsRoutes } from '../subscriptions/admin-subscriptions.routes';

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
    broadcastRoutes(ctx),
    adminMembersRoutes(ctx),
    adminAuthenticationsRoutes(ctx),
    adminSubscriptionsRoutes(ctx),
    reportsRoutes(ctx),
    exportsRoutes(ctx),
    adminAdsRoutes(ctx),
    adminPlansRoutes(ctx),
    staffRoutes(ctx),
    auditRoutes(ctx),
  );
  // Last: `/{adminId}` would otherwise swallow every one-segment GET above (/plans, /staff, ...).
  router.use(dashboardRoutes(ctx));
  return router;
}
