import { urlAttribute } from '../../src/dom/urlAttribute';

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

const ATTRIBUTES: Record<keyof AddToCartUrls, string> = {
  checkout: 'data-checkout-url',
  subscription: 'data-subscription-url',
  giftCard: 'data-gift-card-url',
};

/**
 * Reads data-checkout-url, data-subscription-url and data-gift-card-url once, at the edge. A value that is not a
 * path or an http(s) URL (`javascript:` …) is refused with an error naming the attribute: the loader logs it and the
 * fallback stays.
 */
export function parseAddToCartUrls(el: Element): AddToCartUrls {
  const urls = { ...DEFAULT_URLS };
  for (const key of Object.keys(ATTRIBUTES) as (keyof AddToCartUrls)[]) urls[key] = urlAttribute(el, ATTRIBUTES[key], urls[key], 'add-to-cart');
  return urls;
}
