import { adminIdParamsSchema, dashboardResponseSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../admin/common/admin-docs';

export function registerDashboardDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/{adminId}',
    area: 'dashboard',
    summary: 'Dashboard: the admin, latest contact messages, unread indicator and member analytics',
    description: 'Analytics are SQL aggregates; Premium means premium_until is in the future. `plainPremiumCount` counts Premium members without a paid earning badge.',
    params: adminIdParamsSchema,
    response: dashboardResponseSchema,
  });
}
