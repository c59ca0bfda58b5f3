import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchReviews, type ReviewSort, type ReviewSource } from '../../src/api/reviews';
import type { ProductStore } from '../../src/product';
import { parseReviewsPage, type Review, type ReviewsSummary } from '../../src/reviews/parse';
import { sourceParam } from '../../src/reviews/sources';
import { formatAverage, ratingLabel } from '../../src/reviews/summary';
import '../../src/i18n/strings/ratings';
import '../../src/i18n/strings/review-list';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Stars } from '../../src/ui/Stars';
import { useT } from '../../src/ui/strings';

/**
 * `off`: no source shows (settings, kill switch): nothing renders, nothing is asked for; `loading`: the first page is on
 * its way (the widget's place held); `ready`: reviews shown; `empty`: "No reviews yet"; `error`: the first page could
 * not be loaded ("Try again").
 */
export type ReviewsState = 'off' | 'loading' | 'ready' | 'empty' | 'error';

export interface ReviewsProps {
  rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit' | 'cart' | 'once'>;
  /** The product's shared state (its name for the "reviews tab" event); null when no review shows. */
  store: ProductStore | null;
  productId: string;
  /** The sources shown (src/reviews/shown.ts): none, the widget is off. */
  sources: ReviewSource[];
  headingLevel: number;
  fail: (reason: unknown) => void;
  onState: (state: ReviewsState) => void;
}

const SORTS: ReviewSort[] = ['newest', 'highest', 'lowest'];

/** The runtimes (by their `once`, which every widget's view of the page's runtime shares) whose page sent "reviews tab": once a page. */
const tabSent = new WeakSet<object>();

/**
 * A product's reviews (docs/widgets/reviews.md): the summary (stars, the distribution), a sort control, ten reviews a
 * page with "Load more" (focus to the first new one). Server text is rendered as text.
 */
