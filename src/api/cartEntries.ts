import type { AddEntryRequest, AddEntryResponse } from '../types';
import { CART_PATH } from './cart';
import type { Api } from './client';
import { idempotent } from './idempotency';

// The cart's writes that are plain API calls. Apart from ./cart.ts (the cart's GET, in the runtime chunk): this loads
// with the first write (src/cart/writes.ts), so a page that is only looked at carries none of it.

/**
 * `POST /api/commerce/shopping-cart/entries` with the action's Idempotency-Key (./idempotency.ts). The SDK never sends it
 * again itself; should the browser, the platform answers the repeat from the first time instead of adding twice.
 */
export function postCartEntry(api: Api, entry: AddEntryRequest, key: string): Promise<AddEntryResponse> {
  return api.request<AddEntryResponse>('POST', `${CART_PATH}/entries`, { json: entry, headers: idempotent(key) });
}
