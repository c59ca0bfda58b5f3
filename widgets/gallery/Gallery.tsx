import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { resolveVariant, type ProductStore } from '../../src/product';
import type { ImageData } from '../../src/media/image';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { Picture, type PictureLoading } from '../../src/ui/Picture';
import { useT } from '../../src/ui/strings';
import { useStoreFields } from '../../src/ui/useStore';
import '../../src/i18n/strings/gallery';
import type { Translate } from '../../src/i18n';
import { ASPECT_RATIOS, type GallerySettings } from './attributes';
import type { GalleryVideo, GalleryVideoProps } from './GalleryVideo';

/**
 * - `loading`: the product is loading (the fallback shows);
 * - `ready`: the pictures show;
 * - `empty`: there are none (the fallback shows);
 * - `error`: the product could not be loaded (one console error; the fallback shows).
 */
export type GalleryState = 'loading' | 'ready' | 'empty' | 'error';

export interface GalleryProps {
  settings: GallerySettings;
  /** A product's pictures follow its chosen variant… */
  store: ProductStore | null;
  /** …or a fixed list (`data-images-json`). */
  images: ImageData[] | null;
  /** The pictures' `sizes` (`data-image-sizes`: how wide the gallery shows them), else the design's own guess. */
  imageSizes: string | null;
  /** `data-label`: the gallery's name, else "Pictures of <product>" or "Product images". */
  label: string | null;
  /** What a video item needs beside its data: the runtime its plays are counted for, the element's name for the console. */
  media: GalleryMedia;
  fail: (reason: unknown) => void;
  onState: (state: GalleryState) => void;
}

/**
 * What a video item needs beside its data (spec 001 §3 "Gallery media types": video): the runtime its plays are counted
 * for, and how the console names the element.
 */
export interface GalleryMedia {
  rt: GalleryVideoProps['rt'];
  el: Element;
}

/**
 * A video item (spec 001 §3 "Gallery media types": video) with its player's shape as its size: `oembed.width` and
 * `oembed.height`, else its poster's `originalSize`, else 16:9, as the facade reads it (src/media/video.ts). Read here,
 * not when the product or the list is parsed, so that the runtime every page loads carries none of it; its poster then
 * holds the facade's place (and a slideshow's frame its shape) before the facade's code is here.
 */
function shaped(image: ImageData): ImageData {
  const o = (image.video as { oembed?: { width?: unknown; height?: unknown } }).oembed;
  const [w, h] = [o?.width, o?.height].map((v) => (typeof v == 'number' && Number.isFinite(v) && v > 0 ? v : 0));
  return w && h ? { ...image, width: w, height: h } : image.width ? image : { ...image, width: 1600, height: 900 };
}

/**
 * A video item's code (the video facade, its vetting on intent, its plays' telemetry) loads with the gallery's first
 * video item: a gallery of pictures carries none of it.
 */
const loadVideo = loadOnce(() => import('./GalleryVideo'));

/** The lightbox's code (the one Dialog primitive, its focus trap and scroll lock) loads with the first enlargement. */
const loadLightbox = loadOnce(() => import('./GalleryLightbox'));

/** The product's pictures, then any variant's main image not among them; and the chosen variant's main image. */
function useProductPictures(store: ProductStore | null): {
  status: 'loading' | 'ready' | 'error';
  list: ImageData[];
  chosen: string | null;
  name: string;
  error: unknown;
} {
  const { status, product, error, chosen } = useStoreFields(store ?? EMPTY_STORE, ['status', 'product', 'error', 'chosen']);
  const list = useMemo(() => {
    if (!product) return [];
    const seen = new Set(product.images.map((i) => i.url));
    const extra = product.variants
      .map((v) => v.mainImage)
      .filter((i): i is ImageData => !!i && !seen.has(i.url) && (seen.add(i.url), true));
    return [...product.images, ...extra];
  }, [product]);
  const variant = product ? resolveVariant(product, chosen) : null;
  return { status, list, chosen: variant?.mainImage?.url ?? null, name: product?.name ?? '', error };
}

/** A store that never changes, for a gallery of a fixed list (hooks are called either way). */
const EMPTY_STORE = {
  getState: () => EMPTY_STATE,
  getInitialState: () => EMPTY_STATE,
  setState: () => {},
  subscribe: () => () => {},
} as unknown as ProductStore;
const EMPTY_STATE = { status: 'ready', product: null, error: null, chosen: {}, quantity: '1', denominationCents: null };