export function Reviews({ rt, store, productId, sources, headingLevel, fail, onState }: ReviewsProps) {
  const t = useT();
  const locale = rt.config.locale;
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [summary, setSummary] = useState<ReviewsSummary | null>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** After "Load more": the index of the first new review, focused once it renders. */
  const focusAt = useRef<number | null>(null);
  const root = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const off = !sources.length || !productId;
  const source = sourceParam(sources);
  const state: ReviewsState = off ? 'off' : failed ? 'error' : !summary ? 'loading' : reviews.length ? 'ready' : 'empty';
  useWidgetState(onState, state, fail, false);

  // The first page, again at each sort and each "Try again".
  useEffect(() => {
    if (off) return;
    let live = true;
    fetchReviews(rt.api, { productId, sort, source })
      .then(parseReviewsPage)
      .then(
        (page) => {
          if (!live) return;
          setSummary(page.summary);
          setReviews(page.reviews);
          setNext(page.next);
        },
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [rt, productId, sort, source, off, attempt]);

  // "reviews tab": once per page, when the widget is first at least half in view (half of it, or, taller than the
  // window, half the window's height).
  useEffect(() => {
    const el = root.current;
    if (off || !el || tabSent.has(rt.once) || typeof IntersectionObserver == 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const half = entries.some(
          (e) =>
            e.isIntersecting && e.intersectionRect.height * 2 >= Math.min(e.boundingClientRect.height, e.rootBounds?.height ?? Infinity),
        );
        if (!half || tabSent.has(rt.once)) return;
        tabSent.add(rt.once);
        observer.disconnect();
        const productName = store?.getState().product?.name;
        import('../../src/telemetry/onDemand').then(
          (m) => m.recordFromPage(rt as Runtime, 'reviews-tab', { productId, ...(productName && { productName }) }),
          () => {},
        );
      },
      { threshold: Array.from({ length: 21 }, (_, i) => i / 20) },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [rt, store, productId, off, summary]);

  // After "Load more": focus on the first new review.
  useLayoutEffect(() => {
    if (focusAt.current == null) return;
    (list.current?.children[focusAt.current] as HTMLElement | undefined)?.focus();
    focusAt.current = null;
  }, [reviews]);

  if (off) return null;

  const more = () => {
    if (!next || busy) return;
    setBusy(true);
    const at = reviews.length;
    fetchReviews(rt.api, { productId, sort, source, cursor: next })
      .then(parseReviewsPage)
      .then(
        (page) => {
          if (page.reviews.length) focusAt.current = at;
          setReviews((r) => [...r, ...page.reviews]);
          setNext(page.next);
        },
        () => {}, // the button stays: pressing it again asks again
      )
      .finally(() => setBusy(false));
  };

  const heading = createElement(
    `h${headingLevel}`,
    { part: 'heading', className: 'heading', id: 'sf-reviews-heading' },
    t('reviewsHeading'),
  );
  return (
    <section ref={root} part="reviews" className="sf-root reviews" aria-labelledby="sf-reviews-heading" tabIndex={-1}>
      {heading}
      {state == 'loading' && (
        <p className="placeholder" role="status">
          {t('reviewsLoading')}
        </p>
      )}
      {state == 'error' && (
        <div className="placeholder" role="alert">
          <p>{t('reviewsError')}</p>
          <button
            type="button"
            part="button"
            className="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('reviewsRetry')}
          </button>
        </div>
      )}
      {state == 'empty' && (
        <p part="empty" className="placeholder">
          {t('reviewsNone')}
        </p>
      )}
      {state == 'ready' && summary && (
        <>
          <Summary summary={summary} locale={locale} />
          <div className="sort">
            <label part="label" htmlFor="sf-reviews-sort">
              {t('reviewsSort')}
            </label>
            <select id="sf-reviews-sort" part="sort" value={sort} onChange={(e) => setSort(e.target.value as ReviewSort)}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(s == 'newest' ? 'reviewsSortNewest' : s == 'highest' ? 'reviewsSortHighest' : 'reviewsSortLowest')}
                </option>
              ))}
            </select>
          </div>
          <ol ref={list} part="list" className="list">
            {reviews.map((r) => (
              <ReviewItem key={r.id} review={r} locale={locale} level={Math.min(6, headingLevel + 1)} />
            ))}
          </ol>
          {next && (
            <button type="button" part="button load-more" className="button" aria-disabled={busy || undefined} onClick={more}>
              {t('reviewsLoadMore')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

/** The stars and their one accessible name, the average and count as text for the eye, and the distribution as a list. */
function Summary({ summary, locale }: { summary: ReviewsSummary; locale: string }) {
  const t = useT();
  const rows = [5, 4, 3, 2, 1];
  return (
    <div part="summary" className="summary">
      <p className="overall">
        <Stars value={summary.average} label={ratingLabel(t, summary, locale)} />
        <span className="average" aria-hidden="true">
          {formatAverage(summary.average, locale)}
        </span>
        <span className="count" aria-hidden="true">
          ({summary.count})
        </span>
      </p>
      <ul part="distribution" className="distribution" aria-label={t('reviewsDistribution')}>
        {rows.map((stars) => {
          const n = summary.distribution[stars - 1]!;
          return (
            <li key={stars}>
              <span className="sf-visually-hidden">
                {t(stars == 1 ? 'reviewsDistributionRowOne' : 'reviewsDistributionRow', { stars, count: n })}
              </span>
              <span aria-hidden="true" className="row">
                <span className="row-label">{stars}★</span>
                <span className="bar">
                  <span style={{ width: `${summary.count ? Math.round((n / summary.count) * 100) : 0}%` }} />
                </span>
                <span className="row-count">{n}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One review: its stars, title, author and date, body (as text), "Verified buyer" and "Imported" where so. */
function ReviewItem({ review: r, locale, level }: { review: Review; locale: string; level: number }) {
  const t = useT();
  return (
    <li part="review" className="review" tabIndex={-1}>
      <Stars value={r.rating} label={t('ratingStars', { rating: r.rating })} />
      {r.title && createElement(`h${level}`, { part: 'review-title', className: 'review-title' }, r.title)}
      <p part="meta" className="meta">
        {r.author && <span>{t('reviewsBy', { author: r.author })}</span>}
        {r.createdOn && (
          <time dateTime={r.createdOn.toISOString()}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(r.createdOn)}</time>
        )}
        {r.verifiedBuyer && (
          <span part="badge verified" className="badge">
            {t('reviewsVerified')}
          </span>
        )}
        {r.source == 'imported' && (
          <span part="badge imported" className="badge">
            {t('reviewsImported')}
          </span>
        )}
      </p>
      <p part="body" className="body">
        {r.body}
      </p>
    </li>
  );
}
