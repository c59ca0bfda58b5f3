import { ConfigError } from '../../src/input/configError';
import { httpUrl, shortUrl } from '../../src/input/url';

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
  const url = (name: string): string | null => {
    const value = el.getAttribute(name)?.trim();
    if (!value) return null;
    const parsed = httpUrl(value, location.href);
    if (!parsed) throw new ConfigError(`${name} "${value}" must be a path or an http(s) URL`, name);
    return shortUrl(parsed);
  };
  const reload = el.getAttribute('data-reload');
  const words = reload?.trim() ? reload.trim().split(/[\s,]+/) : reload === null ? [] : ['sign-in', 'sign-out'];
  const unknown = words.find((w) => w != 'sign-in' && w != 'sign-out');
  if (unknown) throw new ConfigError(`data-reload takes sign-in, sign-out or both, not "${unknown}"`, 'data-reload');
  return {
    cloneCart: el.hasAttribute('data-clone-cart') && el.getAttribute('data-clone-cart') != 'false',
    forgotPasswordUrl: url('data-forgot-password-url'),
    createAccountUrl: url('data-create-account-url'),
    accountUrl: url('data-account-url'),
    reloadOn: { signIn: words.includes('sign-in'), signOut: words.includes('sign-out') },
  };
}
