import { createStore, type StoreApi } from 'zustand/vanilla';
import { answeredItem, productItem } from '../data/products';
import type { DataSource } from '../data/source';
import { StorefrontError, isStorefrontError } from '../api/errors';
import { messageOf } from '../input/messageOf';
import { ConfigError } from '../input/configError';
import { readInlineJson } from '../input/inlineJson';
import type { ProductSource } from './attributes';
import { QUANTITY_DEFAULT } from './quantityRule';
import { parseProduct } from './parseProduct';
import type { Chosen } from './selection';
import type { Product } from './types';

export { parseProductAttributes, type ProductSource } from './attributes';

/**
 * - `loading`: the product is being fetched (the element's fallback shows).
 * - `ready`: `product` is set; the widgets render.
 * - `error`: the product could not be had; `error` says why (each widget logs it once and keeps its fallback).
 */
export type ProductStatus = 'loading' | 'ready' | 'error';

/** One product's shared state: every widget of the same product (and scope) reads and writes this. */
export interface ProductState {
  status: ProductStatus;
  product: Product | null;
  error: string | null;
  /** Option name → chosen value. */
  chosen: Chosen;
  /** The quantity input's text, as typed (validated when adding). */
  quantity: string;
  /** Gift cards: the chosen denomination in cents. */
  denominationCents: number | null;
  /**
   * How many restock forms of this product and scope are on the page (absent: none; ./restock.ts places them): the
   * rule `restockReplacesAdd` there reads it. Not initialised, to spare the runtime chunk's bytes.
   */
  restockForms?: number;
}

/** The store of one product's shared state (widgets subscribe with src/ui/useStore). */
export type ProductStore = StoreApi<ProductState>;

export interface ProductContext {
  store: ProductStore;
  choose(option: string, value: string | null): void;
  setQuantity(text: string): void;
  setDenomination(cents: number | null): void;
}

/** Reads and parses inline product JSON. Throws a ConfigError naming what is wrong. */
function readInlineProduct(selector: string, currency: string, doc: Document): Product {
  const parsed = parseProduct(readInlineJson(selector, 'data-product-json', 'product', doc), currency);
  if (parsed.ok) return parsed.product;
  throw new ConfigError(`the product JSON in ${selector}: ${parsed.error}`, 'data-product-json');
}

/**
 * The shared context of a product for a scope (`data-sf-scope`, '' by default): created on first use, then the same
 * object for every widget of that product and scope. Inline JSON that is missing or malformed throws (the widget's
 * mount fails with one console error, its fallback stays); a fetched product's failure lands in `status: 'error'`.
 */
export type ProductContexts = ((source: ProductSource, scope: string, doc?: Document) => ProductContext) & {
  /** The contexts made so far, by scope and id. */
  all: Map<string, ProductContext>;
  /** Called with each context made from now on (the after-load work watches them: src/telemetry/pageVisit.ts). */
  made?: (context: ProductContext) => void;
};

/**
 * The product contexts of one runtime: products from the data layer (src/data/products.ts: one request per product id,
 * however many widgets and scopes show it, shared with the cart; a failure may be retried) and priced in `currency`.
 */
export function createProductContexts(rt: DataSource, currency: string): ProductContexts {
  const contexts = new Map<string, ProductContext>();
  const loadProduct = (id: string): Promise<Product> =>
    productItem(rt, id).then((data) => {
      const parsed = parseProduct(data, currency);
      if (parsed.ok) return parsed.product;
      throw new StorefrontError('data', parsed.error, `product ${id}`);
    });
  const get: ProductContexts = (source, scope, doc = document) => {
    const inline = source.kind == 'json' ? readInlineProduct(source.selector, currency, doc) : null;
    const id = inline ? inline.id : (source as { id: string }).id;
    const key = `${scope}\u0000${id}`;
    let context = contexts.get(key);
    if (!context) {
      // A product already answered (the loader asked for it while the runtime chunk was on its way) is ready now.
      const item = inline ? null : answeredItem(rt, id);
      const parsed = item && parseProduct(item, currency);
      const product = inline ?? (parsed?.ok ? parsed.product : null);
      const store = createStore<ProductState>()(() => ({
        status: product ? 'ready' : 'loading',
        product,
        error: null,
        chosen: {},
        quantity: `${QUANTITY_DEFAULT}`,
        denominationCents: null,
      }));
      contexts.set(
        key,
        (context = {
          store,
          choose: (option, value) => store.setState((s) => ({ chosen: { ...s.chosen, [option]: value } })),
          setQuantity: (quantity) => store.setState({ quantity }),
          setDenomination: (denominationCents) => store.setState({ denominationCents }),
        }),
      );
      if (!product)
        loadProduct(id).then(
          (product) => store.setState({ status: 'ready', product, error: null }),
          (error: unknown) => {
            // An HTTP error also names the request and its status.
            const http = isStorefrontError(error) && error.kind == 'http';
            store.setState({
              status: 'error',
              error: `product "${id}" could not be loaded: ${messageOf(error)}${http ? ` (${error.detail})` : ''}`,
            });
          },
        );
      get.made?.(context);
    }
    return context;
  };
  get.all = contexts;
  return get;
}
