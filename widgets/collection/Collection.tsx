import { createElement, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { collectionPage, listPage, type ProductPage } from '../../src/data/collections';
import '../../src/i18n/strings/collection';
import '../../src/i18n/strings/errors';
import { matteOf } from '../../src/media/matte';
import { hasVariants, isSoldOut, parseProduct, type Product } from '../../src/product';
import type { Runtime } from '../../src/runtime/types';
import { reviewSources } from '../../src/reviews/sources';
import type { ProductItem } from '../../src/types';
import { Badge } from '../../src/ui/Badge';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { Nested } from '../../src/ui/Nested';
import { Picture } from '../../src/ui/Picture';
import { Price } from '../../src/ui/Price';
import { useT } from '../../src/ui/strings';
import { productLink, type CollectionAttributes } from './attributes';
import { IMAGE_RATIO } from './styles';

/**
 * `loading`: the first page is on its way (the fallback shows); `ready`: cards shown; `empty`: the collection has no
 * products; `error`: the first page could not be loaded (the fallback shows again, one console error).
 */
export type CollectionState = 'loading' | 'ready' | 'empty' | 'error';

export interface CollectionProps extends CollectionAttributes {
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: CollectionState) => void;
}

/** A card's product, parsed once; an item the SDK cannot read is left out with one console error. */
interface Card {
  product: Product;
  url: string | null;
  /** The item's `reviewSummary`, as sent: the card's stars where reviews show (src/reviews/rating.tsx reads it). */
  rating: unknown;
}

/** The cards of the first row or so: their pictures load at once (the grid is usually the page's largest paint). */
const EAGER_CARDS = 4;

function cardsOf(items: ProductItem[], currency: string, template: string | null, el: { warn(message: string): void }): Card[] {
  const cards: Card[] = [];
  for (const item of items) {
    const parsed = parseProduct(item, currency);
    if (parsed.ok) cards.push({ product: parsed.product, url: productLink(item, template), rating: item.reviewSummary });
    else el.warn(`product ${JSON.stringify(item.id)} left out: ${parsed.error}`);
  }
  return cards;
}

/** Nothing to choose before adding: one variant (or a digital product), so the card's button adds it. */
const addsFromCard = (p: Product) => !hasVariants(p) && p.kind != 'gift-card';

