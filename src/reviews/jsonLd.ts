// Product data for search engines (docs/widgets/product.md, "Product data for search engines"): one schema.org
// `Product` per product in the document's head, as `application/ld+json`, placed by the widgets of a product's detail
// (the product element; the separate product-detail widgets through ./detailJsonLd.ts) and removed with the last of
// them. Loaded on demand, after they render.
import { trustedJson } from '../dom/trustedScriptUrl';
import { isObj } from '../input/isObj';
import { currencyInfo } from '../money/currencyInfo';
import type { Product } from '../product';
import type { RatingSummary } from './summary';

/** The attribute naming the product of a script the SDK placed; its count of widgets is `data-sf-holders`. */
const MARK = 'data-sf-product-ld';

const STOCK = { in: 'https://schema.org/InStock', out: 'https://schema.org/OutOfStock' };

/**
 * The digits of `currency`'s own fraction (2 for USD, 0 for JPY; 2 for a code Intl does not know): from the SDK's
 * currency table where it has the code (making an Intl formatter is the costly part), else from Intl.
 */
function fractionDigits(currency: string): number {
  const known = currencyInfo(currency)?.digits;
  if (known != null) return known;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * The schema.org `Product` of `product`: its name, pictures, description (as text: `description`), an `Offer` per
 * variant with a price (its sku, price and currency, availability from its stock), and `aggregateRating` when given.
 */
export function productJsonLd(product: Product, description: string, rating: RatingSummary | null, url: string): Record<string, unknown> {
  // Each amount in cents as schema.org's `price` writes it: a decimal string of the currency's own fraction ("25.00",
  // "2500" for JPY).
  const digits = fractionDigits(product.currency);
  const price = (cents: number) => (cents / 10 ** digits).toFixed(digits);
  const offers = product.variants.flatMap((v) => {
    const cents = v.onSale && v.salePriceCents != null ? v.salePriceCents : v.priceCents;
    if (cents == null) return [];
    return [
      {
        '@type': 'Offer',
        ...(v.sku && { sku: v.sku }),
        price: price(cents),
        priceCurrency: product.currency,
        availability: v.unlimited || v.qtyInStock > 0 ? STOCK.in : STOCK.out,
        url,
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    productID: product.id,
    name: product.name,
    ...(product.images.length && { image: product.images.map((i) => i.url) }),
    ...(description && { description }),
    ...(offers.length && { offers }),
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.average,
        reviewCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

/** The schema.org nodes of a JSON-LD value: itself, the items of a list, the nodes of an `@graph`. */
const nodes = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.flatMap(nodes) : isObj(v) ? [v, ...(Array.isArray(v['@graph']) ? nodes(v['@graph']) : [])] : [];

/** Whether the page's own JSON-LD (not the SDK's) already describes `product`: a `Product` of its id, a sku of it, or its name. */
function pageHas(doc: Document, product: Product): boolean {
  const skus = new Set(product.variants.map((v) => v.sku).filter(Boolean));
  return [...doc.querySelectorAll(`script[type="application/ld+json"]:not([${MARK}])`)].some((s) => {
    let json: unknown;
    try {
      json = JSON.parse(s.textContent ?? '');
    } catch {
      return false;
    }
    return nodes(json).some((n) => {
      const type = n['@type'];
      if (!(type == 'Product' || (Array.isArray(type) && type.includes('Product')))) return false;
      return n.productID == product.id || (typeof n.sku == 'string' && skus.has(n.sku)) || n.name == product.name;
    });
  });
}

/**
 * Puts `product`'s Product JSON-LD in the head, once per product however many widgets ask (each is counted), unless the
 * page has its own for it; returns what releases this widget's hold: the script goes with the last. Under Trusted
 * Types its text goes through the SDK's policy ('storefront'); where that is refused, nothing is placed.
 */
export function holdProductJsonLd(doc: Document, product: Product, data: () => Record<string, unknown>): () => void {
  const selector = `script[${MARK}="${CSS.escape(product.id)}"]`;
  let script = doc.head.querySelector<HTMLScriptElement>(selector);
  if (!script) {
    if (pageHas(doc, product)) return () => {};
    script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, product.id);
    try {
      script.text = trustedJson(JSON.stringify(data()), doc);
    } catch {
      return () => {}; // the page's CSP allows no 'storefront' policy: no data rather than an error
    }
    script.dataset.sfHolders = '0';
    doc.head.append(script);
  }
  const held = script;
  held.dataset.sfHolders = String(Number(held.dataset.sfHolders) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = Number(held.dataset.sfHolders) - 1;
    held.dataset.sfHolders = String(left);
    if (left <= 0) held.remove();
  };
}
