/**
 * `<StorefrontProvider>`: one runtime (API client, cart store, product contexts, settings) for the widget components
 * under it, the drop-in loader's where the page has one (docs/react.md), and `useStorefront`, which reads it.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { readToken } from '../src/account/token';
import { apiRootOf } from '../src/contract';
import { describeElement } from '../src/dom/describeElement';
import { createStrings } from '../src/i18n';
import { createRuntime, type Runtime, type WidgetMount } from '../src/runtime/createRuntime';
import type { SiteConfig } from '../src/types';
import { VERSION } from '../src/version';
import { WIDGETS } from './widgets';

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
    // Resolved now, once (src/contract.ts): a `<base href>` never moves a request.
    apiRoot: apiRootOf(p.apiRoot),
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
  const mounted = new WeakMap<HTMLElement, () => void>();
  return {
    mount: (el) => {
      const mount = (WIDGETS as Record<string, { mount: WidgetMount }>)[el.getAttribute('data-sf-widget') ?? '']?.mount;
      try {
        if (mount) mounted.set(el, mount(el, rt));
      } catch (error) {
        rt.report(el, error);
      }
      return Promise.resolve();
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
  if (loader)
    console.warn(
      `[storefront] the page's drop-in loader is version ${loader.version}, these React components ${VERSION}: they use a runtime of their own (a second cart request).`,
    );
  return { rt: startRuntime(p), own: true };
}

/** Disposes a provider's own runtime, and its account (which listens to the other tabs) with it. */
const drop = (rt: Runtime | null) => {
  rt?.account?.dispose();
  rt?.dispose();
};

/**
 * One runtime (API client, cart store, product contexts, settings) for every component under it: the drop-in
 * loader's when the page also has the script tag (docs/react.md, "With the drop-in loader"), else its own. The
 * configuration is read once, when the provider first renders in the browser (it is the script tag's when the loader's
 * runtime is used); on the server (and in the first render of hydration) the widgets show their fallback content.
 */
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
