/**
 * `@storefront/widgets/react` (issue 16, first part): the widgets as React components for theme authors, rendered by the
 * theme's own React (18 or later; react and react-dom are peer dependencies, never bundled). docs/react.md.
 *
 * `<StorefrontProvider>` (one runtime for the components under it), the hooks `useStorefront`, `useCart`, `useProduct`
 * and `useStorefrontEvent`, and one component per widget: `<CartPill>`, `<ProductStatus>`, `<VariantPicker>`,
 * `<Quantity>`, `<AddToCart>`, `<Cart>`, `<InstalmentPill>`, `<RestockForm>`, `<SiteForm>`, `<ErrorReporter>`. A page
 * with both these components and the drop-in loader has one runtime. Storybook renders every widget story through them.
 */
import { createContext, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { CartState } from '../src/cart/store';
import { describeElement } from '../src/dom/describeElement';
import { createStrings } from '../src/i18n';
import { cartCall } from '../src/runtime';
import { VERSION } from '../src/version';
import { createRuntime, type Runtime, type WidgetMount } from '../src/runtime/createRuntime';
import type { AddEntryResponse, ShoppingCart, SiteConfig, StorefrontEventName } from '../src/types';
import type { CartAddInput } from '../src/cart/writes';
import type { Chosen } from '../src/product/selection';
import type { Product as ProductData, ProductState } from '../src/product';
import { mount as mountAccount } from '../widgets/account';
import { readToken } from '../src/account/token';
import { accountOf, type AccountResult, type AccountState, type SignInInput } from '../src/account/account';
import { mount as mountAddToCart } from '../widgets/add-to-cart';
import { mount as mountCart } from '../widgets/cart';
import { mount as mountInstalmentPill } from '../widgets/instalment-pill';
import { mount as mountRestockForm } from '../widgets/restock-form';
import { mount as mountSiteForm } from '../widgets/site-form';
import { mount as mountCartPill } from '../widgets/cart-pill';
import { mount as mountProductStatus } from '../widgets/product-status';
import { mount as mountQuantity } from '../widgets/quantity';
import { mount as mountVariantPicker } from '../widgets/variant-picker';
import { mount as mountErrorReporter } from '../widgets/error-reporter';
import { mount as mountGallery } from '../widgets/gallery';
import { mount as mountProduct } from '../widgets/product';
import { mount as mountCollection } from '../widgets/collection';
import { mount as mountQuickView } from '../widgets/quick-view';
import type { Part } from '../widgets/product/attributes';
import type { GallerySettings } from '../widgets/gallery/attributes';
import type { ImageItem } from '../src/types';
import { recordPageEvent, type PageEventFields } from '../src/telemetry/recordPageEvent';
import type { GatedEvent, GatedFields, PageEvent, ReviewEvent } from '../src/telemetry/pageEvents';

export type { AddEntryResponse, CartAddInput, CartState, Chosen, GatedEvent, GatedFields, PageEvent, PageEventFields, ProductState, ReviewEvent, ShoppingCart, StorefrontEventName };
/** A product as the widgets read it (the spec's Product item, parsed: docs/product-rules.md); `<Product>` is its component. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Product extends ProductData {}

/** The store's configuration: the same options as the script tag's data attributes (docs/embed-contract.md). */
export interface StorefrontProviderProps {
  /** The platform's API root (`data-api-root`); default: the page's origin. */
  apiRoot?: string;
  /** `data-website-id`. */
  websiteId?: string;
  /** ISO 4217 store currency (`data-currency`); default USD. */
  currency?: string;
  /** BCP 47 locale (`data-locale`); default: the document's language, else en-US. */
  locale?: string;
  /** `data-express-checkout`: add-to-cart goes straight to checkout. */
  expressCheckout?: boolean;
  /** `data-custom-cart`: the site has its own cart; the cart pill hides. */
  customCart?: boolean;
  /** `data-error-reporting`: `sdk` (default), `page` or `off` (docs/error-reporter.md). */
  errorReporting?: 'sdk' | 'page' | 'off';
  /** CSS selector of a `<script type="application/json">` holding the site settings (`data-settings`). */
  settings?: string;
  children?: ReactNode;
}

const RuntimeContext = createContext<Runtime | null>(null);

/** Makes the runtime for the components under it (in the browser only: nothing runs on the server). */
function startRuntime(p: StorefrontProviderProps): Runtime {
  const config: SiteConfig = {
    apiRoot: (p.apiRoot ?? '').replace(/\/+$/, ''),
    websiteId: p.websiteId ?? '',
    currency: (p.currency ?? 'USD').toUpperCase(),
    locale: p.locale ?? (document.documentElement.lang || 'en-US'),
    expressCheckout: !!p.expressCheckout,
    customCart: !!p.customCart,
    errorReporting: p.errorReporting ?? 'sdk',
    settings: p.settings ?? null,
    scriptUrl: location.href,
    // A prop given is asked for on purpose, as the script tag's attribute is: an <ErrorReporter> then does not take over.
    data: { errorReporting: p.errorReporting, errorReportingBy: "<StorefrontProvider>'s errorReporting" },
  };
  const rt = createRuntime({
    config,
    // The same events as the drop-in build, on `document` as `storefront:<name>` (useStorefrontEvent listens there).
    emit: (event, detail) => void document.dispatchEvent(new CustomEvent('storefront:' + event, { detail })),
    report: reactReport,
  });
  rt.nested = nestedMounts(rt);
  // The signed-in visitor's XSRF token this tab keeps, from the first request on (as the drop-in loader does).
  rt.api.setSiteUserToken(readToken());
  return rt;
}

/**
 * The widgets a widget renders in its own shadow root (a product's parts, a collection's cards' buttons, a quick
 * view's product), mounted by this package's own copies of them: `rt.nested` of a runtime of its own (the drop-in
 * loader's runtime has the loader's).
 */
function nestedMounts(rt: Runtime): NonNullable<Runtime['nested']> {
  const mounts: Record<string, WidgetMount> = {
    'add-to-cart': mountAddToCart, 'product-status': mountProductStatus, 'variant-picker': mountVariantPicker, quantity: mountQuantity,
    'instalment-pill': mountInstalmentPill, 'restock-form': mountRestockForm, gallery: mountGallery, product: mountProduct,
    'quick-view': mountQuickView,
  };
  const mounted = new WeakMap<HTMLElement, () => void>();
  return {
    mount: async (el) => {
      const mount = mounts[el.getAttribute('data-sf-widget') ?? ''];
      try {
        if (mount) mounted.set(el, mount(el, rt));
      } catch (error) {
        rt.report(el, error);
      }
    },
    unmount: (el) => {
      mounted.get(el)?.();
      mounted.delete(el);
    },
  };
}

/** A component's failure: one console error naming its element, and the page-wide `storefront:widget-error` event. */
const reactReport: Runtime['report'] = (el, reason) => {
  console.error(`[storefront] ${describeElement(el)}: ${reason instanceof Error ? reason.message : String(reason)}`, reason);
  document.dispatchEvent(new CustomEvent('storefront:widget-error', { detail: { element: el, reason } }));
};

/** The drop-in loader's face, as far as the React components use it (loader/index.ts). */
interface DropIn {
  __sf?: 1;
  version?: string;
  __rt?: () => Promise<Runtime>;
}

/**
 * The drop-in loader of this page, if it has one: `window.Storefront`, or, while the loader's script tag (an async
 * script) has not run yet, `window.Storefront` once it has. Null when the page has none.
 */
function dropInLoader(): Promise<DropIn | null> {
  const now = () => ((window as { Storefront?: DropIn }).Storefront?.__sf ? (window as { Storefront?: DropIn }).Storefront! : null);
  const script = document.querySelector<HTMLScriptElement>('script[src*="storefront"]');
  // An async script has run (or failed) by the window's load event: after it, what is there is all there will be.
  if (now() || !script || document.readyState == 'complete') return Promise.resolve(now());
  return new Promise((resolve) => {
    const done = () => resolve(now());
    script.addEventListener('load', done, { once: true });
    script.addEventListener('error', done, { once: true });
    addEventListener('load', done, { once: true });
  });
}

/**
 * The page's runtime for the components: the drop-in loader's, where the page has one of the same version (one cart,
 * one cart request, one set of product requests for both), else one of the provider's own (`own`: disposed with it).
 */
async function pageRuntime(p: StorefrontProviderProps): Promise<{ rt: Runtime; own: boolean }> {
  const loader = await dropInLoader();
  if (loader?.__rt && loader.version === VERSION) {
    const shared = await loader.__rt();
    // Failures are reported naming the React element (`data-sf-react`), on the same page-wide events. The strings are
    // this package's own (its string areas register in its own copy of the catalogue), over the site's overrides as
    // the loader's runtime read them; that runtime has warned of any it ignored already.
    return { rt: { ...shared, report: reactReport, t: createStrings(shared.settings.localizedStrings, false).t }, own: false };
  }
  if (loader) console.warn(`[storefront] the page's drop-in loader is version ${loader.version}, these React components ${VERSION}: they use a runtime of their own (a second cart request).`);
  return { rt: startRuntime(p), own: true };
}

/**
 * One runtime (API client, cart store, product contexts, settings) for every component under it: the drop-in
 * loader's when the page also has the script tag (docs/react.md, "With the drop-in loader"), else its own. The
 * configuration is read once, when the provider first renders in the browser (it is the script tag's when the loader's
 * runtime is used); on the server (and in the first render of hydration) the widgets show their fallback content.
 */
/** Disposes a provider's own runtime, and its account (which listens to the other tabs) with it. */
const drop = (rt: Runtime | null) => {
  rt?.account?.dispose();
  rt?.dispose();
};

export function StorefrontProvider({ children, ...config }: StorefrontProviderProps) {
  const [rt, setRt] = useState<Runtime | null>(null);
  const first = useRef(config);
  useEffect(() => {
    let live = true;
    let own: Runtime | null = null;
    void pageRuntime(first.current).then((got) => {
      if (got.own) own = got.rt;
      if (live) setRt(got.rt);
      else drop(own);
    });
    return () => {
      live = false;
      drop(own);
    };
  }, []);
  return <RuntimeContext.Provider value={rt}>{children}</RuntimeContext.Provider>;
}

/** The runtime of the nearest StorefrontProvider; null on the server and until the provider has started in the browser. */
export function useStorefront(): Runtime | null {
  return useContext(RuntimeContext);
}

const NO_CART: CartState = { status: 'idle', cart: null, error: null, recalculating: 0 };
const noSubscription = () => () => {};

export interface UseCart {
  /** The cart shown (with changes in flight), or null while there is none. */
  cart: ShoppingCart | null;
  status: CartState['status'];
  /** The last load's error (its message is ready to show), or null. */
  error: CartState['error'];
  /** Adds an item, like `Storefront.cart.add` (rejects with a StorefrontError, or a TypeError for bad input). */
  add(input: CartAddInput): Promise<AddEntryResponse>;
  /** Fetches the cart again. */
  refresh(): Promise<ShoppingCart | null>;
}

/** The cart of the nearest StorefrontProvider; re-renders when it changes. */
export function useCart(): UseCart {
  const rt = useStorefront();
  const state = useSyncExternalStore(
    rt ? rt.cart.store.subscribe : noSubscription,
    () => (rt ? rt.cart.store.getState() : NO_CART),
    () => NO_CART,
  );
  return useMemo(() => {
    const notReady = () => Promise.reject(new Error('useCart: the StorefrontProvider has not started yet (it starts in the browser, after the first render).'));
    return {
      cart: state.cart,
      status: state.status,
      error: state.error,
      add: (input) => (rt ? cartCall(rt, 'add', input) : notReady()),
      refresh: () => (rt ? cartCall(rt, 'refresh') : notReady()),
    };
  }, [rt, state]);
}

export interface UseAccount {
  /** `signed-out`, `signing-in`, `signed-in` or `signing-out`; the email signed in with where this tab knows it; the last failure's message. */
  state: AccountState;
  /** Signs in (one call at a time: a second while one is on its way joins it). Never rejects: see the result's `reason`. */
  signIn(input: SignInInput): Promise<AccountResult>;
  /** Signs out; `cloneCart`: the anonymous cart after it keeps the member cart's items. */
  signOut(options?: { cloneCart?: boolean }): Promise<AccountResult>;
  /** Sends the member's language (spec 001 §7), when the page asks for it. */
  setLocale(language: string): Promise<AccountResult>;
}

const NO_ACCOUNT: AccountState = { status: 'signed-out', email: null, hasToken: false, error: null, notice: null };

/** The visitor's account under the nearest StorefrontProvider (docs/account.md); re-renders when it changes. */
export function useAccount(): UseAccount {
  const rt = useStorefront();
  const account = useMemo(() => (rt ? accountOf(rt) : null), [rt]);
  const state = useSyncExternalStore(account ? account.store.subscribe : noSubscription, () => (account ? account.store.getState() : NO_ACCOUNT), () => NO_ACCOUNT);
  return useMemo(() => {
    const notReady = (): Promise<AccountResult> => Promise.resolve({ ok: false, reason: 'offline', message: 'useAccount: the StorefrontProvider has not started yet (it starts in the browser, after the first render).' });
    return {
      state,
      signIn: (input) => (account ? account.signIn(input) : notReady()),
      signOut: (options) => (account ? account.signOut(options) : notReady()),
      setLocale: (language) => (account ? account.setLocale(language) : notReady()),
    };
  }, [account, state]);
}

export interface UseAnalytics {
  /**
   * Records a moment the page draws itself, as `Storefront.analytics.record` does (docs/analytics.md): `reviews-tab` or
   * `reviews-vitals-link` with `{ productId, productName }` (the newer tracker), or a gated-content event
   * (`video-list-view`, `video-detail-view`, `access-denied-view`, `join-button-click`, `third-party-video-click`) with
   * its fields (the older tracker). Under the recording rule; resolves once sent or skipped; rejects with a TypeError
   * for another name, and before the provider has started.
   */
  record(event: PageEvent, fields?: PageEventFields): Promise<void>;
}

/** The page's own analytics events under the nearest StorefrontProvider (docs/analytics.md). */
export function useAnalytics(): UseAnalytics {
  const rt = useStorefront();
  return useMemo(
    () => ({
      record: (event, fields) => (rt ? recordPageEvent(rt, event, fields) : Promise.reject(new Error('useAnalytics: the StorefrontProvider has not started yet (it starts in the browser, after the first render).'))),
    }),
    [rt],
  );
}

export interface UseProduct {
  /** `loading` until the product is here, `ready`, or `error` (then `error` says why). */
  status: ProductState['status'];
  /** The product (the spec's Product item, parsed: docs/product-rules.md), or null while it loads. */
  product: Product | null;
  error: string | null;
  /** The options chosen so far, by option name: the same selection the product's widgets of this scope show. */
  chosen: Chosen;
  /** The quantity as typed in the quantity widget. */
  quantity: string;
  /** Chooses `value` for the option `name` (the variant picker follows, and add-to-cart adds that variant). */
  choose(name: string, value: string): void;
  /** Sets the quantity (the quantity widget follows). */
  setQuantity(quantity: string): void;
}

const NO_PRODUCT: ProductState = { status: 'loading', product: null, error: null, chosen: {}, quantity: '1', denominationCents: null };

/**
 * The product `productId` as the widgets of `scope` share it: loaded once per provider, whatever shows it; re-renders
 * when it arrives or the selection changes. A theme's own controls can choose through it.
 */
export function useProduct(productId: string, scope = ''): UseProduct {
  const rt = useStorefront();
  const context = useMemo(() => (rt ? rt.product({ kind: 'id', id: productId }, scope) : null), [rt, productId, scope]);
  const state = useSyncExternalStore(
    context ? context.store.subscribe : noSubscription,
    () => (context ? context.store.getState() : NO_PRODUCT),
    () => NO_PRODUCT,
  );
  return useMemo(
    () => ({
      status: state.status,
      product: state.product,
      error: state.error,
      chosen: state.chosen,
      quantity: state.quantity,
      choose: (name, value) => context?.choose(name, value),
      setQuantity: (quantity) => context?.setQuantity(quantity),
    }),
    [context, state],
  );
}

/** Calls `handler` with the event's detail for every `storefront:<name>` event while the component is mounted. */
export function useStorefrontEvent(name: StorefrontEventName, handler: (detail: unknown) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (e: Event) => latest.current((e as CustomEvent).detail);
    document.addEventListener('storefront:' + name, listener);
    return () => document.removeEventListener('storefront:' + name, listener);
  }, [name]);
}

