import { fetchProduct, fetchProducts } from '../api/products';
import { PRODUCTS_PER_REQUEST, productsPath, wellFormedId } from '../contract';
import { StorefrontError } from '../api/errors';
import { REQUEST_TIMEOUT_MS } from '../api/client';
import type { ProductItem } from '../types';
import type { DataSource } from './source';

/**
 * Product items, asked for together: one request per 50 products found together, never one per widget
 * (docs/performance.md, "Products asked for together"). Every product is asked for once per runtime however many
 * widgets show it (the product widgets' shared context, the cart's titles and Edit button), and kept in the runtime's
 * load-once cache under `product <id>`; a failure is forgotten, so a later call asks again.
 *
 * - `askProducts(rt, ids)`: the products of widgets found together (one scan of the loader, one MutationObserver
 *   callback): those not asked for yet, in requests of at most 50.
 * - `productItem(rt, id)`: one product; the calls made in one task (a React tree rendering, the cart's entries) are
 *   asked for together, in a microtask.
 * - `takeEarlyProducts(rt, fetched)`: the answers the loader asked for before the runtime chunk arrived.
 *
 * One id is asked for as `GET /api/commerce/products/{id}`, several as `GET /api/commerce/products?ids=…`
 * (src/api/products.ts). An id that a many-products answer leaves out fails alone, as a 404 of its own would.
 */

/**
 * A product asked for and not answered yet. `resolve` takes the item, or the error that says the platform has no such
 * product: that answer is kept (a widget of that product mounted later fails the same way, asking nothing), where a
 * failed request (`reject`) is forgotten, so a later call asks again.
 */
export interface Waiting {
  id: string;
  resolve: (answer: ProductItem | StorefrontError) => void;
  reject: (error: unknown) => void;
}

const key = (id: string) => `product ${id}`;

/**
 * Per runtime (keyed by its `once`, which every copy of its data source shares): the items answered so far, by id, to
 * read without waiting (`answeredItem`).
 */
const answered = new WeakMap<object, Map<string, ProductItem>>();

/**
 * The item of product `id` when its answer is already here, else undefined (not asked for, on its way, failed, or the
 * platform has no such product): a widget mounted after its product arrived renders it at once, in its first render,
 * instead of rendering "loading" and then, after the next frame (its store subscription starts after paint), the
 * product (src/product/context.ts).
 */
export const answeredItem = (rt: DataSource, id: string): ProductItem | undefined => answered.get(rt.once)?.get(id);

/**
 * Product `id`'s promise in `rt.once`: the one there (pending, or answered), else a new one, whose `Waiting` is pushed
 * to `claimed` for the caller to settle.
 */
function place(rt: DataSource, id: string, claimed: Waiting[]): Promise<ProductItem | StorefrontError> {
  return rt.once(
    key(id),
    () =>
      new Promise<ProductItem | StorefrontError>((resolve, reject) =>
        claimed.push({
          id,
          resolve: (answer) => {
            if (!(answer instanceof StorefrontError))
              answered.set(rt.once, (answered.get(rt.once) ?? new Map<string, ProductItem>()).set(id, answer));
            resolve(answer);
          },
          reject,
        }),
      ),
  );
}

/**
 * The ids of `ids` that nobody has asked for yet, each now holding its place in `rt.once` with a promise that the
 * caller settles. Ids asked for before (pending, or answered) are left alone, and so are ids no URL can carry (empty,
 * or with a lone UTF-16 surrogate: their widgets refuse them at mount, `parseProductAttributes`), so that one of them
 * never fails the request of the others.
 */
export function claim(rt: DataSource, ids: Iterable<string>): Waiting[] {
  const claimed: Waiting[] = [];
  // The promise is the widgets' to read (`productItem`); here it only holds the place.
  for (const id of new Set(ids)) if (wellFormedId(id)) void place(rt, id, claimed);
  return claimed;
}

