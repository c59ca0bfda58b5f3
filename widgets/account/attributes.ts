import { flag, raw, url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';

/** The account widget's attributes (docs/widgets/account.md). */
export const attributes = {
  /** The "Forgot password?" link (a path or an http(s) URL); none without it. */
  forgotPasswordUrl: url(),
  /** The "Create account" link; none without it. */
  createAccountUrl: url(),
  /** The account link in the signed-in panel; none without it. */
  accountUrl: url(),
  /**
   * Sign-out keeps the member cart's items in the anonymous cart after it.
   * @default off: an empty cart
   */
  cloneCart: flag(),
  /**
   * Reload the page after `sign-in`, `sign-out`, or both (the attribute alone, or both words; the prop: `true`,
   * `'sign-in'` or `'sign-out'`), for members-only content.
   * @default off
   */
  reload: raw<boolean | 'sign-in' | 'sign-out'>('`sign-in`, `sign-out`, both, or present'),
};

export interface AccountAttributes {
  /** `data-clone-cart`: sign-out keeps the member cart's items in the anonymous cart after it (default: an empty cart). */
  cloneCart: boolean;
  /** `data-forgot-password-url`, `data-create-account-url`, `data-account-url`: the links shown where given. */
  forgotPasswordUrl: string | null;
  createAccountUrl: string | null;
  accountUrl: string | null;
  /** `data-reload`: reload the page after `sign-in`, `sign-out`, or both (the attribute alone), for members-only content. */
  reloadOn: { signIn: boolean; signOut: boolean };
}

/**
 * Reads an account element's attributes (docs/widgets/account.md). A URL must be a path or an http(s) URL, and
 * `data-reload` names `sign-in`, `sign-out` or both; anything else throws a ConfigError naming the attribute (the
 * loader logs it; the fallback stays).
 */
export function parseAccountAttributes(el: Element): AccountAttributes {
  const { reload, ...read } = readAttributes(el, attributes, 'account');
  const words = reload ? reload.split(/[\s,]+/) : el.hasAttribute('data-reload') ? ['sign-in', 'sign-out'] : [];
  const unknown = words.find((w) => w != 'sign-in' && w != 'sign-out');
  if (unknown) throw new ConfigError(`data-reload takes sign-in, sign-out or both, not "${unknown}"`, 'data-reload');
  return { ...read, reloadOn: { signIn: words.includes('sign-in'), signOut: words.includes('sign-out') } };
}
