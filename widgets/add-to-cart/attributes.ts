import { extend, text, url } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { productDetailAttributes } from '../../src/product';

/** Where the visitor goes after a purchase that leaves the page (the spec shows none of these paths: assumptions). */
export interface AddToCartUrls {
  /** Express checkout, after a successful add. */
  checkout: string;
  /** Subscriptions, with `?cartToken=`. */
  subscription: string;
  /** Gift cards, with `?itemId=&amount=` (amount: the denomination in cents). */
  giftCard: string;
}

export const DEFAULT_URLS: AddToCartUrls = {
  checkout: '/checkout',
  subscription: '/commerce/subscription',
  giftCard: '/commerce/gift-card',
};

/** The add-to-cart button's attributes (docs/widgets/add-to-cart.md). */
export const attributes = extend(productDetailAttributes, {
  /** Express checkout: where the visitor goes after the add. */
  checkoutUrl: url({ default: DEFAULT_URLS.checkout }),
  /** Subscriptions: `?cartToken=…` is added. */
  subscriptionUrl: url({ default: DEFAULT_URLS.subscription }),
  /**
   * Gift cards: `?itemId=…&amount=…` is added (`amount`: the denomination in cents of the store currency, e.g. `5000`
   * for $50).
   */
  giftCardUrl: url({ default: DEFAULT_URLS.giftCard }),
  /**
   * The button is on a card of a product list (a [collection](collection.md) sets it: `collection` or `related`): a
   * successful add also sends `click-and-add` ([analytics](../analytics.md)).
   * @default none
   */
  list: text(),
});

/**
 * Reads data-checkout-url, data-subscription-url and data-gift-card-url once, at the edge. A value that is not a
 * path or an http(s) URL (`javascript:` …) is refused with an error naming the attribute: the loader logs it and the
 * fallback stays.
 */
export function parseAddToCartUrls(el: Element): AddToCartUrls {
  const { checkoutUrl, subscriptionUrl, giftCardUrl } = readAttributes(el, attributes, 'add-to-cart');
  return { checkout: checkoutUrl!, subscription: subscriptionUrl!, giftCard: giftCardUrl! };
}
