import { http, HttpResponse } from 'msw';
import type { CartEntry, ShoppingCart } from '../src/types';

/** A cart entry as the platform answers it: `quantity` of `title` at `cents` each. */
export const cartEntry = (
  id: string,
  title: string,
  quantity: number,
  cents: number,
  attributes: Record<string, string> = {},
  additionalFields: string | null = null,
): CartEntry => ({
  id,
  itemId: `p-${id}`,
  quantity,
  chosenVariant: { sku: id.toUpperCase(), attributes },
  title,
  subTotal: cents * quantity,
  purchasePriceCents: cents,
  additionalFields,
  productType: 'physical',
});

/** The platform's cart holding `entries` (totals computed from them). */
export function cartOf(entries: CartEntry[]): ShoppingCart {
  const subtotalCents = entries.reduce((s, e) => s + e.subTotal, 0);
  return {
    id: 'story-cart',
    websiteId: 'storybook',
    orderId: null,
    created: 0,
    isPurchased: false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((s, e) => s + e.quantity, 0),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: true,
  };
}

/** A mock platform handler answering the cart GET with `entries`. */
export const answerCart = (entries: CartEntry[]) => http.get('*/api/commerce/shopping-cart', () => HttpResponse.json(cartOf(entries)));

/** A cart answer with `totalQuantity` posters at $25.00 (the cart pill's stories: only the count matters). */
export const cartWith = (totalQuantity: number) => answerCart(totalQuantity ? [cartEntry('poster', 'Poster', totalQuantity, 2500)] : []);
