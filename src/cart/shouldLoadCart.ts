import { cookieJar, type CookieJar } from '../dom/readCookie';
import { isObj } from '../input/isObj';

/** Cookie names the cart-loading rule reads (spec 000 §4 "Cart loading"). Documented in docs/embed-contract.md. */
export const CART_COOKIES = {
  /** URL-encoded JSON `{"authenticated":true,"siteUserId":"…"}` set by the platform for signed-in visitors. */
  siteUser: 'SiteUserInfo',
  /** "true" once this browser has a cart. */
  hasCart: 'hasCart',
  /** The cart id; its presence alone means there is a cart to load. */
  cart: 'CART',
} as const;

/** Whether the visitor is signed in, per the SiteUserInfo cookie. An unparsable cookie logs and counts as no user. */
export function isAuthenticated(cookies: CookieJar = cookieJar()): boolean {
  const raw = cookies(CART_COOKIES.siteUser);
  try {
    const info: unknown = raw && JSON.parse(raw);
    return isObj(info) && info.authenticated === true;
  } catch (error) {
    console.error('[storefront] SiteUserInfo cookie is not JSON; treated as signed out.', error);
    return false;
  }
}

/**
 * The spec's rule: load the cart at page start only if the visitor is authenticated, or the has-cart cookie equals
 * true, or a cart cookie exists. Otherwise there is no cart and no request is made.
 */
export function shouldLoadCart(): boolean {
  // One reading of the page's cookies for the three.
  const cookies = cookieJar();
  return isAuthenticated(cookies) || cookies(CART_COOKIES.hasCart) === 'true' || cookies(CART_COOKIES.cart) !== null;
}
