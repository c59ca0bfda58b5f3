import { createElement, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { hasVariants, resolveVariant, showQuantity, type ProductSource, type ProductStore } from '../../src/product';
import type { Runtime } from '../../src/runtime/types';
import { Badge } from '../../src/ui/Badge';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { Nested } from '../../src/ui/Nested';
import { Picture } from '../../src/ui/Picture';
import { Price } from '../../src/ui/Price';
import { Scarcity } from '../../src/ui/Scarcity';
import { useStoreFields } from '../../src/ui/useStore';
import type { Part, ProductSettings } from './attributes';
import { widgetSettings } from '../../src/settings/widgetSettings';
import { descriptionText } from '../../src/product/descriptionText';

/**
 * `loading`: the product, or one of its parts, is not here yet (the element's fallback shows); `ready`: every part has
 * rendered (or given up), shown at once; `error`: the product could not be loaded (the fallback shows, one report).
 */
export type ProductWidgetState = 'loading' | 'ready' | 'error';

export interface ProductWidgetProps extends ProductSettings {
  rt: Runtime;
  store: ProductStore;
  /** The product attributes its parts' elements take (`data-product-id` or `data-product-json`, `data-sf-scope`). */
  productAttrs: Record<string, string | undefined>;
  /** Where the product comes from, when its `rating` part shows (reviews shown); else null. */
  source: ProductSource | null;
  /** The element is in the page's own DOM (not a quick view's or a card's): it places the product's JSON-LD. */
  detail?: boolean;
  fail: (reason: unknown) => void;
  onState: (state: ProductWidgetState) => void;
}

/** The rating part's code and the product's summary, once both are here. */
interface RatingPart {
  Link: typeof import('../../src/reviews/rating').RatingLink;
  summary: import('../../src/reviews/summary').RatingSummary;
}

/** How long the parts are waited for before the product shows anyway (a part whose chunk cannot load keeps its fallback). */
export const REVEAL_WAIT_MS = 4000;

/**
 * Every part's element has rendered or given up: `data-sf-state` set, and not `loading`. Not the gallery: its first
 * picture holds its place until it renders (its code is not on the way to the product's first render).
 */
const partsSettled = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-sf-widget]:not([data-sf-widget=gallery])')].every((el) => {
    const state = el.getAttribute('data-sf-state');
    return state && state != 'loading';
  });

/**
 * The whole product from one element (docs/widgets/product.md): its parts are the existing widgets' components (the
 * badge, price and scarcity of product status) and elements (gallery, variant picker, quantity, add-to-cart, restock
 * form, instalment pill), mounted in this shadow root through `rt.nested`; they share the product's state with every
 * other widget of the product on the page. Shown once every part has rendered, in one frame: the element's fallback
 * holds its place until then (nothing moves part by part).
 */
