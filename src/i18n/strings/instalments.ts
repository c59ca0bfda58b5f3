import { registerStrings } from '../index';

/** Instalments (spec 000 §5; spec 001 §5, §9). */
export const instalmentStrings = {
  instalmentPayments: '{n} interest-free payments of {amount}',
  instalmentPaymentsWith: 'or {n} interest-free payments of {amount} with',
  instalmentOver: 'available for orders over {amount}',
  instalmentUpTo: 'available for orders up to {amount}',
} as const;

registerStrings(instalmentStrings);
