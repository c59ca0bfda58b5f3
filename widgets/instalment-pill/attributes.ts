import { ConfigError } from '../../src/input/configError';
import { parseProductAttributes, type ProductSource } from '../../src/product';

/** What the pill follows: one product's selection and quantity, or the cart. */
export type PillSource = { kind: 'product'; source: ProductSource; scope: string } | { kind: 'cart' };

/**
 * `data-source="cart"` (the cart's subtotal), else a product (`data-product-id` or `data-product-json`, exactly one,
 * with `data-sf-scope`). Any other `data-source` value is refused with an error naming it.
 */
export function parsePillSource(el: Element): PillSource {
  const source = el.getAttribute('data-source')?.trim();
  if (source == 'cart') {
    if (el.hasAttribute('data-product-id') || el.hasAttribute('data-product-json'))
      throw new ConfigError('data-source="cart" takes no data-product-id or data-product-json', 'instalment-pill data-source');
    return { kind: 'cart' };
  }
  if (source && source != 'product') throw new ConfigError(`data-source "${source}" must be "cart" or "product"`, 'instalment-pill data-source');
  return { kind: 'product', ...parseProductAttributes(el) };
}
