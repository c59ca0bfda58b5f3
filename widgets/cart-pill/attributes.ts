import { StorefrontError } from '../../src/api/errors';

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
  const raw = el.getAttribute('data-href');
  if (raw === null || raw.trim() === '') return { href: DEFAULT_HREF };
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value, location.href);
  } catch {
    throw new StorefrontError('attribute', `data-href "${value}" is not a valid URL`, 'cart-pill data-href');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new StorefrontError('attribute', `data-href "${value}" must be a path or an http(s) URL`, 'cart-pill data-href');
  }
  return { href: url.origin === location.origin ? url.pathname + url.search + url.hash : url.href };
}

/** True when the page is the cart page itself (the pill's destination), trailing slash ignored. */
export function isCartPage(href: string, loc: Location = location): boolean {
  const url = new URL(href, loc.href);
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return url.origin === loc.origin && strip(url.pathname) === strip(loc.pathname);
}
