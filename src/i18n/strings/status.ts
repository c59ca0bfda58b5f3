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
} as const;

registerStrings(statusStrings);
