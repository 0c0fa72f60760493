import {
  adminPlansResponseSchema,
  badgeActionResponseSchema,
  badgeParamsSchema,
  createBadgeOfferSchema,
  createPlanSchema,
  planActionResponseSchema,
  planParamsSchema,
  updateBadgeOfferSchema,
  updatePlanSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerPlansAdminDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/plans',
    area: 'plans',
    summary: 'Every plan and badge offer, retired ones included',
    response: adminPlansResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/plans',
    area: 'plans',
    summary: 'Create a paid plan; names are unique whatever their case (409)',
    body: createPlanSchema,
    response: planActionResponseSchema,
    status: 201,
    errors: [400, 409],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/plans/{planId}',
    area: 'plans',
    summary: 'Edit prices, features, name or order; retire (`retired: true`) or restore a plan',
    description:
      'The Free plan cannot be renamed, priced or retired (409). Plan names are unique whatever their case: renaming to another plan’s name in any case is 409.',
    params: planParamsSchema,
    body: updatePlanSchema,
    response: planActionResponseSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/badges',
    area: 'plans',
    summary: 'Create the badge offer of an earning status',
    body: createBadgeOfferSchema,
    response: badgeActionResponseSchema,
    status: 201,
    errors: [400, 409],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/badges/{badgeId}',
    area: 'plans',
    summary: 'Edit a badge offer price or features; retire or restore it',
    params: badgeParamsSchema,
    body: updateBadgeOfferSchema,
    response: badgeActionResponseSchema,
    errors: [400, 404],
  });
}
