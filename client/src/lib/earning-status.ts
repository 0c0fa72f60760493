import { EARNING_BANDS, type EarningStatus } from '@blynd/shared';
import type { TagTone } from '../components/ui/tag';

/** Upstart green, Citizen blue, Investor purple, Elite gold; neutral before the member gave an income. */
export const earningStatusTone = (status: EarningStatus | null): TagTone =>
  status ? (EARNING_BANDS[status].colour as TagTone) : 'neutral';

/** A member who has not reached the income step yet has no earning status. */
export const earningStatusLabel = (status: EarningStatus | null) => status ?? 'Not given yet';
