import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { stylesheet } from './stylesheet';
import { trapFocus } from './trap';

export interface ModalProps {
  /** The dialog's id, for the trigger's `aria-controls`. */
  id?: string;
  /** The dialog's accessible name. */
  label: string;
  /** Escape, the close button or a click outside the dialog: the owner removes the modal and moves focus back. */
  onClose: () => void;
  /** Set while the content is loading (`aria-busy`). */
  busy?: boolean;
  /** `data-state` of the `dialog` part, for styling and tests. */
  state?: string;
  /** Whether a click on the backdrop (outside the dialog) closes it (default true). */
  dismissOnBackdrop?: boolean;
  /** Extra class of the backdrop (the lightbox's `sf-lightbox`). */
  className?: string;
  /** Runs as the modal opens, with its backdrop and dialog elements; the function it returns runs as it closes. */
  onOpen?: (backdrop: HTMLDivElement, dialog: HTMLDivElement) => () => void;
  children: ReactNode;
}

/**
 * The modal's CSS, adopted into the shadow root it renders in when it first opens. Custom properties:
 * --sf-dialog-backdrop, --sf-dialog-background, --sf-dialog-color, --sf-dialog-radius, --sf-modal-width. Parts:
 * backdrop, dialog, dialog-close, dialog-content.
 */
export const modalCss = `.sf-backdrop{position:fixed;inset:0;z-index:2147483001;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--sf-dialog-backdrop,rgba(0,0,0,.55))}
.sf-modal{position:relative;width:100%;max-width:var(--sf-modal-width,32em);max-height:calc(100vh - 32px);overflow:auto;padding:2.5em 1.5em 1.5em;border-radius:var(--sf-dialog-radius,8px);background:var(--sf-dialog-background,#fff);color:var(--sf-dialog-color,#1a1a1a);box-shadow:0 12px 32px rgba(0,0,0,.3)}
.sf-modal:focus{outline:none}
.sf-close{position:absolute;top:.5em;right:.5em;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:inherit;font:inherit;font-size:1.5em;line-height:1;cursor:pointer}
.sf-close:hover{background:rgba(0,0,0,.06)}
.sf-close:focus-visible,.sf-modal a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.sf-modal a{color:inherit}
.sf-modal h1,.sf-modal h2,.sf-modal h3{margin:0 0 .5em;font-size:1.2em}
.sf-modal p,.sf-modal ul,.sf-modal ol{margin:0 0 1em}
.sf-modal img{max-width:100%;height:auto}`;

/**
 * A modal dialog (role="dialog", aria-modal, named by `label`) over a full-viewport backdrop, in the calling widget's
 * shadow root. Focus moves to its close button as it opens and stays inside (Tab and Shift+Tab, through
 * src/ui/trap.ts); Escape, the close button and a click on the backdrop (pressed and released outside the dialog)
 * call `onClose`. Page scroll is not locked (the spec asks that of the lightbox only); the backdrop covers the page.
 * Load it on demand (`import()`), like the code that uses it, so it is not part of a page's initial JS.
 */
export function Modal({ id, label, onClose, busy, state, dismissOnBackdrop = true, className, onOpen, children }: ModalProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  /** Where the last press started: a drag from inside the dialog out to the backdrop is not a click outside. */
  const pressedOutside = useRef(false);

  useLayoutEffect(() => {
    const root = backdrop.current!.getRootNode();
    const sheet = stylesheet(modalCss);
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    closeButton.current!.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key == 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
      }
    };
    document.addEventListener('keydown', onKey, true);
    // The trap's container is the backdrop: a click on it is then the dialog's own to handle (a click outside),
    // while Tab still cycles through the dialog's controls only (the backdrop itself is not focusable).
    const opened = onOpen?.(backdrop.current!, dialog.current!);
    let release = () => {};
    try {
      release = trapFocus(backdrop.current!);
    } catch {
      // focus-trap refuses a container it sees no tabbable element in (a DOM without layout, e.g. in unit tests):
      // focus is in the dialog already and Escape still closes it.
    }
    return () => {
      document.removeEventListener('keydown', onKey, true);
      release();
      opened?.();
    };
  }, []);

  const outside = (e: { target: EventTarget | null; currentTarget: EventTarget | null }) => e.target == e.currentTarget;
  return (
    <div
      ref={backdrop}
      className={className ? 'sf-backdrop ' + className : 'sf-backdrop'}
      part="backdrop"
      onMouseDown={(e) => (pressedOutside.current = outside(e))}
      onClick={(e) => {
        if (dismissOnBackdrop && pressedOutside.current && outside(e)) close.current();
        pressedOutside.current = false;
      }}
    >
      <div ref={dialog} id={id} className="sf-modal" part="dialog" role="dialog" aria-modal="true" aria-label={label} aria-busy={busy || undefined} data-state={state} tabIndex={-1}>
        <button ref={closeButton} type="button" className="sf-close" part="dialog-close" aria-label={t('close')} onClick={() => close.current()}>
          <span aria-hidden="true">×</span>
        </button>
        <div part="dialog-content" className="sf-content">
          {children}
        </div>
      </div>
    </div>
  );
}
