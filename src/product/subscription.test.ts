import { describe, expect, it } from 'vitest';
import { defaultT } from '../i18n';
import '../i18n/strings/status';
import { subscriptionTerms } from './subscription';
import { subscriptionPriceText } from './subscriptionPrice';

const plan = (value: unknown, unit: unknown, numBillingCycles?: unknown) => ({
  isSubscribable: true,
  subscriptionPlan: { billingPeriod: { value, unit }, ...(numBillingCycles === undefined ? {} : { numBillingCycles }) } as never,
});
const text = (p: ReturnType<typeof plan>, price = '$18.00') => {
  const terms = subscriptionTerms(p);
  return terms ? subscriptionPriceText(defaultT, price, terms) : terms;
};

describe('subscriptionTerms', () => {
  it('not a subscription: not subscribable, or no plan', () => {
    expect(subscriptionTerms({ isSubscribable: false, subscriptionPlan: plan(1, 'MONTH').subscriptionPlan })).toBeUndefined();
    expect(subscriptionTerms({ isSubscribable: true, subscriptionPlan: null })).toBeUndefined();
  });

  it('reads the period, the payments and the span in whole years (week 52, month 12, year 1 a year)', () => {
    expect(subscriptionTerms(plan(1, 'MONTH', 0))).toEqual({ every: 1, unit: 'month', payments: null, years: null });
    expect(subscriptionTerms(plan(1, 'MONTH'))).toEqual({ every: 1, unit: 'month', payments: null, years: null });
    expect(subscriptionTerms(plan(1, 'MONTH', 24))).toEqual({ every: 1, unit: 'month', payments: 24, years: 2 });
    expect(subscriptionTerms(plan(2, 'WEEK', 26))).toEqual({ every: 2, unit: 'week', payments: 26, years: 1 });
    expect(subscriptionTerms(plan(1, 'WEEK', 26))).toEqual({ every: 1, unit: 'week', payments: 26, years: null });
    expect(subscriptionTerms(plan(3, 'MONTH', 4))).toEqual({ every: 3, unit: 'month', payments: 4, years: 1 });
    expect(subscriptionTerms(plan(1, 'YEAR', 3))).toEqual({ every: 1, unit: 'year', payments: 3, years: 3 });
  });

  it('a plan it cannot read is null (the price is then "Unavailable"): an unknown unit, a period not a whole number above 0, a bad count', () => {
    for (const p of [
      plan(1, 'DAY'),
      plan(1, 'month'),
      plan(0, 'MONTH'),
      plan(1.5, 'WEEK'),
      plan('1', 'MONTH'),
      plan(1, 'MONTH', -1),
      plan(1, 'MONTH', 2.5),
      plan(1, 'MONTH', '12'),
      plan(521, 'WEEK'),
    ]) {
      expect(subscriptionTerms(p)).toBeNull();
    }
    expect(subscriptionTerms({ isSubscribable: true, subscriptionPlan: {} as never })).toBeNull();
    expect(subscriptionTerms({ isSubscribable: true, subscriptionPlan: { billingPeriod: 'monthly' } as never })).toBeNull();
  });
});

describe('subscriptionPriceText', () => {
  it('the period: "/ week", "/ month", "/ year", or every N of them', () => {
    expect(text(plan(1, 'WEEK'))).toBe('$18.00 / week');
    expect(text(plan(1, 'MONTH'))).toBe('$18.00 / month');
    expect(text(plan(1, 'YEAR'))).toBe('$18.00 / year');
    expect(text(plan(2, 'WEEK'))).toBe('$18.00 every 2 weeks');
    expect(text(plan(3, 'MONTH'))).toBe('$18.00 every 3 months');
    expect(text(plan(2, 'YEAR'))).toBe('$18.00 every 2 years');
  });

  it('how long it runs: in years when the span is whole years, else the number of payments', () => {
    expect(text(plan(1, 'MONTH', 12))).toBe('$18.00 / month for 1 year');
    expect(text(plan(1, 'MONTH', 24))).toBe('$18.00 / month for 2 years');
    expect(text(plan(2, 'WEEK', 52))).toBe('$18.00 every 2 weeks for 2 years');
    expect(text(plan(1, 'MONTH', 6))).toBe('$18.00 / month, 6 payments');
    expect(text(plan(1, 'MONTH', 6), 'from $9.00')).toBe('from $9.00 / month, 6 payments');
  });
});
