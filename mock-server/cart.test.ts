// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../src/types';
import {
  addEntry,
  emptyCart,
  getCart,
  MESSAGES,
  removeEntry,
  setEntryFields,
  setEntryQuantity,
  startSubscription,
  stockOf,
  type Outcome,
} from './cart';
import { createState, type PlatformState } from './state';

let state: PlatformState;
beforeEach(() => {
  state = createState();
});

/** The value of an outcome that must succeed. */
function ok<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.status} ${outcome.message}`);
  return outcome.value;
}
const failure = (outcome: Outcome<unknown>) => (outcome.ok ? 'ok' : { status: outcome.status, message: outcome.message });

/** Adds to the cart `cartId` (or a new one) and returns the cart. */
const add = (cartId: string | undefined, itemId: string, sku: string | null, quantity = 1, additionalFields: string | null = null) =>
  ok(addEntry(state, cartId, { itemId, sku, quantity, additionalFields })).cart;

const totals = (c: ShoppingCart) => ({
  subtotalCents: c.subtotalCents,
  grandTotalCents: c.grandTotalCents,
  totalQuantity: c.totalQuantity,
  hasDigital: c.hasDigital,
  purelyDigital: c.purelyDigital,
  requiresShipping: c.requiresShipping,
});

describe('cart totals per product kind', () => {
  it('physical: sale price when on sale, requires shipping', () => {
    const cart = add(undefined, 'p-tee', 'TEE-M-WHI', 2);
    expect(cart.entries[0]).toMatchObject({
      title: 'Tee',
      purchasePriceCents: 1900,
      subTotal: 3800,
      productType: 'physical',
      chosenVariant: { sku: 'TEE-M-WHI', attributes: { Size: 'M', Colour: 'White' } },
    });
    expect(totals(cart)).toEqual({
      subtotalCents: 3800,
      grandTotalCents: 3800,
      totalQuantity: 2,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('digital and gift card: purely digital, no shipping', () => {
    const id = add(undefined, 'p-ebook', null).id;
    const cart = add(id, 'p-gift', 'GIFT-50');
    expect(cart.entries.map((e) => [e.productType, e.purchasePriceCents])).toEqual([
      ['digital', 999],
      ['gift-card', 5000],
    ]);
    expect(totals(cart)).toEqual({
      subtotalCents: 5999,
      grandTotalCents: 5999,
      totalQuantity: 2,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    });
  });

  it('service: neither digital nor shipped; mixed with physical it requires shipping', () => {
    const id = add(undefined, 'p-consult', null).id;
    expect(totals(getCart(state, id))).toEqual({
      subtotalCents: 8000,
      grandTotalCents: 8000,
      totalQuantity: 1,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
    const cart = add(id, 'p-poster', null, 3);
    expect(totals(cart)).toEqual({
      subtotalCents: 12500,
      grandTotalCents: 12500,
      totalQuantity: 4,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('digital plus physical: has digital but not purely digital', () => {
    const id = add(undefined, 'p-ebook', null).id;
    expect(totals(add(id, 'p-coffee-club', null))).toMatchObject({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
      subtotalCents: 2799,
    });
  });

  it('an empty cart has every field at its default', () => {
    expect(getCart(state, undefined)).toEqual(emptyCart('demo'));
    expect(getCart(state, 'cart-gone')).toMatchObject({
      id: '',
      entries: [],
      totalQuantity: 0,
      orderId: null,
      isPurchased: false,
      coupons: [],
    });
  });
});

describe('adding', () => {
  it('creates a cart once, then merges entries with the same item, variant and additional fields', () => {
    const first = ok(addEntry(state, undefined, { itemId: 'p-engraved-pen', sku: null, quantity: 1, additionalFields: '{"a":1}' }));
    expect(first.created).toBe(true);
    const again = ok(
      addEntry(state, first.cart.id, { itemId: 'p-engraved-pen', sku: 'PEN-ENG', quantity: 2, additionalFields: '{"a":1}' }),
    );
    expect(again.created).toBe(false);
    expect(again.entry.id).toBe(first.entry.id);
    expect(again.entry.quantity).toBe(3);
    const other = add(first.cart.id, 'p-engraved-pen', null, 1, '{"a":2}');
    expect(other.entries.map((e) => e.quantity)).toEqual([3, 1]);
    expect(Object.keys(state.carts)).toEqual([first.cart.id]);
  });

  it('answers unknown products, unresolvable variants and bad quantities with the platform messages', () => {
    expect(failure(addEntry(state, undefined, { itemId: 'nope', sku: null, quantity: 1 }))).toEqual({
      status: 404,
      message: 'Product not found.',
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-tee', sku: null, quantity: 1 }))).toEqual({
      status: 400,
      message: MESSAGES.variantUnavailable,
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-tee', sku: 'TEE-XL', quantity: 1 }))).toEqual({
      status: 400,
      message: MESSAGES.variantUnavailable,
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-poster', sku: null, quantity: 'two' }))).toEqual({
      status: 400,
      message: 'Quantity must be a number.',
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-poster', sku: null, quantity: 1.5 }))).toEqual({
      status: 400,
      message: 'Quantity must be a whole number.',
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-poster', sku: null, quantity: 0 }))).toEqual({
      status: 400,
      message: 'Quantity must be a whole number.',
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-poster', sku: null, quantity: 1, additionalFields: { a: 1 } }))).toMatchObject({
      status: 400,
    });
    expect(failure(addEntry(state, undefined, []))).toEqual({ status: 400, message: MESSAGES.badBody });
    expect(state.carts).toEqual({});
  });

  it('enforces stock including what is already in the cart; unlimited variants have no limit', () => {
    expect(failure(addEntry(state, undefined, { itemId: 'p-tee', sku: 'TEE-L-WHI', quantity: 1 }))).toEqual({
      status: 409,
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(failure(addEntry(state, undefined, { itemId: 'p-mug', sku: 'MUG-RED', quantity: 1 }))).toMatchObject({ status: 409 });
    const id = add(undefined, 'p-tee', 'TEE-M-BLA', 1).id; // 2 in stock
    add(id, 'p-tee', 'TEE-M-BLA', 1, '{"note":"other fields, same stock"}');
    expect(failure(addEntry(state, id, { itemId: 'p-tee', sku: 'TEE-M-BLA', quantity: 1 }))).toMatchObject({ status: 409 });
    expect(add(id, 'p-poster', null, 500).totalQuantity).toBe(502);
  });
});

describe('changing entries', () => {
  it('sets quantities within stock, removes at 0, and 404s unknown entries', () => {
    const cart = add(undefined, 'p-tee', 'TEE-S-BLA', 1); // 5 in stock
    const entryId = cart.entries[0]!.id;
    expect(ok(setEntryQuantity(state, cart.id, entryId, { quantity: 5 })).subtotalCents).toBe(12500);
    expect(failure(setEntryQuantity(state, cart.id, entryId, { quantity: 6 }))).toMatchObject({ status: 409 });
    expect(failure(setEntryQuantity(state, cart.id, entryId, { quantity: -1 }))).toMatchObject({ status: 400 });
    expect(failure(setEntryQuantity(state, cart.id, 'entry-999', { quantity: 1 }))).toEqual({
      status: 404,
      message: MESSAGES.entryNotFound,
    });
    expect(failure(setEntryQuantity(state, undefined, entryId, { quantity: 1 }))).toMatchObject({ status: 404 });
    expect(totals(ok(setEntryQuantity(state, cart.id, entryId, { quantity: 0 })))).toMatchObject({
      totalQuantity: 0,
      subtotalCents: 0,
      requiresShipping: false,
    });
  });

  it('deletes entries and updates additional fields', () => {
    const id = add(undefined, 'p-engraved-pen', null, 1, null).id;
    const cart = add(id, 'p-poster', null, 1);
    const [pen, poster] = cart.entries;
    const updated = ok(
      setEntryFields(state, id, pen!.id, { itemId: 'p-engraved-pen', sku: null, additionalFields: '{"engraving-text":"Ada"}' }),
    );
    expect(updated.entry.additionalFields).toBe('{"engraving-text":"Ada"}');
    expect(failure(setEntryFields(state, id, pen!.id, { itemId: 'p-poster', sku: null, additionalFields: null }))).toMatchObject({
      status: 400,
    });
    expect(ok(removeEntry(state, id, poster!.id)).entries.map((e) => e.itemId)).toEqual(['p-engraved-pen']);
    expect(failure(removeEntry(state, id, poster!.id))).toMatchObject({ status: 404 });
  });
});

describe('stock and subscriptions', () => {
  it('lists stock per variant', () => {
    expect(ok(stockOf(state, 'p-mug')).results).toEqual([
      { variantId: 'v-mug-blue', sku: 'MUG-BLU', unlimited: false, qtyInStock: 0 },
      { variantId: 'v-mug-red', sku: 'MUG-RED', unlimited: false, qtyInStock: 0 },
    ]);
    expect(ok(stockOf(state, 'p-ebook')).results).toEqual([{ variantId: 'v-ebook', sku: 'EBOOK', unlimited: true, qtyInStock: 0 }]);
    expect(failure(stockOf(state, 'nope'))).toMatchObject({ status: 404 });
    expect(failure(stockOf(state, null))).toMatchObject({ status: 404 });
  });

  it('gives a cart token for subscribable products only', () => {
    expect(ok(startSubscription(state, { itemId: 'p-coffee-club', sku: 'COFFEE-CLUB', qty: 1, additionalFields: null })).cartToken).toMatch(
      /^sub-/,
    );
    expect(failure(startSubscription(state, { itemId: 'p-poster', sku: null, qty: 1 }))).toEqual({
      status: 400,
      message: MESSAGES.notSubscribable,
    });
    expect(failure(startSubscription(state, { itemId: 'p-coffee-club', sku: null, qty: 0 }))).toMatchObject({ status: 400 });
  });
});