/** Settles `waiting` with the items of a many-products answer; an id it lacks fails with a data error naming it. */
function settle(waiting: readonly Waiting[], answer: unknown, what: string): void {
  const list = (answer as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) {
    const error = new StorefrontError('data', 'the answer has no list of products', what);
    for (const w of waiting) w.reject(error);
    return;
  }
  const byId = new Map<unknown, ProductItem>();
  for (const item of list) if (item && typeof item == 'object') byId.set((item as ProductItem).id, item as ProductItem);
  for (const w of waiting) {
    const item = byId.get(w.id);
    w.resolve(item ?? new StorefrontError('data', 'the platform has no such product', `${what} → no "${w.id}" in the answer`));
  }
}

/** Asks for `waiting` in requests of at most PRODUCTS_PER_REQUEST: one product alone by its own URL. */
function request(rt: DataSource, waiting: readonly Waiting[]): void {
  for (let i = 0; i < waiting.length; i += PRODUCTS_PER_REQUEST) {
    const part = waiting.slice(i, i + PRODUCTS_PER_REQUEST);
    const ids = part.map((w) => w.id);
    const fail = (error: unknown) => part.forEach((w) => w.reject(error));
    // Whatever goes wrong, none of them is left waiting.
    try {
      if (part.length == 1) fetchProduct(rt.api, ids[0]!).then(part[0]!.resolve, fail);
      else fetchProducts(rt.api, ids).then((answer) => settle(part, answer, `GET ${productsPath(ids)}`), fail);
    } catch (error) {
      fail(error);
    }
  }
}

/** The products of widgets found together: those not asked for yet, asked for now, 50 to a request. */
export function askProducts(rt: DataSource, ids: Iterable<string>): void {
  request(rt, claim(rt, ids));
}

/** Per runtime, the products asked for one at a time in the current task, asked for together in a microtask. */
const soon = new WeakMap<DataSource, Waiting[]>();

/** A product item, from the runtime's cache or asked for (with the others asked for in the same task). */
export function productItem(rt: DataSource, id: string): Promise<ProductItem> {
  if (!wellFormedId(id)) return Promise.reject(new StorefrontError('data', 'the product id is not well-formed text', `product "${id}"`));
  const claimed: Waiting[] = [];
  const item = place(rt, id, claimed);
  if (claimed.length) {
    let queued = soon.get(rt);
    if (!queued) {
      soon.set(rt, (queued = []));
      queueMicrotask(() => {
        soon.delete(rt);
        request(rt, queued!);
      });
    }
    queued.push(...claimed);
  }
  return item.then((answer) => (answer instanceof StorefrontError ? Promise.reject(answer) : answer));
}

/**
 * Takes the product requests the loader made before the runtime chunk arrived (loader/index.ts): product id → the
 * answer of the request that asked for it (ids asked for together share one), the parsed JSON body, else the HTTP
 * status or a network error's text. A request for one id answers with the item, for several with `{ products }`.
 * Each answer is waited for REQUEST_TIMEOUT_MS at most; a failed or late one is asked for again, as any request is
 * (with the API client's retries, Retry-After and error mapping): a failing product costs one request more, never a
 * different outcome. An id a good answer leaves out fails as in `askProducts`.
 */
export function takeEarlyProducts(rt: DataSource, fetched: Record<string, Promise<unknown>>): void {
  const requests = new Map<Promise<unknown>, string[]>();
  for (const id in fetched) {
    const ids = requests.get(fetched[id]!) ?? [];
    requests.set(fetched[id]!, [...ids, id]);
    delete fetched[id];
  }
  requests.forEach((ids, answer) => {
    const waiting = claim(rt, ids);
    // The timer is left to run out: it settles a race already decided, and costs nothing else.
    void Promise.race([answer, new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS))]).then((body) => {
      const good = body && typeof body == 'object';
      if (!good) request(rt, waiting);
      else if (ids.length == 1) waiting[0]?.resolve(body as ProductItem);
      else settle(waiting, body, `GET ${productsPath(ids)}`);
    });
  });
}
