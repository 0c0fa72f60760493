import {
  inviteStaffSchema,
  resetAccessCodeSchema,
  staffActionResponseSchema,
  staffListResponseSchema,
  staffParamsSchema,
  updateStaffSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerStaffDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/staff',
    area: 'staff',
    summary: 'Every admin account',
    response: staffListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'post',
    path: '/staff',
    area: 'staff',
    summary: 'Add an admin with role, password and access code; they are mailed where to sign in (never the secrets)',
    body: inviteStaffSchema,
    response: staffActionResponseSchema,
    status: 201,
    errors: [400, 409],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/staff/{staffId}',
    area: 'staff',
    summary: 'Change role or name, disable or enable an admin (disabling signs them out at once)',
    description: 'An admin cannot disable itself, and the last active Super Admin cannot be demoted or disabled (409).',
    params: staffParamsSchema,
    body: updateStaffSchema,
    response: staffActionResponseSchema,
    errors: [400, 404, 409],
  });
  registerAdminPath(registry, {
    method: 'put',
    path: '/staff/{staffId}/access-code',
    area: 'staff',
    summary: "Reset an admin's access code (and optionally password); signs them out everywhere",
    params: staffParamsSchema,
    body: resetAccessCodeSchema,
    response: staffActionResponseSchema,
    errors: [400, 404],
  });
}
