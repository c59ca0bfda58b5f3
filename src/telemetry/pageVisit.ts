import { displayPrice } from '../product/derivedState';
import type { Product } from '../product/types';
import type { Runtime } from '../runtime/types';
import { afterFlush, track, type Tracking } from './analytics';
import { mainProduct } from './mainProduct';

/** A product page's visit: its main product once ready, once per product per runtime (./mainProduct.ts says which). */
const visit = (rt: Tracking, p: Product): void =>
  track(
    rt,
    'visit-product-page',
    { productId: p.id, name: p.name },
    { item_id: p.id, item_title: p.name, priceCents: displayPrice(p, null).cents, currency_code: p.currency },
  );

/**
 * `p` is ready: its visit, once per product per runtime, if this is a page of product widgets of its own (an element
 * with `data-product-id` or `data-product-json` in the page's DOM: the cards a collection shows in its shadow root never
 * make a product page) and `p` its main product now; after the after-load work started (./analytics.ts, `afterFlush`).
 */
export function visitIfMain(rt: Tracking & Pick<Runtime, 'once'>, p: Product): void {
  if (document.querySelector('[data-product-id],[data-product-json]') && mainProduct() == p.id)
    // A throw rejects, and a rejected visit is forgotten, so a later call tries again.
    afterFlush(rt, () => void rt.once(`visit ${p.id}`, () => new Promise<void>((sent) => sent(visit(rt, p)))));
}
