import {
  adminIdParamsSchema,
  reportExcerptResponseSchema,
  reportIdParamsSchema,
  reportsQuerySchema,
  reportsResponseSchema,
  resolveReportResponseSchema,
  resolveReportSchema,
} from '@blynd/shared';
import { z } from 'zod';
import { errorResponses, type DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerReportsDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/getreports/{adminId}',
    area: 'reports',
    summary: 'Reports on users, photos and messages (newest 100 of each), optionally of one status',
    description:
      'Each report carries its reason, never the reported words (the audited excerpt alone has them). A report about an account that was deleted stays listed with `reportedUser` null and `reportedAccountDeleted` true, and can be resolved.',
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
  registerAdminPath(registry, {
    method: 'get',
    path: '/reports/{id}/excerpt',
    area: 'reports',
    summary: 'The excerpt of a message report: the reported message and up to 10 before it',
    description:
      "The server-made copy, oldest first, each message marked as sent by the reporter or the reported member. Nothing else of the conversation is readable here; every opening is audit-logged. A report about a past match holds that match's last 50 messages, none of them marked as the reported one (decision 0154). A report filed before excerpts were kept answers its reported text as the one message. `reportedUser` is null once that account was deleted. 404 for an unknown report and for a report that is not about a message.",
    params: reportIdParamsSchema,
    response: reportExcerptResponseSchema,
    errors: [400, 404],
  });
  registry.registerPath({
    method: 'get',
    path: '/api/v1/admin/reports/{id}/attachments/{attachmentId}',
    tags: ['Admin'],
    summary: "A voice note's or photo's bytes from a message report's excerpt (decisions 0157, 0168)",
    description:
      "Needs the admin bearer token (Roles with reports). Only an attachment the excerpt of this report names is readable; every opening is audit-logged (`report.attachment.read`). The Content-Type is the attachment's own (Opus audio in Ogg or WebM, or an image). `Cache-Control: private, no-store`. 404 for an unknown report or an attachment the excerpt does not hold.",
    security: [{ adminToken: [] }],
    request: { params: reportIdParamsSchema.extend({ attachmentId: z.string().uuid() }) },
    responses: {
      200: {
        description: 'The attachment',
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errorResponses(400, 401, 403, 404),
    },
  });
}
