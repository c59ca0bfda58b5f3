import { disableBodyScroll, enableBodyScroll } from 'body-scroll-lock';
import { useCallback, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Translate } from '../i18n';
import { Dialog, type DialogProps } from './Dialog';
import { StringsContext } from './strings';
import { baseCss, stylesheet } from './stylesheet';

/** Spec 000 §2/§4: a lightbox taller than the window sits this far from the top; a shorter one is centred. */
export const LIGHTBOX_TOP_MARGIN_PX = 50;

/**
 * The lightbox's CSS on top of the dialog's: the backdrop scrolls (the dialog is never cut), and `data-tall` (set while
 * the dialog is taller than the window) puts it 50 px from the top instead of centring it.
 */
export const lightboxCss = `.sf-lightbox{overflow:auto;overscroll-behavior:contain}
.sf-lightbox .sf-modal{max-height:none;overflow:visible;margin:auto}
.sf-lightbox[data-tall]{align-items:flex-start;padding-top:0}
.sf-lightbox[data-tall] .sf-modal{margin:${LIGHTBOX_TOP_MARGIN_PX}px auto 16px}`;

/**
 * The spec's lightbox (spec 000 §2 "Additional-fields form modal", §4 "Lightbox"): a Dialog (role="dialog", focus
 * trapped, Escape and the close button close it; the close button is a real button, so Enter and Space on it do too)
 * that locks the page's scroll while open (body-scroll-lock; the lightbox itself still scrolls) and is not closed by a
 * click outside, so a half-filled form is never lost to a stray click (unless `dismissOnBackdrop`: the popup, which the
 * visitor did not ask for, goes with a click outside). Centred, or 50 px from the top while it is
 * taller than the window. Render it with openLightbox.
 */
export function Lightbox(props: Omit<DialogProps, 'role' | 'closeButton' | 'className' | 'onOpen'>) {
  const onOpen = useCallback((backdrop: HTMLDivElement, dialog: HTMLDivElement) => {
    disableBodyScroll(backdrop, { reserveScrollBarGap: true });
    const place = () => backdrop.toggleAttribute('data-tall', dialog.offsetHeight > window.innerHeight);
    place();
    const observer = typeof ResizeObserver == 'function' ? new ResizeObserver(place) : null;
    observer?.observe(dialog);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      enableBodyScroll(backdrop);
    };
  }, []);
  return <Dialog {...props} closeButton className="sf-lightbox" onOpen={onOpen} />;
}

/**
 * Renders `content` (a Lightbox and what is in it) in a shadow root of its own, on an `<sf-lightbox>` element at the
 * end of `<body>`, with the base CSS, the lightbox's and `css`; returns the function that removes it. Not inside the
 * widget that opened it: an ancestor with a `transform`, `filter` or `overflow` cannot trap or clip a fixed-position
 * overlay there, and the widget's CSS and the content's cannot meet. Themes style it through `sf-lightbox::part(…)`.
 * `t`: the strings of the runtime it opens for, which its content reads with `useT()` (it is not in the widget's root).
 */
export function openLightbox(content: ReactNode, t: Translate, css = ''): () => void {
  const host = document.createElement('sf-lightbox');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [baseCss, lightboxCss, css].map(stylesheet);
  const root = createRoot(shadow);
  root.render(
    <StringsContext.Provider value={t}>
      <div className="sf-root">{content}</div>
    </StringsContext.Provider>,
  );
  return () => {
    root.unmount();
    host.remove();
  };
}