/** What every widget component takes besides its own options. */
export interface WidgetComponentProps {
  /** Shown until the widget renders, and again if it fails (the drop-in build's fallback content). */
  children?: ReactNode;
  /** The host element's id. */
  id?: string;
  /** The host element's class (the widget itself is in its shadow root: style it through custom properties and parts). */
  className?: string;
}

/** A widget's host element: its options as data attributes, read by the widget's own parser (the same rules as the drop-in build). */
function Widget({ name, mount, attrs, children, id, className }: WidgetComponentProps & { name: string; mount: WidgetMount; attrs: Record<string, string | undefined> }) {
  const rt = useStorefront();
  const ref = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(attrs);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!rt || !el) return;
    let unmount: (() => void) | undefined;
    let live = true;
    // React may not unmount a root while it renders, so the widget's own root is made and unmounted just after the
    // commit, in order: a re-mount with new options unmounts the old root first (microtasks run first in, first out).
    queueMicrotask(() => {
      if (!live) return;
      try {
        unmount = mount(el, rt);
        // As the drop-in loader announces its mounts (the census counts the buttons a page mounts later by it).
        rt.emit('widget-mounted', { element: el, widget: name });
      } catch (error) {
        rt.report(el, error);
      }
    });
    return () => {
      live = false;
      queueMicrotask(() => unmount?.());
    };
    // `key` stands for attrs: a new object every render, the same options.
  }, [rt, mount, key]);
  // `data-sf-react`, not `data-sf-widget`: a drop-in loader on the same page leaves this element to React.
  return (
    <div ref={ref} data-sf-react={name} id={id} className={className} {...attrs}>
      {children}
    </div>
  );
}