export function ProductWidget({
  rt,
  store,
  productAttrs,
  source,
  detail,
  contents,
  layout,
  headingLevel,
  pass,
  fail,
  onState,
}: ProductWidgetProps) {
  const { status, product, error, chosen } = useStoreFields(store, ['status', 'product', 'error', 'chosen']);
  const content = useRef<HTMLDivElement>(null);
  const [revealed, setRevealed] = useState(false);
  const state: ProductWidgetState = status == 'error' ? 'error' : product && revealed ? 'ready' : 'loading';
  useWidgetState(onState, state, fail, status == 'error', error);
  // The rating part's code (src/reviews/rating.tsx), asked for at once where it shows: undefined while on its way, null
  // where it does not show (or could not load).
  const [rating, setRating] = useState<RatingPart | null | undefined>(source ? undefined : null);
  useEffect(() => {
    if (source)
      import('../../src/reviews/rating')
        .then(async (m) => {
          const summary = await m.productSummary(rt, source);
          return summary && { Link: m.RatingLink, summary };
        })
        .then(setRating, () => setRating(null));
  }, [rt, source]);

  // The product's schema.org data in the head (src/reviews/jsonLd.ts, loaded once the product is here): with its
  // rating where that shows.
  useEffect(() => {
    if (!detail || !product || rating === undefined) return;
    let release = () => {};
    let live = true;
    const text = descriptionText(product.description, 5000);
    const url = document.URL.split('#')[0]!;
    import('../../src/reviews/jsonLd').then(
      (m) => {
        if (live) release = m.holdProductJsonLd(document, product, () => m.productJsonLd(product, text, rating?.summary ?? null, url));
      },
      () => {},
    );
    return () => {
      live = false;
      release();
    };
  }, [detail, product, rating]);

  // Revealed when every part has settled, the rating's code included (or at the latest after REVEAL_WAIT_MS).
  const hasProduct = !!product;
  useLayoutEffect(() => {
    const root = content.current;
    if (!root || revealed) return;
    const waiting = rating === undefined;
    if (!waiting && (!rt.nested || partsSettled(root))) return setRevealed(true);
    const observer = new MutationObserver(() => !waiting && partsSettled(root) && setRevealed(true));
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-sf-state'] });
    const timer = setTimeout(() => setRevealed(true), REVEAL_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [rt, revealed, hasProduct, rating]);

  if (!product) return <Fallback />;
  const variant = resolveVariant(product, chosen);
  const sizes = layout == 'horizontal' ? '(max-width: 700px) 100vw, 50vw' : '(max-width: 700px) 100vw, 700px';
  const nested = (widget: string, attrs: Record<string, string | undefined> = {}, exportparts?: string) => (
    <Nested
      key={widget}
      rt={rt}
      widget={widget}
      attrs={{ ...productAttrs, ...attrs }}
      exportparts={exportparts}
      className={`part-${widget}`}
    />
  );
  const parts: Record<Part, () => ReactNode> = {
    gallery: () => null, // beside or above the details: placed below
    title: () => createElement(`h${headingLevel}`, { key: 'title', part: 'title', className: 'title' }, product.name),
    rating: () => rating && <rating.Link key="rating" rt={rt} summary={rating.summary} productId={product.id} productName={product.name} />,
    price: () => (
      <div key="price" className="status">
        <Badge product={product} />
        <Price product={product} variant={variant} />
        <Scarcity product={product} variant={variant} />
      </div>
    ),
    options: () => hasVariants(product) && nested('variant-picker', pass.options, 'picker, field, label, select, fieldset, choice'),
    quantity: () => showQuantity(product, rt.settings.storeSettings) && nested('quantity', {}, 'quantity, label, input'),
    // The restock form where the store asks for back-in-stock sign-ups for this product (its code loads only then).
    button: () => [
      nested('add-to-cart', {}, 'button, message'),
      product.merchandising.restockNotificationViews.length > 0 &&
        nested('restock-form', {}, 'restock, cta, form, email, button: restock-button, message: restock-message, success'),
    ],
    // The pill where the site (or the element) says instalments are available.
    instalments: () => instalmentsOn(rt, pass.instalments) && nested('instalment-pill', pass.instalments, 'pill'),
    description: () => product.description && <Description key="description" html={product.description} />,
  };
  const first = variant?.mainImage ?? product.images[0] ?? product.variants.find((v) => v.mainImage)?.mainImage ?? null;
  const showGallery = contents.includes('gallery') && !!first;
  // Until the gallery renders, its first picture in its place (and the slideshow's thumbnail strip's, 100 px).
  const strip =
    (pass.gallery['data-design'] ?? 'slideshow') == 'slideshow' && pass.gallery['data-thumbnails'] != 'false' && product.images.length > 1;
  return (
    <>
      {!revealed && <Fallback />}
      {/* The frame is the container its layout queries (a container cannot query its own width). */}
      <div ref={content} className="sf-root frame" hidden={!revealed}>
        <div className="product" part="product" data-layout={layout} data-gallery={showGallery || undefined}>
          {showGallery && (
            <div className="media">
              <Nested
                rt={rt}
                widget="gallery"
                className="part-gallery"
                attrs={{
                  ...productAttrs,
                  'data-design': 'slideshow',
                  'data-controls': '',
                  'data-lightbox': '',
                  'data-image-sizes': sizes,
                  ...pass.gallery,
                }}
                exportparts="gallery, image, previous, next, thumbnails, thumbnail"
              >
                <Picture
                  image={first}
                  sizes={pass.gallery['data-image-sizes'] ?? sizes}
                  loading="main"
                  className={strip ? 'first with-strip' : 'first'}
                />
              </Nested>
            </div>
          )}
          <div className="details">{contents.filter((p) => p != 'gallery').map((p) => parts[p]())}</div>
        </div>
      </div>
    </>
  );
}

/**
 * The description: its text at first (cut at 250 characters), then its HTML once the sanitiser's code is here (loaded
 * when the browser is idle, never on the way to the first render: src/html/sanitizeHtml.ts, the browser's own sanitiser
 * or DOMPurify).
 */
function Description({ html }: { html: string }) {
  const text = useMemo(() => descriptionText(html), [html]);
  const [fragment, setFragment] = useState<DocumentFragment | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    (window.requestIdleCallback || setTimeout)(() => {
      void import('../../src/html/sanitizeHtml').then(
        (m) => m.loadSanitizer().then((sanitize) => live && setFragment(sanitize(html))),
        () => {}, // offline: the text stays
      );
    });
    return () => {
      live = false;
    };
  }, [html]);
  useLayoutEffect(() => {
    if (fragment && box.current) box.current.replaceChildren(fragment.cloneNode(true));
  }, [fragment]);
  return fragment ? (
    <div ref={box} part="description" className="description" />
  ) : (
    <p part="description" className="description">
      {text}
    </p>
  );
}

/**
 * Whether instalments are offered: the element's `data-instalments-afterpay-available`, else the site settings'
 * `instalments.afterPayAvailable` (the pill itself reads the rest, and reports what is wrong).
 */
function instalmentsOn(rt: Runtime, attrs: Record<string, string>): boolean {
  const own = attrs['data-afterpay-available']?.trim();
  if (own) return own == 'true';
  const site = widgetSettings(rt.settings).instalments as { afterPayAvailable?: unknown } | undefined;
  return site?.afterPayAvailable === true;
}
