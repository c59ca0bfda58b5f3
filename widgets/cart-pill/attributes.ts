import { url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';

/** The cart pill's attributes (docs/widgets/cart-pill.md). */
export const attributes = {
  /**
   * Where the pill links: a path or an http(s) URL. Anything else (`javascript:` …) is refused: one console error, the
   * fallback stays.
   */
  href: url({ default: '/cart' }),
};

export interface CartPillProps {
  /** Where the pill links: the cart page. */
  href: string;
}

/** Parses the element's data attributes once, at the edge (a refused `data-href` throws, naming it). */
export function parseCartPillAttributes(el: HTMLElement): CartPillProps {
  return { href: readAttributes(el, attributes, 'cart-pill').href! };
}

/** True when the page is the cart page itself (the pill's destination), trailing slash ignored. */
export function isCartPage(href: string, loc: Location = location): boolean {
  const url = new URL(href, loc.href);
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return url.origin === loc.origin && strip(url.pathname) === strip(loc.pathname);
}
