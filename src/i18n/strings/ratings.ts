import { registerStrings } from '../registry';

/**
 * A product's rating (its stars' accessible names: a product's `rating` part, a collection card's, the reviews widget's
 * summary and each review's): the SDK's own words (the spec names the reviews only; docs/strings.md "Decisions").
 */
export const ratingStrings = {
  ratingSummary: '{average} out of 5, {count} reviews',
  ratingSummaryOne: '{average} out of 5, 1 review',
  ratingStars: '{rating} out of 5 stars',
} as const;

registerStrings(ratingStrings);
