import { registerStrings } from '../registry';

/**
 * Address completion in a site form's address field (spec 001 §7, the places calls; the spec gives no wording): the
 * suggestions' list and what is announced. All the SDK's own.
 */
export const addressStrings = {
  addressSuggestions: 'Address suggestions',
  addressFoundOne: '1 address found. Use the up and down arrow keys to choose it.',
  addressFound: '{count} addresses found. Use the up and down arrow keys to choose one.',
  addressNone: 'No addresses found.',
  addressFilled: 'Address filled in: {address}',
} as const;

registerStrings(addressStrings);
