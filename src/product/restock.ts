import type { ProductState } from './context';
import { isSoldOut, isVariantSoldOut } from './derivedState';
import { resolveVariant, type Chosen } from './selection';
import type { Product } from './types';

/**
 * Whether a restock form shows for this product and choice: the store has restock notifications on for the product
 * (a non-empty restockNotificationViews) and the product is sold out, or the chosen variant is.
 */
export function restockWanted(p: Product, chosen: Chosen): boolean {
  if (!p.merchandising.restockNotificationViews.length) return false;
  const variant = resolveVariant(p, chosen);
  return isSoldOut(p) || (!!variant && isVariantSoldOut(p, variant));
}

/**
 * The rule of which purchase widget a product shows (docs/widgets/restock-form.md, "Replaces add-to-cart"): where a
 * restock form of this product and scope is on the page and `restockWanted` holds, the form shows and add-to-cart
 * renders nothing; otherwise add-to-cart shows and the form renders nothing. Both widgets read this one rule from
 * the shared product context; neither knows the other.
 */
export const restockReplacesAdd = ({ restockForms, product, chosen }: ProductState): boolean =>
  !!restockForms && !!product && restockWanted(product, chosen);