const reducedMotion = () => typeof matchMedia == 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Gallery({ settings: s, store, images, imageSizes, label, media, fail, onState }: GalleryProps) {
  const t = useT();
  const fromProduct = useProductPictures(store);
  const status = store ? fromProduct.status : 'ready';
  const fromList = fromProduct.list;
  const list = useMemo(() => {
    const given = store ? fromList : (images ?? []);
    return given.some((i) => i.video) ? given.map((i) => (i.video ? shaped(i) : i)) : given;
  }, [store, fromList, images]);
  const state: GalleryState = status != 'ready' ? status : list.length ? 'ready' : 'empty';
  useWidgetState(onState, state, fail, state == 'error', fromProduct.error);

  const [index, setIndex] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  // Closes the lightbox while it is open: it goes with the gallery (it lives on <body>, outside the widget).
  const closeLightbox = useRef<(() => void) | null>(null);
  useEffect(() => () => closeLightbox.current?.(), []);
  const total = list.length;
  const wrap = useCallback((i: number) => ((i % total) + total) % total, [total]);
  /** Shows picture `to`, or (`by`) the one that many places on from the one shown now. */
  const go = useCallback((to: number, by = false) => setIndex((now) => wrap(by ? now + to : to)), [wrap]);
  // The chosen variant's main image becomes the one shown (spec 001 §2 "Product blocks").
  const chosenAt = fromProduct.chosen ? list.findIndex((i) => i.url == fromProduct.chosen) : -1;
  // eslint-disable-next-line react-hooks/set-state-in-effect -- after paint on purpose: the slider slides to the chosen picture
  useEffect(() => void (chosenAt >= 0 && setIndex(chosenAt)), [chosenAt]);
  if (index >= total && total) setIndex(0);

  if (state != 'ready') return <Fallback />;
  const name = label ?? (fromProduct.name ? t('galleryRegionOf', { name: fromProduct.name }) : t('galleryRegion'));
  const moving = s.design == 'slideshow' || s.design == 'slider';
  const vars = {
    '--sf-gallery-gap': `${s.padding}px`,
    '--sf-gallery-columns': s.thumbnailsPerRow,
    '--sf-gallery-columns-narrow': Math.min(2, s.thumbnailsPerRow),
    // The slides' frame: the first picture's shape (square when its size is not known), so a slide change never moves the page.
    '--sf-gallery-stage-ratio': list[0]?.width && list[0].height ? list[0].width / list[0].height : 1,
    '--sf-gallery-cell-max': `${s.maxWidth}px`,
    '--sf-gallery-ratio': s.aspectRatio ? ASPECT_RATIOS[s.aspectRatio] : undefined,
    '--sf-gallery-strip-height': `${s.thumbnailStripHeight}px`,
    '--sf-gallery-strip-margin': `${s.thumbnailStripMargin}px`,
  } as CSSProperties;
  const enlarge = s.lightbox
    ? (at: number, from: HTMLElement) =>
        void loadLightbox().then(
          (m) =>
            (closeLightbox.current = m.openGalleryLightbox({
              images: list,
              start: at,
              theme: s.lightboxTheme,
              t,
              onShow: moving ? go : undefined,
              // Back to the picture shown now (a slideshow kept step with the lightbox), else the one that opened it.
              returnFocus: () => (moving && root.current?.querySelector<HTMLElement>('[data-current] [part=enlarge]')) || from,
            })),
          () => {},
        )
    : null;
  return (
    <div
      ref={root}
      part="gallery"
      className="sf-root gallery"
      style={vars}
      data-design={s.design}
      data-align={s.design == 'slider' ? s.activeAlignment : undefined}
      data-crop={s.autoCrop ? '' : undefined}
      data-transparent={s.transparentBackground ? '' : undefined}
    >
      {moving ? (
        <Moving settings={s} list={list} index={index} go={go} enlarge={enlarge} sizes={imageSizes} name={name} media={media} t={t} />
      ) : (
        <Still
          settings={s}
          list={fromProduct.chosen && chosenAt > 0 ? [list[chosenAt]!, ...list.filter((_, i) => i != chosenAt)] : list}
          enlarge={enlarge}
          sizes={imageSizes}
          name={name}
          media={media}
          t={t}
        />
      )}
    </div>
  );
}

type Go = (to: number, by?: boolean) => void;

interface DesignProps {
  settings: GallerySettings;
  list: ImageData[];
  enlarge: ((at: number, from: HTMLElement) => void) | null;
  /** `data-image-sizes`, when given. */
  sizes: string | null;
  /** The gallery's accessible name. */
  name: string;
  media: GalleryMedia;
  t: Translate;
}

