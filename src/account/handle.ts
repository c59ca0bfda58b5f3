import { createStore, type StoreApi } from 'zustand/vanilla';
import '../i18n/strings/account';
import { loadOnce } from '../runtime/loadOnce';
import type { Runtime } from '../runtime/types';
import { openTabs, type AccountMessage } from './channel';
import { startingState } from './token';
import type { Account, AccountResult, AccountState } from './types';

/**
 * The account as the account widgets hold it (docs/account.md, "When its code loads"): its state at once, its code
 * (./account.ts) only when needed. Most visitors are signed out and never press "Sign in"; their pages do without the
 * session's code. It loads:
 * - at once for a visitor who reads as signed in (this tab's token, or the SiteUserInfo cookie);
 * - with the first press of "Sign in" (beside the dialog's own code) or of "Sign out";
 * - when another tab signs in: until then the handle listens to the tabs' channel (./channel.ts) while an account widget
 *   is mounted, and what it heard is handed to the account when it is made, so nothing said in between is lost;
 * - when a page script or a React theme makes the account first (`Storefront.account`, `useAccount()`): the handle
 *   follows it from then on.
 */
export interface AccountHandle {
  /** The account's state: read from the cookie and this tab's storage until the account is made, then the account's own. */
  readonly store: StoreApi<AccountState>;
  /** The account, its code loaded (once; a failed load is tried again by the next call). */
  load(): Promise<Account>;
  /**
   * Listens to the other tabs until the account is made (an account widget does while it is mounted): a sign-in in
   * another tab loads the account's code, which then follows it. Returns the function that stops.
   */
  listen(): () => void;
  /** `account.signOut`, its code loaded first; offline (the code could not be fetched): the reason, in the store's `error`. */
  signOut(options?: { cloneCart?: boolean }): Promise<AccountResult>;
}

const handles = new WeakMap<Runtime, AccountHandle>();

/** The runtime's one handle: every account widget of the page shares it, and through it the one account. */
export function accountHandle(rt: Runtime): AccountHandle {
  let handle = handles.get(rt);
  if (!handle) handles.set(rt, (handle = createHandle(rt)));
  return handle;
}

function createHandle(rt: Runtime): AccountHandle {
  const store = createStore<AccountState>()(startingState);
  // What the other tabs said before the account was made: handed to it when it is.
  const heard: AccountMessage[] = [];
  let ear: ReturnType<typeof openTabs> | null = null;
  let listening = 0;
  const follow = (account: Account) => {
    ear?.close();
    ear = null;
    store.setState(account.store.getState());
    account.store.subscribe((state) => store.setState(state));
  };
  const load = loadOnce(() =>
    import('./account').then(({ accountOf }) =>
      accountOf(rt, { signedIn: store.getState().status != 'signed-out', heard: heard.splice(0) }),
    ),
  );
  const loading = () => void load().catch(() => {});
  if (rt.account) follow(rt.account);
  else {
    rt.onAccount = follow;
    if (store.getState().status != 'signed-out') loading();
  }
  return {
    store,
    load,
    listen() {
      if (++listening == 1 && !rt.account)
        ear = openTabs((message) => {
          // A signed-out tab's account would do nothing with a request for a token it does not hold, nor with a sign-out.
          if (store.getState().status == 'signed-out' && message.type != 'token') return;
          heard.push(message);
          loading();
        });
      return () => {
        if (--listening) return;
        ear?.close();
        ear = null;
      };
    },
    signOut: (options) =>
      load().then(
        (account) => account.signOut(options),
        (): AccountResult => {
          const message = rt.t('accountOffline');
          store.setState({ error: message });
          return { ok: false, reason: 'offline', message };
        },
      ),
  };
}
