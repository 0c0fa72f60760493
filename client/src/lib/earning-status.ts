import { EARNING_BANDS, type EarningStatus } from '@blynd/shared';
import type { TagTone } from '../components/ui/tag';

/** Upstart green, Citizen blue, Investor purple, Elite gold (SPEC §3). */
export const earningStatusTone = (status: EarningStatus): TagTone => EARNING_BANDS[status].colour as TagTone;