const productAttrs = (p: { productId: string; scope?: string }) => ({ 'data-product-id': p.productId, 'data-sf-scope': p.scope });

/** The cart pill (docs/widgets/cart-pill.md). */
export function CartPill({ href, ...rest }: WidgetComponentProps & { /** The cart page (`data-href`); default /cart. */ href?: string }) {
  return <Widget name="cart-pill" mount={mountCartPill} attrs={{ 'data-href': href }} {...rest} />;
}

export interface ProductWidgetProps extends WidgetComponentProps {
  /** The product's id (`data-product-id`). */
  productId: string;
  /** Widgets of one product share a choice within a scope (`data-sf-scope`); default: one scope for the page. */
  scope?: string;
}

/** The product-detail widgets' props: a product widget's, and `mainProduct`. */
export interface ProductDetailProps extends ProductWidgetProps {
  /**
   * `data-main-product`: this widget's product is the page's main product, whatever else the page shows (the visit
   * event: docs/analytics.md, "Which page is a product page").
   */
  mainProduct?: boolean;
}
const detailAttrs = (p: { productId: string; scope?: string; mainProduct?: boolean }) => ({ ...productAttrs(p), 'data-main-product': p.mainProduct ? '' : undefined });

/** Price, sale and sold-out badges, scarcity (docs/widgets/product-status.md). */
export function ProductStatus({
  productId,
  scope,
  mainProduct,
  showImage,
  imageSizes,
  ...rest
}: ProductDetailProps & {
  /** `data-show-image`: the chosen variant's main picture, else the product's first. */
  showImage?: boolean;
  /** `data-image-sizes`: the picture's `sizes` (how wide it shows); default `(max-width: 600px) 100vw, 480px`. */
  imageSizes?: string;
}) {
  return (
    <Widget
      name="product-status"
      mount={mountProductStatus}
      attrs={{ ...detailAttrs({ productId, scope, mainProduct }), 'data-show-image': showImage ? '' : undefined, 'data-image-sizes': imageSizes }}
      {...rest}
    />
  );
}

