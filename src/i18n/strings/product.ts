import { registerFallbacks, registerStrings } from '../registry';

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

/**
 * Spec 001 §8's English fallbacks for a site whose localized strings lack the key, where they differ from the defaults
 * above: only the add button's ("Add To Cart"; with no localized strings at all it reads spec 000 §9's "Add to Cart").
 * The others it names (Subscribe, Quantity, Quick View, sold out, sale, Select Value, Select {variantName}) are the
 * defaults already.
 */
export const productFallbacks = { addToCart: 'Add To Cart' } as const;

registerFallbacks(productFallbacks);
