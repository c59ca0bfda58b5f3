import type { Account } from '../account/types';
import type { Api } from '../api/client';
import type { Cart } from '../cart/store';
import type { DataSource } from '../data/source';
import type { Translate } from '../i18n';
import type { ProductContexts } from '../product/context';
import type { SiteSettings } from '../settings/siteSettings';
import type { MoneyFormat } from '../ui/money';
import type { ReportingSlot } from '../telemetry/types';
import type { Unmount, WidgetContext } from '../types';

/**
 * Everything one page's widgets share, in one object: the loader makes one per page and hands it to every mount;
 * a story or a test makes its own, so nothing leaks from one to the next. Nothing in src/ keeps configuration or
 * data in module variables: it is all reached from here.
 *
 * - `config`, `emit`, `report`: the loader's context (the script tag, the event bus, the failure report).
 * - `api`: the platform's HTTP API under `config.apiRoot` (src/api).
 * - `settings`: the site settings, read once from `config.settings` (src/settings).
 * - `t`: the strings, the site settings' `localizedStrings` on the defaults (src/i18n); widgets take it with `useT()`.
 * - `cart`: the cart store and its reads; its writes load on demand (src/cart).
 * - `product(source, scope)`: the shared state of a product for the widgets of one scope (src/product).
 * - `once(key, load)`: data loaded once per runtime, forgotten on failure so a later call retries; the data layer's
 *   loaders (src/data: products, form definitions, the instalment provider's page) go through it.
 */
export interface Runtime extends WidgetContext, DataSource {
  readonly api: Api;
  readonly settings: SiteSettings;
  readonly t: Translate;
  /** Money as the site shows it (settings `useCLDRMoneyFormat`, `trimZeroFractions`; the page's locale); widgets take it with `useMoney()`. */
  readonly money: MoneyFormat;
  readonly cart: Cart;
  readonly product: ProductContexts;
  /**
   * Mounts and unmounts a widget element that a widget renders in its own shadow root (composition: a collection's
   * cards show their price and add button as product-status and add-to-cart elements; src/ui/Nested.tsx). Set by the
   * loader, and by the React package; absent, such an element keeps its fallback.
   */
  nested?: { mount(el: HTMLElement): Promise<void>; unmount(el: HTMLElement): void };
  /** The visitor's account (src/account/account.ts, `accountOf`): made by the first account widget or account call. */
  account?: Account;
  /** Told once when the account is made, by whichever caller (the account widgets' handle follows it: src/account/handle.ts). */
  onAccount?: (account: Account) => void;
  /** The page's error reporter once one runs (src/telemetry/startErrorReporter.ts); set by code loaded later, never up front. */
  reporting?: ReportingSlot;
  /**
   * Stops what the runtime started once the page was interactive (./afterLoad.ts: other tabs' carts, page restores), or
   * keeps it from starting. Widgets should be unmounted first.
   */
  dispose(): void;
}

/** What every widget's `index.tsx` exports as `mount`: it renders into `el` with the page's runtime. */
export type WidgetMount = (el: HTMLElement, rt: Runtime) => Unmount;

/** A built widget chunk: the mount function of each widget it carries, by widget name. */
export interface WidgetModule {
  widgets: { [widget: string]: WidgetMount };
}
