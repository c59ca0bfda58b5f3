import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { resolveVariant, type ProductStore } from '../../src/product';
import type { ImageData } from '../../src/media/image';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useT } from '../../src/ui/strings';
import { useStoreFields } from '../../src/ui/useStore';
import '../../src/i18n/strings/gallery';
import { ASPECT_RATIOS, type GallerySettings } from './attributes';
import { Moving, Still, type GalleryMedia } from './designs';

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

export type { GalleryMedia } from './designs';

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
