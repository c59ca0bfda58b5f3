import { extend, oneOf, raw, text } from '../../src/attributes/declare';
import { readAttribute } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { parseProductAttributes, productAttributes, type ProductSource } from '../../src/product';

/**
 * The instalment pill's attributes (docs/widgets/instalment-pill.md). The instalment context's five override the site
 * settings' `instalments` for this pill (read by src/instalments/context.ts, which merges the two).
 */
export const attributes = extend(productAttributes, {
  /** `cart`: the cart's subtotal instead of a product (then no product attribute). */
  source: oneOf({ options: ['cart', 'product'], default: 'product', invalid: 'refuse' }),
  /**
   * `true` or `false`: whether instalments are offered (else the site settings' `instalments.afterPayAvailable`).
   * @default the site settings'
   */
  afterpayAvailable: raw<boolean>('`true`, `false`', { on: 'true', off: 'false' }),
  /**
   * The smallest amount offered, in cents of the store currency, or money JSON (`{"value":"35.00","currency":"USD"}`).
   * @default the site settings'
   */
  afterpayMin: raw<number>('cents, or money JSON'),
  /**
   * The largest amount offered, as `data-afterpay-min`.
   * @default the site settings'
   */
  afterpayMax: raw<number>('cents, or money JSON'),
  /**
   * The provider page's language, e.g. `fr`.
   * @default the site settings', else the script tag's `data-locale`
   */
  shopperLanguage: text(),
  /**
   * The Stripe account's country, e.g. `US`.
   * @default the site settings'
   */
  stripeAccountCountry: text(),
});

/** What the pill follows: one product's selection and quantity, or the cart. */
export type PillSource = { kind: 'product'; source: ProductSource; scope: string } | { kind: 'cart' };

/**
 * `data-source="cart"` (the cart's subtotal), else a product (`data-product-id` or `data-product-json`, exactly one,
 * with `data-sf-scope`). Any other `data-source` value is refused with an error naming it.
 */
export function parsePillSource(el: Element): PillSource {
  const source = readAttribute(el, 'source', attributes.source, 'instalment-pill', () => {});
  if (source == 'cart') {
    if (el.hasAttribute('data-product-id') || el.hasAttribute('data-product-json'))
      throw new ConfigError('data-source="cart" takes no data-product-id or data-product-json', 'instalment-pill data-source');
    return { kind: 'cart' };
  }
  return { kind: 'product', ...parseProductAttributes(el) };
}
