import { isAuthenticated } from '../cart/shouldLoadCart';
import { loadOnce } from '../runtime/loadOnce';
import type { Runtime } from '../runtime/types';
import type { Account, AccountResult, AccountState, SignInInput } from './account';
import { readToken, startingState } from './token';

/** `Storefront.account` (docs/account.md): the account's calls and state for a page's scripts. */
export interface StorefrontAccount {
  /** The state now. Until the account's code is here, read from the SiteUserInfo cookie and the tab's token. */
  readonly state: AccountState;
  signIn(input: SignInInput): Promise<AccountResult>;
  signOut(options?: { cloneCart?: boolean }): Promise<AccountResult>;
  setLocale(language: string): Promise<AccountResult>;
  /** Calls `listener` with each new state; returns the function that stops. */
  subscribe(listener: (state: AccountState) => void): () => void;
}

/**
 * Made once the page is interactive (src/runtime/afterLoad.ts). The account's code (./account.ts) loads with the first
 * call, or at once for a visitor who reads as signed in (the other tabs are listened to, and asked for the token when
 * this tab has none). Should it not load (offline), a call resolves with reason `offline`.
 */
export function accountFacade(rt: Runtime): StorefrontAccount {
  const load = loadOnce(() => import('./account').then((m) => m.accountOf(rt)));
  let account: Account | undefined = rt.account;
  const use =
    <T extends unknown[]>(call: (a: Account, ...args: T) => Promise<AccountResult>) =>
    (...args: T): Promise<AccountResult> =>
      load().then(
        (a) => call((account = a), ...args),
        () => ({ ok: false, reason: 'offline', message: rt.t('offline') }),
      );
  if (readToken() || isAuthenticated())
    void load().then(
      (a) => (account = a),
      () => {},
    );
  return {
    get state(): AccountState {
      return (account ??= rt.account)?.store.getState() ?? startingState();
    },
    signIn: use((a, input: SignInInput) => a.signIn(input)),
    signOut: use((a, options?: { cloneCart?: boolean }) => a.signOut(options)),
    setLocale: use((a, language: string) => a.setLocale(language)),
    subscribe(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void load().then(
        (a) => {
          account = a;
          if (!stopped) stop = a.store.subscribe(listener);
        },
        () => {},
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
