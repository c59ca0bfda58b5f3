import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AccountState } from '../../src/account/account';
import type { AccountHandle } from '../../src/account/handle';
import '../../src/i18n/strings/account';
import type { Runtime } from '../../src/runtime/types';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { useT } from '../../src/ui/strings';
import { useStoreFields } from '../../src/ui/useStore';
import type { AccountAttributes } from './attributes';
import { signInCss } from './styles';

/**
 * `signed-out`: the "Sign in" button; `dialog`: the sign-in dialog is open; `signing-in`: its call is on its way;
 * `signed-in`: the "Account" button (its panel open or not); `signing-out`: the sign-out call is on its way.
 */
export type AccountWidgetState = 'signed-out' | 'dialog' | 'signing-in' | 'signed-in' | 'signing-out';

export interface AccountWidgetProps extends AccountAttributes {
  rt: Runtime;
  /** The page's account, its code loaded when needed (src/account/handle.ts). */
  account: AccountHandle;
  fail: (reason: unknown) => void;
  onState: (state: AccountWidgetState) => void;
}

/** The lightbox (the one Dialog primitive, the page's scroll locked) and the form in it load with the first press, beside the account's code. */
const loadDialog = loadOnce(() => Promise.all([import('../../src/ui/Lightbox'), import('./SignInForm')]));

/**
 * The visitor's account in the page's header (docs/widgets/account.md): signed out, "Sign in" opens the sign-in dialog;
 * signed in, "Account" opens a panel with the email signed in with (where this tab knows it), a link to the account
 * page where given, and "Sign out". Every account widget and `Storefront.account` share one account (`accountOf`); the
 * widgets hold it through a handle that loads its code when needed (src/account/handle.ts).
 */
export function AccountWidget({
  rt,
  account,
  cloneCart,
  forgotPasswordUrl,
  createAccountUrl,
  accountUrl,
  reloadOn,
  fail,
  onState,
}: AccountWidgetProps) {
  const t = useT();
  const { status, email, error, notice } = useStoreFields<AccountState, 'status' | 'email' | 'error' | 'notice'>(account.store, [
    'status',
    'email',
    'error',
    'notice',
  ]);
  const [dialog, setDialog] = useState(false);
  const [panel, setPanel] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const signedIn = status == 'signed-in' || status == 'signing-out';
  const state: AccountWidgetState = status == 'signing-in' || status == 'signing-out' ? status : dialog ? 'dialog' : status;
  useWidgetState(onState, state, fail, false);

  // Until the account's code is here, the other tabs are listened to (a sign-in there loads it).
  useEffect(() => account.listen(), [account]);

  // Signed in or out elsewhere (another tab, a page script, a session that ended): the dialog and the panel close.
  const was = useRef(signedIn);
  useLayoutEffect(() => {
    if (was.current != signedIn) {
      setDialog(false);
      setPanel(false);
    }
    was.current = signedIn;
  }, [signedIn]);

  useEffect(() => {
    if (!dialog) return;
    let close: (() => void) | null = null;
    let live = true;
    Promise.all([loadDialog(), account.load()]).then(
      ([[{ Lightbox, openLightbox }, { SignInForm }], signingIn]) => {
        if (!live) return;
        close = openLightbox(
          <Lightbox title={t('accountSignInTitle')} state="open" onClose={() => setDialog(false)} returnFocus={() => button.current}>
            <SignInForm
              account={signingIn}
              links={{ forgotPasswordUrl, createAccountUrl }}
              onSignedIn={() => {
                setDialog(false);
                if (reloadOn.signIn) location.reload();
              }}
            />
          </Lightbox>,
          rt.t,
          signInCss,
        );
      },
      (reason: unknown) => {
        // Its code could not be fetched (offline): the button stays, and a later press tries again.
        if (live) setDialog(false);
        console.error('[storefront] account: the sign-in dialog could not be opened', reason);
      },
    );
    return () => {
      live = false;
      close?.();
    };
  }, [dialog, account, t, rt.t, forgotPasswordUrl, createAccountUrl, reloadOn.signIn]);

  // The panel closes with Escape (focus back on its button) and with a click elsewhere on the page.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!panel) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key != 'Escape') return;
      setPanel(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => !e.composedPath().includes(root.current!) && setPanel(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [panel]);

  if (!signedIn)
    return (
      <div ref={root} className="sf-root account" data-state={state}>
        <button
          ref={button}
          type="button"
          part="button"
          className="button"
          aria-haspopup="dialog"
          aria-disabled={status == 'signing-in' || undefined}
          onClick={() => status == 'signed-out' && setDialog(true)}
        >
          {t('accountSignIn')}
        </button>
        {notice && (
          <p part="notice" className="notice" role="status">
            {notice}
          </p>
        )}
      </div>
    );

  const signOut = () => {
    if (status != 'signed-in') return;
    void account.signOut({ cloneCart }).then((result) => {
      if (!result.ok) return;
      if (reloadOn.signOut) location.reload();
      // The widget is the "Sign in" button now: focus stays on it.
      else requestAnimationFrame(() => button.current?.focus());
    });
  };
  return (
    <div ref={root} className="sf-root account" data-state={state}>
      <button
        ref={button}
        type="button"
        part="button"
        className="button"
        aria-expanded={panel}
        aria-controls="sf-account-panel"
        onClick={() => setPanel(!panel)}
      >
        {t('accountMenu')}
      </button>
      <div id="sf-account-panel" part="panel" className="panel" hidden={!panel}>
        <p part="email" className="email">
          {email ? t('accountSignedInAs', { email }) : t('accountSignedIn')}
        </p>
        {accountUrl && (
          <a part="link" href={accountUrl}>
            {t('accountMenu')}
          </a>
        )}
        <button
          type="button"
          part="sign-out"
          className="sign-out"
          aria-disabled={status == 'signing-out' || undefined}
          aria-describedby={error ? 'sf-account-error' : undefined}
          onClick={signOut}
        >
          {status == 'signing-out' ? t('accountSigningOut') : t('accountSignOut')}
        </button>
        <p id="sf-account-error" part="error" className="error" role="alert">
          {error ?? ''}
        </p>
      </div>
    </div>
  );
}
