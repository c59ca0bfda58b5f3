import type { ProductState } from './context';
import { isSoldOut, isVariantSoldOut } from './derivedState';
import { resolveVariant, type Chosen } from './selection';
import type { Product } from './types';

/**
 * Nothing to buy for this choice: the product is sold out, or the chosen variant is (spec 001 §4 "Derived product
 * state"). The add button shows sold out and cannot be pressed (docs/product-rules.md §2); a restock form may show.
 */
export function soldOutFor(p: Product, chosen: Chosen): boolean {
  const variant = resolveVariant(p, chosen);
  return isSoldOut(p) || (!!variant && isVariantSoldOut(p, variant));
}

/**
 * Whether a restock form shows for this product and choice: the store has restock notifications on for the product
 * (a non-empty restockNotificationViews) and the product is sold out, or the chosen variant is.
 */
export const restockWanted = (p: Product, chosen: Chosen): boolean =>
  p.merchandising.restockNotificationViews.length > 0 && soldOutFor(p, chosen);

/**
 * The rule of which purchase widget a product shows (docs/widgets/restock-form.md, "Replaces add-to-cart"): where a
 * restock form of this product and scope is on the page and `restockWanted` holds, the form shows and add-to-cart
 * renders nothing; otherwise add-to-cart shows and the form renders nothing. Both widgets read this one rule from
 * the shared product context; neither knows the other.
 */
export const restockReplacesAdd = ({ restockForms, product, chosen }: ProductState): boolean =>
  !!restockForms && !!product && restockWanted(product, chosen);
