import { isObj } from '../input/isObj';
import { parseMoney } from '../money/parseMoney';
import type { CartEntry, CartProductType, ShoppingCart } from '../types';

/*
 * The cart as the platform answers it (spec 000 §3 "Shopping cart", "Cart entry"), read once where it arrives (the
 * GET, every write's answer, another tab's message) into the ShoppingCart the widgets show. A field that is missing
 * (or null) takes the spec's default: numbers 0, booleans false, lists empty; the strings '' (orderId null), the
 * objects null. A field of another type takes the same default and is named in one console warning. Amounts are
 * cents, or money in any of the spec's three shapes (spec 001 §3) in the store currency. Fields the SDK does not
 * read are kept as they came.
 */

type Check<T> = (v: unknown) => T | undefined;

const str: Check<string> = (v) => (typeof v == 'string' ? v : undefined);
/** An id: a string, or a number the platform sent for one. */
const id: Check<string> = (v) => str(v) ?? (Number.isFinite(v) ? String(v) : undefined);
const count: Check<number> = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
const bool: Check<boolean> = (v) => (typeof v == 'boolean' ? v : undefined);
const list: Check<unknown[]> = (v) => (Array.isArray(v) ? v : undefined);
const obj: Check<Record<string, unknown>> = (v) => (isObj(v) ? v : undefined);
/** A timestamp: epoch milliseconds, or a date the browser can read. */
const time: Check<number> = (v) =>
  Number.isFinite(v) ? (v as number) : typeof v == 'string' && Date.parse(v) >= 0 ? Date.parse(v) : undefined;
const KINDS: CartProductType[] = ['physical', 'digital', 'service', 'gift-card', 'unknown'];
const kind: Check<CartProductType> = (v) => KINDS.find((k) => k === v);

/** Reads the fields of one object, naming in `wrong` (with `at` before each) those of another type. */
function fields(o: Record<string, unknown>, at: string, wrong: string[], currency: string) {
  const get = <T>(key: string, check: Check<T>, fallback: T): T => {
    const v = o[key];
    if (v == null) return fallback;
    const r = check(v);
    if (r === undefined) wrong.push(at + key);
    return r ?? fallback;
  };
  /** Cents: a number, or money of the store currency in any of the spec's shapes. */
  const cents: Check<number> = (v) => {
    if (Number.isFinite(v)) return v as number;
    const m = isObj(v) ? parseMoney(v as never) : null;
    return m && m.currency == currency.toUpperCase() ? m.cents : undefined;
  };
  return { get, cents };
}

function entry(o: Record<string, unknown>, at: string, wrong: string[], currency: string): CartEntry {
  const { get, cents } = fields(o, at, wrong, currency);
  /** The chosen variant: its sku, and its attributes' values (strings; a number as its text). */
  const chosen = (variant: Record<string, unknown>) => {
    const { get } = fields(variant, `${at}chosenVariant.`, wrong, currency);
    const sku = get<string | null>('sku', str, null);
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(get('attributes', obj, {})))
      if (typeof v == 'string' || Number.isFinite(v)) attributes[k] = String(v);
      else wrong.push(`${at}chosenVariant.attributes.${k}`);
    return { ...variant, sku, attributes };
  };
  const e: CartEntry = {
    ...o,
    id: get('id', id, ''),
    itemId: get('itemId', id, ''),
    quantity: get('quantity', count, 0),
    chosenVariant: chosen(get('chosenVariant', obj, {})),
    title: get('title', str, ''),
    subTotal: get('subTotal', cents, 0),
    purchasePriceCents: get('purchasePriceCents', cents, 0),
    additionalFields: get<string | null>('additionalFields', str, null),
  };
  // Optional in the SDK's type: absent stays absent; of another type, `unknown`.
  if (o.productType != null) e.productType = get<CartProductType>('productType', kind, 'unknown');
  return e;
}

const warn = (what: string, wrong: string[]) =>
  wrong.length && console.warn(`[storefront] ${what}: not of the type read, defaulted: ${wrong.join(', ')}`);

/**
 * The cart of an answer (`raw`): every field of the spec's Shopping cart there, of its type (see above); `currency` is
 * the store currency. Null for no cart (`null`, or not a JSON object: named in a console warning).
 */
export function readCart(raw: unknown, currency: string): ShoppingCart | null {
  const wrong: string[] = [];
  const cart = raw == null ? null : isObj(raw) ? read(raw, wrong, currency) : (wrong.push('(not a JSON object: no cart)'), null);
  warn('cart', wrong);
  return cart;
}

function read(o: Record<string, unknown>, wrong: string[], currency: string): ShoppingCart {
  const { get, cents } = fields(o, '', wrong, currency);
  return {
    ...o,
    id: get('id', id, ''),
    websiteId: get('websiteId', id, ''),
    orderId: get<string | null>('orderId', id, null),
    created: get('created', time, 0),
    isPurchased: get('isPurchased', bool, false),
    // An entry that is not an object is left out (and named).
    entries: get('entries', list, []).flatMap((e, i) =>
      isObj(e) ? [entry(e, `entries[${i}].`, wrong, currency)] : (wrong.push(`entries[${i}]`), []),
    ),
    shippingOptions: get('shippingOptions', list, []),
    selectedShippingOption: get('selectedShippingOption', obj, null),
    shippingLocation: get('shippingLocation', obj, null),
    applicableTaxRules: get('applicableTaxRules', list, []),
    coupons: get('coupons', list, []),
    validCoupons: get('validCoupons', list, []),
    invalidCoupons: get('invalidCoupons', list, []),
    subtotalCents: get('subtotalCents', cents, 0),
    taxCents: get('taxCents', cents, 0),
    shippingCostCents: get('shippingCostCents', cents, 0),
    discountCents: get('discountCents', cents, 0),
    grandTotalCents: get('grandTotalCents', cents, 0),
    totalQuantity: get('totalQuantity', count, 0),
    hasDigital: get('hasDigital', bool, false),
    purelyDigital: get('purelyDigital', bool, false),
    requiresShipping: get('requiresShipping', bool, false),
  };
}

/** An entry of an answer (an add's `newlyAdded`), as the cart's entries are read (not a JSON object: every default). */
export function readEntry(raw: unknown, currency: string): CartEntry {
  const wrong: string[] = raw == null || isObj(raw) ? [] : ['(not a JSON object)'];
  const e = entry(isObj(raw) ? raw : {}, '', wrong, currency);
  warn('cart entry', wrong);
  return e;
}
