import type { StoreApi } from 'zustand/vanilla';

// The account's types (./account.ts), apart: the runtime's types name the account without importing its code.

/**
 * `signed-out`; `signing-in` (the session call is on its way); `signed-in` (the SiteUserInfo cookie says so, or this tab
 * signed in; `hasToken` says whether this tab can write as the member); `signing-out`.
 */
export type AccountStatus = 'signed-out' | 'signing-in' | 'signed-in' | 'signing-out';

export interface AccountState {
  status: AccountStatus;
  /** The email the visitor signed in with, where this tab knows it (signed in here, or told by another tab); else null. */
  email: string | null;
  /** Whether this tab holds the session's XSRF token (sent on every request as X-SiteUser-XSRF-Token). */
  hasToken: boolean;
  /** The last sign-in's or sign-out's failure, ready to show; null after a success or a new attempt. */
  error: string | null;
  /** Why the visitor was signed out without asking (the session ended: "sign in again"); null otherwise. */
  notice: string | null;
}

/** Why a sign-in, a sign-out or a locale call did not happen. */
export type AccountFailure = 'invalid' | 'credentials' | 'rate-limit' | 'offline' | 'session' | 'server' | 'signed-out';

/** What `signIn`, `signOut` and `setLocale` resolve with: they never reject. */
export type AccountResult = { ok: true } | { ok: false; reason: AccountFailure; message: string };

export interface SignInInput {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export interface Account {
  readonly store: StoreApi<AccountState>;
  /** Signs in (spec 001 §7). A call while one is on its way joins it: nothing more is sent. */
  signIn(input: SignInInput): Promise<AccountResult>;
  /** Signs out; `cloneCart` (default false): the anonymous cart after it keeps the member cart's items. */
  signOut(options?: { cloneCart?: boolean }): Promise<AccountResult>;
  /** Sends the member's language (spec 001 §7), when the page asks for it; signed-out: nothing is sent. */
  setLocale(language: string): Promise<AccountResult>;
  /** Stops listening to the other tabs. */
  dispose(): void;
}