/** A picture's title and body (spec 001 §3 Image), as its settings show them; null when there is nothing to show. */
function Meta({ image, settings: s, show }: { image: ImageData; settings: GallerySettings; show: boolean }) {
  const body = s.showMetaOnlyTitle ? '' : image.body;
  if (!show || (!image.title && !body)) return null;
  return (
    <figcaption part="meta" className="meta" data-position={s.metaPosition} data-hover={s.showMetaOnHover ? '' : undefined}>
      {image.title && (
        <span part="meta-title" className="meta-title">
          {image.title}
        </span>
      )}
      {body && (
        <span part="meta-body" className="meta-body">
          {body}
        </span>
      )}
    </figcaption>
  );
}

/**
 * A picture, as a button that enlarges it when the lightbox is on; a video item (spec 001 §3 "Gallery media types"), as
 * the one video facade, in every design (its poster never opens the lightbox: its press plays it).
 */
function Shown({
  image,
  at,
  sizes,
  loading,
  enlarge,
  media,
  active = true,
  t,
}: {
  image: ImageData;
  at: number;
  sizes: string;
  loading: PictureLoading;
  enlarge: DesignProps['enlarge'];
  media: GalleryMedia;
  /** False: a slide not shown now (a video playing there goes back to its poster). */
  active?: boolean;
  t: Translate;
}) {
  const [Video, setVideo] = useState<{ view: typeof GalleryVideo } | null>(null);
  useEffect(() => {
    if (image.video)
      void loadVideo().then(
        (m) => setVideo({ view: m.GalleryVideo }),
        () => {},
      );
  }, [image.video]);
  // Until its code is here (or should it not come), a video item is its poster, in the same place and shape.
  if (image.video && Video)
    return <Video.view item={image.video} image={image} sizes={sizes} loading={loading} active={active} {...media} />;
  const picture = <Picture part="image" className="image" image={image} sizes={sizes} loading={loading} />;
  if (!enlarge || image.video) return picture;
  return (
    <button
      type="button"
      part="enlarge"
      className="enlarge"
      aria-label={t('galleryEnlarge', { number: String(at + 1) })}
      onClick={(e) => enlarge(at, e.currentTarget)}
    >
      {picture}
    </button>
  );
}

