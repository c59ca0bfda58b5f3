// A product's rating where it shows outside the reviews widget: a product element's `rating` part (RatingLink) and a
// collection card's stars (CardRating). Loaded on demand, a chunk of its own: only where reviews show (./sources.ts),
// in parallel with the product or the collection's first page.
import { productItem } from '../data/products';
import type { DataSource } from '../data/source';
import { readInlineJson } from '../input/inlineJson';
import { isObj } from '../input/isObj';
import type { ProductSource } from '../product';
import type { Runtime } from '../runtime/types';
import { Stars } from '../ui/Stars';
import { useT } from '../ui/strings';
import { formatAverage, parseRatingSummary, ratingLabel, type RatingSummary } from './summary';

/**
 * The product's `reviewSummary`, from the item the page has (its inline JSON, or the answer the product's widgets share:
 * `productItem` asks for nothing already asked for). Null when it has none, or no review.
 */
export async function productSummary(rt: DataSource, source: ProductSource, doc: Document = document): Promise<RatingSummary | null> {
  const item =
    source.kind == 'json' ? readInlineJson(source.selector, 'data-product-json', 'product', doc) : await productItem(rt, source.id);
  return parseRatingSummary(isObj(item) ? item.reviewSummary : null);
}

/**
 * The page's reviews widget for product `productId`: the one naming it, else the page's first reviews widget; null when
 * the page has none.
 */
export function reviewsElement(doc: Document, productId: string): HTMLElement | null {
  const all = [...doc.querySelectorAll<HTMLElement>('[data-sf-widget=reviews]')];
  return all.find((el) => el.getAttribute('data-product-id') == productId) ?? all[0] ?? null;
}

/**
 * Focus into a reviews widget (its section, which takes focus), scrolled into view. One not mounted yet (it mounts as
 * the visitor comes near: the scroll brings it) takes focus itself, and hands it to its section once that is there,
 * should focus still be on it.
 */
function focusReviews(el: HTMLElement): void {
  const section = () => el.shadowRoot?.querySelector<HTMLElement>('[part~=reviews]');
  const inside = section();
  const target = inside ?? el;
  if (!inside) {
    target.tabIndex = -1;
    const watch = new MutationObserver(() => {
      const now = section();
      if (!now) return;
      watch.disconnect();
      if (document.activeElement == el) now.focus({ preventScroll: true });
    });
    watch.observe(el, { attributes: true, attributeFilter: ['data-sf-state'] });
    setTimeout(() => watch.disconnect(), 10_000);
  }
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** A collection card's stars and count under its title, from the item's `reviewSummary`; nothing without one. */
export function CardRating({ summary, locale }: { summary: unknown; locale: string }) {
  const t = useT();
  const rating = parseRatingSummary(summary);
  return (
    rating && (
      <p part="rating" className="rating">
        <Stars value={rating.average} label={ratingLabel(t, rating, locale)} />
        <span aria-hidden="true">({rating.count})</span>
      </p>
    )
  );
}

/**
 * A product's rating (docs/widgets/product.md, the `rating` part): its stars (one accessible name, "4.6 out of 5, 128
 * reviews"), the average and the count; a link to the page's reviews widget when it has one: pressing it moves focus
 * there and sends "reviews vitals link" (spec 001 §7).
 */
export function RatingLink({
  rt,
  summary,
  productId,
  productName,
}: {
  rt: Pick<Runtime, 'config'>;
  summary: RatingSummary;
  productId: string;
  productName: string;
}) {
  const t = useT();
  const locale = rt.config.locale;
  const reviews = reviewsElement(document, productId);
  const content = (
    <>
      <Stars value={summary.average} label={ratingLabel(t, summary, locale)} />
      <span aria-hidden="true" className="rating-average">
        {formatAverage(summary.average, locale)}
      </span>
      <span aria-hidden="true" className="rating-count">
        ({summary.count})
      </span>
    </>
  );
  if (!reviews)
    return (
      <p part="rating" className="rating">
        {content}
      </p>
    );
  reviews.id ||= `sf-reviews-${productId}`;
  const press = (e: { preventDefault(): void }) => {
    e.preventDefault();
    focusReviews(reviews);
    void import('../telemetry/onDemand').then(
      (m) => m.recordFromPage(rt as Runtime, 'reviews-vitals-link', { productId, ...(productName && { productName }) }),
      () => {},
    );
  };
  return (
    <p className="rating">
      <a part="rating rating-link" className="rating-link" href={`#${reviews.id}`} onClick={press}>
        {content}
      </a>
    </p>
  );
}
