import { extend, flag, id, json, text, type FlagSpec, type IdSpec, type JsonSpec, type TextSpec } from '../attributes/declare';
import { readAttributes } from '../attributes/read';
import { ConfigError } from '../input/configError';
import type { ProductItem } from '../types';

/** Where a product widget's data comes from: `data-product-id` (fetched) or `data-product-json` (inline). */
export type ProductSource = { kind: 'id'; id: string } | { kind: 'json'; selector: string };

/**
 * The attributes every product widget takes (docs/embed-contract.md, "Product widgets"). Declared as an interface as well
 * as a value: the widgets' declarations extend it, and a named type keeps its doc comments in the published types.
 */
export interface ProductAttributes {
  /**
   * The product, fetched: `GET /api/commerce/products/{id}`, or with the other products found with it in one
   * `GET /api/commerce/products?ids=…` (an assumption: see the [embed contract](../embed-contract.md)).
   */
  productId: IdSpec;
  /** Or: a selector of a `<script type="application/json">` holding the spec's Product item (the prop: the item). */
  product: JsonSpec<ProductItem>;
  /** Separates two copies of the same product on a page: widgets share a selection per product and scope. */
  scope: TextSpec;
}
export const productAttributes: ProductAttributes = {
  productId: id(),
  product: json('data-product-json'),
  scope: text({ attr: 'data-sf-scope' }),
};

/** The product-detail widgets' attributes: a product widget's, and `data-main-product`. */
export interface ProductDetailAttributes extends ProductAttributes {
  /**
   * Present: this widget's product is the page's main product, whatever else the page shows (its visit event:
   * [which page is a product page](../analytics.md#which-page-is-a-product-page)).
   */
  mainProduct: FlagSpec;
}
export const productDetailAttributes: ProductDetailAttributes = extend(productAttributes, { mainProduct: flag() });

/**
 * Parses a product widget's attributes once, at the edge. Exactly one of data-product-id and data-product-json; an id
 * with a lone UTF-16 surrogate (`\p{Cs}`: no URL can carry it, so no request could ask for it) is refused too.
 */
export function parseProductAttributes(el: Element): { source: ProductSource; scope: string } {
  const given = (name: string) => !!el.getAttribute(name)?.trim();
  const [hasId, hasJson] = [given('data-product-id'), given('data-product-json')];
  if (hasId == hasJson)
    throw new ConfigError(
      hasId ? 'use data-product-id or data-product-json, not both' : 'data-product-id or data-product-json is required',
      'product attributes',
    );
  const { productId, product, scope } = readAttributes(el, productAttributes, 'product');
  return { source: productId ? { kind: 'id', id: productId } : { kind: 'json', selector: product! }, scope: scope ?? '' };
}
