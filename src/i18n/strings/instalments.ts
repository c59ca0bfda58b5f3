import { registerStrings } from '../registry';

/** Instalments (spec 000 §5; spec 001 §5, §9). */
export const instalmentStrings = {
  instalmentPayments: '{n} interest-free payments of {amount}',
  instalmentPaymentsWith: 'or {n} interest-free payments of {amount} with',
  instalmentOver: 'available for orders over {amount}',
  instalmentUpTo: 'available for orders up to {amount}',
  // The SDK's own (the spec has no wording for these): the info button's and the popup's name, and the popup's text
  // when the provider's page cannot be loaded.
  instalmentInfo: 'More about paying in instalments with {brand}',
  instalmentInfoUnavailable: 'The details of paying in instalments could not be loaded. Please try again later.',
} as const;

registerStrings(instalmentStrings);
