import { url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';

/** The cart's attributes (docs/widgets/cart.md). */
export const attributes = {
  /**
   * Where the checkout button goes: a path or an http(s) URL (a query of its own is kept); anything else
   * (`javascript:` …) is refused: one console error, the fallback stays. The spec shows no checkout path: the SDK's
   * default.
   */
  checkoutUrl: url({ default: '/checkout' }),
};

/** Reads data-checkout-url once, at the edge (a refused value throws, naming the attribute). */
export function parseCheckoutUrl(el: Element): string {
  return readAttributes(el, attributes, 'cart').checkoutUrl!;
}
