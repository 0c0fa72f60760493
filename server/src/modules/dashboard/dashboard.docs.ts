import { adminIdParamsSchema, dashboardResponseSchema, revenueResponseSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerDashboardDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/revenue',
    area: 'revenue',
    summary: 'Monetization: money received per plan and, apart, manual activations',
    description:
      "Revenue is the sum of successful payments, kept whatever happened to the plan later (a retired plan keeps its revenue and members). Activations an admin made without a payment are counted apart and never added to revenue. `channels` splits the same money by where it was paid (website, App Store, Google Play): what a store refunded or revoked since is shown apart (`refunded`), and so is the store's fee (its configured rate, `STORE_FEE_RATE_APPLE` / `STORE_FEE_RATE_GOOGLE`, of what was not refunded); `net` is gross less both.",
    response: revenueResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/{adminId}',
    area: 'dashboard',
    summary: 'Dashboard: the admin, latest contact messages, unread indicator and member analytics',
    description:
      'Analytics are SQL aggregates; Premium means premium_until is in the future. `plainPremiumCount` counts Premium members without a paid earning badge. Money is not here: see `/revenue`.',
    params: adminIdParamsSchema,
    response: dashboardResponseSchema,
  });
}
