import { PRODUCTS_PATH } from '../contract';
import type { DataSource } from './source';

/** The runtime cache's key of a collection's page (src/data/collections.ts asks for its first pages through it). */
export const pageKey = (path: string) => `page ${path}`;

/**
 * The loader's requests for collections' first pages, made before the runtime chunk arrived, by query
 * (`?collectionId=…&limit=…`: `collectionQuery` in src/contract.ts, which `collectionPath` in src/api/products.ts
 * writes too): each the parsed body, else the HTTP status or a network error's text. A good answer is the page; any
 * other is asked for again, as a failed request is. Apart from ./collections.ts: a page without a collection carries
 * only this.
 */
export function takeEarlyPages(rt: DataSource, pages: Record<string, Promise<unknown>>): void {
  for (const query in pages) {
    const answer = pages[query]!;
    delete pages[query];
    const path = PRODUCTS_PATH + query;
    void rt.once(pageKey(path), () => answer.then((body) => (body && typeof body == 'object' ? body : rt.api.request('GET', path))));
  }
}
