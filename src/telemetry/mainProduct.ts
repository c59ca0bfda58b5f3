import { jsonScript } from '../input/inlineJson';
import { isObj } from '../input/isObj';

// Which product a page is the page of (docs/analytics.md, "Which page is a product page"): decided in the analytics
// page-visit chunk, with the visit's event (./pageVisit.ts, `visitIfMain`), loaded on a page of product widgets only.

/**
 * "A product page is looked at" (docs/analytics.md, "Which page is a product page"): the `visit-product-page` event and
 * its analytics, sent for the page's main product only. The product-detail widgets count (product status, variant
 * picker, quantity, add-to-cart); a widget marked `data-main-product` names the main product outright; else the main
 * product is the one product every product-detail widget on the page shows (a `product` element counts too; the
 * widgets inside a widget's shadow root, a quick view's, a collection card's, do not), and a page whose product-detail widgets
 * show several products (a grid, a list of related products) has none. Nothing else counts: a cart, an instalment pill,
 * a restock form, a collection's card.
 */

/** The product-detail widgets, drop-in or React (`data-sf-react`, react/). */
export const PRODUCT_DETAIL_WIDGETS = ['product', 'product-status', 'variant-picker', 'quantity', 'add-to-cart'] as const;
const DETAIL = PRODUCT_DETAIL_WIDGETS.map((name) => `[data-sf-widget="${name}"],[data-sf-react="${name}"]`).join();

/**
 * The product an element shows: its `data-product-id`, else the `id` in the JSON script its `data-product-json` names (the
 * selector itself when that cannot be read, or names no `<script type="application/json">`: another product's as far as
 * this rule can tell).
 */
export function productOf(el: Element, doc: Document): string {
  const id = el.getAttribute('data-product-id')?.trim();
  if (id) return id;
  const selector = el.getAttribute('data-product-json')?.trim() ?? '';
  try {
    const json: unknown = JSON.parse(jsonScript(selector, doc)?.textContent ?? '');
    const inline = isObj(json) ? json.id : undefined;
    if (typeof inline == 'string' && inline) return inline;
  } catch {
    // Unreadable: the widget itself reports it.
  }
  return '\u0000' + selector;
}

/**
 * The page's main product now: the one a widget marked `data-main-product` shows (the first such widget in document
 * order), else the one product all the product-detail widgets show, else null (none, or several).
 */
export function mainProduct(doc: Document = document): string | null {
  const marked = doc.querySelector('[data-sf-widget][data-main-product],[data-sf-react][data-main-product]');
  if (marked) return productOf(marked, doc);
  const shown = new Set([...doc.querySelectorAll(DETAIL)].map((el) => productOf(el, doc)));
  return shown.size == 1 ? [...shown][0]! : null;
}
