import type { Api } from './client';

/** The orders reviews come in (`?sort=`). */
export type ReviewSort = 'newest' | 'highest' | 'lowest';
export type ReviewSource = 'native' | 'imported';

/** A page of reviews to ask for: whose, in which order, from where (the last page's cursor), and of which source only. */
export interface ReviewsQuery {
  productId: string;
  sort: ReviewSort;
  cursor?: string | null;
  /** Only these (native or imported); both when absent. */
  source?: ReviewSource;
}

/**
 * `GET /api/commerce/products/{id}/reviews?sort=newest|highest|lowest[&cursor=…][&source=native|imported]` (assumed:
 * docs/embed-contract.md, "Reviews").
 */
export const reviewsPath = ({ productId, sort, cursor, source }: ReviewsQuery): string =>
  // src/contract.ts's PRODUCTS_PATH, written out: the constant is the runtime chunk's, and one more name it exports
  // costs the product page's budget bytes.
  `/api/commerce/products/${encodeURIComponent(productId)}/reviews?sort=${sort}` +
  (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '') +
  (source ? `&source=${source}` : '');

/** A page of a product's reviews: `{ summary, reviews, nextCursor }`, as sent (src/reviews/parse.ts checks it). */
export function fetchReviews(api: Api, query: ReviewsQuery): Promise<unknown> {
  return api.request<unknown>('GET', reviewsPath(query));
}
