import { registerStrings } from '../index';

/** Cart (spec 000 §8). */
export const cartStrings = {
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  checkoutMinimum: 'To check out, your order subtotal must be {subtotal} or more.',
  cartEmpty: 'You have nothing in your shopping cart.',
} as const;

registerStrings(cartStrings);
