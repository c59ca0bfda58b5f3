import type { ProductContext } from '../product/context';
import { detailJsonLd } from '../reviews/detailJsonLd';
import { watchVisit } from '../telemetry/pageVisit';
import type { Runtime } from './types';

/**
 * What a page of product widgets starts after load (./afterLoad.ts loads this chunk there, or once a product is first
 * shown on another page): the product visits (../telemetry/pageVisit.ts) and the separate product-detail widgets'
 * Product data for search engines (../reviews/detailJsonLd.ts), each watching every product context of the runtime,
 * those made already and those made later (a widget mounted as the visitor scrolls near).
 */
export function startProductPage(rt: Runtime): void {
  const watchers = [watchVisit(rt), detailJsonLd(rt)];
  const watch = (context: ProductContext) => watchers.forEach((w) => w(context));
  rt.product.made = watch;
  rt.product.all.forEach(watch);
}