/** Grid and stacked: every picture at once, in a list. */
function Still({ settings: s, list, enlarge, sizes: given, name, media, t }: DesignProps) {
  const grid = s.design == 'grid';
  // A grid cell is at most max-width wide; a phone shows two columns at most. Stacked pictures take the gallery's width.
  const sizes =
    given ??
    (grid
      ? `(max-width: 600px) ${Math.round(100 / Math.min(2, s.thumbnailsPerRow))}vw, ${s.maxWidth}px`
      : '(max-width: 960px) 100vw, 960px');
  return (
    <ul part="items" className="items" aria-label={name}>
      {list.map((image, i) => (
        <li key={image.url} part="item" className="item">
          <figure className="figure">
            <Shown image={image} at={i} sizes={sizes} loading={i == 0 ? 'main' : 'lazy'} enlarge={enlarge} media={media} t={t} />
            <Meta image={image} settings={s} show={s.showMetaBasic} />
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * Slideshow and carousel (the WAI-ARIA carousel pattern): a region named "Product images" with
 * `aria-roledescription="carousel"`; each slide a group "n of N"; previous and next buttons (with `controls`); a
 * rotation button first while it can autoplay; arrow keys move while focus is inside; a swipe moves too; the slides
 * announce politely while not rotating. Autoplay stops while the pointer is over it or focus is in it, for good once
 * the visitor pauses it, and never starts under `prefers-reduced-motion`.
 */
function Moving({ settings: s, list, index, go, enlarge, sizes: given, name, media, t }: DesignProps & { index: number; go: Go }) {
  const total = list.length;
  const slideshow = s.design == 'slideshow';
  const [paused, setPaused] = useState(false); // by the visitor's own press
  const [held, setHeld] = useState(0); // hover and focus hold it while they last (a count of the two)
  const [still] = useState(reducedMotion);
  const rotating = s.autoplay && !still && !paused && total > 1;
  const running = rotating && held == 0;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => document.hidden || go(1, true), s.autoplayDuration * 1000);
    return () => clearInterval(id);
  }, [running, index, go, s.autoplayDuration]);
  const hold = (on: boolean) => setHeld((n) => Math.max(0, n + (on ? 1 : -1)));
  const root = useRef<HTMLElement>(null);
  // Focus coming into the carousel holds it, focus leaving it altogether lets go: the native focusin and focusout,
  // which bubble under React and preact alike (their onFocus differ).
  useEffect(() => {
    const el = root.current!;
    const inside = (node: EventTarget | null) => node instanceof Node && el.contains(node);
    const enter = (e: FocusEvent) => inside(e.relatedTarget) || hold(true);
    const leave = (e: FocusEvent) => inside(e.relatedTarget) || hold(false);
    el.addEventListener('focusin', enter);
    el.addEventListener('focusout', leave);
    return () => {
      el.removeEventListener('focusin', enter);
      el.removeEventListener('focusout', leave);
    };
  }, []);

  const onKey = (e: KeyboardEvent) => {
    const by = e.key == 'ArrowLeft' ? -1 : e.key == 'ArrowRight' ? 1 : null;
    const to = e.key == 'Home' ? 0 : e.key == 'End' ? total - 1 : null;
    if (by === null && to === null) return;
    e.preventDefault();
    if (by === null) go(to!);
    else go(by, true);
  };
  // A swipe: a horizontal move of 40 px or more between press and release.
  const start = useRef<number | null>(null);
  const down = (e: ReactPointerEvent) => void (start.current = e.clientX);
  const up = (e: ReactPointerEvent) => {
    const dx = start.current === null ? 0 : e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= 40) go(dx < 0 ? 1 : -1, true);
  };
  const sizes = given ?? (slideshow ? '(max-width: 960px) 100vw, 960px' : '(max-width: 600px) 60vw, 600px');

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys pressed on the carousel's own controls, handled where they bubble (the WAI-ARIA carousel pattern)
    <section
      ref={root}
      part="carousel"
      className="carousel"
      aria-roledescription="carousel"
      aria-label={name}
      data-rotating={running ? '' : undefined}
      onKeyDown={onKey}
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
    >
      {s.autoplay && !still && total > 1 && (
        <button
          type="button"
          part="rotation"
          className="control rotation"
          aria-label={paused ? t('galleryPlay') : t('galleryPause')}
          onClick={() => setPaused((p) => !p)}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
        </button>
      )}
      <div className="stage">
        <div className="viewport" onPointerDown={down} onPointerUp={up}>
          <div
            part="slides"
            className="slides"
            aria-live={rotating ? 'off' : 'polite'}
            style={slideshow ? undefined : ({ '--sf-gallery-index': index } as CSSProperties)}
          >
            {list.map((image, i) => (
              <div
                key={image.url}
                part={i == index ? 'slide current' : 'slide'}
                className="slide"
                role="group"
                aria-roledescription="slide"
                aria-label={t('gallerySlide', { number: String(i + 1), total: String(total) })}
                aria-hidden={slideshow && i != index ? 'true' : undefined}
                data-current={i == index ? '' : undefined}
                // Only the slideshow's current slide is shown; the others load as they come near (lazy).
                hidden={slideshow && i != index}
              >
                <figure className="figure">
                  <Shown
                    image={image}
                    at={i}
                    sizes={sizes}
                    loading={i == 0 ? 'main' : 'lazy'}
                    enlarge={slideshow || i == index ? enlarge : null}
                    media={media}
                    active={i == index}
                    t={t}
                  />
                  <Meta image={image} settings={s} show={s.showMeta} />
                </figure>
              </div>
            ))}
          </div>
        </div>
        {s.controls && total > 1 && (
          <>
            <button
              type="button"
              part="previous"
              className="control previous"
              aria-label={t('galleryPrevious')}
              onClick={() => go(-1, true)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" part="next" className="control next" aria-label={t('galleryNext')} onClick={() => go(1, true)}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {s.thumbnails && s.thumbnailStripHeight > 0 && total > 1 && <Thumbnails settings={s} list={list} index={index} go={go} t={t} />}
    </section>
  );
}

/** The slideshow's thumbnail strip: a button per picture, the current one marked. */
function Thumbnails({
  settings: s,
  list,
  index,
  go,
  t,
}: {
  settings: GallerySettings;
  list: ImageData[];
  index: number;
  go: Go;
  t: Translate;
}) {
  const strip = useRef<HTMLUListElement>(null);
  // The current thumbnail scrolled into the strip's view (the strip alone, never the page).
  useLayoutEffect(() => {
    const el = strip.current;
    const button = el?.children[index] as HTMLElement | undefined;
    if (el && button && typeof el.scrollTo == 'function')
      el.scrollTo({ left: button.offsetLeft - (el.clientWidth - button.offsetWidth) / 2, behavior: 'smooth' });
  }, [index]);
  return (
    <ul ref={strip} part="thumbnails" className="thumbnails" data-square={s.squareThumbs ? '' : undefined}>
      {list.map((image, i) => (
        <li key={image.url}>
          <button
            type="button"
            part={i == index ? 'thumbnail current' : 'thumbnail'}
            className="thumbnail"
            aria-label={t('galleryShow', { number: String(i + 1) })}
            aria-current={i == index ? 'true' : undefined}
            onClick={() => go(i)}
          >
            <Picture image={image} sizes={`${Math.max(1, s.thumbnailStripHeight)}px`} widths="thumbnail" className="thumbnail-image" />
          </button>
        </li>
      ))}
    </ul>
  );
}
