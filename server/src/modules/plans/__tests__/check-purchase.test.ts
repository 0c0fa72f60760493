import { checkPurchase, type Purchaser } from '../check-purchase';
import type { BadgeOfferRow, PlanRow } from '../plans.repository';

const now = new Date('2026-11-24T09:00:00Z');
const spark = {
  id: 'p1',
  name: 'Spark',
  weeklyPrice: 2500,
  monthlyPrice: 8000,
  features: [],
  sortOrder: 1,
  retired: false,
  createdAt: now,
} satisfies PlanRow;
const free = { ...spark, id: 'p0', name: 'Free', weeklyPrice: 0, monthlyPrice: 0 } satisfies PlanRow;
const offer = (earningStatus: string): BadgeOfferRow => ({
  id: `b-${earningStatus}`,
  earningStatus,
  price: 3500,
  features: [],
  retired: false,
  createdAt: now,
});
const citizen: Purchaser = { isBlocked: false, disabled: false, premiumUntil: null, earningStatus: 'Citizen' };

describe('checkPurchase: the one purchase rule of the buyer and the admin', () => {
  it('When a Free member buys a plan, then the server prices the cycle, plus the badge when it is offered', () => {
    expect(checkPurchase(citizen, spark, 'weekly', null, now)).toEqual({ kind: 'allowed', amount: 2500, badge: null });
    expect(checkPurchase(citizen, spark, 'monthly', { offer: offer('Citizen') }, now)).toEqual({
      kind: 'allowed',
      amount: 11500,
      badge: 'Citizen',
    });
  });

  it.each([
    ['blocked', { ...citizen, isBlocked: true }, spark, 'weekly', null],
    ['blocked', { ...citizen, disabled: true }, spark, 'weekly', null],
    ['free-plan', citizen, free, 'weekly', null],
    ['already-premium', { ...citizen, premiumUntil: new Date(now.getTime() + 1000) }, spark, 'weekly', null],
    ['badge-not-offered', citizen, spark, 'weekly', { offer: offer('Citizen') }],
    ['badge-not-offered', citizen, spark, 'monthly', { offer: offer('Elite') }],
    ['badge-not-offered', citizen, spark, 'monthly', { offer: undefined }],
  ] as const)('When the purchase is refused as %s, then it says so', (refusal, member, plan, cycle, badge) => {
    expect(checkPurchase(member, plan, cycle, badge, now)).toEqual({ kind: 'refused', refusal });
  });

  it('When a period has just ended, then the member may buy again', () => {
    expect(checkPurchase({ ...citizen, premiumUntil: now }, spark, 'weekly', null, now).kind).toBe('allowed');
  });
});
