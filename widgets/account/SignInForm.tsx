import { useRef, useState } from 'react';
import type { Account } from '../../src/account/account';
import '../../src/i18n/strings/account';
import { useT } from '../../src/ui/strings';
import { useStore } from '../../src/ui/useStore';

export interface SignInFormProps {
  account: Account;
  links: { forgotPasswordUrl: string | null; createAccountUrl: string | null };
  onSignedIn: () => void;
}

/**
 * The sign-in form (in the sign-in dialog): a real `<form>` that is submitted, so password managers offer to fill and
 * save it; `autocomplete` `username` (the account's name, here its email) and `current-password`. The password is read
 * from its field at submit and handed to `account.signIn` only: never kept in state, and gone with the dialog. A blank
 * field is named and focused; every failed sign-in (refused, too many attempts, a server error, offline) shows the
 * reason (role="alert") and empties the password field, focused for another try.
 */
export function SignInForm({ account, links, onSignedIn }: SignInFormProps) {
  const t = useT();
  const status = useStore(account.store, (s) => s.status);
  const error = useStore(account.store, (s) => s.error);
  const [invalid, setInvalid] = useState<'email' | 'password' | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const busy = status == 'signing-in';

  const submit = (event: Event) => {
    event.preventDefault();
    if (busy) return; // A second press while signing in sends nothing.
    const fields = form.current!.elements as unknown as Record<'email' | 'password' | 'remember', HTMLInputElement>;
    const email = fields.email.value.trim();
    const password = fields.password.value;
    const blank = !email ? 'email' : !password ? 'password' : null;
    setInvalid(blank);
    if (blank) {
      account.store.setState({ error: t(blank == 'email' ? 'accountEmailRequired' : 'accountPasswordRequired') });
      fields.password.value = '';
      fields[blank].focus();
      return;
    }
    void account.signIn({ email, password, rememberMe: fields.remember.checked }).then((result) => {
      if (result.ok) return onSignedIn();
      fields.password.value = '';
      if (result.reason == 'credentials' || result.reason == 'invalid') setInvalid('password');
      fields.password.focus();
    });
  };

  const describedBy = (field: 'email' | 'password') => (invalid == field && error ? 'sf-sign-in-message' : undefined);
  return (
    <form
      ref={form}
      part="form"
      className="form"
      method="post"
      action=""
      noValidate
      onSubmit={submit as never}
      aria-busy={busy || undefined}
    >
      <div part="field" className="field">
        <label part="label" htmlFor="sf-sign-in-email">
          {t('accountEmail')}
        </label>
        <input
          id="sf-sign-in-email"
          part="input"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={256}
          required
          aria-invalid={invalid == 'email' || undefined}
          aria-describedby={describedBy('email')}
        />
      </div>
      <div part="field" className="field">
        <label part="label" htmlFor="sf-sign-in-password">
          {t('accountPassword')}
        </label>
        <input
          id="sf-sign-in-password"
          part="input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={invalid == 'password' || undefined}
          aria-describedby={describedBy('password')}
        />
      </div>
      <label part="remember" className="remember">
        <input name="remember" type="checkbox" />
        {t('accountRememberMe')}
      </label>
      <p id="sf-sign-in-message" part="message" className="message" role="alert">
        {error ?? ''}
      </p>
      <button part="submit" className="submit" type="submit" aria-disabled={busy || undefined}>
        {busy ? t('accountSigningIn') : t('accountSubmit')}
      </button>
      {(links.forgotPasswordUrl || links.createAccountUrl) && (
        <ul part="links" className="links">
          {links.forgotPasswordUrl && (
            <li>
              <a href={links.forgotPasswordUrl}>{t('accountForgotPassword')}</a>
            </li>
          )}
          {links.createAccountUrl && (
            <li>
              <a href={links.createAccountUrl}>{t('accountCreate')}</a>
            </li>
          )}
        </ul>
      )}
    </form>
  );
}
