import { registerStrings } from '../registry';

/**
 * Signed-in visitors (spec 001 §1 "visitor accounts", §3 "Account payloads", §7 the session calls): the account
 * widget, its sign-in dialog and its messages. The spec gives no wording for any of them: all are the SDK's own.
 */
export const accountStrings = {
  accountSignIn: 'Sign in',
  accountSignInTitle: 'Sign in to your account',
  accountEmail: 'Email',
  accountPassword: 'Password',
  accountRememberMe: 'Remember me',
  accountSubmit: 'Sign in',
  accountSigningIn: 'Signing in…',
  accountForgotPassword: 'Forgot password?',
  accountCreate: 'Create account',
  accountMenu: 'Account',
  accountSignedInAs: 'Signed in as {email}',
  accountSignedIn: 'Signed in',
  accountSignOut: 'Sign out',
  accountSigningOut: 'Signing out…',
  accountEmailRequired: 'Enter your email address.',
  accountPasswordRequired: 'Enter your password.',
  accountWrongCredentials: 'The email or password is incorrect.',
  accountTooManyAttempts: 'Too many sign-in attempts. Please try again in {seconds} seconds.',
  accountTooManyAttemptsMinutes: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  accountTooManyAttemptsLater: 'Too many sign-in attempts. Please try again later.',
  accountOffline: 'You appear to be offline. Check your connection and try again.',
  accountServerError: 'Signing in is not possible right now. Please try again later.',
  accountSignOutFailed: 'Unable to sign out. Please try again.',
} as const;

registerStrings(accountStrings);
