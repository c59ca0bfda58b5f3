/**
 * The shared runtime chunk's public face for the loader (`Storefront.cart`). Widgets import src/ modules directly;
 * the build puts all of src/ and its libraries into this one chunk, so the page has one store.
 */
import { NetworkError } from '../api/errors';
import { shouldLoadCart } from '../cart/shouldLoadCart';
import { cartStore, loadCart, refreshCart } from '../cart/store';
import type { CartAddInput } from '../cart/writes';
import type { AddEntryResponse, ShoppingCart } from '../types';
import { loadOnce } from './loadOnce';

export { initRuntime as init } from './initRuntime';
export type { CartAddInput } from '../cart/writes';

/** The cart's writes load with the first one (src/cart/writes.ts); a failed load is forgotten, so a later call retries. */
const loadWrites = loadOnce(() => import('../cart/writes'));

/** `Storefront.cart`: every method returns a promise. */
export const cart = {
  /** The current cart, loading it first if needed; null when the visitor has no cart. */
  get: (): Promise<ShoppingCart | null> =>
    cartStore.getState().status == 'idle' && !shouldLoadCart() ? Promise.resolve(null) : loadCart(),
  /** Fetches the cart from the server again. */
  refresh: (): Promise<ShoppingCart | null> => refreshCart(),
  /** Adds an item; rejects with a StorefrontError (its message is ready to show) or a TypeError for bad input. */
  add: (input: CartAddInput): Promise<AddEntryResponse> =>
    loadWrites().then(
      (writes) => writes.addFromPage(input),
      // The code could not be fetched: the visitor is most likely offline, and the add was not sent.
      (error: unknown) => {
        throw new NetworkError('Storefront.cart.add → its code could not be loaded', error);
      },
    ),
};
