import type { Api } from './client';
import { StorefrontError } from './errors';

// Restock notifications (spec 001 §3 "Restock entities", §7): the visitor's sign-up, and the merchant's calls (list,
// count, send), which have no UI in the SDK. Failures reject with the client's typed errors (src/api/errors.ts): an
// HttpError's `message` is the server's own `message` (the spec's data.message), ready to show.

export const RESTOCK_PATH = '/api/site-users/account/notifications/restock';

/** The body of `POST /api/site-users/account/notifications/restock` (spec 001 §3 "Sign-up request"). */
export interface RestockSignUpRequest {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  /** Only when the verification widget is shown. */
  captchaToken?: string;
}

/**
 * A sign-up as the merchant's list returns it. The spec names only the list (`signUps`); these fields are the mock
 * platform's (docs/mock-platform.md), and whatever else the server sends is kept.
 */
export interface RestockSignUp {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList?: boolean;
  [field: string]: unknown;
}

/** A product/variant with sign-ups waiting (the list `signUpGroups`; fields beyond the ids are the server's). */
export interface RestockSignUpGroup {
  productId: string;
  variantId: string;
  [field: string]: unknown;
}

/** A send request (spec 001 §3): notify the sign-ups of this product/variant. */
export interface RestockSendRequest {
  productId: string;
  variantId: string;
}

/**
 * Signs a visitor up to hear when a variant is back in stock. `captchaToken` is sent only when given (the widget
 * shows a verification widget). Resolves with the answer's body (unused by the widget); rejects with a typed error
 * whose `message` is the server's `message` (spec 001 §8 "Restock").
 */
export function signUpForRestock(api: Api, signUp: RestockSignUpRequest): Promise<unknown> {
  const { captchaToken, ...rest } = signUp;
  return api.request('POST', RESTOCK_PATH, { json: captchaToken === undefined ? rest : { ...rest, captchaToken } });
}

/** Pages are followed to the end, but never past this many (a server that always says hasNextPage). */
export const MAX_PAGES = 1000;

/**
 * Every item of a cursor-paged list: fetches the first page, then each `nextPageCursor` while `hasNextPage`. Rejects
 * with the first failing page's error, or a StorefrontError (kind 'data') when an answer lacks its list.
 */
async function allPages<T>(api: Api, path: string, list: string, query: Record<string, string> = {}): Promise<T[]> {
  const out: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const searchParams: Record<string, string> = cursor === null ? query : { ...query, cursor };
    const body = await api.request<Record<string, unknown> | null>('GET', path, { searchParams });
    const items = body?.[list];
    if (!Array.isArray(items)) throw new StorefrontError('data', `The answer has no ${list}.`, `GET ${path} → no ${list} list`);
    out.push(...(items as T[]));
    const next = body!.nextPageCursor;
    if (body!.hasNextPage !== true) return out;
    if (typeof next != 'string' || !next || next === cursor)
      throw new StorefrontError('data', 'The answer has no next page cursor.', `GET ${path} → hasNextPage without a new nextPageCursor`);
    cursor = next;
  }
  throw new StorefrontError('data', 'Too many pages.', `GET ${path} → more than ${MAX_PAGES} pages`);
}

/** Merchant: every product/variant with sign-ups (`GET …/restock/groups?cursor`, all pages). */
export function listRestockGroups(api: Api): Promise<RestockSignUpGroup[]> {
  return allPages<RestockSignUpGroup>(api, `${RESTOCK_PATH}/groups`, 'signUpGroups');
}

/** Merchant: every sign-up for one product/variant (`GET …/restock?productId&variantId&cursor`, all pages). */
export function listRestockSignUps(api: Api, productId: string, variantId: string): Promise<RestockSignUp[]> {
  return allPages<RestockSignUp>(api, RESTOCK_PATH, 'signUps', { productId, variantId });
}

/** Merchant: the number of sign-ups across these variants of a product (spec 001 §7: the sum of each list's length). */
export async function countRestockEmails(api: Api, productId: string, variantIds: readonly string[]): Promise<number> {
  const lists = await Promise.all(variantIds.map((variantId) => listRestockSignUps(api, productId, variantId)));
  return lists.reduce((sum, list) => sum + list.length, 0);
}

/** Merchant: notifies the sign-ups of one product/variant (`POST …/restock/send`). Resolves with the answer's body. */
export function sendRestockNotifications(api: Api, send: RestockSendRequest): Promise<unknown> {
  return api.request('POST', `${RESTOCK_PATH}/send`, { json: { productId: send.productId, variantId: send.variantId } });
}

/** Merchant: notifies the sign-ups of several products/variants at once (`POST …/restock/send/all`). */
export function sendAllRestockNotifications(api: Api, sendRequests: readonly RestockSendRequest[]): Promise<unknown> {
  return api.request('POST', `${RESTOCK_PATH}/send/all`, {
    json: { sendRequests: sendRequests.map(({ productId, variantId }) => ({ productId, variantId })) },
  });
}
