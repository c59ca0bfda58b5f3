/**
 * The rules the loader (loader/index.ts, dist/storefront.js) and the runtime both follow, written once: the URLs of the
 * product calls, how many ids one request carries, a collection's page size, the site user's header, which ids a URL
 * can carry, and where the tab keeps the site user's token. The loader asks for products before the runtime is here
 * and hands the answers over, so both must ask the same way.
 *
 * It imports nothing, not even types: the loader inlines it, and anything it imported would come with it
 * (tests/unit/boundaries.test.ts holds both).
 */

/** The product calls' path: `GET /api/commerce/products/{id}`, `…?ids=…`, `…?collectionId=…` (docs/embed-contract.md). */
export const PRODUCTS_PATH = '/api/commerce/products';

/** How many ids one request for many products carries at most (`GET /api/commerce/products?ids=…`). */
export const PRODUCTS_PER_REQUEST = 50;

/**
 * What follows PRODUCTS_PATH to ask for `ids`: one product, `/{id}`; several (at most PRODUCTS_PER_REQUEST),
 * `?ids=a,b,…`, each id URL-encoded (a comma inside an id is `%2C`), the commas between them not. Both are assumptions
 * of the SDK (docs/embed-contract.md, "Products"). Throws on an id that is not well-formed text (encodeURIComponent's
 * URIError): see `wellFormedId`.
 */
export const productsQuery = (ids: readonly string[]): string =>
  ids.length > 1 ? '?ids=' + ids.map(encodeURIComponent).join(',') : '/' + encodeURIComponent(ids[0]!);

/** The path that asks for `ids`: `/api/commerce/products/{id}`, or `/api/commerce/products?ids=a,b,…` (productsQuery). */
export const productsPath = (ids: readonly string[]): string => PRODUCTS_PATH + productsQuery(ids);

/**
 * What follows PRODUCTS_PATH to ask for a collection's first page (no cursor): `?collectionId=<id>&limit=<n>`
 * (docs/embed-contract.md, "Collections"). The loader's early first pages are handed to the runtime by this query.
 */
export const collectionQuery = (collectionId: string, limit: number | string): string =>
  '?collectionId=' + encodeURIComponent(collectionId) + '&limit=' + limit;

/** A collection's products a page (`data-page-size`): spec-less defaults of the SDK's own (docs/widgets/collection.md). */
export const PAGE_SIZE = { default: 24, min: 1, max: 50 } as const;

/**
 * The API root, `data-api-root` resolved once, when the loader runs (docs/embed-contract.md, "The API root"): empty, the
 * page's origin; a path or a URL, resolved against the document's URL (never a `<base href>`); kept as an absolute
 * http(s) origin and path, with no trailing slash, query or fragment (`https://api.example/shop`). Undefined for anything
 * that does not resolve to http(s) (`javascript:`, `data:`, unparsable): the caller refuses it.
 */
export const resolveApiRoot = (given: string | undefined, page: string = location.href): string | undefined => {
  try {
    const url = new URL(given?.trim() || '/', page);
    if (/^https?:$/.test(url.protocol)) return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    // Unparsable: refused.
  }
};

/**
 * The API root to use: `resolveApiRoot`'s, or, for one that is not http(s), the page's origin with one console error
 * (none for an empty root on a page that is not http(s) itself). The drop-in loader calls it once, when it runs; the
 * React provider when it makes its runtime. The API client takes what it gives as it is (src/api/client.ts).
 */
export function apiRootOf(given: string | undefined): string {
  const root = resolveApiRoot(given);
  if (root) return root;
  if (given?.trim()) console.error(`[storefront] data-api-root "${given}" is not a path or an http(s) URL: the page's origin is used`);
  return location.origin;
}

/** Header carrying the signed-in site user's XSRF token, on every request (spec 001 §7). */
export const SITE_USER_HEADER = 'X-SiteUser-XSRF-Token';

/**
 * Whether a request can ask for `id`: not empty, and with no lone UTF-16 surrogate (`\p{Cs}`: encodeURIComponent
 * refuses one, so no URL can carry it).
 */
export const wellFormedId = (id: string | false | null | undefined): boolean => !!id && !/\p{Cs}/u.test(id);

/**
 * Where a tab keeps the signed-in visitor's XSRF token (docs/security.md, "The site-user session"): the tab's
 * `sessionStorage`, under this key. Per tab and per origin: it survives a reload of the tab and is gone when the tab
 * closes; never in `localStorage` (every tab, for ever), never in a cookie (sent with every request, which is what the
 * token must not be) and never in a URL. A tab without one asks the open tabs for theirs (src/account/channel.ts).
 */
export const TOKEN_KEY = 'sf-xsrf';

/**
 * Where a page keeps that its one storage warning was given: a global symbol, so the loader and the runtime (bundled
 * apart, each with a copy of this module) and the React package share it.
 */
export const STORAGE_WARNED = Symbol.for('storefront.storageWarned');

/**
 * A storage failure (private mode, blocked site data, a sandboxed frame, a full quota): spec 001 §8 "Storage failures
 * only warn". One `console.warn` a page, whichever storage use failed first, and every one reports here
 * (src/storage/safeStorage.ts, `tryStorage`); the caller goes on without it.
 */
export function storageFailed(error: unknown): void {
  const page = window as unknown as Record<symbol, boolean>;
  if (page[STORAGE_WARNED]) return;
  page[STORAGE_WARNED] = true;
  console.warn('[storefront] storage unavailable, going on without it:', error);
}

/** The token this tab keeps, or undefined (none, or storage denied: a sandboxed frame, a browser that refuses it). */
export function readToken(): string | undefined {
  try {
    // Storage's named properties are typed `any`: what was set there is a string.
    return sessionStorage[TOKEN_KEY] as string | undefined;
  } catch (error) {
    // Denied: none.
    storageFailed(error);
  }
}
