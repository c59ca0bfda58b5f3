import { postCartEntry } from '../api/cartEntries';
import { isNetworkError } from '../api/guards';
import { newIdempotencyKey } from '../api/idempotency';
import { shouldLoadCart } from './shouldLoadCart';
import { postCart } from './cartSync';
import type { AddEntryRequest, AddEntryResponse, ShoppingCart } from '../types';
import { readCart, readEntry } from './readCart';
import type { Cart, Change } from './store';

/*
 * The cart's writes. They load with the first write (add-to-cart's press code, the cart widget, or a call to
 * `Storefront.cart.add`), not with the page: a product page that is only looked at never needs them. What they share
 * with the store (the last confirmed cart, the changes in flight, the request sequence) is ./store.ts's `ledger`.
 */

/**
 * A write made while this browser has no cart yet: the platform makes the cart with the first write and answers with
 * its cookie. Two such writes at once (two tabs, or two buttons pressed quickly) would each make a cart of their own,
 * and the cookie would keep one: what went into the other would be lost without a word (docs/security.md, "Chaos on
 * the cart"). So they take turns, across every tab of the site, through a Web Lock: the second is sent once
 * the first has answered, with the cookie it set. Browsers without Web Locks (none in the baseline) send at once.
 */
const firstWrite = <T>(send: () => Promise<T>): Promise<T> => {
  if (!navigator.locks) return send();
  // Not for ever: a first write that hangs (until its 15 s timeout) would hold back every tab's. After
  // FIRST_WRITE_WAIT_MS this one is sent anyway.
  const waited = new AbortController();
  const timer = setTimeout(() => waited.abort(), FIRST_WRITE_WAIT_MS);
  return navigator.locks
    .request('storefront:first-cart-write', { signal: waited.signal }, () => (clearTimeout(timer), send()))
    .catch((error: unknown) => {
      if (waited.signal.aborted && (error as Error | null)?.name == 'AbortError') return send();
      throw error;
    });
};

/** How long a first cart write waits for another one (in this tab or another) to answer. */
export const FIRST_WRITE_WAIT_MS = 5000;

/**
 * Wraps a cart write: `run` sends it with the Idempotency-Key it is handed (one per write). Announces recalculate-start/-end around it, and keeps any GET already in flight from
 * overwriting the write's answer. `change`, when given, is shown at once (optimistically) and dropped when the write
 * settles: on success the server's cart replaces it, on failure the cart shown is the last one the server sent (with
 * other changes still in flight). The rejection is the request's StorefrontError.
 */
export async function writeCart<T extends { shoppingCart: ShoppingCart }>(
  cart: Cart,
  run: (key: string) => Promise<T>,
  change?: Change,
): Promise<T> {
  const { store, ledger, shown, emit } = cart;
  const recalculating = (by: number) => store.setState((s) => ({ recalculating: Math.max(0, s.recalculating + by) }));
  ledger.lastWriteStarted = ++ledger.sequence;
  if (store.getState().recalculating) ledger.overlapped = true;
  recalculating(1);
  if (change && ledger.confirmed) {
    ledger.pending = [...ledger.pending, change];
    store.setState({ cart: shown() });
  }
  emit('recalculate-start', {});
  const settle = () => (ledger.pending = ledger.pending.filter((c) => c != change));
  try {
    // One Idempotency-Key per write (src/api/idempotency.ts): a repeat of this request is answered, not applied again.
    const key = newIdempotencyKey();
    // The spec's cart-loading rule says whether this browser has a cart already (a cookie, or a signed-in visitor's).
    const answer = await (shouldLoadCart() ? run(key) : firstWrite(() => run(key)));
    settle();
    // The spec's defaults for what the answer's cart lacks (./readCart.ts). An answer with no cart at all changes
    // nothing shown: the GET that follows the write (overlapped) brings the server's.
    const shoppingCart = readCart(answer?.shoppingCart, cart.currency);
    if (shoppingCart) {
      // Other tabs hear of it even before this tab listens to them (its listener replaces postCart then).
      cart.publish ??= postCart;
      cart.apply(shoppingCart);
    } else {
      if (ledger.confirmed) store.setState({ cart: shown() });
      ledger.overlapped = true;
    }
    return { ...answer, shoppingCart: shoppingCart ?? store.getState().cart };
  } catch (error) {
    settle();
    if (ledger.confirmed) store.setState({ cart: shown() });
    if (isNetworkError(error)) ledger.overlapped = true;
    throw error;
  } finally {
    recalculating(-1);
    emit('recalculate-end', { cart: store.getState().cart });
    if (!store.getState().recalculating && ledger.overlapped) {
      ledger.overlapped = false;
      void cart.refresh().catch(() => {});
    }
  }
}

/**
 * Adds an entry (`POST /api/commerce/shopping-cart/entries`), takes the returned cart and announces `item-added`
 * with `newlyAdded`. Rejects with a StorefrontError whose message is ready to show.
 */
export async function addToCart(cart: Cart, entry: AddEntryRequest): Promise<AddEntryResponse> {
  const answer = await writeCart(cart, (key) => postCartEntry(cart.api, entry, key));
  const result = { ...answer, newlyAdded: readEntry(answer.newlyAdded, cart.currency) };
  cart.emit('item-added', { cart: result.shoppingCart, newlyAdded: result.newlyAdded });
  return result;
}

/** What `Storefront.cart.add` takes. */
export interface CartAddInput {
  itemId: string;
  sku?: string | null;
  quantity?: number;
  /** The additional-fields answers: an object (sent as a JSON string) or a JSON string; none (or null) sends `"{}"`. */
  additionalFields?: Record<string, unknown> | string | null;
}

/** `Storefront.cart.add`: checks the host page's input (a TypeError names what is wrong), then adds. */
export function addFromPage(cart: Cart, input: CartAddInput): Promise<AddEntryResponse> {
  const { itemId, sku, quantity: q, additionalFields: fields } = input || ({} as CartAddInput);
  if (typeof itemId != 'string' || !itemId) throw new TypeError('Storefront.cart.add: itemId (a non-empty string) is required.');
  const quantity = q ?? 1;
  if (!Number.isInteger(quantity) || quantity < 1) {
    throw new TypeError(`Storefront.cart.add: quantity must be a whole number of at least 1, got ${String(quantity)}.`);
  }
  return addToCart(cart, {
    itemId,
    sku: sku ?? null,
    quantity,
    additionalFields: typeof fields == 'string' ? fields : JSON.stringify(fields ?? {}),
  });
}
