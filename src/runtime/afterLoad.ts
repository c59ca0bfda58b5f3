import { listen } from '../cart/listen';
import { reportErrors } from '../telemetry/reportErrors';
import type { Runtime } from './types';

/**
 * What a runtime starts once the page is interactive (createRuntime loads this module from an idle callback): nothing
 * here is needed to render a widget, so none of it is in the runtime chunk. The cart listens to other tabs and to
 * back/forward-cache restores (src/cart/listen.ts); the error reporter starts (src/telemetry/reportErrors.ts, as the
 * script tag's `data-error-reporting` says). Returns the function that stops it all.
 */
export function afterLoad(rt: Runtime): () => void {
  const stops = [listen(rt.cart), reportErrors(rt)];
  return () => stops.forEach((stop) => stop());
}
