import { registerStrings } from '../registry';

/** Cart pill (spec 000 §4, §9). */
export const cartPillStrings = {
  cartPillItem: 'item',
  cartPillItems: 'items',
  cartPillOverflow: '100+',
  cartPillAccessibleName: 'Cart, {count} {label}',
  cartPillRegion: 'Cart',
} as const;

registerStrings(cartPillStrings);
