import type { ShoppingCart } from '../types';
import type { Api } from './client';

export const CART_PATH = '/api/commerce/shopping-cart';

/** `GET /api/commerce/shopping-cart` with the spec's query (mock, timecode, calculateSubtotal). */
export function fetchCart(api: Api, signal?: AbortSignal): Promise<ShoppingCart> {
  return api.request<ShoppingCart>('GET', CART_PATH, {
    searchParams: { mock: false, timecode: Date.now(), calculateSubtotal: true },
    signal,
  });
}
