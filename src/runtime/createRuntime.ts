import { createApi } from '../api/client';
import { createStrings } from '../i18n';
import { moneyFormat } from '../money';
import { createCart } from '../cart/store';
import { createProductContexts } from '../product/context';
import { loadSiteSettings } from '../settings/siteSettings';
import { createOnce } from './loadOnce';
import type { WidgetContext } from '../types';
import type { Runtime } from './types';

export type { Runtime, WidgetMount, WidgetModule } from './types';

/**
 * A runtime for `ctx`. The cart starts at once: it loads now if the spec's rule holds (spec 000 §4 "Cart loading").
 * What only keeps the page current (./afterLoad.ts) loads from an idle callback, once the page is interactive; should
 * it fail to load (the visitor went offline), the page works without it.
 */
export function createRuntime(ctx: WidgetContext): Runtime {
  const settings = loadSiteSettings(ctx.config.settings, document);
  const { t } = createStrings(settings.localizedStrings);
  const api = createApi(ctx.config.apiRoot, t);
  const cart = createCart(api, ctx.emit, ctx.config.currency);
  const once = createOnce();
  /** Stops what afterLoad started; null once disposed. */
  let stop: (() => void) | void | null;
  cart.start();
  const rt: Runtime = {
    ...ctx,
    api,
    cart,
    settings,
    t,
    money: moneyFormat({ cldr: settings.useCLDRMoneyFormat, locale: ctx.config.locale, trimZeroFractions: settings.trimZeroFractions }),
    product: createProductContexts({ api, once }, ctx.config.currency),
    once,
    dispose() {
      stop?.();
      stop = null;
    },
  };
  // Safari has no requestIdleCallback: a timer (its options object counts as a delay of 0) stands in. At most 500 ms:
  // a page that goes still once its widgets have rendered may get no idle period for seconds, and the product's visit
  // waits for this run (src/telemetry/analytics.ts).
  (window.requestIdleCallback || setTimeout)(
    () => {
      import('./afterLoad').then(
        (m) => stop !== null && (stop = m.afterLoad(rt)),
        () => {},
      );
    },
    { timeout: 500 },
  );
  return rt;
}
