import { createStore } from 'zustand/vanilla';
import { isCrumbError, isHttpError, isNetworkError, isRateLimitError, isSessionError } from '../api/guards';
import { deleteSession, postLocale, postSession } from '../api/session';
import { isAuthenticated } from '../cart/shouldLoadCart';
import '../i18n/strings/account';
import '../i18n/strings/errors';
import type { Runtime } from '../runtime/types';
import { openTabs, type AccountMessage } from './channel';
import { MEMBER_LOCALE_KEY } from './siteUser';
import type { Account, AccountFailure, AccountResult, AccountState } from './types';

export type { Account, AccountFailure, AccountResult, AccountState, AccountStatus, SignInInput } from './types';
import { EMAIL_KEY, keepToken, readEmail, readToken } from './token';

/** The email beside the token (./token.ts says why this storage). */
const session = {
  keep(token: string | null, email: string | null) {
    keepToken(token);
    try {
      if (token && email) sessionStorage.setItem(EMAIL_KEY, email);
      else sessionStorage.removeItem(EMAIL_KEY);
    } catch {
      // Memory only, for this page.
    }
  },
};

/**
 * What a tab knew before the account's code was here (./handle.ts): whether it read as signed in then, and what the
 * other tabs said since. The account starts from it, so a sign-in heard meanwhile is followed as it would have been.
 */
export interface Before {
  signedIn: boolean;
  heard: AccountMessage[];
}

/** The page runtime's one account (made on first use): the account widgets and `Storefront.account` share it. */
export function accountOf(rt: Runtime, before?: Before): Account {
  if (rt.account) return rt.account;
  const account = (rt.account = createAccount(rt, before));
  rt.onAccount?.(account);
  return account;
}

/** The message and reason of a failed session call (the password is in none of them: errors carry no request body). */
function failure(rt: Runtime, error: unknown, signingIn: boolean): { reason: AccountFailure; message: string } {
  const t = rt.t;
  if (isRateLimitError(error)) {
    const seconds = error.retryAfterMs == null ? 0 : Math.ceil(error.retryAfterMs / 1000);
    return { reason: 'rate-limit', message: seconds > 0 ? t('accountTooManyAttempts', { seconds }) : t('accountTooManyAttemptsLater') };
  }
  if (isNetworkError(error)) return { reason: 'offline', message: t('accountOffline') };
  if (isCrumbError(error)) return { reason: 'session', message: error.message };
  if (isSessionError(error)) return { reason: 'session', message: error.message };
  // A refused sign-in: 400, 401 or 403 (the mock answers 403 with invalidCredentials; docs/account.md).
  if (signingIn && isHttpError(error) && error.status >= 400 && error.status < 500)
    return { reason: 'credentials', message: t('accountWrongCredentials') };
  return { reason: 'server', message: t(signingIn ? 'accountServerError' : 'accountSignOutFailed') };
}

/**
 * The signed-in visitor's session in one runtime (docs/account.md): sign-in and sign-out through the platform, the XSRF
 * token kept for the tab (./token.ts) and handed to the API client, the other tabs told and listened to (./channel.ts),
 * the cart reloaded after each change (the member's cart after sign-in, spec 000 §4), and the events
 * `account-signed-in`, `account-signed-out`, `account-error`.
 */
