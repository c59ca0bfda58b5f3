/**
 * The shared runtime chunk's public face for the loader (`Storefront.cart`). Widgets import src/ modules directly;
 * the build puts all of src/ and its libraries into this one chunk, so the page has one store.
 */
import { shouldLoadCart } from '../cart/shouldLoadCart';
import { addToCart, cartStore, loadCart, refreshCart } from '../cart/store';
import type { AddEntryResponse, ShoppingCart } from '../types';

export { initRuntime as init } from './initRuntime';

export interface CartAddInput {
  itemId: string;
  sku?: string | null;
  quantity?: number;
  /** The additional-fields answers: an object (sent as a JSON string) or a JSON string. */
  additionalFields?: Record<string, unknown> | string | null;
}

function toEntry(input: CartAddInput) {
  const { itemId, sku, quantity: q, additionalFields: fields } = input || ({} as CartAddInput);
  if (typeof itemId != 'string' || !itemId) throw new TypeError('Storefront.cart.add: itemId (a non-empty string) is required.');
  const quantity = q ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new TypeError(`Storefront.cart.add: quantity must be a whole number of at least 1, got ${String(quantity)}.`);
  }
  return {
    itemId,
    sku: sku ?? null,
    quantity,
    additionalFields: fields == null ? null : typeof fields == 'string' ? fields : JSON.stringify(fields),
  };
}

/** `Storefront.cart`: every method returns a promise. */
export const cart = {
  /** The current cart, loading it first if needed; null when the visitor has no cart. */
  get: (): Promise<ShoppingCart | null> =>
    cartStore.getState().status == 'idle' && !shouldLoadCart() ? Promise.resolve(null) : loadCart(),
  /** Fetches the cart from the server again. */
  refresh: (): Promise<ShoppingCart | null> => refreshCart(),
  /** Adds an item; rejects with a StorefrontError (its message is ready to show) or a TypeError for bad input. */
  add: async (input: CartAddInput): Promise<AddEntryResponse> => addToCart(toEntry(input)),
};
