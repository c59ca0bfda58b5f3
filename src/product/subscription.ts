import type { Product } from './types';

/** Spec 001 §9 "Periods per year": week 52, month 12, year 1. */
export const PERIODS_PER_YEAR = { week: 52, month: 12, year: 1 } as const;

export type BillingUnit = keyof typeof PERIODS_PER_YEAR;

/** The most periods between two payments read from a plan (a payment every 10 years, 520 weeks); more is not a plan. */
export const MAX_PERIODS_BETWEEN_PAYMENTS = 520;

/**
 * A subscription's terms, read from its plan (spec 001 §3 "Billing period unit": billingPeriod {value, unit},
 * numBillingCycles, 0 = indefinite).
 * - `every`, `unit`: a payment every `every` `unit`s (`1, 'month'`: monthly).
 * - `payments`: how many payments in all; null while the subscription runs until cancelled.
 * - `years`: the whole span in years when it is a whole number of years (24 monthly payments: 2), else null
 *   (spec 001 §5: "A subscription shows its duration in years when the total span is a whole number of years").
 */
export interface SubscriptionTerms {
  every: number;
  unit: BillingUnit;
  payments: number | null;
  years: number | null;
}

const UNITS: Record<string, BillingUnit> = { WEEK: 'week', MONTH: 'month', YEAR: 'year' };

const isCount = (n: unknown, min: number): n is number => typeof n == 'number' && Number.isInteger(n) && n >= min;

/**
 * The terms of a product sold by subscription, `undefined` when it is not one (not subscribable, or no plan), and
 * `null` when its plan cannot be read (no such unit, a period of 0 or 1.5 weeks, a negative count): its price is then
 * "Unavailable" (spec 001 §8: "Subscription price string gives Unavailable when no combination matches").
 */
export function subscriptionTerms(p: Pick<Product, 'isSubscribable' | 'subscriptionPlan'>): SubscriptionTerms | null | undefined {
  const plan = p.subscriptionPlan as unknown;
  if (!p.isSubscribable || !plan) return undefined;
  const { billingPeriod, numBillingCycles } = plan as { billingPeriod?: { value?: unknown; unit?: unknown }; numBillingCycles?: unknown };
  const unit = typeof billingPeriod?.unit == 'string' ? UNITS[billingPeriod.unit] : undefined;
  const every = billingPeriod?.value;
  // numBillingCycles absent: until cancelled, as 0 is.
  const cycles = numBillingCycles ?? 0;
  if (!unit || !isCount(every, 1) || every > MAX_PERIODS_BETWEEN_PAYMENTS || !isCount(cycles, 0)) return null;
  const periods = every * cycles;
  const years = cycles > 0 && periods % PERIODS_PER_YEAR[unit] == 0 ? periods / PERIODS_PER_YEAR[unit] : null;
  return { every, unit, payments: cycles || null, years };
}
