import { urlAttribute } from '../../src/dom/urlAttribute';

/** Where the checkout button goes. The spec shows no checkout path ("Path not shown"): the SDK's default. */
export const DEFAULT_CHECKOUT_URL = '/checkout';

/**
 * Reads data-checkout-url once, at the edge. A value that is not a path or an http(s) URL (`javascript:` …) is refused
 * with an error naming the attribute: the loader logs it and the fallback stays.
 */
export function parseCheckoutUrl(el: Element): string {
  return urlAttribute(el, 'data-checkout-url', DEFAULT_CHECKOUT_URL, 'cart');
}
