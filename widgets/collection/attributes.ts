import { ConfigError } from '../../src/input/configError';
import { httpUrl, shortUrl } from '../../src/input/url';

/** Spec-less defaults of the SDK's own (docs/widgets/collection.md): a page of 24 products, 1 to 50. */
export const PAGE_SIZE = { default: 24, min: 1, max: 50 } as const;

/** Where the products come from: a collection of the platform, or a list of ids in the page's order. */
export type CollectionSource = { kind: 'collection'; id: string } | { kind: 'ids'; ids: string[] };

export interface CollectionAttributes {
  source: CollectionSource;
  pageSize: number;
  /** `data-product-url`: the product page's URL with `{id}` for the product's id; null: a product's `fullUrl`, else no link. */
  productUrl: string | null;
  /** `data-related-to`: the product these are shown as related to ("related product display", spec 001 §7). */
  relatedTo: string | null;
  /** `data-image-sizes`: the cards' pictures' `sizes`. */
  imageSizes: string;
  /** `data-label`: the grid's accessible name. */
  label: string | null;
  /** `data-heading-level`: the cards' titles' heading level, 1–6 (default 2: the grid under the page's title). */
  headingLevel: number;
}

/** The cards' pictures: half the window on a phone (two columns), a quarter up to 1200 px, 300 px beyond. */
export const DEFAULT_IMAGE_SIZES = '(max-width: 600px) 50vw, (max-width: 1200px) 25vw, 300px';

/**
 * Reads a collection element's attributes. Exactly one of `data-collection-id` and `data-product-ids` (comma-separated,
 * blanks and repeats dropped); a page size outside 1–50 is clamped and one that is not a whole number gives 24, each with
 * one warning (`warn`); a product URL template must be a path or an http(s) URL. Anything else throws a ConfigError
 * naming the attribute (the loader logs it; the fallback stays).
 */
export function parseCollectionAttributes(el: Element, warn: (message: string) => void): CollectionAttributes {
  const attr = (name: string) => el.getAttribute(name)?.trim() || null;
  const collectionId = attr('data-collection-id');
  const list = attr('data-product-ids');
  if (!collectionId == !list) throw new ConfigError('give exactly one of data-collection-id and data-product-ids', 'data-collection-id');
  if (collectionId && /\p{Cs}/u.test(collectionId)) throw new ConfigError('data-collection-id is not well-formed text', 'data-collection-id');
  const ids = list ? [...new Set(list.split(',').map((id) => id.trim()).filter((id) => id && !/\p{Cs}/u.test(id)))] : [];
  if (list && !ids.length) throw new ConfigError('data-product-ids names no product', 'data-product-ids');

  let pageSize: number = PAGE_SIZE.default;
  const size = attr('data-page-size');
  if (size !== null) {
    const n = Number(size);
    if (!Number.isInteger(n)) warn(`data-page-size="${size}" is not a whole number: ${PAGE_SIZE.default} is used`);
    else {
      pageSize = Math.min(PAGE_SIZE.max, Math.max(PAGE_SIZE.min, n));
      if (pageSize != n) warn(`data-page-size="${size}" is outside ${PAGE_SIZE.min}–${PAGE_SIZE.max}: ${pageSize} is used`);
    }
  }

  const template = attr('data-product-url');
  let productUrl: string | null = null;
  if (template) {
    // Checked with a stand-in id: the template is a path or an http(s) URL whatever the id.
    const url = httpUrl(template.replace(/\{id\}/g, 'x'), location.href);
    if (!url) throw new ConfigError(`data-product-url "${template}" must be a path or an http(s) URL`, 'data-product-url');
    if (!template.includes('{id}')) throw new ConfigError(`data-product-url "${template}" has no {id}`, 'data-product-url');
    productUrl = template;
  }

  let headingLevel = 2;
  const level = attr('data-heading-level');
  if (level !== null) {
    const n = Number(level);
    headingLevel = Number.isInteger(n) ? Math.min(6, Math.max(1, n)) : 2;
    if (headingLevel != n) warn(`data-heading-level="${level}" is not 1–6: ${headingLevel} is used`);
  }

  return {
    headingLevel,
    source: collectionId ? { kind: 'collection', id: collectionId } : { kind: 'ids', ids },
    pageSize,
    productUrl,
    relatedTo: attr('data-related-to'),
    imageSizes: attr('data-image-sizes') ?? DEFAULT_IMAGE_SIZES,
    label: attr('data-label'),
  };
}

/**
 * A card's link: the product's `fullUrl` when the platform sends one (an assumption, docs/embed-contract.md) and it is a
 * path or an http(s) URL, else the template with the id (URL-encoded), else none.
 */
export function productLink(item: { id: string; fullUrl?: unknown }, template: string | null): string | null {
  if (typeof item.fullUrl == 'string' && item.fullUrl.trim()) {
    const url = httpUrl(item.fullUrl.trim(), location.href);
    if (url) return shortUrl(url);
  }
  if (!template) return null;
  const url = httpUrl(template.replace(/\{id\}/g, encodeURIComponent(item.id)), location.href);
  return url ? shortUrl(url) : null;
}
