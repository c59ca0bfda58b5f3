import { createStore, type StoreApi } from 'zustand/vanilla';
import { fetchCart } from '../api/cart';
import type { Api } from '../api/client';
import type { StorefrontError } from '../api/errors';
import type { Emit, ShoppingCart } from '../types';
import { loadOnce } from '../runtime/loadOnce';
import { noAnswer } from '../api/errors';
import { shouldLoadCart } from './shouldLoadCart';

/**
 * - `idle`: no cart to load at page start (the spec's rule did not hold) and none fetched yet.
 * - `loading`: the first GET is in flight.
 * - `ready`: `cart` holds the server's cart.
 * - `error`: the first load failed; `error` says why.
 */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartState {
  status: CartStatus;
  cart: ShoppingCart | null;
  error: StorefrontError | null;
  /** Number of cart changes in flight (recalculate-start … recalculate-end). */
  recalculating: number;
}

/** The cart store of one runtime (the page's one, or a test's or story's own). */
export type CartStore = StoreApi<CartState>;

/*
 * Optimistic writes (docs/widgets/cart.md, "Concurrent changes"). `confirmed` is the last cart the server sent, taken in
 * the order the answers arrive; the cart shown is `confirmed` with the changes still in flight (`pending`) applied on
 * top. A failed change leaves `pending`, so the cart shown falls back to the server's. Answers of writes that overlap
 * may arrive in another order than the server applied them: after such a burst (or one with another tab's cart, or a
 * write whose fate is unknown: a network error) one GET, once every write has settled, makes the cart shown the
 * server's. The writes themselves (./writes.ts) load with the first write, not with the page; the ledger is what
 * they share with the store.
 */
export type Change = (cart: ShoppingCart) => ShoppingCart;
export interface Ledger {
  /** Increases with every request; a GET's answer is dropped if a write (here or in another tab) began after the GET did. */
  sequence: number;
  lastWriteStarted: number;
  confirmed: ShoppingCart | null;
  pending: Change[];
  overlapped: boolean;
}

/**
 * One runtime's cart: its store, the state its writes share, and the calls that read it from the server (closures: they
 * may be called unbound).
 */
export interface Cart {
  readonly store: CartStore;
  readonly ledger: Ledger;
  /** The API the cart's requests go to (its writes, ./writes.ts and ./entries.ts, use it too). */
  readonly api: Api;
  /** Announces a cart event on the runtime's event bus. */
  readonly emit: Emit;
  /** The store currency (the script tag's `data-currency`): a cart's money in another is not read (./readCart.ts). */
  readonly currency: string;
  /** The cart to show: the server's last with the changes in flight on top. */
  shown: () => ShoppingCart | null;
  /** Resolves with the cart once loaded (null when there is no cart to load). One GET however often it is called. */
  load: () => Promise<ShoppingCart | null>;
  /** Fetches the cart now (joining a fetch already in flight). */
  refresh: () => Promise<ShoppingCart | null>;
  /** Replaces the cart with one the server returned, read (./readCart.ts); null: no cart. `publish`: tell the other tabs. */
  apply: (cart: ShoppingCart | null, publish?: boolean) => void;
  /**
   * Tells the other tabs of a new cart: set by ./listen.ts while it listens (loaded after the page is interactive), or
   * by the first write before that (./cartSync.ts, `postCart`).
   */
  publish?: (cart: ShoppingCart) => void;
  /** Starts the cart: loads it now if the spec's rule holds (spec 000 §4 "Cart loading"). Later calls do nothing. */
  start: () => void;
}

/**
 * The cart reader (./readCart.ts): not in the page's first chunk, it loads beside the cart's first GET (a page with no
 * cart never needs it). The writes and the other tabs' messages, which load later, import it themselves.
 */
export const loadReader = loadOnce(() => import('./readCart'));

/** Total quantity in the cart, 0 when there is none. */
export const selectTotalQuantity = (state: CartState): number => state.cart?.totalQuantity ?? 0;

/**
 * A cart for one runtime, on `api`, announcing its events through `emit`, its money in `currency` (the store's).
 * Nothing is fetched before `start`.
 */
export function createCart(api: Api, emit: Emit, currency = 'USD'): Cart {
  const store = createStore<CartState>()(() => ({ status: 'idle', cart: null, error: null, recalculating: 0 }));
  const ledger: Ledger = { sequence: 0, lastWriteStarted: 0, confirmed: null, pending: [], overlapped: false };
  let started = false;
  let inflightLoad: Promise<ShoppingCart | null> | null = null;
  /** The sequence number of the GET in `inflightLoad`. */
  let loadSequence = 0;

  const shown = () => ledger.confirmed && ledger.pending.reduce((cart, change) => change(cart), ledger.confirmed);

  const refresh = (): Promise<ShoppingCart | null> => {
    // Join a GET in flight, unless a write began after it (its answer would be dropped).
    if (inflightLoad && loadSequence > ledger.lastWriteStarted) return inflightLoad;
    const seq = (loadSequence = ++ledger.sequence);
    const first = store.getState().status != 'ready';
    if (first) store.setState({ status: 'loading', error: null });
    emit('cart-loading', {});
    const reader = loadReader().catch((error: unknown) => Promise.reject(noAnswer(api.t, 'the cart reader', error)));
    const load: Promise<ShoppingCart | null> = (inflightLoad = Promise.all([fetchCart(api), reader])
      .then(
        ([answer, { readCart }]) => {
          // A write that started after this GET answers with a newer cart: keep that one.
          if (seq < ledger.lastWriteStarted) return store.getState().cart;
          // The spec's defaults for what it lacks; a field of another type named in one warning (./readCart.ts).
          const cart = readCart(answer, currency);
          apply(cart, false);
          emit('cart-loaded', { cart });
          return cart;
        },
        (error: StorefrontError) => {
          if (first) store.setState({ status: 'error', error });
          emit('cart-error', { error });
          throw error;
        },
      )
      .finally(() => {
        if (inflightLoad == load) inflightLoad = null;
      }));
    return load;
  };

  const self: Cart = {
    store,
    ledger,
    api,
    emit,
    currency,
    shown,
    refresh,
    apply,
    // refresh joins a fetch already in flight.
    load: () => (store.getState().status == 'ready' ? Promise.resolve(store.getState().cart) : refresh()),
    start() {
      if (started) return;
      started = true;
      if (shouldLoadCart()) void refresh().catch(() => {});
    },
  };
  function apply(cart: ShoppingCart | null, publish = true) {
    ledger.confirmed = cart;
    store.setState({ status: 'ready', cart: shown(), error: null });
    if (publish && cart) self.publish?.(cart);
  }
  return self;
}
