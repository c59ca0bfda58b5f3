import { createStore, type StoreApi } from 'zustand/vanilla';
import { fetchProduct } from '../api/products';
import { StorefrontError, isStorefrontError } from '../api/errors';
import { QUANTITY_DEFAULT } from './quantityRule';
import { parseProduct } from './parseProduct';
import type { Chosen } from './selection';
import type { Product } from './types';

/** Where a product widget's data comes from: `data-product-id` (fetched) or `data-product-json` (inline). */
export type ProductSource = { kind: 'id'; id: string } | { kind: 'json'; selector: string };

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
}

/** The store of one product's shared state (widgets subscribe with src/ui/useStore). */
export type ProductStore = StoreApi<ProductState>;

export interface ProductContext {
  store: ProductStore;
  choose(option: string, value: string | null): void;
  setQuantity(text: string): void;
  setDenomination(cents: number | null): void;
}

const contexts = new Map<string, ProductContext>();
const requests = new Map<string, Promise<Product>>();

/** One request per product id per page, however many widgets and scopes show it; a failure may be retried. */
function loadProduct(id: string, currency: string): Promise<Product> {
  let request = requests.get(id);
  if (!request) {
    request = fetchProduct(id).then((data) => {
      const parsed = parseProduct(data, currency);
      if (!parsed.ok) throw new StorefrontError('data', parsed.error, `product ${id}`);
      return parsed.product;
    });
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
}

/** Reads and parses inline product JSON. Throws a StorefrontError naming what is wrong. */
function readInlineProduct(selector: string, currency: string, doc: Document): Product {
  let element: Element | null = null;
  try {
    element = doc.querySelector(selector);
  } catch {
    throw new StorefrontError('attribute', `data-product-json "${selector}" is not a valid selector`, 'data-product-json');
  }
  if (!element) throw new StorefrontError('attribute', `data-product-json "${selector}" matches no element`, 'data-product-json');
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new StorefrontError('data', `the product JSON in ${selector} is malformed (${(error as Error).message})`, 'data-product-json');
  }
  const parsed = parseProduct(data, currency);
  if (!parsed.ok) throw new StorefrontError('data', `the product JSON in ${selector}: ${parsed.error}`, 'data-product-json');
  return parsed.product;
}

function createContext(initial: Partial<ProductState>): ProductContext {
  const store = createStore<ProductState>()(() => ({
    status: 'loading',
    product: null,
    error: null,
    chosen: {},
    quantity: String(QUANTITY_DEFAULT),
    denominationCents: null,
    ...initial,
  }));
  return {
    store,
    choose: (option, value) => store.setState((s) => ({ chosen: { ...s.chosen, [option]: value } })),
    setQuantity: (quantity) => store.setState({ quantity }),
    setDenomination: (denominationCents) => store.setState({ denominationCents }),
  };
}

/**
 * The shared context of a product for a scope (`data-sf-scope`, '' by default): created on first use, then the same
 * object for every widget of that product and scope. Inline JSON that is missing or malformed throws (the widget's
 * mount fails with one console error, its fallback stays); a fetched product's failure lands in `status: 'error'`.
 */
export function productContext(source: ProductSource, scope: string, currency: string, doc: Document = document): ProductContext {
  if (source.kind === 'json') {
    const product = readInlineProduct(source.selector, currency, doc);
    const key = `${scope}\u0000${product.id}`;
    let context = contexts.get(key);
    if (!context) {
      context = createContext({ status: 'ready', product });
      contexts.set(key, context);
    }
    return context;
  }
  const key = `${scope}\u0000${source.id}`;
  let context = contexts.get(key);
  if (!context) {
    const created = createContext({});
    context = created;
    contexts.set(key, created);
    loadProduct(source.id, currency).then(
      (product) => created.store.setState({ status: 'ready', product, error: null }),
      (error: unknown) =>
        created.store.setState({
          status: 'error',
          error: isStorefrontError(error) && error.kind === 'http' ? `product "${source.id}" could not be loaded: ${error.message} (${error.detail})` : `product "${source.id}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        }),
    );
  }
  return context;
}

/** Parses a product widget's attributes once, at the edge. Exactly one of data-product-id and data-product-json. */
export function parseProductAttributes(el: Element): { source: ProductSource; scope: string } {
  const id = el.getAttribute('data-product-id')?.trim() ?? '';
  const json = el.getAttribute('data-product-json')?.trim() ?? '';
  if (id && json) throw new StorefrontError('attribute', 'use data-product-id or data-product-json, not both', 'product attributes');
  if (!id && !json) throw new StorefrontError('attribute', 'data-product-id or data-product-json is required', 'product attributes');
  const scope = el.getAttribute('data-sf-scope')?.trim() ?? '';
  return { source: id ? { kind: 'id', id } : { kind: 'json', selector: json }, scope };
}

/** Test hook: forget every context and request. */
export function resetProductContextsForTests(): void {
  contexts.clear();
  requests.clear();
}
