import type { BadgeOffer, Plan } from '@blynd/shared';
import { matchesMaskedEmail, normalisePhone, offeredBadge, readPurchaseState } from '../purchase-rules';

const badges: BadgeOffer[] = [
  { _id: '1', earningStatus: 'Upstart', price: 2000, features: [] },
  { _id: '2', earningStatus: 'Citizen', price: 3500, features: [] },
];
const citizen = { isPremium: false, earningStatus: 'Citizen' as const };
const spark: Plan = { _id: 's', name: 'Spark', weeklyPrice: 2500, monthlyPrice: 8000, features: ['No ads'] };

describe('offeredBadge', () => {
  it('When a free member buys monthly, then the badge of their status is offered', () => {
    expect(offeredBadge(badges, citizen, 'monthly')?.earningStatus).toBe('Citizen');
  });

  it('When the cycle is weekly, then no badge is offered', () => {
    expect(offeredBadge(badges, citizen, 'weekly')).toBeNull();
  });

  it('When the member is Premium, then no badge is offered', () => {
    expect(offeredBadge(badges, { ...citizen, isPremium: true }, 'monthly')).toBeNull();
  });

  it('When no badge matches the earning status, then none is offered', () => {
    expect(offeredBadge(badges, { isPremium: false, earningStatus: 'Elite' }, 'monthly')).toBeNull();
  });
});

describe('readPurchaseState', () => {
  it('When /premium passed a plan and cycle, then they are read back', () => {
    expect(readPurchaseState({ plan: spark, cycle: 'weekly' })).toEqual({ plan: spark, cycle: 'weekly' });
  });

  it.each([
    undefined,
    null,
    'x',
    {},
    { plan: spark },
    { plan: spark, cycle: 'yearly' },
    { plan: { name: 'Spark' }, cycle: 'weekly' },
  ])('When the state is %p, then it is rejected', (state) => expect(readPurchaseState(state)).toBeNull());
});

describe('matchesMaskedEmail', () => {
  it('When first letter and domain agree, then it matches, ignoring case and spaces', () => {
    expect(matchesMaskedEmail(' Ada.Okafor@Example.com ', 'a***@example.com')).toBe(true);
  });

  it('When the domain or first letter differ, then it does not match', () => {
    expect(matchesMaskedEmail('ada.okafor@gmail.com', 'a***@example.com')).toBe(false);
    expect(matchesMaskedEmail('bola@example.com', 'a***@example.com')).toBe(false);
  });

  it('When the member has no email on file, then any address is accepted', () => {
    expect(matchesMaskedEmail('new@example.com', '')).toBe(true);
  });
});

describe('normalisePhone', () => {
  it('drops spaces and dashes people type in phone numbers', () => {
    expect(normalisePhone('0803 123-4501')).toBe('08031234501');
  });
});
