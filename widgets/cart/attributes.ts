import { StorefrontError } from '../../src/api/errors';

/** Where the checkout button goes. The spec shows no checkout path ("Path not shown"): the SDK's default. */
export const DEFAULT_CHECKOUT_URL = '/checkout';

/**
 * Reads data-checkout-url once, at the edge. A value that is not a path or an http(s) URL (`javascript:` …) is refused
 * with an error naming the attribute: the loader logs it and the fallback stays.
 */
export function parseCheckoutUrl(el: Element): string {
  const value = el.getAttribute('data-checkout-url')?.trim();
  if (!value) return DEFAULT_CHECKOUT_URL;
  let url: URL | null = null;
  try {
    url = new URL(value, location.href);
  } catch {
    /* refused below */
  }
  if (!url || (url.protocol != 'http:' && url.protocol != 'https:'))
    throw new StorefrontError('attribute', `data-checkout-url "${value}" must be a path or an http(s) URL`, 'cart data-checkout-url');
  return url.origin == location.origin ? url.pathname + url.search + url.hash : url.href;
}
