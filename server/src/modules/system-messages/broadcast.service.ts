import type { BroadcastAudienceResponse } from '@blynd/shared';
import type { Db } from '../../db/client';
import { countBroadcastAudience } from './broadcast.repository';

/** The audience a system message's preview names before the admin confirms sending it to everyone. */
export const getBroadcastAudience = (db: Db): Promise<BroadcastAudienceResponse> => countBroadcastAudience(db);
