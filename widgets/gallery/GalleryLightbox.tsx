import { useEffect, useState } from 'react';
import type { Translate } from '../../src/i18n';
import '../../src/i18n/strings/gallery';
import type { ImageData } from '../../src/media/image';
import { Lightbox, openLightbox } from '../../src/ui/Lightbox';
import { Picture } from '../../src/ui/Picture';
import { useT } from '../../src/ui/strings';

/**
 * The gallery's lightbox, on the one Dialog primitive (src/ui/Lightbox.tsx: focus kept inside, Escape and the close
 * button close it, the page does not scroll behind it): the picture large, previous and next (buttons and arrow keys),
 * "n of N". `theme`: a dark or a light overlay (`data-lightbox-theme`). Loaded with the first enlargement.
 */
function GalleryLightbox({
  images,
  start,
  onShow,
  onClose,
  returnFocus,
}: {
  images: ImageData[];
  start: number;
  onShow?: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const total = images.length;
  const show = (to: number) => {
    const at = ((to % total) + total) % total;
    setIndex(at);
    onShow?.(at);
  };
  const image = images[index]!;
  // Arrow keys move it wherever focus is in the lightbox (the close button has it first: keys reach the page retargeted).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key != 'ArrowLeft' && e.key != 'ArrowRight') || e.defaultPrevented) return;
      e.preventDefault();
      show(index + (e.key == 'ArrowRight' ? 1 : -1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const counter = t('gallerySlide', { number: String(index + 1), total: String(total) });
  return (
    <Lightbox label={image.alt || counter} onClose={onClose} returnFocus={returnFocus} state="open">
      <div className="gallery-lightbox">
        <figure className="stage" part="lightbox-figure">
          <Picture
            key={image.url}
            part="lightbox-image"
            className="large"
            image={image}
            sizes="(max-width: 1200px) 100vw, 1200px"
            loading="main"
          />
          {(image.title || image.body) && (
            <figcaption part="lightbox-meta" className="caption">
              {[image.title, image.body].filter(Boolean).join(' — ')}
            </figcaption>
          )}
        </figure>
        {total > 1 && (
          <div className="nav">
            <button type="button" part="lightbox-previous" aria-label={t('galleryPrevious')} onClick={() => show(index - 1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <span part="lightbox-counter" aria-live="polite">
              {counter}
            </span>
            <button type="button" part="lightbox-next" aria-label={t('galleryNext')} onClick={() => show(index + 1)}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
    </Lightbox>
  );
}

/** The lightbox's CSS, dark or light: on top of the dialog's (its `--sf-dialog-*` and `--sf-modal-width`). */
const css = (theme: 'dark' | 'light') => `
.sf-lightbox{--sf-dialog-backdrop:${theme == 'dark' ? 'rgba(12,12,14,.92)' : 'rgba(250,250,248,.94)'}}
.sf-modal{--sf-modal-width:min(1200px,100%);background:${theme == 'dark' ? '#17171a' : '#fff'};color:${theme == 'dark' ? '#f4f4f2' : '#1a1a1a'};padding:3em 1em 1em}
.stage{margin:0;display:flex;flex-direction:column;align-items:center;gap:.75em}
.large{display:block;max-width:100%;max-height:calc(100vh - 11em);width:auto;height:auto;object-fit:contain}
.caption{font-size:.95em;text-align:center}
.nav{display:flex;align-items:center;justify-content:center;gap:1em;margin-top:1em}
.nav button{width:44px;height:44px;border-radius:50%;border:1px solid currentColor;background:transparent;color:inherit;font-size:1.6em;line-height:1;cursor:pointer}
.nav button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

/**
 * Opens the lightbox at `start`; `onShow` follows the picture shown (a slideshow keeps step), `returnFocus` gets focus
 * back when it closes. Returns the function that closes it.
 */
export function openGalleryLightbox({
  images,
  start,
  theme,
  t,
  onShow,
  returnFocus,
}: {
  images: ImageData[];
  start: number;
  theme: 'dark' | 'light';
  t: Translate;
  onShow?: (index: number) => void;
  returnFocus: () => HTMLElement | null;
}): () => void {
  let remove: (() => void) | null = null;
  const close = () => {
    remove?.();
    remove = null;
  };
  remove = openLightbox(
    // After the lightbox's own handler has run: it is unmounted from outside its render.
    <GalleryLightbox images={images} start={start} onShow={onShow} returnFocus={returnFocus} onClose={() => queueMicrotask(close)} />,
    t,
    css(theme),
  );
  return close;
}
