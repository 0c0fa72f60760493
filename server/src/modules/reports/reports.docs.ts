import { adminIdParamsSchema, reportsResponseSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../admin/common/admin-docs';

export function registerReportsDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/getreports/{adminId}',
    area: 'reports',
    summary: 'Reports on users, photos and messages (newest 100 of each)',
    params: adminIdParamsSchema,
    response: reportsResponseSchema,
  });
}
