import { registerStrings } from '../index';

/** Restock sign-up (spec 001 §4, §5). */
export const restockStrings = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  signedUp: 'Signed up!',
} as const;

registerStrings(restockStrings);
