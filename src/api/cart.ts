import type { AddEntryRequest, AddEntryResponse, ShoppingCart } from '../types';
import { request } from './client';

export const CART_PATH = '/api/commerce/shopping-cart';

/** `GET /api/commerce/shopping-cart` with the spec's query (mock, timecode, calculateSubtotal). */
export function fetchCart(signal?: AbortSignal): Promise<ShoppingCart> {
  return request<ShoppingCart>('GET', CART_PATH, {
    searchParams: { mock: false, timecode: Date.now(), calculateSubtotal: true },
    signal,
  });
}

/** `POST /api/commerce/shopping-cart/entries`. Never retried: a repeat could add the item twice. */
export function postCartEntry(entry: AddEntryRequest): Promise<AddEntryResponse> {
  return request<AddEntryResponse>('POST', `${CART_PATH}/entries`, { json: entry });
}
