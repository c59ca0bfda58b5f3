import { NetworkError } from '../api/errors';
import { shouldLoadCart } from '../cart/shouldLoadCart';
import type { CartAddInput } from '../cart/writes';
import type { AddEntryResponse, ShoppingCart } from '../types';
import type { Runtime } from './createRuntime';
import { loadOnce } from './loadOnce';

/** The cart's writes load with the first one (src/cart/writes.ts); a failed load is forgotten, so a later call retries. */
const loadWrites = loadOnce(() => import('../cart/writes'));

/**
 * `Storefront.cart` of a runtime: every method returns a promise. Loaded with a page script's first call (./index.ts,
 * `cartCall`), not with the page.
 */
export const pageCart = ({ cart, t }: Runtime) => ({
  /** The current cart, loading it first if needed; null when the visitor has no cart. */
  get: (): Promise<ShoppingCart | null> =>
    cart.store.getState().status == 'idle' && !shouldLoadCart() ? Promise.resolve(null) : cart.load(),
  /** Fetches the cart from the server again. */
  refresh: (): Promise<ShoppingCart | null> => cart.refresh(),
  /** Adds an item; rejects with a StorefrontError (its message is ready to show) or a TypeError for bad input. */
  add: (input: CartAddInput): Promise<AddEntryResponse> =>
    loadWrites().then(
      (writes) => writes.addFromPage(cart, input),
      // The code could not be fetched: the visitor is most likely offline, and the add was not sent.
      (error: unknown) => {
        throw new NetworkError(t, 'Storefront.cart.add → its code could not be loaded', error);
      },
    ),
});

export type PageCart = ReturnType<typeof pageCart>;
