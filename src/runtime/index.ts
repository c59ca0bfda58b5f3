/**
 * The shared runtime chunk's face for the loader: `createRuntime` (the loader makes the page's one runtime with it, and
 * hands it to every mount) and `cartCall` (what `Storefront.cart`'s methods call). Widgets import src/ modules
 * directly; the build puts src/ and its libraries into this one chunk.
 */
import { takeEarlyPages } from '../data/earlyPages';
import { askProducts, takeEarlyProducts } from '../data/products';
import { NetworkError } from '../api/errors';
import { createRuntime, type Runtime } from './createRuntime';
import type { Emit, WidgetContext } from '../types';
import { loadOnce } from './loadOnce';
import type { PageCart } from './pageCart';

export { createRuntime, type Runtime } from './createRuntime';

/**
 * The page's runtime, from the loader's script tag: its data attributes read into the configuration here (docs/embed-contract.md),
 * so the loader only hands them over. `fetched`: the product requests the loader made before this chunk arrived (under
 * `data-api-root` as written, else the page's origin: the loader's rule), by product id; the runtime takes them all now
 * (`takeEarlyProducts`, src/data/products.ts). `pages`: the collections' first pages the loader asked for, by query
 * (`takeEarlyPages`, src/data/collections.ts).
 */
export function startPage(
  data: Readonly<Record<string, string | undefined>>,
  scriptUrl: string,
  emit: Emit,
  report: WidgetContext['report'],
  fetched?: Record<string, Promise<unknown>>,
  pages?: Record<string, Promise<unknown>>,
): Runtime {
  const reporting = data.errorReporting;
  const rt = createRuntime({
    config: {
      apiRoot: (data.apiRoot || '').replace(/\/+$/, ''),
      websiteId: data.websiteId || '',
      currency: (data.currency || 'USD').toUpperCase(),
      locale: data.locale || document.documentElement.lang || 'en-US',
      expressCheckout: data.expressCheckout != null,
      customCart: data.customCart != null,
      errorReporting: reporting === 'page' || reporting === 'off' ? reporting : 'sdk',
      settings: data.settings || null,
      scriptUrl,
      data,
    },
    emit,
    report,
  });
  if (fetched) takeEarlyProducts(rt, fetched);
  if (pages) takeEarlyPages(rt, pages);
  return rt;
}

/**
 * The products of product widgets the loader found together once the runtime is running (one scan, one
 * MutationObserver callback): asked for now, those not asked for before, 50 to a request (src/data/products.ts).
 */
export const products = (rt: Runtime, ids: string[]): void => askProducts(rt, ids);
/**
 * The loader's console error for an element whose `data-sf-widget` names no widget (`known`: the loader's manifest):
 * here rather than in the loader, which has no bytes to spare (docs/performance.md, "Budgets").
 */
export const noWidget = (name: string, known: object) => `unknown widget "${name}" (known: ${Object.keys(known).join(', ')})`;

export type { CartAddInput } from '../cart/writes';
export type { PageCart } from './pageCart';

/** `Storefront.cart`'s code (./pageCart.ts) loads with a page script's first call; a failed load is forgotten. */
const loadPageCart = loadOnce(() => import('./pageCart'));

/**
 * `Storefront.cart[method](input)` on `rt`. If the code behind it cannot be fetched (the visitor went offline), the call
 * rejects with a NetworkError and nothing was sent.
 */
export const cartCall = <M extends keyof PageCart>(rt: Runtime, method: M, input?: unknown): ReturnType<PageCart[M]> =>
  loadPageCart().then(
    (m) => (m.pageCart(rt)[method] as (input?: unknown) => unknown)(input),
    (error: unknown) => {
      throw new NetworkError(rt.t, `Storefront.cart.${method} → its code could not be loaded`, error);
    },
  ) as ReturnType<PageCart[M]>;
