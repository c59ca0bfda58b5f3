/**
 * The core area: the one string the runtime chunk itself shows (a request that got no answer: src/api/errors.ts, and
 * add-to-cart when its press code cannot be fetched). Always loaded: src/i18n registers it, so `t` from src/i18n is
 * enough for this key. The other areas live beside this file and travel with the code that imports them
 * (docs/strings.md); the other request errors and the dialog buttons are in ./errors.ts, loaded with the first failure
 * or dialog.
 */
export const coreStrings = {
  // Request errors (spec 000 §8)
  offline: 'Please check your internet connection.',
} as const;
