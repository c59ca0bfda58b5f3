import { createStore } from 'zustand/vanilla';
import { isStorefrontError } from '../api/errors';
import { isCrumbError, isHttpError, isNetworkError, isRateLimitError, isSessionError } from '../api/guards';
import { deleteSession, postLocale, postSession } from '../api/session';
import { isAuthenticated } from '../cart/shouldLoadCart';
import { tryStorage } from '../storage/safeStorage';
import '../i18n/strings/account';
import '../i18n/strings/errors';
import type { Runtime } from '../runtime/types';
import { openTabs, type AccountMessage } from './channel';
import { MEMBER_LOCALE_KEY, siteUserId } from './siteUser';
import type { Account, AccountFailure, AccountResult, AccountState } from './types';

export type { Account, AccountFailure, AccountResult, AccountState, AccountStatus, SignInInput } from './types';
import { EMAIL_KEY, keepToken, readEmail, readToken } from './token';

/** The email beside the token (./token.ts says why this storage). */
const session = {
  keep(token: string | null, email: string | null) {
    keepToken(token);
    // Refused: memory only, for this page (the page's one storage warning).
    tryStorage(() => (token && email ? sessionStorage.setItem(EMAIL_KEY, email) : sessionStorage.removeItem(EMAIL_KEY)));
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

/** Retry-After at most this many seconds is said in seconds; longer, in whole minutes (rounded up). */
const SAY_SECONDS_UP_TO = 90;

/**
 * The message and reason of a failed session call (the password is in none of them: errors carry no request body).
 * A sign-out that did not happen (any answer but a 2xx) says one thing: still signed in, try again (no answer: offline).
 */
function failure(rt: Runtime, error: unknown, action: 'sign-in' | 'sign-out' | 'locale'): { reason: AccountFailure; message: string } {
  const t = rt.t;
  const reason: AccountFailure = isRateLimitError(error)
    ? 'rate-limit'
    : isNetworkError(error)
      ? 'offline'
      : isCrumbError(error) || isSessionError(error)
        ? 'session'
        : // A refused sign-in: 400, 401 or 403 (the mock answers 403 with invalidCredentials; docs/account.md).
          action == 'sign-in' && isHttpError(error) && error.status >= 400 && error.status < 500
          ? 'credentials'
          : 'server';
  if (reason == 'offline') return { reason, message: t('accountOffline') };
  if (action == 'sign-out') return { reason, message: t('accountSignOutFailed') };
  if (reason == 'rate-limit' && action == 'sign-in') {
    const seconds = !isRateLimitError(error) || error.retryAfterMs == null ? 0 : Math.ceil(error.retryAfterMs / 1000);
    return {
      reason,
      message: !seconds
        ? t('accountTooManyAttemptsLater')
        : seconds <= SAY_SECONDS_UP_TO
          ? t('accountTooManyAttempts', { seconds })
          : t('accountTooManyAttemptsMinutes', { minutes: Math.ceil(seconds / 60) }),
    };
  }
  if (reason == 'credentials') return { reason, message: t('accountWrongCredentials') };
  if (action == 'sign-in' && reason == 'server') return { reason, message: t('accountServerError') };
  // The session's answers, and the language's other failures: the error's own message, ready to show.
  return { reason, message: isStorefrontError(error) ? error.message : t('unknownError') };
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
  // The member this tab shows, as the SiteUserInfo cookie names them (null: not known). A token heard from another tab
  // while the cookie has come to name someone else is another member's sign-in, followed as one (below).
  let member = signedIn ? siteUserId() : null;

  const forgetLocale = () => tryStorage(() => sessionStorage.removeItem(MEMBER_LOCALE_KEY));
  const adopt = (given: string, email: string | null) => {
    rt.api.setSiteUserToken((token = given));
    member = siteUserId();
    session.keep(given, email);
    store.setState({ status: 'signed-in', email, hasToken: true, error: null, notice: null });
  };
  const forget = (notice: string | null) => {
    rt.api.setSiteUserToken((token = null));
    member = null;
    forgetLocale();
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
      const before = member;
      // A new session while this tab held another's token, or the cookie naming another member than the one shown: a
      // sign-in in another tab replaced the session this tab showed (another member's, maybe).
      const switched = was == 'signed-in' && (!!token || (before != null && siteUserId() != before));
      if (switched) forgetLocale(); // the member's language was the one before's
      adopt(message.token, message.email);
      // Signed in in another tab: this one follows, with the member's cart and the event; a tab that only lacked the
      // token is quiet.
      if (was == 'signed-out' || switched) {
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

  const fail = (action: 'sign-in' | 'sign-out' | 'locale', error: unknown): AccountResult => {
    const { reason, message } = failure(rt, error, action);
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
            forgetLocale(); // a sign-in (over another member's session, maybe) starts without a language sent
            adopt(answer.xsrfToken, address);
            tabs.post({ type: 'token', token: answer.xsrfToken, email: address });
            rt.emit('account-signed-in', { email: address, siteUserId: typeof answer.siteUserId == 'string' ? answer.siteUserId : null });
            reloadCart();
            return { ok: true };
          },
          (error: unknown) => {
            const result = fail('sign-in', error);
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
      // Signed out on a 2xx only. Any other answer (a refused session included: the platform's session may live on) or
      // none keeps the visitor signed in here, the token, the cart and the other tabs as they were, and says so.
      return (signingOut = deleteSession(rt.api, cloneCart === true)
        .then(done, (error: unknown) => {
          const result = fail('sign-out', error);
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
          // Refused: not kept, the events go without it.
          tryStorage(() => sessionStorage.setItem(MEMBER_LOCALE_KEY, String(language)));
          return { ok: true };
        },
        (error: unknown) => fail('locale', error),
      );
    },
    dispose: () => tabs.close(),
  };
}
