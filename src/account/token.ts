import { isAuthenticated } from '../cart/shouldLoadCart';
import { readToken, TOKEN_KEY } from '../contract';
import { tryStorage } from '../storage/safeStorage';
import type { AccountState } from './types';

// Where the tab keeps the token (TOKEN_KEY), and its read, are in src/contract.ts: the loader reads the token too (it
// sends it on its early requests) and may import nothing else of src/. Re-exported for this module's importers.
export { readToken, TOKEN_KEY };

/** Keeps `token` for this tab, or forgets it (null). Storage that refuses: the token lives in the runtime's memory only. */
export function keepToken(token: string | null): void {
  // Refused (the page's one storage warning): the runtime's API client still holds it for this page.
  tryStorage(() => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)));
}

/** Where this tab keeps the email it signed in with, beside the token (same storage, same lifetime). */
export const EMAIL_KEY = 'sf-site-user-email';

/** The email this tab signed in with (or was told by another tab), or null. */
export function readEmail(): string | null {
  return tryStorage(() => sessionStorage.getItem(EMAIL_KEY)) ?? null;
}

/** What a tab reads of the session without the account's code (this tab's token, the SiteUserInfo cookie): the account starts from it. */
export function startingState(): AccountState {
  const token = readToken();
  return {
    status: token || isAuthenticated() ? 'signed-in' : 'signed-out',
    email: token ? readEmail() : null,
    hasToken: !!token,
    error: null,
    notice: null,
  };
}
