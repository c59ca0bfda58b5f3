import { StorefrontError } from '../api/errors';
import { collectionPath, fetchCollectionPage, type CollectionQuery } from '../api/products';
import type { ProductItem } from '../types';
import { claim, productItem } from './products';
import { pageKey } from './earlyPages';
import type { DataSource } from './source';

/**
 * A page of products for the collection widget: from a collection (`GET /api/commerce/products?collectionId=…`, one
 * request a page, an assumption: docs/embed-contract.md, "Collections") or from a list of ids (the many-products
 * request). The items are kept as the runtime's products (src/data/products.ts): the widgets that show them (a card's
 * price, its add button, a quick view) ask for nothing more.
 */
export interface ProductPage {
  items: ProductItem[];
  /** Where the next page starts, null after the last one. */
  next: string | null;
  /** Ids whose product could not be shown (a list's id the platform does not have); a collection's page has none. */
  missing: string[];
}

/**
 * Products another answer brought (a collection's page): kept as the runtime's products (src/data/products.ts), as if
 * asked for, so the widgets that show them ask for nothing. Items asked for already (pending or answered) are left as
 * they are; an item without a string id is skipped. Here, not there: a page without a collection carries none of it.
 */
function keepProducts(rt: DataSource, items: readonly unknown[]): void {
  const byId = new Map<string, ProductItem>();
  for (const item of items) {
    const id = item && typeof item == 'object' ? (item as ProductItem).id : undefined;
    if (typeof id == 'string' && !byId.has(id)) byId.set(id, item as ProductItem);
  }
  for (const w of claim(rt, byId.keys())) w.resolve(byId.get(w.id)!);
}

/** Checks a page's answer: a list of products (objects with an id), and a next cursor or none. */
function readPage(answer: unknown, what: string): { items: ProductItem[]; next: string | null } {
  const { products, nextCursor } = (answer && typeof answer == 'object' ? answer : {}) as { products?: unknown; nextCursor?: unknown };
  if (!Array.isArray(products)) throw new StorefrontError('data', 'the answer has no list of products', what);
  if (nextCursor != null && (typeof nextCursor != 'string' || !nextCursor))
    throw new StorefrontError('data', "the answer's nextCursor is not text", what);
  const items = products.filter((p): p is ProductItem => !!p && typeof p == 'object' && typeof (p as ProductItem).id == 'string');
  return { items, next: nextCursor ?? null };
}

/**
 * A page of the collection `query` names. The first page goes through the runtime's load-once cache (shared with the
 * loader's early request); a failed page is forgotten, so pressing "Load more" again asks again.
 */
export function collectionPage(rt: DataSource, query: CollectionQuery): Promise<ProductPage> {
  const what = `GET ${collectionPath(query)}`;
  const load = () => fetchCollectionPage(rt.api, query);
  // The first page through the runtime's cache: the loader may have asked for it already (./earlyPages.ts).
  const answer = query.cursor ? load() : rt.once(pageKey(collectionPath(query)), load);
  return answer.then((body) => {
    const page = readPage(body, what);
    keepProducts(rt, page.items);
    return { ...page, missing: [] };
  });
}

/**
 * A page of a list of products (`data-product-ids`): `ids` from `start`, `limit` of them, asked for together (one
 * request, the many-products call). An id the platform does not have is left out and named in `missing`; a failed
 * request fails the page (all of its products failed the same way).
 */
export function listPage(rt: DataSource, ids: readonly string[], start: number, limit: number): Promise<ProductPage> {
  const part = ids.slice(start, start + limit);
  const next = start + limit < ids.length ? String(start + limit) : null;
  return Promise.allSettled(part.map((id) => productItem(rt, id))).then((results) => {
    const items: ProductItem[] = [];
    const missing: string[] = [];
    results.forEach((r, i) => (r.status == 'fulfilled' ? items.push(r.value) : missing.push(part[i]!)));
    // Every product failed, and not because the platform lacks them (left out of the answer, or 404): the request failed.
    const lacking = (e: unknown) =>
      e instanceof StorefrontError && (e.kind == 'data' || (e.kind == 'http' && (e as { status?: number }).status == 404));
    const failed = results.find((r): r is PromiseRejectedResult => r.status == 'rejected' && !lacking(r.reason));
    if (!items.length && failed) throw failed.reason;
    return { items, next, missing };
  });
}
