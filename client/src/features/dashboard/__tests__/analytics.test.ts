import type { UserAnalytics } from '@blynd/shared';
import { bandLabel, gendersOf, segmentsOf } from '../analytics';

const analytics = {
  upstartCount: 40,
  upstartPremiumCount: 4,
  citizenCount: 50,
  citizenPremiumCount: 10,
  investorCount: 30,
  investorPremiumCount: 0,
  eliteCount: 10,
  elitePremiumCount: 5,
  premiumCount: 19,
  plainPremiumCount: 12,
  maleCount: 60,
  femaleCount: 65,
  nonBinaryCount: 5,
  numberOfUsers: 130,
  tiers: [],
  last5users: [],
} satisfies UserAnalytics;

describe('dashboard analytics', () => {
  it('When showing segmentations, then the four bands carry their naira ranges', () => {
    expect(['Upstart', 'Citizen', 'Investor', 'Elite'].map((status) => bandLabel(status as never))).toEqual([
      '₦50k – ₦750k',
      '₦750k – ₦2.5M',
      '₦2.5M – ₦5M',
      'Above ₦5M',
    ]);
  });

  it('When counting a band, then members, Premium, Free and the Premium share add up', () => {
    expect(segmentsOf(analytics)).toEqual([
      { status: 'Upstart', range: '₦50k – ₦750k', members: 40, premium: 4, free: 36, premiumShare: 10 },
      { status: 'Citizen', range: '₦750k – ₦2.5M', members: 50, premium: 10, free: 40, premiumShare: 20 },
      { status: 'Investor', range: '₦2.5M – ₦5M', members: 30, premium: 0, free: 30, premiumShare: 0 },
      { status: 'Elite', range: 'Above ₦5M', members: 10, premium: 5, free: 5, premiumShare: 50 },
    ]);
  });

  it('When a band is empty, then its Premium share is 0, not NaN', () => {
    expect(segmentsOf({ ...analytics, eliteCount: 0, elitePremiumCount: 0 })[3]!.premiumShare).toBe(0);
  });

  it('When splitting by gender, then each slice has its count and share', () => {
    expect(gendersOf(analytics)).toEqual([
      { label: 'Female', count: 65, share: 50 },
      { label: 'Male', count: 60, share: 46 },
      { label: 'Non-binary', count: 5, share: 4 },
    ]);
  });
});
