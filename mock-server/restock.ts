import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { isValidEmail } from '../src/forms/validate';
import { errorResponse, INVALID_JSON, invalidJson, readJson } from './http';
import { isOwner, ownerRequired } from './owner';
import { findProduct } from './state';
import type { PlatformState, RestockSignUpRecord } from './types';

export type { RestockSignUpRecord };

// Restock notifications (spec 001 §3 "Restock entities", §7): a visitor's sign-up, and the merchant's list, count and
// send. Sign-ups are kept per product/variant; the groups are derived from the sign-ups still waiting; lists come in
// cursor pages of RESTOCK_PAGE_SIZE so that paging is exercised; a send marks the waiting sign-ups sent. The spec
// shows no answer bodies for the sign-up and the sends, nor the fields of a sign-up or a group: these are the mock's.
// The merchant's four calls (groups, list, send, send all) answer 401 without the store owner's session
// (mock-server/owner.ts): a visitor never sees other visitors' emails.

/** Items per page of the merchant lists: small, so a handful of sign-ups already takes several pages. */
export const RESTOCK_PAGE_SIZE = 2;

export const RESTOCK_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captcha: 'Complete CAPTCHA before submitting.',
  productNotFound: 'Product not found.',
  variantNotFound: 'Variant not found.',
  badBody: 'productId, variantId, siteVisitorEmail and isJoinMailingList (a boolean) are required.',
  badSend: 'productId and variantId are required.',
  badSendAll: 'sendRequests must be a list of {productId, variantId}.',
  badCursor: 'Invalid cursor.',
  badQuery: 'productId and variantId are required.',
} as const;

/** Hook for the captcha check of a sign-up that carries a token; true when the token is acceptable. */
export type RestockCaptchaCheck = (state: PlatformState, token: unknown) => boolean;
const nonEmptyToken: RestockCaptchaCheck = (_state, token) => typeof token == 'string' && token.length > 0;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v == 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown): string => (typeof v == 'string' ? v : typeof v == 'number' ? String(v) : '');
const json = (body: unknown) => HttpResponse.json(body as JsonBodyType);

const waiting = (state: PlatformState) => state.restockSignUps.filter((s) => s.sentOn === null);

/** One page of `items` from `cursor` (an offset the mock wrote: `c<n>`), with the spec's paging fields. */
function page<T>(items: T[], cursor: string | null, list: string): Response {
  let from = 0;
  if (cursor !== null) {
    const m = /^c(\d+)$/.exec(cursor);
    if (!m || Number(m[1]) > items.length) return errorResponse(400, RESTOCK_MESSAGES.badCursor);
    from = Number(m[1]);
  }
  const to = from + RESTOCK_PAGE_SIZE;
  const hasNextPage = to < items.length;
  return json({ [list]: items.slice(from, to), hasNextPage, nextPageCursor: hasNextPage ? `c${to}` : null });
}

/** The variant of a product by id, or the error answer. */
function findVariant(state: PlatformState, productId: string, variantId: string): Response | null {
  const product = findProduct(state, productId);
  if (!product) return errorResponse(404, RESTOCK_MESSAGES.productNotFound);
  return product.structuredContent.variants.some((v) => v.id === variantId) ? null : errorResponse(400, RESTOCK_MESSAGES.variantNotFound);
}

/** Marks the waiting sign-ups of one product/variant sent; returns how many. */
function send(state: PlatformState, productId: string, variantId: string, now: number): number {
  let n = 0;
  for (const s of state.restockSignUps)
    if (s.productId === productId && s.variantId === variantId && s.sentOn === null) {
      s.sentOn = now;
      n++;
    }
  return n;
}

/** The send request's ids, or null when it is not one. */
const sendRequestOf = (v: unknown): { productId: string; variantId: string } | null => {
  if (!isObject(v)) return null;
  const productId = idOf(v.productId);
  const variantId = idOf(v.variantId);
  return productId && variantId ? { productId, variantId } : null;
};