/** The variant picker (docs/widgets/variant-picker.md). */
export function VariantPicker({ productId, scope, mainProduct, pickerStyle, ...rest }: ProductDetailProps & { /** `data-style`: `dropdown` (default) or `radio`. */ pickerStyle?: 'dropdown' | 'radio' }) {
  return <Widget name="variant-picker" mount={mountVariantPicker} attrs={{ ...detailAttrs({ productId, scope, mainProduct }), 'data-style': pickerStyle }} {...rest} />;
}

/** The quantity input (docs/widgets/quantity.md). */
export function Quantity({ productId, scope, mainProduct, ...rest }: ProductDetailProps) {
  return <Widget name="quantity" mount={mountQuantity} attrs={detailAttrs({ productId, scope, mainProduct })} {...rest} />;
}

/** The add-to-cart button (docs/widgets/add-to-cart.md). */
export function AddToCart({
  productId,
  scope,
  mainProduct,
  checkoutUrl,
  subscriptionUrl,
  giftCardUrl,
  ...rest
}: ProductDetailProps & {
  /** `data-checkout-url`: where express checkout goes. */
  checkoutUrl?: string;
  /** `data-subscription-url`: where a subscription product goes. */
  subscriptionUrl?: string;
  /** `data-gift-card-url`: where a gift card goes. */
  giftCardUrl?: string;
}) {
  return (
    <Widget
      name="add-to-cart"
      mount={mountAddToCart}
      attrs={{ ...detailAttrs({ productId, scope, mainProduct }), 'data-checkout-url': checkoutUrl, 'data-subscription-url': subscriptionUrl, 'data-gift-card-url': giftCardUrl }}
      {...rest}
    />
  );
}

