import { registerStrings } from '../registry';

/** Product: buttons, the sold-out mark, selectors (spec 000 §4, §9; spec 001 §8 "Template engine" fallbacks). */
export const productStrings = {
  addToCart: 'Add to Cart',
  subscribe: 'Subscribe',
  purchase: 'Purchase',
  added: 'Added!',
  soldOut: 'sold out',
  quantityLabel: 'Quantity',
  quickView: 'Quick View',
  quickViewOf: '{quickView}: {name}',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  choiceUnavailable: 'unavailable',
  choiceMarked: '{value} — {reason}',
} as const;

registerStrings(productStrings);
