import {
  adminIdParamsSchema,
  memberLookupParamsSchema,
  authListResponseSchema,
  authSearchQuerySchema,
  authSearchResponseSchema,
  editAuthRefusedErrorSchema,
  editAuthResponseSchema,
  editAuthSchema,
  offsetQuerySchema,
  singleAuthResponseSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerAuthenticationsAdminDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/getAuths/{adminId}',
    area: 'authenticationsRead',
    summary: 'First page of sign-up records (10, newest first) and the total',
    params: adminIdParamsSchema,
    response: authListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getnextauthset',
    area: 'authenticationsRead',
    summary: 'The page after `offset`',
    query: offsetQuerySchema,
    response: authListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getprevauthset',
    area: 'authenticationsRead',
    summary: 'The page before `offset`',
    query: offsetQuerySchema,
    response: authListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/getsingleAuth/{phone}',
    area: 'authenticationsRead',
    summary:
      "A sign-up record by phone in any form (080…, +234…, 234…, spaces) or by email address; else 'Enter a valid number'",
    params: memberLookupParamsSchema,
    response: singleAuthResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/authentications',
    area: 'authenticationsRead',
    summary: 'Sign-up records of members whose name, email or phone (any form) matches `q` (up to 50)',
    query: authSearchQuerySchema,
    response: authSearchResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/editAuth',
    area: 'authenticationsWrite',
    summary:
      "Set the sign-up step: 1, 2, 4, 10 or 11 only ('Enter a valid level'); a level the record cannot hold yet is 409 with what is `missing`",
    body: editAuthSchema,
    response: editAuthResponseSchema,
    errors: [400, 404, 409],
    errorBodies: { 409: editAuthRefusedErrorSchema },
  });
}
