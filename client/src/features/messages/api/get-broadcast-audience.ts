import { ADMIN_API_BASE, broadcastAudienceResponseSchema } from '@blynd/shared';
import { adminApi } from '../../../lib/api-client';

/** GET /systemmessages/audience: how many members a system message reaches, read fresh for the preview. */
export const getBroadcastAudience = () =>
  adminApi(`${ADMIN_API_BASE}/systemmessages/audience`, broadcastAudienceResponseSchema);
