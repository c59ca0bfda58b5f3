import { registerStrings } from '../registry';

/** Adding a product to the cart: validation (spec 000 §5) and the alert titles (spec 000 §8). */
export const productAddStrings = {
  // Add-to-cart validation (spec 000 §5)
  selectOptionOne: 'Please select the {option} option.',
  selectOptionTwo: 'Please select the {option1} and {option2} options.',
  selectOptionMany: 'Please select the {options} and {lastOption} options.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  giftCardDenomination: 'Select a denomination for the Gift Card.',

  // Add-to-cart alerts (spec 000 §8)
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
} as const;

registerStrings(productAddStrings);
