import { createStore } from 'zustand/vanilla';
import { fetchCart, postCartEntry } from '../api/cart';
import type { StorefrontError } from '../api/errors';
import type { AddEntryRequest, AddEntryResponse, Emit, ShoppingCart } from '../types';
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
/** Increases with every request; a GET's answer is dropped if a write began after the GET did. */
let sequence = 0;
let lastWriteStarted = 0;

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
  sync = createCartSync((cart) => applyCart(cart, false));
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
  if (inflightLoad) return inflightLoad;
  const seq = ++sequence;
  const first = cartStore.getState().status != 'ready';
  if (first) cartStore.setState({ status: 'loading', error: null });
  emit('cart-loading', {});
  return (inflightLoad = fetchCart()
    .then(
      (cart) => {
        // A write that started after this GET answers with a newer cart: keep that one.
        if (seq < lastWriteStarted) return cartStore.getState().cart;
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
      inflightLoad = null;
    }));
}

/** Replaces the cart with one the server returned. `publish`: tell the other tabs. */
export function applyCart(cart: ShoppingCart, publish = true): void {
  cartStore.setState({ status: 'ready', cart, error: null });
  if (publish) sync?.publish(cart);
}

/** Adds `by` (+1 or -1) to the number of cart changes in flight, never below 0. */
const recalculating = (by: number) => cartStore.setState((s) => ({ recalculating: Math.max(0, s.recalculating + by) }));

/**
 * Wraps a cart write: announces recalculate-start/-end around it, and keeps any GET already in flight from
 * overwriting the write's answer.
 */
export async function writeCart<T extends { shoppingCart: ShoppingCart }>(run: () => Promise<T>): Promise<T> {
  lastWriteStarted = ++sequence;
  recalculating(1);
  emit('recalculate-start', {});
  let result: T | undefined;
  try {
    result = await run();
    applyCart(result.shoppingCart);
    return result;
  } finally {
    recalculating(-1);
    emit('recalculate-end', { cart: result?.shoppingCart ?? cartStore.getState().cart });
  }
}

/**
 * Adds an entry (`POST /api/commerce/shopping-cart/entries`), takes the returned cart and announces `item-added`
 * with `newlyAdded`. Rejects with a StorefrontError whose message is ready to show.
 */
export async function addToCart(entry: AddEntryRequest): Promise<AddEntryResponse> {
  const result = await writeCart(() => postCartEntry(entry));
  emit('item-added', { cart: result.shoppingCart, newlyAdded: result.newlyAdded });
  return result;
}

/** Test hook: forget everything (the store, the one-time start, the sync channel). */
export function resetCartForTests(): void {
  window.removeEventListener('pageshow', onPageShow);
  sync?.close();
  sync = null;
  inflightLoad = null;
  sequence = 0;
  lastWriteStarted = 0;
  emit = () => {};
  cartStore.setState({ status: 'idle', cart: null, error: null, recalculating: 0 });
}
