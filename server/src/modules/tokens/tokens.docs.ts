import { z } from 'zod';
import {
  adminMemberTokensParamsSchema,
  adminMemberTokensSchema,
  adminTokenPacksSchema,
  appTokenPacksSchema,
  createTokenPackSchema,
  grantTokensResponseSchema,
  grantTokensSchema,
  idempotencyKeyHeaderSchema,
  initiatePaymentResponseSchema,
  initiateTokenPaymentSchema,
  publicTokenPacksSchema,
  tokenBalanceSchema,
  tokenHistoryQuerySchema,
  tokenHistorySchema,
  tokenPackParamsSchema,
  tokenPackSchema,
  updateTokenPackSchema,
} from '@blynd/shared';
import {
  bearerAuth,
  errorResponses,
  jsonBody,
  jsonResponse,
  memberErrorResponses,
  type DocsRegistry,
} from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

const APP = '/api/v1/app';

export function registerTokensDocs(registry: DocsRegistry) {
  const paymentToken = bearerAuth(registry, 'paymentToken');
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/token-packs',
    tags: ['Tokens'],
    security: [],
    summary: 'Token packs on sale (the website sells them; tokens cannot be refunded)',
    responses: { 200: jsonResponse('Packs', publicTokenPacksSchema) },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v1/tokens/initiate-paystack-payment',
    tags: ['Tokens'],
    security: [{ [paymentToken.name]: [] }],
    summary: 'Start a token pack purchase; answers the Paystack checkout URL',
    description:
      'Priced by the server from the pack. The return page verifies with `GET /api/v1/subscriptions/verify-payment/{reference}`, which answers `{ kind: "tokens", pack, tokens, amount, balance }`. Same limits as a Premium start.',
    request: { headers: z.object({ 'app-version': z.string().optional() }), ...jsonBody(initiateTokenPaymentSchema) },
    responses: {
      201: jsonResponse('Pending payment stored; navigate to `redirect`', initiatePaymentResponseSchema),
      ...errorResponses(400, 401, 403, 404, 413, 415, 426, 429, 502),
    },
  });

  const tags = ['Member app: tokens and auctions'];
  const security = [{ memberToken: [] }];
  registry.registerPath({
    method: 'get',
    path: `${APP}/tokens`,
    tags,
    security,
    summary: "The member's tokens: balance, held by bids, available",
    responses: { 200: jsonResponse('Balance', tokenBalanceSchema), ...memberErrorResponses(401, 403, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/tokens/history`,
    tags,
    security,
    summary: "The member's token entries, newest first; `nextCursor` pages on",
    request: { query: tokenHistoryQuerySchema },
    responses: { 200: jsonResponse('Entries', tokenHistorySchema), ...memberErrorResponses(400, 401, 403, 426) },
  });
  registry.registerPath({
    method: 'get',
    path: `${APP}/token-packs`,
    tags,
    security,
    summary: 'Token packs and the website address where they are bought',
    responses: { 200: jsonResponse('Packs', appTokenPacksSchema), ...memberErrorResponses(401, 403, 426) },
  });

  registerAdminPath(registry, {
    method: 'get',
    path: '/token-packs',
    area: 'tokensRead',
    summary: 'Every token pack, inactive ones included',
    response: adminTokenPacksSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/token-packs',
    area: 'tokensWrite',
    summary: 'Create a token pack',
    body: createTokenPackSchema,
    response: tokenPackSchema,
    status: 201,
    errors: [400, 409],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/token-packs/{packId}',
    area: 'tokensWrite',
    summary: 'Edit a token pack; `active: false` takes it off sale',
    params: tokenPackParamsSchema,
    body: updateTokenPackSchema,
    response: tokenPackSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/tokens/{memberId}',
    area: 'tokensRead',
    summary: "A member's token balance and entries",
    params: adminMemberTokensParamsSchema,
    query: tokenHistoryQuerySchema,
    response: adminMemberTokensSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/tokens/grant',
    area: 'tokensWrite',
    summary: 'Grant tokens to a member with a reason (audited; never revenue); once per Idempotency-Key',
    headers: idempotencyKeyHeaderSchema,
    body: grantTokensSchema,
    response: grantTokensResponseSchema,
    status: 201,
    errors: [400, 404, 409],
  });
}
