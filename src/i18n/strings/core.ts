/**
 * The core area: strings the runtime itself shows (request errors from src/api, dialog buttons). Always loaded:
 * src/i18n registers it, so `t` from src/i18n is enough for these keys. The other areas live beside this file and
 * travel with the widgets that import them (docs/strings.md).
 */
export const coreStrings = {
  // Request errors (spec 000 §8)
  crumbFail: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  offline: 'Please check your internet connection.',
  unknownError: 'Unknown error, please try again later.',

  // Dialogs
  close: 'Close',
  ok: 'OK',
} as const;
