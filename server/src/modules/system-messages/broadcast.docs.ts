import { broadcastAudienceResponseSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../admin/common/admin-docs';

export function registerBroadcastDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/systemmessages/audience',
    area: 'broadcast',
    summary: 'How many members a system message would reach (all members; and how many have push turned on), for the preview before sending',
    response: broadcastAudienceResponseSchema,
  });
}
