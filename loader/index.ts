/**
 * The drop-in loader (`dist/storefront.js`, a classic script). It finds its own script tag (its data attributes go to
 * the runtime as they are: `startPage` in src/runtime/index.ts reads them into the configuration), finds
 * `[data-sf-widget]` elements, imports each widget's chunk once (resolved against its own URL), mounts each element
 * once, watches the DOM for elements added and removed later, and isolates every failure to its element. The products
 * of the product widgets it finds together (one scan, one MutationObserver callback) are asked for together: by the
 * loader itself while the runtime chunk is on its way (the runtime takes the answers), then by the runtime.
 * It imports no UI, HTTP or store library, and of src/ only types and src/contract.ts (the URLs, limits, id rule, header
 * and token read it shares with the runtime, which imports nothing itself): it must stay within 2.5 KB gzip
 * (tests/e2e/budget.test.ts; tests/unit/boundaries.test.ts holds its imports).
 */
import type { Runtime, WidgetModule } from '../src/runtime/createRuntime';
import {
  collectionQuery,
  PAGE_SIZE,
  PRODUCTS_PATH,
  PRODUCTS_PER_REQUEST,
  productsQuery,
  readToken,
  apiRootOf,
  SITE_USER_HEADER,
  wellFormedId,
} from '../src/contract';
import type { cartCall, noWidget, products, startPage } from '../src/runtime';
import type { Unmount } from '../src/types';

/**
 * Widget name → 1 for a widget with a chunk of its own, `chunks/<name>-<__SF_BUILD__>.js` (the widgets' chunks share
 * the build's hash: scripts/build/manifest.mjs), 2 for one of those that mounts when scrolled near (`mountWhen: 'near'`
 * in its declaration), or 0 for a widget in the runtime chunk, `chunks/<__SF_RUNTIME__>.js`. Injected by the build
 * (rollup.config.mjs); dist/manifest.json has the chunks in full.
 */
declare const __SF_MANIFEST__: Record<string, 0 | 1 | 2>;
declare const __SF_RUNTIME__: string;
declare const __SF_BUILD__: string;
declare const __SF_VERSION__: string;

type Listener = (detail: unknown) => void;
type Api = {
  version: string;
  ready: Promise<Api>;
  scan(root?: ParentNode): Promise<void>;
  mount(el: Element): Promise<void>;
  unmount(el: Element): void;
  /** Returns the unsubscribe function (whose result, whether `fn` was still subscribed, nobody needs). */
  on(event: string, fn: Listener): () => unknown;
  cart: Record<'get' | 'refresh' | 'add', (...args: unknown[]) => Promise<unknown>>;
  __sf: 1;
  /**
   * What happened before the error reporter started (the page's uncaught errors and rejections, the widget failures),
   * the first 50, handed over once (src/telemetry/captureErrors.ts).
   */
  __early(): Event[] | null;
  /** The page's one runtime, made if need be: the React components on the same page share it (react/). */
  __rt(): Promise<Runtime>;
};
/** A mounted (or mounting, or failed) element. `u` is the unmount function once mounted. */
type Record_ = { u?: Unmount; p?: Promise<void> };

const win = window as unknown as { Storefront?: Api };

const doc = document;
/** This copy's own script tag (a classic script, async or not, has it as `currentScript` while it runs). */
const script = (doc.currentScript || doc.querySelector('script[src*="storefront"]')) as HTMLScriptElement | null;

