import { totalStock } from './derivedState';
import type { Product } from './types';

// The quantity rule, the one place it is written (spec 001 §5 "Quantity input (templates)", §9 "Quantity max
// 9999"): the quantity widget and add-to-cart's checks (validateAdd), and the cart widget's quantity inputs
// (src/cart/entries.ts quantityProblem). Reading a typed quantity is ./parseQuantity.ts (only code loaded later uses it).
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 9999;
export const QUANTITY_STEP = 1;
export const QUANTITY_DEFAULT = 1;

/**
 * Whether to show the quantity input: physical products, or service products when multiple quantity is allowed
 * (storeSettings.multipleQuantityAllowedForServices, default true); never when subscribable; only when the total
 * stock is greater than 1.
 */
export const showQuantity = (
  p: Product,
  { multipleQuantityAllowedForServices = true }: { multipleQuantityAllowedForServices?: boolean } = {},
): boolean =>
  (p.kind == 'physical' || (p.kind == 'service' && multipleQuantityAllowedForServices)) && !p.isSubscribable && totalStock(p) > 1;