/** The cart: entries, quantities, removal, additional fields, subtotal and checkout (docs/widgets/cart.md). */
export function Cart({ checkoutUrl, ...rest }: WidgetComponentProps & { /** `data-checkout-url`: the checkout page; default /checkout. */ checkoutUrl?: string }) {
  return <Widget name="cart" mount={mountCart} attrs={{ 'data-checkout-url': checkoutUrl }} {...rest} />;
}

/** The instalment context of a pill: overrides the site settings' `instalments` (docs/widgets/instalment-pill.md). */
export interface InstalmentContextProps {
  /** `data-afterpay-available`. */
  afterpayAvailable?: boolean;
  /** `data-afterpay-min`: cents of the store currency. */
  afterpayMin?: number;
  /** `data-afterpay-max`: cents of the store currency. */
  afterpayMax?: number;
  /** `data-shopper-language`, e.g. `fr`. */
  shopperLanguage?: string;
  /** `data-stripe-account-country`, e.g. `US`. */
  stripeAccountCountry?: string;
}

/**
 * The instalment pill and its popup (docs/widgets/instalment-pill.md): for a product (`productId`, following its
 * selection and quantity) or, with `source="cart"`, for the cart's subtotal.
 */
export function InstalmentPill({
  productId,
  scope,
  source,
  afterpayAvailable,
  afterpayMin,
  afterpayMax,
  shopperLanguage,
  stripeAccountCountry,
  ...rest
}: WidgetComponentProps &
  InstalmentContextProps &
  (
    | { /** `data-source="cart"`: the cart's subtotal. */ source: 'cart'; productId?: never; scope?: never }
    | { /** `data-source`: `product` (default). */ source?: 'product'; /** `data-product-id`. */ productId: string; /** `data-sf-scope`. */ scope?: string }
  )) {
  const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return (
    <Widget
      name="instalment-pill"
      mount={mountInstalmentPill}
      attrs={{
        'data-source': source,
        ...(productId === undefined ? {} : productAttrs({ productId, scope })),
        'data-afterpay-available': afterpayAvailable === undefined ? undefined : String(afterpayAvailable),
        'data-afterpay-min': text(afterpayMin),
        'data-afterpay-max': text(afterpayMax),
        'data-shopper-language': shopperLanguage,
        'data-stripe-account-country': stripeAccountCountry,
      }}
      {...rest}
    />
  );
}

