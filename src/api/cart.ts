import type { Api } from './client';

export const CART_PATH = '/api/commerce/shopping-cart';

/**
 * `GET /api/commerce/shopping-cart` with the spec's query (mock, timecode, calculateSubtotal): the answer as it came
 * (src/cart/readCart.ts reads it).
 */
export function fetchCart(api: Api, signal?: AbortSignal): Promise<unknown> {
  return api.request<unknown>('GET', CART_PATH, {
    searchParams: { mock: false, timecode: Date.now(), calculateSubtotal: true },
    signal,
  });
}
