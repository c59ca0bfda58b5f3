import { registerStrings } from '../registry';

/**
 * The reviews widget's words (docs/widgets/reviews.md): the SDK's own (the spec names the reviews, not their controls;
 * docs/strings.md "Decisions"), but "Unable to load." and "Try again", the spec's (spec 001's error messages). Named so that no chunk is
 * named like a widget.
 */
export const reviewListStrings = {
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

registerStrings(reviewListStrings);
