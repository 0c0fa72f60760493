import {
  outboxListResponseSchema,
  outboxMailParamsSchema,
  outboxQuerySchema,
  outboxRetryResponseSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerMailOutboxDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/mailoutbox',
    area: 'outbox',
    summary:
      'Mails the product sent or keeps, 10 a page, newest first: recipient, subject, status, attempts, last error, dates (never the body)',
    query: outboxQuerySchema,
    response: outboxListResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/mailoutbox/{mailId}/retry',
    area: 'outbox',
    summary: 'Send a queued, failed or logged mail now; its automatic retries count again from zero',
    description: 'A sent mail, or a server without SMTP: 409.',
    params: outboxMailParamsSchema,
    response: outboxRetryResponseSchema,
    errors: [400, 404, 409],
  });
}
