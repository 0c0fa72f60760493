import { auditListResponseSchema, auditQuerySchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerAuditDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/audit',
    area: 'audit',
    summary:
      'Audit log of every admin write and export, 10 a page, newest first; filter by `actor` (admin id) and `action`',
    query: auditQuerySchema,
    response: auditListResponseSchema,
    errors: [400],
  });
}
