import { CART_PATH } from '../api/cart';
import { StorefrontError } from '../api/errors';
import { idempotent } from '../api/idempotency';
import type { Translate } from '../i18n';
import '../i18n/strings/cart';
import { QUANTITY_MAX, QUANTITY_MIN } from '../product/quantityRule';
import type { CartEntry, ShoppingCart } from '../types';
import type { Cart } from './store';
import { writeCart } from './writes';

// Changing and removing cart entries (the cart widget). Not in the runtime chunk (rollup.config.mjs): it travels with
// the widgets that use it. The spec shows no paths for these two calls; the SDK assumes
// PUT and DELETE /api/commerce/shopping-cart/entries/{entryId} (docs/mock-platform.md, docs/widgets/cart.md).

/**
 * What is wrong with a quantity, as the message to show, or null when it is fine: not a number (an empty or
 * unreadable input) → "Quantity must be a number."; not whole or below 1 → "Quantity must be a whole number.";
 * above 9999 → "Sorry, we do not have enough of that item available." (as add-to-cart says for the same case).
 */
export function quantityProblem(quantity: number, t: Translate): string | null {
  if (!Number.isFinite(quantity)) return t('cartQuantityNotNumber');
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN) return t('cartQuantityNotWhole');
  return quantity > QUANTITY_MAX ? t('cartNotEnoughStock') : null;
}

const entryPath = (entryId: string) => `${CART_PATH}/entries/${encodeURIComponent(entryId)}`;

/** `cart` with entry `entryId` at `quantity` (0: removed); totals moved by the same difference. */
export function withQuantity(cart: ShoppingCart, entryId: string, quantity: number): ShoppingCart {
  const entries: CartEntry[] = [];
  let items = 0;
  let cents = 0;
  for (const e of cart.entries) {
    if (e.id != entryId) entries.push(e);
    else {
      const subTotal = e.purchasePriceCents * quantity;
      items = quantity - e.quantity;
      cents = subTotal - e.subTotal;
      if (quantity) entries.push({ ...e, quantity, subTotal });
    }
  }
  return {
    ...cart,
    entries,
    totalQuantity: cart.totalQuantity + items,
    subtotalCents: cart.subtotalCents + cents,
    grandTotalCents: cart.grandTotalCents + cents,
  };
}

/**
 * Sets an entry's quantity (`PUT …/entries/{entryId}` `{ quantity }`), shown at once and rolled back to the server's
 * cart if it fails. Rejects with a StorefrontError whose message is ready to show (a quantity quantityProblem refuses
 * is refused before any request, kind `data`).
 */
export function setEntryQuantity(cart: Cart, entryId: string, quantity: number): Promise<ShoppingCart> {
  const problem = quantityProblem(quantity, cart.api.t);
  if (problem) return Promise.reject(new StorefrontError('data', problem, `setEntryQuantity ${entryId} ${quantity}`));
  return writeCart(
    cart,
    (key) => cart.api.request<{ shoppingCart: ShoppingCart }>('PUT', entryPath(entryId), { json: { quantity }, headers: idempotent(key) }),
    (shown) => withQuantity(shown, entryId, quantity),
  ).then((r) => r.shoppingCart);
}

/** Removes an entry (`DELETE …/entries/{entryId}`), at once, rolled back if it fails. Rejects as setEntryQuantity. */
export function removeEntry(cart: Cart, entryId: string): Promise<ShoppingCart> {
  return writeCart(
    cart,
    (key) => cart.api.request<{ shoppingCart: ShoppingCart }>('DELETE', entryPath(entryId), { headers: idempotent(key) }),
    (shown) => withQuantity(shown, entryId, 0),
  ).then((r) => r.shoppingCart);
}

/**
 * Replaces an entry's additional-fields answers (`PUT …/entries/{entryId}/additionalFields` {itemId, sku,
 * additionalFields}, spec 000 §7), shown at once and rolled back if it fails. Rejects with a StorefrontError whose
 * message is ready to show.
 */
export function setEntryFields(cart: Cart, entry: CartEntry, additionalFields: string): Promise<ShoppingCart> {
  return writeCart(
    cart,
    (key) =>
      cart.api.request<{ shoppingCart: ShoppingCart }>('PUT', `${entryPath(entry.id)}/additionalFields`, {
        json: { itemId: entry.itemId, sku: entry.chosenVariant?.sku ?? null, additionalFields },
        headers: idempotent(key),
      }),
    (shown) => ({ ...shown, entries: shown.entries.map((e) => (e.id == entry.id ? { ...e, additionalFields } : e)) }),
  ).then((r) => r.shoppingCart);
}
