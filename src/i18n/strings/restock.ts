import { registerStrings } from '../registry';

/** Restock sign-up (spec 001 §4, §5); the SDK's defaults for the store's restockNotificationMessages when blank. */
export const restockStrings = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  signedUp: 'Signed up!',
  // The SDK's wording (the spec has none): used when the product's merchandising text is blank.
  restockCta: 'Get an email when this is back in stock.',
  restockButton: 'Notify me',
  restockPlaceholder: 'Email address',
  restockMailingList: 'Also join our mailing list',
  restockEmailLabel: 'Email address',
} as const;

registerStrings(restockStrings);
