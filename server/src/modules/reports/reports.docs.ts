import { adminIdParamsSchema, reportIdParamsSchema, reportsQuerySchema, reportsResponseSchema, resolveReportResponseSchema, resolveReportSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../admin/common/admin-docs';

export function registerReportsDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/getreports/{adminId}',
    area: 'reports',
    summary: 'Reports on users, photos and messages (newest 100 of each), optionally of one status',
    params: adminIdParamsSchema,
    query: reportsQuerySchema.omit({ adminId: true }),
    response: reportsResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/reports/{id}',
    area: 'reports',
    summary: 'Resolve an open report: actioned or dismissed, with a note',
    description: 'Only an open report can be resolved (409 once it has been); the resolution is audit-logged.',
    params: reportIdParamsSchema,
    body: resolveReportSchema,
    response: resolveReportResponseSchema,
    errors: [400, 404, 409],
  });
}
