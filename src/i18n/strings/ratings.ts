import { registerStrings } from '../registry';

/**
 * Product reviews and ratings (the reviews widget, a product's `rating` part, a collection card's stars): the SDK's
 * own words (the spec names the reviews, not their controls; docs/strings.md "Decisions"). Named so that no chunk is
 * named like a widget.
 */
export const ratingStrings = {
  ratingSummary: '{average} out of 5, {count} reviews',
  ratingSummaryOne: '{average} out of 5, 1 review',
  ratingStars: '{rating} out of 5 stars',
  reviewsHeading: 'Reviews',
  reviewsDistribution: 'Ratings',
  reviewsDistributionRow: '{stars} stars: {count}',
  reviewsDistributionRowOne: '1 star: {count}',
  reviewsSort: 'Sort by',
  reviewsSortNewest: 'Newest',
  reviewsSortHighest: 'Highest rating',
  reviewsSortLowest: 'Lowest rating',
  reviewsLoadMore: 'Load more',
  reviewsLoading: 'Loading reviews…',
  reviewsNone: 'No reviews yet',
  reviewsVerified: 'Verified buyer',
  reviewsImported: 'Imported',
  reviewsError: 'Unable to load.',
  reviewsRetry: 'Try again',
  reviewsBy: 'By {author}',
} as const;

registerStrings(ratingStrings);
