import { EARNING_BANDS, EARNING_STATUSES, type EarningStatus, type UserAnalytics } from '@blynd/shared';
import { formatNairaShort, percentOf } from '../../lib/format';

export type Segment = {
  status: EarningStatus;
  range: string;
  members: number;
  premium: number;
  free: number;
  premiumShare: number;
};

/** "₦50k – ₦750k", "Above ₦5M": the naira band of an earning status (docs/domain-rules.md#earning-status). */
export function bandLabel(status: EarningStatus): string {
  const band = EARNING_BANDS[status];
  return band.max === null
    ? `Above ${formatNairaShort(band.min)}`
    : `${formatNairaShort(band.min)} – ${formatNairaShort(band.max)}`;
}

const COUNTS: Record<EarningStatus, [keyof UserAnalytics, keyof UserAnalytics]> = {
  Upstart: ['upstartCount', 'upstartPremiumCount'],
  Citizen: ['citizenCount', 'citizenPremiumCount'],
  Investor: ['investorCount', 'investorPremiumCount'],
  Elite: ['eliteCount', 'elitePremiumCount'],
};

/** The four earning bands with their members, Premium members and Premium share. */
export function segmentsOf(analytics: UserAnalytics): Segment[] {
  return EARNING_STATUSES.map((status) => {
    const [countKey, premiumKey] = COUNTS[status];
    const members = analytics[countKey] as number;
    const premium = analytics[premiumKey] as number;
    return {
      status,
      range: bandLabel(status),
      members,
      premium,
      free: Math.max(0, members - premium),
      premiumShare: percentOf(premium, members),
    };
  });
}

export type GenderSlice = { label: string; count: number; share: number };

export function gendersOf(analytics: UserAnalytics): GenderSlice[] {
  const slices = [
    { label: 'Female', count: analytics.femaleCount },
    { label: 'Male', count: analytics.maleCount },
    { label: 'Non-binary', count: analytics.nonBinaryCount },
  ];
  const total = slices.reduce((sum, slice) => sum + slice.count, 0);
  return slices.map((slice) => ({ ...slice, share: percentOf(slice.count, total) }));
}
