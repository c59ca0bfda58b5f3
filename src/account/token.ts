import { isAuthenticated } from '../cart/shouldLoadCart';
import type { AccountState } from './types';

/**
 * Where a tab keeps the signed-in visitor's XSRF token (docs/security.md, "The site-user session"): the tab's
 * `sessionStorage`, under this key. Per tab and per origin: it survives a reload of the tab and is gone when the tab
 * closes; never in `localStorage` (every tab, for ever), never in a cookie (sent with every request, which is what the
 * token must not be) and never in a URL. A tab without one asks the open tabs for theirs (./channel.ts).
 */
export const TOKEN_KEY = 'sf-xsrf';

/** The token this tab keeps, or null (none, or storage denied: a sandboxed frame, a browser that refuses it). */
export function readToken(): string | undefined {
  try {
    return sessionStorage[TOKEN_KEY];
  } catch {
    // Denied: none.
  }
}

/** Keeps `token` for this tab, or forgets it (null). Storage that refuses: the token lives in the runtime's memory only. */
export function keepToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // The runtime's API client still holds it for this page.
  }
}

/** Where this tab keeps the email it signed in with, beside the token (same storage, same lifetime). */
export const EMAIL_KEY = 'sf-site-user-email';

/** The email this tab signed in with (or was told by another tab), or null. */
export function readEmail(): string | null {
  try {
    return sessionStorage.getItem(EMAIL_KEY);
  } catch {
    return null;
  }
}

/** What a tab reads of the session without the account's code (this tab's token, the SiteUserInfo cookie): the account starts from it. */
export function startingState(): AccountState {
  const token = readToken();
  return { status: token || isAuthenticated() ? 'signed-in' : 'signed-out', email: token ? readEmail() : null, hasToken: !!token, error: null, notice: null };
}
