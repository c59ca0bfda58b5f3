import { loadOnce } from '../runtime/loadOnce';
import type { ProductStore } from '../product/context';
import type { Product } from '../product/types';
import type { Runtime } from '../runtime/types';

const loadAnalytics = loadOnce(() => import('./onDemand'));
/** The stores already watched: one check per product and scope, however many widgets show it. */
const watched = new WeakSet<ProductStore>();

/**
 * Called by each product-detail widget with its product's store: once the product is ready, the analytics code loads
 * and announces and records its visit if it is the page's main product then (./mainProduct.ts says which), once per
 * product per runtime. Only on a page with product widgets of its own (an element with `data-product-id` or
 * `data-product-json` in the page's DOM: the cards a collection shows in its shadow root never make a product page);
 * should that code not load (offline), nothing is announced.
 */
export function watchVisit(rt: Runtime, store: ProductStore): void {
  if (watched.has(store)) return;
  watched.add(store);
  const check = (product: Product | null) => {
    if (!product) return;
    stop();
    if (document.querySelector('[data-product-id],[data-product-json]'))
      loadAnalytics().then(
        (m) => m.visitIfMain(rt, product),
        () => {},
      );
  };
  const stop = store.subscribe((s) => check(s.product));
  check(store.getState().product);
}
