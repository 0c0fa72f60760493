import { liveTicketSchema } from '@blynd/shared';
import { memberErrorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const APP = '/api/v1/app';

export function registerMemberLiveDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: `${APP}/live/ticket`,
    tags: ['Member app: chat and live channel'],
    security: [{ memberToken: [] }],
    operationId: 'createLiveTicket',
    summary: 'A single-use ticket (30 s, bound to this session) for opening the WebSocket at /api/v1/app/live?ticket=…',
    description:
      'Server → app frames: `message`, `read`, `typing`, `match`, `match-ended`, `notification`, `auction`, `tokens`, `pong`, `error`. App → server: `{ type: "typing", matchId }` and `{ type: "ping" }`. ' +
      'The server pings every 25 s; logout, session revocation or a block closes the socket. On every (re)connect, resync with GET /conversations and `after=` the last seq.',
    responses: { 200: jsonResponse('Ticket', liveTicketSchema), ...memberErrorResponses(401, 403, 426) },
  });
}
