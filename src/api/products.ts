import { collectionQuery, PRODUCTS_PATH, productsPath } from '../contract';
import type { ProductItem } from '../types';
import type { Api } from './client';

/** `GET /api/commerce/products/{id}`: an assumption of the SDK (the spec shows no such endpoint); see docs. */
export function fetchProduct(api: Api, id: string): Promise<ProductItem> {
  return api.request<ProductItem>('GET', productsPath([id]));
}

/**
 * `GET /api/commerce/products?ids=…` (assumed, like the one-product call): `{ products: ProductItem[] }`, the products
 * the platform has among those asked for, in any order; an id it does not know is left out.
 */
export function fetchProducts(api: Api, ids: readonly string[]): Promise<{ products?: unknown }> {
  return api.request<{ products?: unknown }>('GET', productsPath(ids));
}

/** A page of a collection: the collection, how many products a page, and where the page starts (the last page's cursor). */
export interface CollectionQuery {
  collectionId: string;
  limit: number;
  /** The previous page's `nextCursor`; none for the first page. */
  cursor?: string | null;
}

/**
 * `GET /api/commerce/products?collectionId=<id>&limit=<n>[&cursor=<c>]` (assumed, like the other product calls:
 * docs/embed-contract.md, "Collections"). The loader builds the same URL for the first page (src/contract.ts).
 */
export const collectionPath = ({ collectionId, limit, cursor }: CollectionQuery): string =>
  PRODUCTS_PATH + collectionQuery(collectionId, limit) + (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

/** A page of a collection's products: `{ products, nextCursor }`, nextCursor null on the last page. */
export function fetchCollectionPage(api: Api, query: CollectionQuery): Promise<{ products?: unknown; nextCursor?: unknown }> {
  return api.request<{ products?: unknown; nextCursor?: unknown }>('GET', collectionPath(query));
}