export function Collection({
  rt,
  source,
  pageSize,
  productUrl,
  imageSizes,
  label,
  headingLevel,
  relatedTo,
  fail,
  onState,
}: CollectionProps) {
  const t = useT();
  const [cards, setCards] = useState<Card[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<CollectionState>('loading');
  const [error, setError] = useState<unknown>(null);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [moreError, setMoreError] = useState('');
  const [announce, setAnnounce] = useState('');
  /** The cards' stars' code (src/reviews/rating.tsx), where reviews show: loaded with the first page, shown with it. */
  const [ratings, setRatings] = useState<typeof import('../../src/reviews/rating') | null>(null);
  /** The index of the first card of the page just shown: focused once it is rendered. */
  const focusFrom = useRef<number | null>(null);
  const grid = useRef<HTMLUListElement>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  useWidgetState(onState, state, fail, state == 'error', error);

  const warn = useMemo(() => ({ warn: (message: string) => console.error(`[storefront] collection: ${message}`) }), []);
  const load = (cursor: string | null): Promise<ProductPage> =>
    source.kind == 'collection'
      ? collectionPage(rt, { collectionId: source.id, limit: pageSize, cursor })
      : listPage(rt, source.ids, cursor ? Number(cursor) : 0, pageSize);

  const showPage = (page: ProductPage) => {
    for (const id of page.missing) warn.warn(`product ${JSON.stringify(id)} left out: the platform has no such product`);
    return cardsOf(page.items, rt.config.currency, productUrl, warn);
  };

  // The first page.
  useEffect(() => {
    const stars = reviewSources(rt).length ? import('../../src/reviews/rating').catch(() => null) : null;
    Promise.all([load(null), stars]).then(
      ([page, code]) => {
        if (!live.current) return;
        setRatings(code);
        const first = showPage(page);
        setCards(first);
        setNext(page.next);
        setState(first.length ? 'ready' : 'empty');
        // Products shown as related to another: "related product display" (spec 001 §7), with the analytics code
        // loaded now (never on the way to the first render), under the recording rule.
        if (relatedTo && first.length)
          import('../../src/telemetry/onDemand').then(
            (m) =>
              m.track(rt, 'related-product-display', { relatedTo, productIds: first.map((c) => c.product.id) }, { item_id: relatedTo }),
            () => {},
          );
      },
      (reason: unknown) => {
        if (!live.current) return;
        setError(reason);
        setState('error');
      },
    );
    // The attributes are read once, at mount: a new element for new ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadMore = () => {
    if (more == 'loading' || !next) return;
    setMore('loading');
    setMoreError('');
    load(next).then(
      (page) => {
        if (!live.current) return;
        const added = showPage(page);
        focusFrom.current = added.length ? cards.length : null;
        setCards((shown) => [...shown, ...added]);
        setNext(page.next);
        setMore('idle');
        const count = cards.length + added.length;
        setAnnounce(
          page.next
            ? added.length == 1
              ? t('collectionMoreShownOne')
              : t('collectionMoreShown', { count: added.length })
            : t('collectionAllShown', { count }),
        );
      },
      (reason: unknown) => {
        if (!live.current) return;
        setMore('failed');
        setMoreError(isStorefrontError(reason) ? reason.message : t('unknownError'));
      },
    );
  };

  // Focus on the first new card's link once it is there (the button it replaces may be gone: the last page).
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    focusFrom.current = null;
    const card = grid.current?.querySelectorAll<HTMLElement>('[part~=card]')[from];
    (card?.querySelector<HTMLElement>('[part~=title-link]') ?? card?.querySelector<HTMLElement>('[part~=title]'))?.focus();
  }, [cards]);

  if (state == 'loading' || state == 'error') return <Fallback />;

  const name = label ?? t('collectionRegion');
  return (
    <section className="sf-root collection" part="collection" aria-label={name} data-state={state}>
      {state == 'empty' ? (
        <p part="empty" className="empty">
          {t('collectionEmpty')}
        </p>
      ) : (
        <ul ref={grid} part="grid" className="grid" aria-busy={more == 'loading' || undefined}>
          {cards.map(({ product, url, rating }, i) => (
            <li key={product.id} part="card" className="card" data-sold-out={isSoldOut(product) || undefined}>
              <CardPicture product={product} url={url} sizes={imageSizes} eager={i < EAGER_CARDS} />
              {createElement(
                `h${headingLevel}`,
                { part: 'title', className: 'title', tabIndex: url ? undefined : -1 },
                url ? (
                  <a part="title-link" href={url}>
                    {product.name}
                  </a>
                ) : (
                  product.name
                ),
              )}
              {ratings && <ratings.CardRating summary={rating} locale={rt.config.locale} />}
              <div className="price-line">
                <Badge product={product} />
                <Price product={product} variant={null} />
              </div>
              <div className="action">
                {addsFromCard(product) ? (
                  // Its place is held (.add) while it mounts; the title is the link to the product meanwhile.
                  <Nested
                    key={product.id}
                    rt={rt}
                    widget="add-to-cart"
                    attrs={{ 'data-product-id': product.id, 'data-list': relatedTo ? 'related' : 'collection' }}
                    exportparts="button: add-button, message: add-message"
                    className="add"
                  />
                ) : (
                  // Options to choose: a quick view (its fallback, until it renders: a link to the product).
                  <Nested
                    key={product.id}
                    rt={rt}
                    widget="quick-view"
                    attrs={{ 'data-product-id': product.id }}
                    exportparts="button: quick-view"
                    className="quick"
                  >
                    {url && (
                      <a part="choose" className="choose" href={url} aria-label={`${t('collectionChooseOptions')}: ${product.name}`}>
                        {t('collectionChooseOptions')}
                      </a>
                    )}
                  </Nested>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {next && (
        <div className="more">
          <button type="button" part="load-more" className="load-more" onClick={loadMore} aria-disabled={more == 'loading' || undefined}>
            {more == 'loading' ? t('collectionLoadingMore') : t('collectionLoadMore')}
          </button>
          {moreError && (
            <p part="message" className="message" role="alert">
              {moreError}
            </p>
          )}
        </div>
      )}
      <p className="sf-visually-hidden" role="status">
        {announce}
      </p>
    </section>
  );
}

/** The card's picture: the product's first (or its first variant's main image); a link to the product, out of the tab order (the title is the link). */
function CardPicture({ product, url, sizes, eager }: { product: Product; url: string | null; sizes: string; eager: boolean }) {
  const image = product.images[0] ?? product.variants[0]?.mainImage ?? null;
  const picture = image ? (
    <Picture part="image" className="image" image={image} sizes={sizes} loading={eager ? 'main' : 'lazy'} />
  ) : (
    <span className="image blank" part="image" />
  );
  // A picture of another shape than the slot shows whole (object-fit: contain); the bands beside it carry on its own
  // background (src/media/matte.ts) unless the theme sets --sf-collection-image-background.
  const matte = image && matteOf(image, IMAGE_RATIO);
  const style = matte ? ({ '--sf-collection-matte': matte } as CSSProperties) : undefined;
  return url ? (
    <a className="media" href={url} tabIndex={-1} aria-hidden="true" style={style}>
      {picture}
    </a>
  ) : (
    <div className="media" style={style}>
      {picture}
    </div>
  );
}
