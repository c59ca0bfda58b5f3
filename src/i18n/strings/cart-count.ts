import { registerStrings } from '../registry';

/** The cart pill's count and name (spec 000 §4, §9); not `cart-pill`, which names a widget (docs/strings.md). */
export const cartPillStrings = {
  cartPillItem: 'item',
  cartPillItems: 'items',
  cartPillOverflow: '100+',
  cartPillAccessibleName: 'Cart, {count} {label}',
  cartPillRegion: 'Cart',
} as const;

registerStrings(cartPillStrings);
