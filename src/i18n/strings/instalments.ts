import { registerStrings } from '../registry';

/** Instalments (spec 000 §5; spec 001 §5, §9). */
export const instalmentStrings = {
  instalmentPayments: '{n} interest-free payments of {amount}',
  instalmentPaymentsWith: 'or {n} interest-free payments of {amount} with',
  instalmentOver: 'available for orders over {amount}',
  instalmentUpTo: 'available for orders up to {amount}',
  // The SDK's own (the spec has no wording for it): the info button's and the popup's name. A popup that cannot be
  // loaded has no text: it is only logged (spec 000 §8).
  instalmentInfo: 'More about paying in instalments with {brand}',
} as const;

registerStrings(instalmentStrings);
