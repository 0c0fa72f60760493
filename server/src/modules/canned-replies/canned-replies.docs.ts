import {
  CANNED_REPLY_MESSAGES,
  cannedReplyInputSchema,
  cannedReplyUpdateSchema,
  cannedReplyListResponseSchema,
  cannedReplyParamsSchema,
  cannedReplyResponseSchema,
  messageResponseSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerCannedRepliesDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/cannedreplies',
    area: 'inbox',
    summary: 'Canned replies to insert into a reply, by title',
    response: cannedReplyListResponseSchema,
  });
  const write = {
    body: cannedReplyInputSchema,
    response: cannedReplyResponseSchema,
    description: "Missing title or text: 'Please fill all fields'; a title already used (any case): 409.",
  };
  registerAdminPath(registry, {
    method: 'post',
    path: '/cannedreplies',
    area: 'cannedReplies',
    summary: 'Add a canned reply',
    status: 201,
    errors: [400, 409],
    ...write,
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/cannedreplies/{replyId}',
    area: 'cannedReplies',
    summary: 'Change a canned reply',
    params: cannedReplyParamsSchema,
    errors: [400, 404, 409],
    ...write,
    body: cannedReplyUpdateSchema,
    description: `${write.description} \`version\` is the version the edit started from: when someone changed the reply since, 409 '${CANNED_REPLY_MESSAGES.staleEdit}'.`,
  });
  registerAdminPath(registry, {
    method: 'delete',
    path: '/cannedreplies/{replyId}',
    area: 'cannedReplies',
    summary: 'Delete a canned reply',
    params: cannedReplyParamsSchema,
    response: messageResponseSchema,
    errors: [400, 404],
  });
}