export function createAccount(rt: Runtime, before?: Before): Account {
  // This tab's token, in memory too: storage may refuse it, and is shared by the same tab's runtimes only. Made after
  // reading as signed out: any token kept since came from a sign-in this account has yet to hear of (another runtime
  // of the tab: `before.heard`), so it starts without one, as it would have.
  let token = before?.signedIn === false ? null : (readToken() ?? null);
  const signedIn = before ? before.signedIn : !!token || isAuthenticated();
  const store = createStore<AccountState>()(() => ({
    status: signedIn ? 'signed-in' : 'signed-out',
    email: token ? readEmail() : null,
    hasToken: !!token,
    error: null,
    notice: null,
  }));
  if (token) rt.api.setSiteUserToken(token);

  const adopt = (given: string, email: string | null) => {
    rt.api.setSiteUserToken((token = given));
    session.keep(given, email);
    store.setState({ status: 'signed-in', email, hasToken: true, error: null, notice: null });
  };
  const forget = (notice: string | null) => {
    rt.api.setSiteUserToken((token = null));
    try {
      sessionStorage.removeItem(MEMBER_LOCALE_KEY);
    } catch {
      // Nothing kept.
    }
    session.keep(null, null);
    store.setState({ status: 'signed-out', email: null, hasToken: false, notice });
  };
  /**
   * The cart of the new session. A session change changes the cart the platform answers, as a write does: a GET still
   * in flight from before it is neither joined nor taken (src/cart/store.ts, the ledger).
   */
  const reloadCart = () => {
    rt.cart.ledger.lastWriteStarted = ++rt.cart.ledger.sequence;
    void rt.cart.refresh().catch(() => {});
  };

  const hear = (message: AccountMessage) => {
    const s = store.getState();
    if (message.type == 'ask') {
      if (token && s.status == 'signed-in') tabs.post({ type: 'token', token, email: s.email });
    } else if (message.type == 'token') {
      if (s.status == 'signing-in' || s.status == 'signing-out' || message.token == token) return;
      const was = s.status;
      adopt(message.token, message.email);
      // Signed in in another tab: this one follows (and shows the member's cart); a tab that only lacked the token is quiet.
      if (was == 'signed-out') {
        rt.emit('account-signed-in', { email: message.email, from: 'other-tab' });
        reloadCart();
      }
    } else if (s.status != 'signed-out') {
      forget(message.ended ? rt.t('sessionEnded') : null);
      rt.emit('account-signed-out', { reason: message.ended ? 'session-ended' : 'other-tab' });
      reloadCart();
    }
  };
  const tabs = openTabs(hear);
  // Reads as signed in but holds no token (a new tab, a browser restarted with "Remember me", a sign-in on the
  // platform's own page): the open tabs are asked for theirs.
  if (signedIn && !token) tabs.post({ type: 'ask' });
  before?.heard.forEach(hear);

  const fail = (action: 'sign-in' | 'sign-out' | 'locale', error: unknown, signingIn: boolean): AccountResult => {
    const { reason, message } = failure(rt, error, signingIn);
    rt.emit('account-error', { action, reason, message });
    return { ok: false, reason, message };
  };

  let signingIn: Promise<AccountResult> | null = null;
  let signingOut: Promise<AccountResult> | null = null;

  return {
    store,
    signIn({ email, password, rememberMe = false }) {
      if (signingIn) return signingIn;
      const address = typeof email == 'string' ? email.trim() : '';
      const invalid = !address
        ? rt.t('accountEmailRequired')
        : typeof password != 'string' || !password
          ? rt.t('accountPasswordRequired')
          : null;
      if (invalid) {
        store.setState({ error: invalid });
        rt.emit('account-error', { action: 'sign-in', reason: 'invalid', message: invalid });
        return Promise.resolve({ ok: false, reason: 'invalid', message: invalid });
      }
      const before = store.getState().status;
      store.setState({ status: 'signing-in', error: null, notice: null });
      return (signingIn = postSession(rt.api, { email: address, password, rememberMe: rememberMe === true })
        .then(
          (answer): AccountResult => {
            adopt(answer.xsrfToken, address);
            tabs.post({ type: 'token', token: answer.xsrfToken, email: address });
            rt.emit('account-signed-in', { email: address, siteUserId: typeof answer.siteUserId == 'string' ? answer.siteUserId : null });
            reloadCart();
            return { ok: true };
          },
          (error: unknown) => {
            const result = fail('sign-in', error, true);
            store.setState({ status: before == 'signed-in' ? 'signed-in' : 'signed-out', error: result.ok ? null : result.message });
            return result;
          },
        )
        .finally(() => (signingIn = null)));
    },
    signOut({ cloneCart = false } = {}) {
      if (signingOut) return signingOut;
      if (store.getState().status == 'signing-in')
        return Promise.resolve({ ok: false, reason: 'server', message: rt.t('accountSignOutFailed') });
      store.setState({ status: 'signing-out', error: null });
      const done = (): AccountResult => {
        forget(null);
        tabs.post({ type: 'signed-out', ended: false });
        rt.emit('account-signed-out', { reason: 'signed-out', cloneCart });
        reloadCart();
        return { ok: true };
      };
      return (signingOut = deleteSession(rt.api, cloneCart === true)
        .then(done, (error: unknown) => {
          // The platform no longer knows the session: signed out all the same (sessionRefused has told every tab).
          if (isSessionError(error)) return done();
          const result = fail('sign-out', error, false);
          store.setState({ status: 'signed-in', error: result.ok ? null : result.message });
          return result;
        })
        .finally(() => (signingOut = null)));
    },
    setLocale(language) {
      if (store.getState().status != 'signed-in')
        return Promise.resolve({ ok: false, reason: 'signed-out', message: rt.t('sessionEnded') });
      return postLocale(rt.api, String(language)).then(
        (): AccountResult => {
          // Kept for the tab: the analytics name the member's language (member_account_locale, member_locale).
          try {
            sessionStorage.setItem(MEMBER_LOCALE_KEY, String(language));
          } catch {
            // Not kept: the events go without it.
          }
          return { ok: true };
        },
        (error: unknown) => fail('locale', error, false),
      );
    },
    dispose: () => tabs.close(),
  };
}
