import { descriptionText } from '../product/descriptionText';
import type { Product } from '../product/types';
import type { Runtime } from '../runtime/types';
import { PRODUCT_DETAIL_WIDGETS, productOf } from '../telemetry/mainProduct';
import { holdProductJsonLd, productJsonLd } from './jsonLd';

/** The separate product-detail widgets (the `product` element places its own data: widgets/product/Product.tsx). */
const SEPARATE = PRODUCT_DETAIL_WIDGETS.filter((name) => name != 'product')
  .map((name) => `[data-sf-widget="${name}"],[data-sf-react="${name}"]`)
  .join();

/**
 * Product data for search engines from the separate product-detail widgets (product status, variant picker, quantity,
 * add-to-cart; docs/widgets/product.md, "Product data for search engines"): for each product they show in the page's
 * DOM, once it is ready, one schema.org `Product` in the head (./jsonLd.ts: counted with the product element's, none
 * where the page has its own), with `aggregateRating` where reviews show; gone when the last of them leaves the DOM.
 * Started after load on a page of product widgets (src/runtime/productPage.ts). Returns what to call when a product
 * is ready (its data is placed then).
 */
export function detailJsonLd(rt: Runtime, doc: Document = document): () => void {
  /** Product id → what releases its data. */
  const held = new Map<string, () => void>();
  const place = (p: Product) => {
    let release: (() => void) | undefined;
    let gone = false;
    held.set(p.id, () => {
      gone = true;
      release?.();
    });
    // The rating where reviews show: which do is in the page's settings (a page without settings shows none).
    const rating = rt.config.settings
      ? import('./sources')
          .then((s) =>
            s.reviewSources(rt, doc).length ? import('./rating').then((m) => m.productSummary(rt, { kind: 'id', id: p.id }, doc)) : null,
          )
          .catch(() => null)
      : null;
    const url = doc.URL.split('#')[0]!;
    void Promise.resolve(rating).then((summary) => {
      if (!gone) release = holdProductJsonLd(doc, p, () => productJsonLd(p, descriptionText(p.description, 5000), summary, url));
    });
  };
  const sync = () => {
    const shown = new Set([...doc.querySelectorAll(SEPARATE)].map((el) => productOf(el, doc)));
    for (const [id, release] of held)
      if (!shown.has(id)) {
        held.delete(id);
        release();
      }
    for (const { store } of rt.product.all.values()) {
      const p = store.getState().product;
      if (p && shown.has(p.id) && !held.has(p.id)) place(p);
    }
  };
  // A widget removed (the loader unmounts it) or added: the products shown change.
  new MutationObserver(sync).observe(doc.documentElement, { childList: true, subtree: true });
  return () => sync();
}
