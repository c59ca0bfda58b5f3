import { DESKTOP_MIN_WIDTH } from '../../src/ui/breakpoints';
import { DEFAULT_DELAY_S, type Trigger } from './attributes';

/** Paths the popup never shows on: the cart (spec 000 §2 "/cart") and the checkout's (the SDK's defaults, add-to-cart's). */
const NO_POPUP = /^\/(cart|checkout|commerce)(\/|$)/i;

/** Whether `path` is the cart page or a checkout page (`/cart`, `/checkout…`, `/commerce/…`: the subscription and gift-card pages). */
export const checkoutPath = (path: string): boolean => NO_POPUP.test(path);

/** A wide screen with a mouse: the pointer can leave the window's top (else `exit` waits the default delay). */
export const canExit = (): boolean =>
  typeof matchMedia == 'function' && matchMedia(`(hover: hover) and (pointer: fine) and (min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;

/** How far down the page has been scrolled, 0–100 (100 for a page that does not scroll). */
export function scrolledPercent(): number {
  const root = document.documentElement;
  const room = root.scrollHeight - innerHeight;
  return room <= 0 ? 100 : Math.min(100, (scrollY / room) * 100);
}

/**
 * Calls `fire` once when `trigger` happens: `delay` seconds after now, the page scrolled to `percent`, or the pointer
 * leaving the window through its top (`exit`, where `canExit`; else the default delay). Returns the function that
 * disarms it.
 */
export function arm(trigger: Trigger, fire: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    disarm();
    fire();
  };
  let disarm = () => {};
  if (trigger.kind == 'scroll') {
    const check = () => scrolledPercent() >= trigger.percent && once();
    addEventListener('scroll', check, { passive: true });
    disarm = () => removeEventListener('scroll', check);
    check();
  } else if (trigger.kind == 'exit' && canExit()) {
    const leave = (e: MouseEvent) => !e.relatedTarget && e.clientY <= 0 && once();
    document.addEventListener('mouseout', leave);
    disarm = () => document.removeEventListener('mouseout', leave);
  } else {
    const timer = setTimeout(once, (trigger.kind == 'delay' ? trigger.seconds : DEFAULT_DELAY_S) * 1000);
    disarm = () => clearTimeout(timer);
  }
  return () => {
    done = true;
    disarm();
  };
}

/**
 * Whether another modal dialog is open on the page: the SDK's lightboxes (`<sf-lightbox>`: the additional-fields form,
 * a quick view, a gallery's), a dialog in a widget's shadow root (the instalment popup, an alert), or the page's own
 * (`<dialog open>`, `aria-modal`). `own`: the popup's own lightbox, left out.
 */
export function otherDialogOpen(own: Element | null = null): boolean {
  const modal = (root: ParentNode): boolean => {
    for (const el of root.querySelectorAll('sf-lightbox, dialog[open], [aria-modal="true"], [data-sf-widget], [data-sf-react]')) {
      if (el == own) continue;
      if (el.localName == 'sf-lightbox') return true;
      if (el.shadowRoot && modal(el.shadowRoot)) return true;
      // A page's dialog kept in the DOM while closed (hidden, display: none) is not open.
      if (!el.hasAttribute('data-sf-widget') && !el.hasAttribute('data-sf-react') && el.getClientRects().length > 0) return true;
    }
    return false;
  };
  return modal(document);
}
