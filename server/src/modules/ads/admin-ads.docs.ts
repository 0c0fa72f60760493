import {
  adSlotKeyParamsSchema,
  adSlotSetActionResponseSchema,
  adSlotSetResponseSchema,
  reservationActionResponseSchema,
  reservationListQuerySchema,
  reservationListResponseSchema,
  reservationParamsSchema,
  updateAdSlotSchema,
  updateAdSlotSetSchema,
  updateReservationSchema,
} from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerAdsAdminDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'get',
    path: '/ads',
    area: 'ads',
    summary: 'The ad slot set',
    response: adSlotSetResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/ads',
    area: 'ads',
    summary: 'Set the ad slot set active and its media buyer',
    body: updateAdSlotSetSchema,
    response: adSlotSetActionResponseSchema,
    errors: [400],
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/ads/slots/{slotKey}',
    area: 'ads',
    summary: 'Edit one slot: availability (true = an ad is live), image, link, amount; reset its visits',
    params: adSlotKeyParamsSchema,
    body: updateAdSlotSchema,
    response: adSlotSetActionResponseSchema,
    errors: [400, 404],
  });
  registerAdminPath(registry, {
    method: 'get',
    path: '/ads/reservations',
    area: 'ads',
    summary: 'Reservation requests, 10 a page, newest first; filter by handled',
    query: reservationListQuerySchema,
    response: reservationListResponseSchema,
  });
  registerAdminPath(registry, {
    method: 'patch',
    path: '/ads/reservations/{reservationId}',
    area: 'ads',
    summary: 'Mark a reservation handled or open',
    params: reservationParamsSchema,
    body: updateReservationSchema,
    response: reservationActionResponseSchema,
    errors: [400, 404],
  });
}
