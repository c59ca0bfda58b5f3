import { createStore } from 'zustand/vanilla';
import { fetchCart } from '../api/cart';
import type { StorefrontError } from '../api/errors';
import type { Emit, ShoppingCart } from '../types';
import { createCartSync, type CartSync } from './cartSync';
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

/** The one cart store of the page: every widget reads it; only the functions below write it. */
export const cartStore = createStore<CartState>()(() => ({
  status: 'idle',
  cart: null,
  error: null,
  recalculating: 0,
}));

let emit: Emit = () => {};
/** Set by startCart: the cart has started. */
let sync: CartSync | null = null;
let inflightLoad: Promise<ShoppingCart | null> | null = null;
/** The sequence number of the GET in `inflightLoad`. */
let loadSequence = 0;

/*
 * Optimistic writes (docs/widgets/cart.md, "Concurrent changes"). `confirmed` is the last cart the server sent, taken in
 * the order the answers arrive; the cart shown is `confirmed` with the changes still in flight (`pending`) applied on
 * top. A failed change leaves `pending`, so the cart shown falls back to the server's. Answers of writes that overlap
 * may arrive in another order than the server applied them: after such a burst (or one with another tab's cart, or a
 * write whose fate is unknown: a network error) one GET, once every write has settled, makes the cart shown the
 * server's. The writes themselves (./writes.ts) load with the first write, not with the page; this object is what
 * they share with the store.
 */
export type Change = (cart: ShoppingCart) => ShoppingCart;
export const ledger = {
  /** Increases with every request; a GET's answer is dropped if a write (here or in another tab) began after the GET did. */
  sequence: 0,
  lastWriteStarted: 0,
  confirmed: null as ShoppingCart | null,
  pending: [] as Change[],
  overlapped: false,
};
/** The cart to show: the server's last with the changes in flight on top. */
export const shown = () => ledger.confirmed && ledger.pending.reduce((cart, change) => change(cart), ledger.confirmed);
/** Announces a cart event on the page's event bus. */
export const emitCart: Emit = (event, detail) => emit(event, detail);

/** A page restored from the bfcache shows the cart as it was when the visitor left: fetch the current one. */
function onPageShow(event: PageTransitionEvent): void {
  if (event.persisted) void refreshCart().catch(() => {});
}

/** Connects the store's announcements to the page's event bus (the loader's emit). */
export function setCartEmitter(fn: Emit): void {
  emit = fn;
}

/** Total quantity in the cart, 0 when there is none. */
export const selectTotalQuantity = (state: CartState): number => state.cart?.totalQuantity ?? 0;

/**
 * Starts the cart for this page, once: loads it if the spec's rule holds, listens to other tabs, and refreshes once
 * when the page comes back from the back/forward cache. Later calls do nothing.
 */
export function startCart(): void {
  if (sync) return;
  sync = createCartSync((cart) => {
    // Another tab's write, shown at once. Its message may cross this tab's own writes (an older cart arriving last),
    // so the server has the last word: one GET, now or after this tab's writes in flight. A GET that started
    // before the message is not trusted either.
    ledger.lastWriteStarted = ++ledger.sequence;
    applyCart(cart, false);
    if (cartStore.getState().recalculating) ledger.overlapped = true;
    else void refreshCart().catch(() => {});
  });
  window.addEventListener('pageshow', onPageShow);
  if (shouldLoadCart()) void loadCart().catch(() => {});
}

/** Resolves with the cart once loaded (null when there is no cart to load). One GET however often it is called. */
export function loadCart(): Promise<ShoppingCart | null> {
  const { status, cart } = cartStore.getState();
  // refreshCart joins a fetch already in flight.
  return status == 'ready' ? Promise.resolve(cart) : refreshCart();
}

/** Fetches the cart now (joining a fetch already in flight). */
export function refreshCart(): Promise<ShoppingCart | null> {
  // Join a GET in flight, unless a write began after it (its answer would be dropped).
  if (inflightLoad && loadSequence > ledger.lastWriteStarted) return inflightLoad;
  const seq = (loadSequence = ++ledger.sequence);
  const first = cartStore.getState().status != 'ready';
  if (first) cartStore.setState({ status: 'loading', error: null });
  emit('cart-loading', {});
  const load: Promise<ShoppingCart | null> = (inflightLoad = fetchCart()
    .then(
      (cart) => {
        // A write that started after this GET answers with a newer cart: keep that one.
        if (seq < ledger.lastWriteStarted) return cartStore.getState().cart;
        applyCart(cart, false);
        emit('cart-loaded', { cart });
        return cart;
      },
      (error: StorefrontError) => {
        if (first) cartStore.setState({ status: 'error', error });
        emit('cart-error', { error });
        throw error;
      },
    )
    .finally(() => {
      if (inflightLoad == load) inflightLoad = null;
    }));
  return load;
}

/** Replaces the cart with one the server returned. `publish`: tell the other tabs. */
export function applyCart(cart: ShoppingCart, publish = true): void {
  ledger.confirmed = cart;
  cartStore.setState({ status: 'ready', cart: shown(), error: null });
  if (publish) sync?.publish(cart);
}

/** Test hook: forget everything (the store, the one-time start, the sync channel). */
export function resetCartForTests(): void {
  window.removeEventListener('pageshow', onPageShow);
  sync?.close();
  sync = null;
  inflightLoad = null;
  loadSequence = 0;
  Object.assign(ledger, { sequence: 0, lastWriteStarted: 0, confirmed: null, pending: [], overlapped: false });
  emit = () => {};
  cartStore.setState({ status: 'idle', cart: null, error: null, recalculating: 0 });
}
