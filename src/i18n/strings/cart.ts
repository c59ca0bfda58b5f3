import { registerStrings } from '../registry';

/** Cart (spec 000 §8). */
export const cartStrings = {
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  checkoutMinimum: 'To check out, your order subtotal must be {subtotal} or more.',
  cartEmpty: 'You have nothing in your shopping cart.',
  // An empty answer in the summary of an entry's form answers (spec 001 §8 "Template engine").
  noAnswer: 'N/A',
  // The SDK's wording (the spec has none): docs/strings.md.
  cartRegion: 'Shopping cart',
  cartQuantity: 'Quantity',
  cartUnitPrice: '{price} each',
  cartRemove: 'Remove',
  cartRemoveItem: 'Remove {title}',
  cartEdit: 'Edit',
  cartEditItem: 'Edit the details of {title}',
  cartSubtotal: 'Subtotal',
  cartCheckout: 'Checkout',
  // The same words as quantityNotNumber, quantityNotWhole and notEnoughStock (spec 000 §5), under keys of this area so
  // the cart's chunk does not carry the product-add area.
  cartQuantityNotNumber: 'Quantity must be a number.',
  cartQuantityNotWhole: 'Quantity must be a whole number.',
  cartNotEnoughStock: 'Sorry, we do not have enough of that item available.',
} as const;

registerStrings(cartStrings);
