import { id, ids, number, text, url } from '../../src/attributes/declare';
import { PAGE_SIZE } from '../../src/contract';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { httpUrl, shortUrl } from '../../src/input/url';

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

/** The collection's attributes (docs/widgets/collection.md). */
export const attributes = {
  /** The platform's collection to show. */
  collectionId: id(),
  /** Or: product ids, comma-separated, in the order shown (blanks and repeats dropped). */
  productIds: ids(),
  /** Products a page; out of range: clamped, not a whole number: 24, each with one console warning. */
  pageSize: number({ ...PAGE_SIZE, whole: true }),
  /** A card's link when the product has no `fullUrl`: a path or an http(s) URL with `{id}` (for example `/products/{id}`). */
  productUrl: url({ template: '{id}' }),
  /** The cards' pictures' `sizes`. */
  imageSizes: text({ default: DEFAULT_IMAGE_SIZES }),
  /**
   * The grid's accessible name.
   * @default "Products"
   */
  label: text(),
  /** The product these are shown as related to ("related product display"). */
  relatedTo: text(),
  /** The cards' titles' heading level (2: the grid under the page's title). */
  headingLevel: number({ min: 1, max: 6, default: 2, whole: true }),
};

/**
 * Reads a collection element's attributes. Exactly one of `data-collection-id` and `data-product-ids` (comma-separated,
 * blanks and repeats dropped); a page size outside 1–50 is clamped and one that is not a whole number gives 24, each with
 * one warning (`warn`); a product URL template must be a path or an http(s) URL. Anything else throws a ConfigError
 * naming the attribute (the loader logs it; the fallback stays).
 */
export function parseCollectionAttributes(el: Element, warn: (message: string) => void): CollectionAttributes {
  const given = (name: string) => !!el.getAttribute(name)?.trim();
  if (given('data-collection-id') == given('data-product-ids'))
    throw new ConfigError('give exactly one of data-collection-id and data-product-ids', 'data-collection-id');
  const { collectionId, productIds, imageSizes, ...rest } = readAttributes(el, attributes, 'collection', warn);
  if (!collectionId && !productIds.length) throw new ConfigError('data-product-ids names no product', 'data-product-ids');
  return {
    ...rest,
    imageSizes: imageSizes!,
    source: collectionId ? { kind: 'collection', id: collectionId } : { kind: 'ids', ids: productIds },
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
