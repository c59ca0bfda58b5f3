import type { ProductContext, ProductStore } from '../product/context';
import type { Product } from '../product/types';
import { detailJsonLd } from '../reviews/detailJsonLd';
import { visitIfMain } from '../telemetry/pageVisit';
import type { Runtime } from './types';

/**
 * What a page of product widgets starts after load (./afterLoad.ts loads this chunk there, or once a product is first
 * shown on another page): it watches every product context of the runtime, those made already and those made later (a
 * widget mounted as the visitor scrolls near), each store once, and when a product is ready records its visit
 * (../telemetry/pageVisit.ts) and places the separate product-detail widgets' Product data for search engines
 * (../reviews/detailJsonLd.ts).
 */
export function startProductPage(rt: Runtime): void {
  const onReady = [(product: Product) => visitIfMain(rt, product), detailJsonLd(rt)];
  const watched = new WeakSet<ProductStore>();
  const watch = ({ store }: ProductContext) => {
    if (watched.has(store)) return;
    watched.add(store);
    const ready = (product: Product | null) => {
      if (!product) return;
      stop();
      onReady.forEach((f) => f(product));
    };
    const stop = store.subscribe((s) => ready(s.product));
    ready(store.getState().product);
  };
  rt.product.made = watch;
  rt.product.all.forEach(watch);
}
