import { placesResponseSchema } from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';

export function registerPlacesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: `${APP}/places`,
    tags: ['Member app: profile'],
    security: [{ memberToken: [] }],
    summary: 'The 36 states and Abuja (the FCT) with their 774 local government areas, for the place pickers',
    description:
      'PATCH /me takes `place { state, lga }` from this list only (anything else is a 400). Each area has a centre point ' +
      'on the server (decision 0163); distances are computed between centres, never from a device position, and shown rounded (decision 0161).',
    responses: { 200: jsonResponse('States and their LGAs', placesResponseSchema), ...memberErrorResponses(401, 426) },
  });
}
