// The gallery's designs: the grid and the stacked column (Still), the slideshow and the slider (Moving, a carousel
// with thumbnails), each picture with its caption (Meta) and its video item where it has one (Shown).
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { ImageData } from '../../src/media/image';
import { loadOnce } from '../../src/runtime/loadOnce';
import { Picture, type PictureLoading } from '../../src/ui/Picture';
import '../../src/i18n/strings/gallery';
import type { Translate } from '../../src/i18n';
import type { GallerySettings } from './attributes';
import type { GalleryVideo, GalleryVideoProps } from './GalleryVideo';

/**
 * What a video item needs beside its data (spec 001 §3 "Gallery media types": video): the runtime its plays are counted
 * for, and how the console names the element.
 */
export interface GalleryMedia {
  rt: GalleryVideoProps['rt'];
  el: Element;
}

/**
 * A video item's code (the video facade, its vetting on intent, its plays' telemetry) loads with the gallery's first
 * video item: a gallery of pictures carries none of it.
 */
const loadVideo = loadOnce(() => import('./GalleryVideo'));

const reducedMotion = () => typeof matchMedia == 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

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
export function Still({ settings: s, list, enlarge, sizes: given, name, media, t }: DesignProps) {
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
export function Moving({ settings: s, list, index, go, enlarge, sizes: given, name, media, t }: DesignProps & { index: number; go: Go }) {
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
