import { FACE_CHECK_BY, PHOTO_CHECKS_BY } from '@blynd/shared';
import type { Config } from '../../config/env';

/** The site's words for what checks photos and faces here (decision 0138), from the configured providers. */
export const checksCopy = (config: Pick<Config, 'screening' | 'liveness'>) => ({
  photoChecksBy: PHOTO_CHECKS_BY[config.screening.provider],
  faceCheckBy: FACE_CHECK_BY[config.liveness.provider],
});
