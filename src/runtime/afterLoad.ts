import { accountFacade } from '../account/facade';
import { listen } from '../cart/listen';
import { loadOnce } from './loadOnce';
import { startErrorReporter } from '../telemetry/startErrorReporter';
import { startCensus } from '../telemetry/census';
import { flushVisits } from '../telemetry/analytics';
import { createToggles } from '../telemetry/toggles';
import type { PageEvent } from '../telemetry/pageEvents';
import { recordPageEvent, type PageEventFields } from '../telemetry/recordPageEvent';
import type { Runtime } from './types';
import { settingsJson } from '../settings/siteSettings';

/** The performance collector and the web-vitals library: a chunk of their own, for pages that turn them on. */
const loadPerformance = loadOnce(() => import('../telemetry/startPerformance'));

/**
 * What a runtime starts once the page is interactive (createRuntime loads this module from an idle callback): nothing
 * here is needed to render a widget, so none of it is in the runtime chunk. The cart listens to other tabs and to
 * back/forward-cache restores (src/cart/listen.ts); the error reporter starts (src/telemetry/startErrorReporter.ts, as the
 * script tag's `data-error-reporting` says, unless an error-reporter element started one); with `data-performance` on the script tag, the performance collector
 * (src/telemetry/performance.ts), whose settings failures go to the error reporter; `Storefront.toggles`
 * (src/telemetry/toggles.ts); `Storefront.account` (src/account/facade.ts); the census (src/telemetry/census.ts); first,
 * the product visits (src/telemetry/pageVisit.ts).
 * Returns the function that stops it all.
 */
export function afterLoad(rt: Runtime): () => void {
  // A page of product widgets of its own (not a collection's cards): its product visits and search data
  // (./productPage.ts, a chunk of its own), now; on another page, once a product is shown and the page has such a widget
  // (a page script may add a product's widgets later).
  const productPage = (): boolean => {
    if (!document.querySelector('[data-product-id],[data-product-json]')) return false;
    rt.product.made = undefined;
    void import('./productPage').then(
      (m) => m.startProductPage(rt),
      () => {},
    );
    return true;
  };
  if (!productPage()) rt.product.made = () => void productPage();
  // A visit asked for before now (a buy button's press) goes in this run, with the census (../telemetry/analytics.ts).
  flushVisits(rt);
  // Storefront.toggles (docs/toggles.md): on this page's own Storefront, not another copy's; then announced.
  const sf = (window as { Storefront?: { __sf?: number; toggles?: unknown; account?: unknown; analytics?: unknown } }).Storefront;
  // Storefront.analytics.record (docs/embed-contract.md): the events a page sends itself: the reviews it draws (to the
  // newer tracker), the gated content of its member area (to the older tracker).
  if (sf?.__sf && !sf.analytics)
    sf.analytics = {
      record: (event: PageEvent, fields?: PageEventFields) => recordPageEvent(rt, event, fields),
    };
  if (sf?.__sf && !sf.toggles) {
    sf.toggles = createToggles(rt.settings);
    rt.emit('toggles-ready', {});
  }
  // Storefront.account (docs/account.md); for a visitor who reads as signed in, the account itself starts now.
  if (sf?.__sf && !sf.account) {
    sf.account = accountFacade(rt);
    rt.emit('account-ready', {});
  }
  const explicit = rt.config.data?.['errorReporting'] != null;
  const stops = [
    listen(rt.cart),
    startErrorReporter(
      rt,
      rt.config.errorReporting,
      rt.config.data?.['errorReportingBy'] ?? "the script tag's data-error-reporting",
      explicit,
    ),
  ];
  let stopped = false;
  // The census: this page's view, its buy buttons and forms (docs/analytics.md, "The census"); failures ignored. Every
  // page counts, so it is part of this chunk (as a chunk of its own it would cost one more request on every page).
  stops.push(startCensus(rt));
  // A lesson video page's declaration (`data-page-kind`, docs/analytics.md): its event, after the census made the visitor.
  if (rt.config.data?.['pageKind'])
    void import('../telemetry/olderTracker').then(
      (m) => m.recordPageKind(rt),
      () => {},
    );
  // Session replay (docs/session-replay.md): its own chunk, for a site whose settings name the recording script.
  // Named in the settings (read, and checked, by that chunk: src/settings/widgetSettings.ts).
  if ((settingsJson.get(rt.settings) as { sessionReplay?: unknown } | undefined)?.sessionReplay)
    void import('../telemetry/sessionReplay').then(
      (m) => m.startSessionReplay(rt),
      () => {},
    );
  if (rt.config.data?.['performance'] != null)
    loadPerformance().then(
      ({ startPerformance }) =>
        !stopped && stops.push(startPerformance(rt, (message) => rt.reporting?.errors.report('performance', message))),
      () => {},
    );
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
  };
}
