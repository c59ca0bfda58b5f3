import { registerStrings } from '../registry';

/**
 * The collection: its region, "Load more" and what it announces (the SDK's own; the spec's "quick view" is the
 * product area's `quickView`; docs/strings.md "Decisions").
 */
export const collectionStrings = {
  collectionRegion: 'Products',
  collectionLoadMore: 'Load more',
  collectionLoadingMore: 'Loading more products…',
  collectionMoreShownOne: '1 more product shown',
  collectionMoreShown: '{count} more products shown',
  collectionAllShown: 'All {count} products shown',
  collectionEmpty: 'No products here yet.',
  collectionChooseOptions: 'Choose options',
} as const;

registerStrings(collectionStrings);
