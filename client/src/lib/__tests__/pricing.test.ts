import { formatNaira, purchaseTotal, type Plan } from '@blynd/shared';
import { CYCLE_NAME, planPriceLabel } from '../pricing';

const spark: Plan = { _id: 's', name: 'Spark', weeklyPrice: 2500, monthlyPrice: 8000, features: [] };
const free: Plan = { _id: 'f', name: 'Free', weeklyPrice: 0, monthlyPrice: 0, features: [] };

describe('plan prices', () => {
  it('When the plan is paid, then the price reads in naira with /wk or /mo', () => {
    expect(planPriceLabel(spark, 'monthly')).toEqual({ amount: '₦8,000', suffix: '/mo' });
    expect(planPriceLabel(spark, 'weekly')).toEqual({ amount: '₦2,500', suffix: '/wk' });
  });

  it('When the plan is free by price or by name, then it reads Free with no suffix', () => {
    expect(planPriceLabel(free, 'weekly')).toEqual({ amount: 'Free', suffix: '' });
    expect(planPriceLabel({ ...free, name: 'Basic' }, 'monthly')).toEqual({ amount: 'Free', suffix: '' });
    expect(planPriceLabel({ ...spark, name: 'free', weeklyPrice: 100 }, 'weekly')).toEqual({
      amount: 'Free',
      suffix: '',
    });
  });

  it('When a large amount is formatted, then thousands are grouped with commas', () => {
    expect(formatNaira(1250000)).toBe('₦1,250,000');
    expect(formatNaira(0)).toBe('₦0');
  });

  it('When a badge is included, then the total is the cycle price plus the badge price', () => {
    expect(purchaseTotal(spark, 'monthly', { price: 3500 })).toBe(11500);
    expect(purchaseTotal(spark, 'monthly', null)).toBe(8000);
    expect(purchaseTotal(spark, 'weekly')).toBe(2500);
  });

  it('names the cycles the way the success page shows them', () => {
    expect(CYCLE_NAME).toEqual({ weekly: 'Weekly', monthly: 'Monthly' });
  });
});