/** The gallery's settings as props: each the attribute `data-` + its name in kebab case (docs/widgets/gallery.md). */
export type GallerySettingProps = Partial<Omit<GallerySettings, 'aspectRatio'> & { aspectRatio: NonNullable<GallerySettings['aspectRatio']> }>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * A product's pictures, following its chosen variant, or a list of pictures (docs/widgets/gallery.md), in one of the
 * four designs with the spec's settings.
 */
/** The whole product from one element (docs/widgets/product.md): pictures, title, price, options, quantity, button, description. */
export function Product({
  productId,
  scope,
  mainProduct,
  contents,
  layout,
  headingLevel,
  galleryDesign,
  pickerStyle,
  ...rest
}: ProductDetailProps & {
  /** `data-contents`: the parts shown, in order; default all. */
  contents?: Part[];
  /** `data-layout`: `vertical` (default) or `horizontal`. */
  layout?: 'vertical' | 'horizontal';
  /** `data-heading-level`: the title's heading level, 1–6 (default 2). */
  headingLevel?: number;
  /** `data-gallery-design`: the gallery's design (default slideshow). */
  galleryDesign?: GallerySettings['design'];
  /** `data-picker-style`: the variant picker's style. */
  pickerStyle?: 'dropdown' | 'radio';
}) {
  return (
    <Widget
      name="product"
      mount={mountProduct}
      attrs={{
        ...detailAttrs({ productId, scope, mainProduct }),
        'data-contents': contents?.join(','),
        'data-layout': layout,
        'data-heading-level': headingLevel === undefined ? undefined : String(headingLevel),
        'data-gallery-design': galleryDesign,
        'data-picker-style': pickerStyle,
      }}
      {...rest}
    />
  );
}

