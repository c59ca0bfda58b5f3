import { registerStrings } from '../registry';

/**
 * Product status: the sale badge, prices, scarcity (spec 001 §8 "Template engine" fallbacks; the rest the SDK's own,
 * docs/strings.md "Decisions"). Apart from the product area so that pages without a product-status widget do not
 * carry them (`soldOut`, shared with the variant picker, stays in the product area).
 */
export const statusStrings = {
  sale: 'sale',
  priceUnavailable: 'Unavailable',
  priceFrom: 'from {price}',
  regularPrice: 'Regular price',
  scarcityDefault: 'Only {quantity} left!',
  // A subscription's price (spec 001 §3 billing period; §5 duration in years; §9 periods per year). {price} is the
  // amount (or "from" it), then the period, then how long it runs when the plan ends.
  pricePerWeek: '{price} / week',
  pricePerMonth: '{price} / month',
  pricePerYear: '{price} / year',
  pricePerWeeks: '{price} every {count} weeks',
  pricePerMonths: '{price} every {count} months',
  pricePerYears: '{price} every {count} years',
  subscriptionForOneYear: '{price} for 1 year',
  subscriptionForYears: '{price} for {count} years',
  subscriptionPayments: '{price}, {count} payments',
} as const;

registerStrings(statusStrings);
