import { useLayoutEffect, useRef, useState } from 'react';
import { formDefinition } from '../../src/data/forms';
import { parseForm } from '../../src/forms';
import type { Runtime } from '../../src/runtime/types';
import { loadTrap } from '../../src/ui/Dialog';
import { Lightbox, openLightbox } from '../../src/ui/Lightbox';
import { Nested } from '../../src/ui/Nested';
import type { PopupFormSource } from './attributes';
import { popupLightboxCss } from './styles';

/** How long the form is waited for (its definition and its code) before the popup gives up, showing nothing. */
export const READY_WAIT_MS = 10_000;

export interface PopupDialogProps {
  rt: Runtime;
  /** The form's name: the dialog's visible title, which names it. */
  title: string;
  /** The site-form element's attributes (`data-form-id` or `data-form-json`, `data-newsletter`). */
  formAttrs: Record<string, string | undefined>;
  /** The form has rendered: the dialog is now shown. */
  onShown: () => void;
  /** The form was submitted (its success text shows, or the browser goes to its successRedirect). */
  onSubmitted: () => void;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** The form could not be shown (no definition, its code would not load): the dialog never showed. */
  onUnavailable: (reason: Error) => void;
}

/** The site-form element's states (widgets/site-form), as its `data-sf-state` says them. */
const FORM_SHOWN = ['idle', 'error', 'submitting'];
const FORM_SENT = ['success', 'redirecting'];

/**
 * The popup's overlay (docs/widgets/popup.md): the one Dialog, as the lightbox (focus trapped and given back, Escape,
 * the close button, the page's scroll locked, the 50 px top margin of a tall one) that a click outside closes too,
 * titled with the form's name, holding a site-form element mounted through `rt.nested` (widgets never import each
 * other). Hidden until the form has rendered (and the dialog's focus trap has loaded), so it opens whole: nothing in it
 * moves as the form arrives, and Tab stays inside from the first press.
 */
export function PopupDialog({ rt, title, formAttrs, onShown, onSubmitted, onClose, onUnavailable }: PopupDialogProps) {
  const [ready, setReady] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const on = useRef({ onShown, onSubmitted, onUnavailable });
  useLayoutEffect(() => {
    on.current = { onShown, onSubmitted, onUnavailable };
  });

  useLayoutEffect(() => {
    const root = box.current!;
    let shown = false;
    let sent = false;
    let over = false;
    const give = (reason: Error) => {
      if (shown || over) return;
      over = true;
      on.current.onUnavailable(reason);
    };
    // It shows once its form has rendered and its focus trap is in (Tab kept inside from the first key): the trap's
    // chunk loads beside the form (the Dialog started it); should it fail to load, the dialog shows without it.
    let formShown = false;
    let trapSettled = false;
    let live = true;
    const show = () => {
      if (shown || over || !formShown || !trapSettled) return;
      shown = true;
      setReady(true);
      on.current.onShown();
    };
    void loadTrap()
      .catch(() => {})
      .then(() => {
        trapSettled = true;
        if (live) show();
      });
    const check = () => {
      const state = root.querySelector('[data-sf-widget]')?.getAttribute('data-sf-state') ?? '';
      if (FORM_SHOWN.includes(state)) {
        formShown = true;
        show();
      }
      if (shown && !sent && FORM_SENT.includes(state)) {
        sent = true;
        on.current.onSubmitted();
      }
      if (state == 'unavailable') give(new Error('its form could not be shown'));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-sf-state'] });
    const timer = setTimeout(() => give(new Error(`its form had not rendered after ${READY_WAIT_MS / 1000} s`)), READY_WAIT_MS);
    check();
    return () => {
      live = false;
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);

  return (
    <Lightbox
      id="sf-popup"
      title={title}
      hidden={!ready}
      busy={!ready}
      state={ready ? 'open' : 'loading'}
      dismissOnBackdrop
      onClose={onClose}
    >
      <div ref={box} className="popup-form">
        <Nested
          rt={rt}
          widget="site-form"
          attrs={formAttrs}
          exportparts="site-form, field, field-title, field-error, input, submit, message, success, submission-message, disclaimer"
        />
      </div>
    </Lightbox>
  );
}

/** Opens the popup's overlay in a lightbox element of its own at the end of `<body>`; returns the function that removes it. */
export const openPopupDialog = (props: PopupDialogProps): (() => void) =>
  openLightbox(<PopupDialog {...props} />, props.rt.t, popupLightboxCss);

/**
 * The form's name, the overlay's title: the inline Form's, or the definition's (the data layer's, once per runtime:
 * the form inside takes the same answer). Loaded with the overlay, not with the page.
 */
export async function formTitle(rt: Runtime, source: PopupFormSource): Promise<string> {
  if (source.kind == 'form') return source.form.name;
  let raw: unknown;
  try {
    raw = await formDefinition(rt, source.id);
  } catch (error) {
    const detail = (error as { detail?: unknown } | null)?.detail;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`form "${source.id}" could not be loaded: ${message}${typeof detail == 'string' ? ` (${detail})` : ''}`, {
      cause: error,
    });
  }
  const parsed = parseForm(raw);
  if (!parsed.ok) throw new Error(`form "${source.id}" is not a valid form: ${parsed.error}`);
  return parsed.form.name;
}
