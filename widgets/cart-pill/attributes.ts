import { urlAttribute } from '../../src/dom/urlAttribute';

export interface CartPillProps {
  /** Where the pill links: the cart page. */
  href: string;
}

const DEFAULT_HREF = '/cart';

/**
 * Parses the element's data attributes once, at the edge. A `data-href` that is not a same-origin path or an http(s)
 * URL (e.g. `javascript:`) is refused with an error naming the attribute; the loader logs it and the fallback stays.
 */
export function parseCartPillAttributes(el: HTMLElement): CartPillProps {
  return { href: urlAttribute(el, 'data-href', DEFAULT_HREF, 'cart-pill') };
}

/** True when the page is the cart page itself (the pill's destination), trailing slash ignored. */
export function isCartPage(href: string, loc: Location = location): boolean {
  const url = new URL(href, loc.href);
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return url.origin === loc.origin && strip(url.pathname) === strip(loc.pathname);
}
