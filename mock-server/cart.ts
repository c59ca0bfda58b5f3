import type { CartEntry, CartProductType, MoneyInput, ProductItem, ShoppingCart, StockResponse, Variant } from '../src/types';
import { randomHex } from './http';
import { moneyCents } from './money';
import { own } from './records';
import type { PlatformState } from './types';

// Cart operations of the mock platform: plain functions over PlatformState that answer with an Outcome, so the rules
// (variants, stock, merging, totals) are testable without HTTP and the handlers only translate outcomes to responses.

/** The catalog's product with this id (state.ts exports it too; it lives here so that cart.ts needs nothing of state.ts). */
export function findProduct(state: PlatformState, id: string): ProductItem | undefined {
  return state.products.find((p) => p.id === id);
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

/** Server messages. The first three are the spec's own strings (spec 000 §5); the rest are the mock's. */
export const MESSAGES = {
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  productNotFound: 'Product not found.',
  entryNotFound: 'Cart entry not found.',
  badBody: 'The request body must be a JSON object.',
  badAdditionalFields: 'additionalFields must be a JSON string or null.',
  wrongItem: 'That cart entry is not for this item.',
  notSubscribable: 'This product cannot be bought as a subscription.',
} as const;

const fail = (status: number, message: string): { ok: false; status: number; message: string } => ({ ok: false, status, message });

const TYPES: Record<number, CartProductType> = { 1: 'physical', 2: 'digital', 3: 'service', 4: 'gift-card' };

/** Cart product type of a product (spec 000 §3 enumeration; PAYWALL and anything else is unknown). */
export function cartProductType(product: ProductItem): CartProductType {
  return TYPES[product.structuredContent.productType] ?? 'unknown';
}

const isDigitalKind = (e: CartEntry) => e.productType === 'digital' || e.productType === 'gift-card';

/** The spec's cart totals (spec 000 §3). Tax, shipping and discounts are not simulated: always 0. */
export function cartTotals(
  entries: CartEntry[],
): Pick<
  ShoppingCart,
  | 'subtotalCents'
  | 'taxCents'
  | 'shippingCostCents'
  | 'discountCents'
  | 'grandTotalCents'
  | 'totalQuantity'
  | 'hasDigital'
  | 'purelyDigital'
  | 'requiresShipping'
> {
  const subtotalCents = entries.reduce((sum, e) => sum + e.subTotal, 0);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  return {
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: subtotalCents + taxCents + shippingCostCents - discountCents,
    totalQuantity: entries.reduce((sum, e) => sum + e.quantity, 0),
    hasDigital: entries.some(isDigitalKind),
    purelyDigital: entries.length > 0 && entries.every(isDigitalKind),
    requiresShipping: entries.some((e) => e.productType === 'physical'),
  };
}

/** A cart with every field at the spec's default. id '' is the "no cart" answer of GET. */
export function emptyCart(websiteId: string, id = '', created = 0): ShoppingCart {
  return {
    id,
    websiteId,
    orderId: null,
    created,
    isPurchased: false,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    ...cartTotals([]),
  };
}

/** The cart named by the CART cookie, or the empty cart when there is none (or it was cleared by a reset). */
export function getCart(state: PlatformState, cartId: string | undefined): ShoppingCart {
  return own(state.carts, cartId) ?? emptyCart(state.websiteId);
}

/** A null or missing sku picks the only variant; with several variants it must be named. */
export function resolveVariant(product: ProductItem, sku: unknown): Variant | undefined {
  const variants = product.structuredContent.variants;
  if (sku === null || sku === undefined) return variants.length === 1 ? variants[0] : undefined;
  return variants.find((v) => v.sku === sku);
}

/** The first of `fields` that holds money (mock-server/money.ts, `moneyCents`). */
const firstCents = (...fields: (MoneyInput | number | null | undefined)[]): number | undefined =>
  fields.map(moneyCents).find((c) => c !== undefined);

/** The variant's price: its `priceMoney`, else its `price`, else the product's own (spec 000 §3 "price"). */
function regularCents(product: ProductItem, v: Variant): number {
  const sc = product.structuredContent;
  return firstCents(v.priceMoney, v.price, sc.priceMoney, sc.price) ?? 0;
}

/** Unit price paid: the sale price when the variant is on sale, else the price. */
export function unitPriceCents(product: ProductItem, v: Variant): number {
  if (!v.onSale) return regularCents(product, v);
  const sc = product.structuredContent;
  return firstCents(v.salePriceMoney, v.salePrice, sc.salePriceMoney, sc.salePrice) ?? regularCents(product, v);
}

function quantityError(q: unknown, min: number): string | null {
  if (typeof q !== 'number' || !Number.isFinite(q)) return MESSAGES.quantityNotNumber;
  if (!Number.isInteger(q) || q < min) return MESSAGES.quantityNotWhole;
  return null;
}

/** Quantity of this item and variant already in the cart, over every entry (entries differ by additional fields). */
function quantityInCart(cart: ShoppingCart | undefined, itemId: string, sku: string | null, except?: string): number {
  return (cart?.entries ?? [])
    .filter((e) => e.itemId === itemId && e.chosenVariant.sku === sku && e.id !== except)
    .reduce((sum, e) => sum + e.quantity, 0);
}

const hasStock = (v: Variant, wanted: number) => v.unlimited || wanted <= v.qtyInStock;

function additionalFieldsOf(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function recalculate(cart: ShoppingCart): ShoppingCart {
  return Object.assign(cart, cartTotals(cart.entries));
}

const asRecord = (body: unknown): Record<string, unknown> | null =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;

/** Bits of randomness in a cart id: an id is all it takes to read and change an anonymous cart, so none may be guessed. */
export const CART_ID_BITS = 128;

/** `cart-` and 32 hex digits from WebCrypto (every host has it: Node, the page, the service worker). */
export const newCartId = () => `cart-${randomHex(CART_ID_BITS / 8)}`;

export interface Added {
  cart: ShoppingCart;
  entry: CartEntry;
  /** A new cart was created: the caller sets the CART and hasCart cookies. */
  created: boolean;
}

/** `POST /api/commerce/shopping-cart/entries` (spec 000 §7). */
export function addEntry(state: PlatformState, cartId: string | undefined, body: unknown): Outcome<Added> {
  const req = asRecord(body);
  if (!req) return fail(400, MESSAGES.badBody);
  const product = typeof req.itemId === 'string' ? findProduct(state, req.itemId) : undefined;
  if (!product) return fail(404, MESSAGES.productNotFound);
  const variant = resolveVariant(product, req.sku);
  if (!variant) return fail(400, MESSAGES.variantUnavailable);
  const qtyError = quantityError(req.quantity, 1);
  if (qtyError) return fail(400, qtyError);
  const quantity = req.quantity as number;
  const additionalFields = additionalFieldsOf(req.additionalFields);
  if (additionalFields === undefined) return fail(400, MESSAGES.badAdditionalFields);

  const existing = own(state.carts, cartId);
  if (!hasStock(variant, quantityInCart(existing, product.id, variant.sku) + quantity)) return fail(409, MESSAGES.notEnoughStock);

  const cart = existing ?? emptyCart(state.websiteId, newCartId(), Date.now());
  const price = unitPriceCents(product, variant);
  let entry = cart.entries.find(
    (e) => e.itemId === product.id && e.chosenVariant.sku === variant.sku && e.additionalFields === additionalFields,
  );
  if (entry) {
    entry.quantity += quantity;
    entry.purchasePriceCents = price;
    entry.subTotal = price * entry.quantity;
  } else {
    entry = {
      id: `entry-${state.nextEntryId++}`,
      itemId: product.id,
      quantity,
      chosenVariant: { sku: variant.sku, attributes: { ...variant.attributes } },
      title: product.name ?? product.id,
      subTotal: price * quantity,
      purchasePriceCents: price,
      additionalFields,
      productType: cartProductType(product),
    };
    cart.entries.push(entry);
  }
  state.carts[cart.id] = recalculate(cart);
  return { ok: true, value: { cart, entry, created: !existing } };
}

function findEntry(state: PlatformState, cartId: string | undefined, entryId: string): Outcome<{ cart: ShoppingCart; entry: CartEntry }> {
  const cart = own(state.carts, cartId);
  const entry = cart?.entries.find((e) => e.id === entryId);
  return cart && entry ? { ok: true, value: { cart, entry } } : fail(404, MESSAGES.entryNotFound);
}

/** `PUT …/entries/{entryId}` {quantity}: 0 removes the entry; more must be in stock (mock assumption, see docs). */
export function setEntryQuantity(state: PlatformState, cartId: string | undefined, entryId: string, body: unknown): Outcome<ShoppingCart> {
  const found = findEntry(state, cartId, entryId);
  if (!found.ok) return found;
  const { cart, entry } = found.value;
  const quantity = asRecord(body)?.quantity;
  const qtyError = quantityError(quantity, 0);
  if (qtyError) return fail(400, qtyError);
  if (quantity === 0) return removeEntry(state, cartId, entryId);
  const product = findProduct(state, entry.itemId);
  // A product since removed from the catalog has no stock to check: the entry keeps its price and changes quantity.
  const variant = product && resolveVariant(product, entry.chosenVariant.sku);
  if (variant && !hasStock(variant, quantityInCart(cart, entry.itemId, entry.chosenVariant.sku, entry.id) + (quantity as number)))
    return fail(409, MESSAGES.notEnoughStock);
  entry.quantity = quantity as number;
  entry.subTotal = entry.purchasePriceCents * entry.quantity;
  return { ok: true, value: recalculate(cart) };
}

/** `DELETE …/entries/{entryId}` (mock assumption, see docs). */
export function removeEntry(state: PlatformState, cartId: string | undefined, entryId: string): Outcome<ShoppingCart> {
  const found = findEntry(state, cartId, entryId);
  if (!found.ok) return found;
  const { cart } = found.value;
  cart.entries = cart.entries.filter((e) => e.id !== entryId);
  return { ok: true, value: recalculate(cart) };
}

/** `PUT …/entries/{entryId}/additionalFields` {itemId, sku, additionalFields} (spec 000 §7). */
export function setEntryFields(
  state: PlatformState,
  cartId: string | undefined,
  entryId: string,
  body: unknown,
): Outcome<{ cart: ShoppingCart; entry: CartEntry }> {
  const req = asRecord(body);
  if (!req) return fail(400, MESSAGES.badBody);
  const found = findEntry(state, cartId, entryId);
  if (!found.ok) return found;
  const { cart, entry } = found.value;
  if (req.itemId !== undefined && req.itemId !== entry.itemId) return fail(400, MESSAGES.wrongItem);
  const additionalFields = additionalFieldsOf(req.additionalFields);
  if (additionalFields === undefined) return fail(400, MESSAGES.badAdditionalFields);
  entry.additionalFields = additionalFields;
  return { ok: true, value: { cart: recalculate(cart), entry } };
}

/** `GET commerce/inventory/stock/?itemId=` (spec 000 §7): one result per variant. */
export function stockOf(state: PlatformState, itemId: string | null): Outcome<StockResponse> {
  const product = itemId ? findProduct(state, itemId) : undefined;
  if (!product) return fail(404, MESSAGES.productNotFound);
  const results = product.structuredContent.variants.map((v) => ({
    variantId: v.id ?? '',
    sku: v.sku,
    unlimited: v.unlimited,
    qtyInStock: v.qtyInStock,
  }));
  return { ok: true, value: { results } };
}

/** `POST /api/3/commerce/cart/subscription` {itemId, sku, qty, additionalFields} (spec 000 §7). */
export function startSubscription(state: PlatformState, body: unknown): Outcome<{ cartToken: string }> {
  const req = asRecord(body);
  if (!req) return fail(400, MESSAGES.badBody);
  const product = typeof req.itemId === 'string' ? findProduct(state, req.itemId) : undefined;
  if (!product) return fail(404, MESSAGES.productNotFound);
  if (!product.structuredContent.isSubscribable) return fail(400, MESSAGES.notSubscribable);
  const variant = resolveVariant(product, req.sku);
  if (!variant) return fail(400, MESSAGES.variantUnavailable);
  const qtyError = quantityError(req.qty, 1);
  if (qtyError) return fail(400, qtyError);
  if (!hasStock(variant, req.qty as number)) return fail(409, MESSAGES.notEnoughStock);
  if (additionalFieldsOf(req.additionalFields) === undefined) return fail(400, MESSAGES.badAdditionalFields);
  return { ok: true, value: { cartToken: `sub-${randomHex(CART_ID_BITS / 8)}` } };
}
