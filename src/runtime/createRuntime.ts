import { createApi, type Api } from '../api/client';
import { createCart, type Cart } from '../cart/store';
import { createProductContexts, type ProductContexts } from '../product/context';
import { loadSiteSettings, type SiteSettings } from '../settings/siteSettings';
import type { DataSource } from '../data/source';
import { createOnce } from './loadOnce';
import type { Unmount, WidgetContext } from '../types';

/**
 * Everything one page's widgets share, in one object: the loader makes one per page and hands it to every mount;
 * a story or a test makes its own, so nothing leaks from one to the next. Nothing in src/ keeps configuration or
 * data in module variables: it is all reached from here.
 *
 * - `config`, `emit`, `report`: the loader's context (the script tag, the event bus, the failure report).
 * - `api`: the platform's HTTP API under `config.apiRoot` (src/api).
 * - `settings`: the site settings, read once from `config.settings` (src/settings).
 * - `cart`: the cart store and its reads; its writes load on demand (src/cart).
 * - `product(source, scope)`: the shared state of a product for the widgets of one scope (src/product).
 * - `once(key, load)`: data loaded once per runtime, forgotten on failure so a later call retries; the data layer's
 *   loaders (src/data: products, form definitions, the instalment provider's page) go through it.
 */
export interface Runtime extends WidgetContext, DataSource {
  readonly api: Api;
  readonly settings: SiteSettings;
  readonly cart: Cart;
  readonly product: ProductContexts;
  /** Stops the runtime's listeners (other tabs' carts, page restores). Widgets should be unmounted first. */
  dispose(): void;
}

/** A runtime for `ctx`. The cart starts at once: it loads now if the spec's rule holds (spec 000 §4 "Cart loading"). */
export function createRuntime(ctx: WidgetContext): Runtime {
  const api = createApi(ctx.config.apiRoot);
  const cart = createCart(api, ctx.emit);
  const once = createOnce();
  cart.start();
  return {
    ...ctx,
    api,
    cart,
    settings: loadSiteSettings(ctx.config.settings),
    product: createProductContexts({ api, once }, ctx.config.currency),
    once,
    dispose: cart.stop,
  };
}

/** What every widget's `index.tsx` exports as `mount`: it renders into `el` with the page's runtime. */
export type WidgetMount = (el: HTMLElement, rt: Runtime) => Unmount;

/** A built widget chunk: the mount function of each widget it carries, by widget name. */
export interface WidgetModule {
  widgets: { [widget: string]: WidgetMount };
}
