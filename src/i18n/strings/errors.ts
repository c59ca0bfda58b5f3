import { registerStrings } from '../registry';

/**
 * Request errors and dialog buttons: what a failed request or an alert shows (spec 000 §8). Loaded with the code that
 * shows them (the errors of a failed answer, the dialogs, the widgets' failure messages), never with the page: a page
 * that is only looked at carries none of them. The one request error the runtime itself shows, `offline`, is in ./core.ts.
 */
export const errorStrings = {
  crumbFail: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
  unknownError: 'Unknown error, please try again later.',
  // The SDK's own: the platform refused the signed-in visitor's session (docs/account.md).
  sessionEnded: 'Your session has ended. Please sign in again.',

  // Dialogs
  close: 'Close',
  ok: 'OK',
} as const;

registerStrings(errorStrings);