/** A grid of product cards, a page at a time, with "Load more" (docs/widgets/collection.md). */
export function Collection({
  collectionId,
  productIds,
  pageSize,
  productUrl,
  imageSizes,
  label,
  ...rest
}: WidgetComponentProps & {
  /** `data-collection-id`: the platform's collection… */
  collectionId?: string;
  /** …or `data-product-ids`: these products, in this order. */
  productIds?: string[];
  /** `data-page-size`: products a page, 1–50 (default 24). */
  pageSize?: number;
  /** `data-product-url`: a card's link with `{id}`, when the product has no fullUrl. */
  productUrl?: string;
  /** `data-image-sizes`: the cards' pictures' `sizes`. */
  imageSizes?: string;
  /** `data-label`: the grid's accessible name. */
  label?: string;
}) {
  return (
    <Widget
      name="collection"
      mount={mountCollection}
      attrs={{
        'data-collection-id': collectionId,
        'data-product-ids': productIds?.join(','),
        'data-page-size': pageSize === undefined ? undefined : String(pageSize),
        'data-product-url': productUrl,
        'data-image-sizes': imageSizes,
        'data-label': label,
      }}
      {...rest}
    />
  );
}

/** A "Quick View" button opening the product in a lightbox (docs/widgets/quick-view.md). */
export function QuickView({ productId, scope, ...rest }: ProductWidgetProps) {
  return <Widget name="quick-view" mount={mountQuickView} attrs={productAttrs({ productId, scope })} {...rest} />;
}

export function Gallery({
  productId,
  scope,
  images,
  imageSizes,
  children,
  ...rest
}: Omit<WidgetComponentProps, 'children'> &
  GallerySettingProps & {
    /** The product whose pictures it shows (`data-product-id`)… */
    productId?: string;
    scope?: string;
    /** …or these pictures (the spec's Image), handed to the widget as `data-images-json`. */
    images?: ImageItem[];
    /** `data-image-sizes`: the pictures' `sizes` (how wide the gallery shows them). */
    imageSizes?: string;
    children?: ReactNode;
  }) {
  const jsonId = useId().replace(/[^\w-]/g, '') + '-images';
  const settings: Record<string, string | undefined> = {};
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest))
    if (key in GALLERY_SETTING_NAMES) settings[`data-${kebab(key)}`] = value === undefined ? undefined : String(value);
    else props[key] = value;
  return (
    <Widget
      name="gallery"
      mount={mountGallery}
      attrs={{ ...(images ? { 'data-images-json': `#${jsonId}` } : productId !== undefined ? productAttrs({ productId, scope }) : {}), 'data-image-sizes': imageSizes, ...settings }}
      {...(props as WidgetComponentProps)}
    >
      {children}
      {images && <script type="application/json" id={jsonId} dangerouslySetInnerHTML={{ __html: JSON.stringify(images).replace(/</g, '\\u003c') }} />}
    </Widget>
  );
}
const GALLERY_SETTING_NAMES: Record<keyof GallerySettings, 1> = {
  design: 1, autoplay: 1, autoplayDuration: 1, controls: 1, autoCrop: 1, aspectRatio: 1, thumbnails: 1, squareThumbs: 1,
  thumbnailStripHeight: 1, thumbnailStripMargin: 1, showMetaBasic: 1, showMeta: 1, showMetaOnlyTitle: 1, metaPosition: 1,
  showMetaOnHover: 1, activeAlignment: 1, thumbnailsPerRow: 1, padding: 1, lightbox: 1, lightboxTheme: 1, maxWidth: 1,
  newWindow: 1, transparentBackground: 1,
};

