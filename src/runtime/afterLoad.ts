import { listen } from '../cart/listen';
import type { Runtime } from './types';

/**
 * What a runtime starts once the page is interactive (createRuntime loads this module from an idle callback): nothing
 * here is needed to render a widget, so none of it is in the runtime chunk. Today: the cart listens to other tabs and to
 * back/forward-cache restores (src/cart/listen.ts). Returns the function that stops it all.
 */
export function afterLoad(rt: Runtime): () => void {
  return listen(rt.cart);
}
