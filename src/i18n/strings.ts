/**
 * Every string the SDK shows, in the spec's English (specs 000 and 001). Site settings' `localizedStrings` override
 * them by key (docs/strings.md). `{name}` marks a placeholder filled by `t(key, { name })`.
 */
export const defaultStrings = {
  // Product: buttons, badges, selectors (spec 000 §4, §9; spec 001 §8 "Template engine" fallbacks)
  addToCart: 'Add to Cart',
  subscribe: 'Subscribe',
  purchase: 'Purchase',
  added: 'Added!',
  soldOut: 'sold out',
  sale: 'sale',
  quantityLabel: 'Quantity',
  quickView: 'Quick View',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  choiceUnavailable: 'unavailable',
  choiceMarked: '{value} — {reason}',
  priceUnavailable: 'Unavailable',
  priceFrom: 'from {price}',
  regularPrice: 'Regular price',
  scarcityDefault: 'Only {quantity} left!',

  // Add-to-cart validation (spec 000 §5)
  selectOptionOne: 'Please select the {option} option.',
  selectOptionTwo: 'Please select the {option1} and {option2} options.',
  selectOptionMany: 'Please select the {options} and {lastOption} options.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  giftCardDenomination: 'Select a denomination for the Gift Card.',
  additionalFieldsUnavailable: 'This item cannot be added to the cart here yet.',

  // Add-to-cart alerts and request errors (spec 000 §8)
  unableToAddItem: 'Unable to Add Item',
  unableToPurchaseItem: 'Unable to Purchase Item',
  unableToPurchaseGiftCard: 'Unable to purchase Gift Card',
  crumbFail: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  offline: 'Please check your internet connection.',
  unknownError: 'Unknown error, please try again later.',

  // Cart (spec 000 §8)
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  checkoutMinimum: 'To check out, your order subtotal must be {subtotal} or more.',
  cartEmpty: 'You have nothing in your shopping cart.',

  // Cart pill (spec 000 §4, §9)
  cartPillItem: 'item',
  cartPillItems: 'items',
  cartPillOverflow: '100+',
  cartPillAccessibleName: 'Cart, {count} {label}',
  cartPillRegion: 'Cart',

  // Instalments (spec 000 §5; spec 001 §5, §9)
  instalmentPayments: '{n} interest-free payments of {amount}',
  instalmentPaymentsWith: 'or {n} interest-free payments of {amount} with',
  instalmentOver: 'available for orders over {amount}',
  instalmentUpTo: 'available for orders up to {amount}',

  // Forms: validation and states (spec 000 §4, §5; spec 001 §4, §5)
  required: 'Required',
  characterLimit: 'You have exceeded the character limit.',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  captchaNotSetUp: 'ReCaptcha has not been set up!',
  submitting: 'Submitting…',
  saving: 'Saving…',
  noAnswer: 'N/A',

  // Site forms: submission errors (spec 001 §8 "Site forms")
  formUnauthorized: 'Unable to submit form. Please try again later.',
  formNotConfigured: 'This form has not been configured yet.',
  formRateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  formServerError: 'Unable to send form. Please try again later.',
  formSubmissionFailed: 'Error processing form submission. Please reload and try again.',
  formNoKey: 'Could not get a form submission key, please try again later.',
  formUnparsable: 'Could not parse the form fields, please check your entries.',
  formProblemAbove: 'Your form has encountered a problem. Please scroll down to review.',
  formProblemBelow: 'Your form has encountered a problem. Please scroll up to review.',

  // Likert answers, -2 to 2 (spec 001 §3)
  likertStronglyDisagree: 'Strongly Disagree',
  likertDisagree: 'Disagree',
  likertNeutral: 'Neutral',
  likertAgree: 'Agree',
  likertStronglyAgree: 'Strongly Agree',

  // Restock sign-up (spec 001 §4, §5)
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  signedUp: 'Signed up!',

  // Dialogs
  close: 'Close',
  ok: 'OK',
} as const;