export function restockHandlers(state: PlatformState, checkCaptcha: RestockCaptchaCheck = nonEmptyToken): HttpHandler[] {
  const path = '*/api/site-users/account/notifications/restock';
  return [
    // The visitor's sign-up. A second sign-up of the same email for the same waiting variant is accepted and kept once.
    http.post(path, async ({ request }) => {
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      if (!isObject(body)) return errorResponse(400, RESTOCK_MESSAGES.badBody);
      const productId = idOf(body.productId);
      const variantId = idOf(body.variantId);
      const email = typeof body.siteVisitorEmail == 'string' ? body.siteVisitorEmail.trim() : null;
      if (!productId || !variantId || email === null || typeof body.isJoinMailingList != 'boolean')
        return errorResponse(400, RESTOCK_MESSAGES.badBody);
      if (!email) return errorResponse(400, RESTOCK_MESSAGES.emailBlank);
      if (!isValidEmail(email)) return errorResponse(400, RESTOCK_MESSAGES.emailInvalid);
      const captcha = 'captchaToken' in body;
      if (captcha && !checkCaptcha(state, body.captchaToken)) return errorResponse(400, RESTOCK_MESSAGES.captcha);
      const missing = findVariant(state, productId, variantId);
      if (missing) return missing;
      const same = waiting(state).find(
        (s) => s.productId === productId && s.variantId === variantId && s.siteVisitorEmail.toLowerCase() === email.toLowerCase(),
      );
      if (same) same.isJoinMailingList ||= body.isJoinMailingList;
      else
        state.restockSignUps.push({
          id: `rs-${state.nextRestockId++}`,
          productId,
          variantId,
          siteVisitorEmail: email,
          isJoinMailingList: body.isJoinMailingList,
          captcha,
          createdOn: Date.now(),
          sentOn: null,
        });
      return json({ productId, variantId });
    }),

    // Merchant: the products/variants with sign-ups waiting, in order of their first sign-up.
    http.get(`${path}/groups`, ({ request }) => {
      if (!isOwner(state, request)) return ownerRequired();
      const groups = new Map<string, { productId: string; variantId: string; productName: string; signUpCount: number }>();
      for (const s of waiting(state)) {
        const key = `${s.productId}\u0000${s.variantId}`;
        const group = groups.get(key) ?? {
          productId: s.productId,
          variantId: s.variantId,
          productName: findProduct(state, s.productId)?.name ?? '',
          signUpCount: 0,
        };
        group.signUpCount++;
        groups.set(key, group);
      }
      return page([...groups.values()], new URL(request.url).searchParams.get('cursor'), 'signUpGroups');
    }),

    // Merchant: the sign-ups waiting for one product/variant (404/400 for a product or variant the catalog lacks).
    http.get(path, ({ request }) => {
      if (!isOwner(state, request)) return ownerRequired();
      const query = new URL(request.url).searchParams;
      const productId = query.get('productId');
      const variantId = query.get('variantId');
      if (!productId || !variantId) return errorResponse(400, RESTOCK_MESSAGES.badQuery);
      const missing = findVariant(state, productId, variantId);
      if (missing) return missing;
      const list = waiting(state).filter((s) => s.productId === productId && s.variantId === variantId);
      return page(list, query.get('cursor'), 'signUps');
    }),

    http.post(`${path}/send`, async ({ request }) => {
      if (!isOwner(state, request)) return ownerRequired();
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const one = sendRequestOf(body);
      if (!one) return errorResponse(400, RESTOCK_MESSAGES.badSend);
      const missing = findVariant(state, one.productId, one.variantId);
      return missing ?? json({ sentCount: send(state, one.productId, one.variantId, Date.now()) });
    }),

    // All or nothing: every request is checked before any is sent.
    http.post(`${path}/send/all`, async ({ request }) => {
      if (!isOwner(state, request)) return ownerRequired();
      const body = await readJson(request);
      if (body === INVALID_JSON) return invalidJson();
      const list = isObject(body) && Array.isArray(body.sendRequests) ? body.sendRequests.map(sendRequestOf) : null;
      if (!list || list.some((r) => !r)) return errorResponse(400, RESTOCK_MESSAGES.badSendAll);
      for (const r of list) {
        const missing = findVariant(state, r!.productId, r!.variantId);
        if (missing) return missing;
      }
      const now = Date.now();
      return json({ sentCount: list.reduce((n, r) => n + send(state, r!.productId, r!.variantId, now), 0) });
    }),
  ];
}