/** The back-in-stock sign-up, in add-to-cart's place while the choice is sold out (docs/widgets/restock-form.md). */
export function RestockForm({
  productId,
  scope,
  captcha,
  ...rest
}: ProductWidgetProps & { /** `data-captcha`: show the captcha (`true`, or `'dark'` for its dark theme). */ captcha?: boolean | 'dark' }) {
  return <Widget name="restock-form" mount={mountRestockForm} attrs={{ ...productAttrs({ productId, scope }), 'data-captcha': captcha ? (captcha === 'dark' ? 'dark' : '') : undefined }} {...rest} />;
}

/** A site form, fetched by id (docs/widgets/site-form.md). */
export function SiteForm({
  formId,
  newsletter,
  novalidate,
  pageId,
  contentSource,
  pagePermissionType,
  ...rest
}: WidgetComponentProps & {
  /** `data-form-id`. */
  formId: string;
  /** `data-newsletter`: a newsletter form. */
  newsletter?: boolean;
  /** `data-novalidate`: the client's checks off (the server still checks). */
  novalidate?: boolean;
  /** `data-page-id`, sent with the submission. */
  pageId?: string;
  /** `data-content-source`: `i` (item) or `c` (collection). */
  contentSource?: 'i' | 'c';
  /** `data-page-permission-type`: a whole number. */
  pagePermissionType?: number;
}) {
  return (
    <Widget
      name="site-form"
      mount={mountSiteForm}
      attrs={{
        'data-form-id': formId,
        'data-newsletter': newsletter ? '' : undefined,
        'data-novalidate': novalidate ? '' : undefined,
        'data-page-id': pageId,
        'data-content-source': contentSource,
        'data-page-permission-type': pagePermissionType === undefined ? undefined : String(pagePermissionType),
      }}
      {...rest}
    />
  );
}

/**
 * Sign in, who is signed in, sign out (docs/widgets/account.md). `cloneCart`: sign-out keeps the member cart's items;
 * `reload`: reload the page after `sign-in`, `sign-out` or both (`true`).
 */
export function Account({
  cloneCart,
  forgotPasswordUrl,
  createAccountUrl,
  accountUrl,
  reload,
  ...rest
}: WidgetComponentProps & {
  cloneCart?: boolean;
  forgotPasswordUrl?: string;
  createAccountUrl?: string;
  accountUrl?: string;
  reload?: boolean | 'sign-in' | 'sign-out';
}) {
  const attrs = {
    'data-clone-cart': cloneCart ? '' : undefined,
    'data-forgot-password-url': forgotPasswordUrl,
    'data-create-account-url': createAccountUrl,
    'data-account-url': accountUrl,
    'data-reload': reload === true ? '' : reload || undefined,
  };
  return <Widget name="account" mount={mountAccount} attrs={attrs} {...rest} />;
}

/**
 * The page's error reporter while mounted (docs/widgets/error-reporter.md): renders nothing of its own. `scope`:
 * `sdk` (default: the SDK's errors and widget failures) or `page` (the page's errors too). Ignored, with one console
 * warning, when the page already asked for a reporter on purpose (the provider's `errorReporting`, the script tag's
 * `data-error-reporting`, or an earlier reporter element).
 */
export function ErrorReporter({ scope, ...rest }: WidgetComponentProps & { /** `data-scope`. */ scope?: 'sdk' | 'page' }) {
  return <Widget name="error-reporter" mount={mountErrorReporter} attrs={{ 'data-scope': scope }} {...rest} />;
}
