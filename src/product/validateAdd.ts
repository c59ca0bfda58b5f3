import type { Translate } from '../i18n';
import { listJoin } from '../i18n/listJoin';
import '../i18n/strings/product-add';
import { tracksStock } from './derivedState';
import { parseQuantity } from './parseQuantity';
import { QUANTITY_MAX } from './quantityRule';
import { missingOptions, resolveVariant, type Chosen } from './selection';
import type { Product, ProductVariant } from './types';

// parseQuantity is ./parseQuantity.ts (the instalment pill uses it without the add checks); still exported here.
export { parseQuantity };

export type AddCheckReason = 'options' | 'unavailable' | 'stock' | 'not-number' | 'not-whole' | 'denomination';

export interface AddRequest {
  /** Option name → chosen value. */
  chosen: Chosen;
  /** The quantity input's value (a string as typed, or a number). */
  quantity: string | number;
  /** Gift cards: the chosen denomination in cents, if chosen apart from the options. */
  denominationCents?: number | null;
  /** Units of this variant already in the cart. Default 0. */
  quantityInCart?: number;
}

export type AddCheck =
  | {
      ok: true;
      variant: ProductVariant;
      quantity: number;
      /** Gift cards: the denomination; else null. */ denominationCents: number | null;
    }
  | { ok: false; message: string; reason: AddCheckReason };

/**
 * The checks before adding (spec 000 §5), in this order, each with its message: every option chosen; a variant
 * resolves; enough stock (counting the cart); the quantity is a number; a whole number (1 or more); a gift card has a
 * denomination. The first that fails is returned. See docs/product-rules.md for the decisions.
 */
export function validateAdd(
  p: Product,
  { chosen, quantity, denominationCents = null, quantityInCart = 0 }: AddRequest,
  t: Translate,
): AddCheck {
  const fail = (message: string, reason: AddCheckReason): AddCheck => ({ ok: false, message, reason });
  const gift = p.kind == 'gift-card';
  // Gift cards (see docs/product-rules.md "Gift cards"): a variant per denomination, or one variant with a list.
  const list = p.denominations;
  const perVariant = p.variants.length > 1 || !list.length;
  // undefined: a gift card with no denomination yet (reported last, as the spec orders it).
  let variant: ProductVariant | null | undefined;
  let denomination: number | null = null;
  if (gift && denominationCents != null) {
    const v = perVariant ? p.variants.find((x) => x.priceCents === denominationCents) : p.variants[0];
    variant = v && (!list.length || list.includes(denominationCents)) ? v : null;
    denomination = denominationCents;
  } else {
    const missing = missingOptions(p, chosen);
    if (!missing.length) variant = resolveVariant(p, chosen);
    else if (!gift) return fail(listJoin(missing, t), 'options');
    // A variant per denomination: the variant's price. One variant: its only denomination, or none yet if several.
    if (gift && variant) denomination = perVariant ? variant.priceCents : list.length == 1 ? list[0]! : null;
  }
  // A variant with no price cannot be bought: it is as unavailable as one that does not exist.
  if (variant === null || variant?.priceCents === null) return fail(t('variantUnavailable'), 'unavailable');

  const n = parseQuantity(quantity);
  // Stock is checked before the quantity's form (spec order): an unusable quantity counts as 1.
  const need = n > 1 ? n : 1;
  if (
    variant &&
    (need > QUANTITY_MAX || (tracksStock(p) && !variant.unlimited && need > variant.qtyInStock - (quantityInCart > 0 ? quantityInCart : 0)))
  )
    return fail(t('notEnoughStock'), 'stock');
  if (Number.isNaN(n)) return fail(t('quantityNotNumber'), 'not-number');
  if (!Number.isInteger(n) || n < 1) return fail(t('quantityNotWhole'), 'not-whole');
  if (!variant || (gift && denomination === null)) return fail(t('giftCardDenomination'), 'denomination');
  return { ok: true, variant, quantity: n, denominationCents: denomination };
}