if (!win.Storefront?.__sf) {
  const manifest = __SF_MANIFEST__;
  const base = script?.src || location.href;
  // The script tag's attributes as they are now (a page script changing them later changes nothing), the API root
  // resolved once, here, to an absolute http(s) origin and path (src/contract.ts): a `<base href>` added later, or a
  // relative root read against it, never moves a request. One that is not http(s) is refused with one console error,
  // and the page's origin is used.
  const given = script?.dataset || {};
  const root = apiRootOf(given.apiRoot);
  const data = { ...given, apiRoot: root };
  // The signed-in visitor's XSRF token this tab keeps (src/contract.ts): on the early product requests, and handed to
  // the runtime for every request after.
  const token = readToken();

  const listeners: { [event: string]: Set<Listener> } = {};
  const emit = (event: string, detail?: unknown) => {
    listeners[event]?.forEach((fn) => {
      try {
        fn(detail);
      } catch (error) {
        console.error(error);
      }
    });
    doc.dispatchEvent(new CustomEvent('storefront:' + event, { detail }));
  };
  // What the error reporter listens to, from before it starts (it loads once the page is interactive): kept until it
  // takes them (50 at most), so an error or a widget failure at load is still reported (docs/error-reporter.md).
  let early: Event[] | null = [];
  const keep = (event: Event) => early?.[49] || early?.push(event);
  addEventListener('error', keep);
  addEventListener('unhandledrejection', keep);
  doc.addEventListener('storefront:widget-error', keep);
  const report = (el: Element, reason: unknown) => {
    // The element as its tag reads, then what went wrong.
    console.error(
      `[storefront] <${el.localName} data-sf-widget="${el.getAttribute('data-sf-widget')}"${el.id ? ` id="${el.id}"` : ''}>: ${reason instanceof Error ? reason.message : String(reason)}`,
      reason,
    );
    emit('widget-error', { element: el, reason });
  };

  // One import per chunk, shared by the widgets it carries; a failed import is forgotten so a later mount can try again.
  // Chromium keeps a failed module fetch in its module map (importing the same URL again fails at once, with no
  // request), so a retry asks for the chunk under a new query.
  type RuntimeModule = WidgetModule & {
    startPage: typeof startPage;
    cartCall: typeof cartCall;
    noWidget: typeof noWidget;
    products: typeof products;
  };
  const modules: { [stem: string]: Promise<RuntimeModule> } = {};
  const failures: { [stem: string]: number } = {};
  const load = (name: string, stem = manifest[name] ? name + '-' + __SF_BUILD__ : __SF_RUNTIME__) =>
    (modules[stem] ||= import(new URL(`chunks/${stem}.js${failures[stem] ? '?retry=' + failures[stem] : ''}`, base).href).catch((error) => {
      delete modules[stem];
      failures[stem] = -~failures[stem]!;
      throw error;
    }));

  // Mount work is sliced so hundreds of widgets never block the main thread for long: 8 ms of mounting in a task of its
  // own, then (if more waits) the next slice after the next animation frame, so the browser lays out and paints what one
  // slice mounted before the next starts (docs/performance.md, "Many widgets on a page"). A hidden tab runs no frames:
  // there the next slice is only a timer.
  const queue: (() => void)[] = [];
  const next = () => setTimeout(flush);
  const flush = () => {
    const end = performance.now() + 8;
    while (queue.length && performance.now() < end) queue.shift()!();
    if (queue.length) {
      if (doc.hidden) next();
      else requestAnimationFrame(next);
    }
  };
  const later = (fn: () => void) => queue.push(fn) == 1 && next();

  const mounted = new Map<Element, Record_>();
  /**
   * The product requests made before the runtime was running, by product id (ids asked for together share one): the
   * parsed answer, else the HTTP status or a network error's text. The runtime takes them all when it starts
   * (src/data/products.ts, `takeEarlyProducts`), and asks again where one failed.
   */
  const fetched: { [id: string]: Promise<unknown> } = {};
  /** Collections' first pages asked for before the runtime was running, by query (`?collectionId=…&limit=…`). */
  const pages: { [query: string]: Promise<unknown> } = {};

  /**
   * Asks for the products of the product widgets among `found` (elements found together, not mounted yet): before the
   * runtime is running, here, in requests of at most 50 ids (one id: `…/products/{id}`, several: `…/products?ids=a,b`;
   * the URLs the runtime's API client asks, src/contract.ts, under the API root resolved at load, whatever a
   * `<base href>` says),
   * while the runtime chunk is still on its way: a round trip saved; then through the runtime, which asks for those it
   * has not.
   */
  const ask = (found: Element[]) => {
    const ids = [
      ...new Set(
        // As the runtime reads them (trimmed), and only those a URL can carry (a lone surrogate would fail the request).
        found
          .map((el) => !mounted.has(el) && el.getAttribute('data-sf-widget')! in manifest && (el as HTMLElement).dataset.productId?.trim())
          .filter(wellFormedId) as string[],
      ),
    ];
    if (rt) return mod.products(rt, ids);
    const news = ids.filter((id) => !(id in fetched));
    for (let i = 0; i < news.length; i += PRODUCTS_PER_REQUEST) {
      const part = news.slice(i, i + PRODUCTS_PER_REQUEST);
      const answer = get(() => productsQuery(part));
      for (const id of part) fetched[id] = answer;
    }
    // A collection's first page too, at the runtime's URL (src/contract.ts, collectionQuery), when its page size is the
    // default or written as the widget reads it (a whole number in PAGE_SIZE's range, written plainly: `24`, not `024`);
    // else the widget asks.
    for (const el of found) {
      const { sfWidget, collectionId, pageSize } = (el as HTMLElement).dataset;
      const id = collectionId?.trim();
      const size = (pageSize ?? '' + PAGE_SIZE.default).trim();
      const n = +size;
      if (
        sfWidget == 'collection' &&
        wellFormedId(id) &&
        !mounted.has(el) &&
        '' + (n | 0) == size &&
        n >= PAGE_SIZE.min &&
        n <= PAGE_SIZE.max
      ) {
        const query = () => collectionQuery(id!, size);
        pages[query()] ||= get(query);
      }
    }
  };
  /**
   * GET PRODUCTS_PATH + `query()`: the parsed answer, else the HTTP status or a network error's text. The page's
   * `fetch` may be anything, and a lone surrogate makes encodeURIComponent throw: a throw here would stop the scan.
   */
  const get = (query: () => string): Promise<unknown> => {
    try {
      // With the signed-in visitor's token, as every request of the runtime's API client (spec 001 §7); a request that
      // carries it follows no redirect (docs/security.md, "Credentialed requests stay where they were sent").
      return fetch(root + PRODUCTS_PATH + query(), token ? { headers: { [SITE_USER_HEADER]: token }, redirect: 'manual' } : {})
        .then((r) => (r.ok ? r.json() : r.status))
        .catch(String);
    } catch {
      return Promise.resolve();
    }
  };

  const mount = (el: Element): Promise<void> => {
    const existing = mounted.get(el);
    if (existing) return existing.p!;
    const record: Record_ = {};
    mounted.set(el, record);
    const name = el.getAttribute('data-sf-widget') || '';
    // Its message is the runtime's (src/runtime/index.ts), whose bytes the loader need not carry.
    if (!(name in manifest))
      return (record.p = runtime()
        .then((module) => module.noWidget(name, manifest), String)
        .then((message) => report(el, message)));
    return (record.p = Promise.all([load(name), runtime()]).then(
      ([module]) =>
        new Promise<void>((done) =>
          later(() => {
            // Removed, or unmounted, while its chunk was loading: nothing to do.
            if (mounted.get(el) === record && el.isConnected) {
              try {
                record.u = module.widgets[name]!(el as HTMLElement, rt);
                emit('widget-mounted', { element: el, widget: name });
              } catch (error) {
                report(el, error);
              }
            }
            done();
          }),
        ),
      (error) => report(el, `could not load the ${name} widget: ${error instanceof Error ? error.message : error}`),
    ));
  };

  const unmount = (el: Element) => {
    const record = mounted.get(el);
    mounted.delete(el);
    try {
      record?.u?.();
    } catch (error) {
      report(el, error);
    }
  };

  // A widget that mounts when scrolled near (2 in the manifest) mounts once it is in the window, or, once the page has
  // been scrolled, within half a screen below it: at once on the first screen, as the visitor comes near further down;
  // its chunk is not loaded before (docs/architecture.md, "How a page loads"). `near` watches the window and the half
  // screen below it; what it finds in that half screen before any scroll it hands to `seen`, which watches the window
  // alone: that mounts as it comes into view. They decide on the page as the browser next lays it out, with its styles
  // (not as a loading page may be laid out when the loader runs). Its product is asked for with the others.
  // An element with no box (`display: none` or `contents`: it never intersects, its box's top is 0) mounts at once.
  const come = (entries: IntersectionObserverEntry[], by: IntersectionObserver) =>
    entries.map(
      ({ isIntersecting, boundingClientRect: box, target }) =>
        (isIntersecting || !box.width) && (by.unobserve(target), !scrollY && box.top >= innerHeight ? seen.observe(target) : mount(target)),
    );
  const near = new IntersectionObserver(come, {
    rootMargin: '0px 0px 50%',
  });
  const seen = new IntersectionObserver(come);

  /** The widget elements in and under `roots`, their products asked for together, each mounted (or, far down, watched). */
  const scan = (...roots: ParentNode[]): Promise<void> => {
    const found = roots.flatMap((root) => [
      ...((root as Element).matches?.('[data-sf-widget]') ? [root as Element] : []),
      ...root.querySelectorAll('[data-sf-widget]'),
    ]);
    ask(found);
    // Those watched by `near` are left out of what this returns (observe() returns nothing).
    return Promise.all(found.filter((el) => (manifest[el.getAttribute('data-sf-widget')!]! > 1 ? near.observe(el) : 1)).map(mount)).then(
      () => {},
    );
  };

  // The page's one runtime (its API client, cart, product contexts, settings): made once its chunk is here, and handed
  // to every mount. Should the chunk fail to load, a later mount or call tries again (load forgets the failure).
  let rt: Runtime;
  let mod: RuntimeModule;
  // It mounts the widget elements widgets render in their own shadow roots too (rt.nested: a collection's cards), and
  // sends the signed-in visitor's XSRF token this tab keeps from its first request on (src/contract.ts).
  const runtime = () =>
    load('').then(
      (module) => (
        rt ||
          (((rt = (mod = module).startPage(data, base, emit, report, fetched, pages)).nested = { mount, unmount }),
          rt.api.setSiteUserToken(token)),
        module
      ),
    );
  const cart = (method: keyof Api['cart']) => (input?: unknown) => runtime().then((module): unknown => module.cartCall(rt, method, input));

  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      record.addedNodes.forEach((node) => node.nodeType == 1 && added.push(node as Element));
      // Unmount what left the document (a node moved elsewhere is still connected and stays mounted).
      if (record.removedNodes.length) mounted.forEach((_, el) => el.isConnected || unmount(el));
    }
    // What one callback added is found together (its products asked for together).
    void scan(...added);
  }).observe(doc.documentElement, { childList: true, subtree: true });

  const api = {
    version: __SF_VERSION__,
    scan: (root: ParentNode = doc) => scan(root),
    // An element mounted alone asks for its product alone.
    mount: (el: Element) => (ask([el]), mount(el)),
    unmount,
    on(event: string, fn: Listener) {
      (listeners[event] ||= new Set()).add(fn);
      return () => listeners[event]!.delete(fn);
    },
    cart: { get: cart('get'), refresh: cart('refresh'), add: cart('add') },
    __sf: 1,
    __early: () => [early, (early = null)][0]!,
    __rt: () => runtime().then(() => rt),
  } as Api;
  void scan(doc);
  api.ready = new Promise<Event | void>((resolve) =>
    doc.readyState == 'loading' ? doc.addEventListener('DOMContentLoaded', resolve) : resolve(),
  )
    .then(() => scan(doc))
    .then(() => {
      // A page with no widget starts the runtime too, once the page is idle: its census counts the page view
      // (docs/analytics.md, "The census"). A failure to load it is the next call's to retry.
      (window.requestIdleCallback || setTimeout)(() => {
        runtime().catch(String);
      });
      return api;
    });
  win.Storefront = api;
} else {
  // A second copy (another script tag, perhaps another version): the first keeps the page; this one says so and stops.
  console.warn('[storefront] second copy not started:', __SF_VERSION__, script?.src);
}
