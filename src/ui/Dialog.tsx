import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { loadOnce } from '../runtime/loadOnce';
import { useT } from './strings';
import '../i18n/strings/errors';
import { stylesheet } from './stylesheet';

export interface DialogProps {
  /** `dialog` (default) or `alertdialog` (a message the visitor must acknowledge). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's id, for its trigger's `aria-controls`. */
  id?: string;
  /** The visible title: shown as the dialog's heading (part `dialog-title`), which names it (`aria-labelledby`). */
  title?: string;
  /** The accessible name when the dialog shows no title of its own (`aria-label`); ignored when `title` is set. */
  label?: string;
  /** The id of the element that describes the dialog (`aria-describedby`). */
  describedBy?: string;
  /** Escape, the close button, or a click outside (see `dismissOnBackdrop`): the owner stops rendering the dialog. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes: by default the element that had focus when it opened (shadow roots
   * included), if it is still on the page. Give this when that element may have been replaced, or when a browser does
   * not focus a button on click (Safari).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  /** Shows the × close button (part `dialog-close`), which takes focus as the dialog opens; otherwise the first button does. */
  closeButton?: boolean;
  /** Set while the content is loading (`aria-busy`). */
  busy?: boolean;
  /** `data-state` of the `dialog` part, for styling and tests. */
  state?: string;
  /** Whether a click on the backdrop (pressed and released outside the dialog) closes it. Default false. */
  dismissOnBackdrop?: boolean;
  /** Extra class of the backdrop (the lightbox's `sf-lightbox`, the alert's `sf-alert`). */
  className?: string;
  /**
   * Rendered but not shown yet (`hidden` on the backdrop), while its content loads (the popup's form, a nested widget):
   * nothing is laid out, so nothing moves as the content arrives. It opens (styles, focus in, trap, `onOpen`) when this
   * turns false. Default false.
   */
  hidden?: boolean;
  /** Runs as the dialog opens, with its backdrop and dialog elements; the function it returns runs as it closes. */
  onOpen?: (backdrop: HTMLDivElement, dialog: HTMLDivElement) => () => void;
  children: ReactNode;
}

/**
 * The dialogs' CSS, adopted into the shadow root a dialog renders in when it first opens. Custom properties:
 * --sf-dialog-backdrop, --sf-dialog-background, --sf-dialog-color, --sf-dialog-radius, --sf-modal-width,
 * --sf-dialog-button-background, --sf-dialog-button-color. Parts: backdrop, dialog, dialog-close, dialog-title,
 * dialog-content (and the alert's dialog-message, dialog-button).
 */
export const dialogCss = `.sf-backdrop[hidden]{display:none}
.sf-backdrop{position:fixed;inset:0;z-index:2147483001;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--sf-dialog-backdrop,rgba(0,0,0,.55))}
.sf-modal{position:relative;width:100%;max-width:var(--sf-modal-width,32em);max-height:calc(100vh - 32px);overflow:auto;padding:2.5em 1.5em 1.5em;border-radius:var(--sf-dialog-radius,8px);background:var(--sf-dialog-background,#fff);color:var(--sf-dialog-color,#1a1a1a);box-shadow:0 12px 32px rgba(0,0,0,.3)}
.sf-modal:focus{outline:none}
.sf-close{position:absolute;top:.5em;right:.5em;width:44px;height:44px;border:0;border-radius:50%;background:transparent;color:inherit;font:inherit;font-size:1.5em;line-height:1;cursor:pointer}
.sf-close:hover{background:rgba(0,0,0,.06)}
.sf-close:focus-visible,.sf-modal a:focus-visible,.sf-alert button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.sf-modal a{color:inherit}
.sf-modal h1,.sf-modal h2,.sf-modal h3{margin:0 0 .5em;font-size:1.2em}
.sf-modal p,.sf-modal ul,.sf-modal ol{margin:0 0 1em}
.sf-modal img{max-width:100%;height:auto}
.sf-alert .sf-modal{max-width:26em;padding:1.5em}
.sf-alert p{margin:0 0 1.25em;white-space:pre-line;overflow-wrap:anywhere}
.sf-alert button{font:inherit;font-weight:600;min-width:6em;min-height:44px;padding:.5em 1.25em;border:0;border-radius:4px;cursor:pointer;background:var(--sf-dialog-button-background,#111);color:var(--sf-dialog-button-color,#fff)}`;

/**
 * focus-trap (src/ui/trap.ts, a chunk of its own shared by every dialog), loaded once: by the first dialog that mounts,
 * hidden or not, so a dialog rendered `hidden` while its content loads has it by the time it shows. A failed load is
 * forgotten: the next dialog tries again.
 */
export const loadTrap = loadOnce(() => import('./trap'));

/** The focused element, looking into open shadow roots. */
function focusedElement(): HTMLElement | null {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el != document.body ? el : null;
}

/**
 * The one modal dialog of the SDK (the alert, the instalment popup and the additional-fields lightbox are built on
 * it): `role` dialog or alertdialog, `aria-modal`, named by its visible title (`aria-labelledby`) or by `label`,
 * `data-state`, over a full-viewport backdrop in the calling widget's shadow root. As it opens, focus moves in (to the
 * close button, else the first button) and stays inside (Tab and Shift+Tab, focus-trap through src/ui/trap.ts, loaded as the first dialog mounts; Tab is held until it is in);
 * Escape calls `onClose`; as it closes, it puts focus back where it was (see `returnFocus`). Page scroll is not locked
 * here (the lightbox does that). Load it on demand (`import()`), like the code that uses it.
 */
export function Dialog(props: DialogProps) {
  const t = useT();
  const { role = 'dialog', id, title, label, describedBy, busy, state, className, closeButton, hidden, children } = props;
  const backdrop = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  // The handlers below and the effect's listeners read the props of the latest render (committed before any event).
  useLayoutEffect(() => {
    latest.current = props;
  });
  /** Where the last press started: a drag from inside the dialog out to the backdrop is not a click outside. */
  const pressedOutside = useRef(false);
  const titleId = (id ?? 'sf-dialog') + '-title';

  // Its focus trap starts loading with the dialog, before it shows (see `hidden`).
  useLayoutEffect(() => void loadTrap().catch(() => {}), []);

  useLayoutEffect(() => {
    if (hidden) return;
    const opener = focusedElement();
    const root = backdrop.current!.getRootNode();
    const sheet = stylesheet(dialogCss);
    // Styles first (a layout effect runs before the first paint), then focus.
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    dialog.current!.querySelector('button')?.focus(); // the close button comes first
    /** Until the trap holds Tab (or could not), Tab is held here: focus stays where it is, never out of the dialog. */
    let holdTab = true;
    const onKey = (e: KeyboardEvent) => {
      if (e.key == 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        latest.current.onClose();
      } else if (e.key == 'Tab' && holdTab) e.preventDefault();
    };
    document.addEventListener('keydown', onKey, true);
    const opened = latest.current.onOpen?.(backdrop.current!, dialog.current!);
    let live = true;
    let release = () => {};
    // The trap is usually loaded by now (the dialog started it as it mounted); the moment it lands (a microtask, before
    // any key the visitor presses once it is loaded) it takes Tab over. If it cannot load, the dialog still works: focus
    // is in it, Escape and its buttons close it, and Tab is the browser's again (a form in it stays usable).
    loadTrap()
      .then(({ trapFocus }) => {
        // The trap's container is the backdrop: a click on it is the dialog's own to handle (a click outside), while
        // Tab still cycles through the dialog's controls only (the backdrop itself is not focusable). focus-trap refuses
        // a container it sees no tabbable element in (a DOM without layout, e.g. in unit tests): then it throws here.
        if (live) release = trapFocus(backdrop.current!);
      })
      .catch(() => {})
      .finally(() => (holdTab = false));
    return () => {
      live = false;
      document.removeEventListener('keydown', onKey, true);
      release();
      opened?.();
      const back = latest.current.returnFocus ? latest.current.returnFocus() : opener;
      if (back?.isConnected) back.focus();
    };
  }, [hidden]);

  const outside = (e: { target: EventTarget | null; currentTarget: EventTarget | null }) => e.target == e.currentTarget;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a click outside is a pointer-only shortcut; keyboard users close with Escape or the dialog's own buttons
    <div
      ref={backdrop}
      hidden={hidden}
      className={className ? 'sf-backdrop ' + className : 'sf-backdrop'}
      part="backdrop"
      onMouseDown={(e) => (pressedOutside.current = outside(e))}
      onClick={(e) => {
        if (latest.current.dismissOnBackdrop && pressedOutside.current && outside(e)) latest.current.onClose();
        pressedOutside.current = false;
      }}
    >
      <div
        ref={dialog}
        id={id}
        className="sf-modal"
        part="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        data-state={state}
        tabIndex={-1}
      >
        {closeButton && (
          <button type="button" className="sf-close" part="dialog-close" aria-label={t('close')} onClick={() => latest.current.onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {title && (
          <h2 id={titleId} part="dialog-title">
            {title}
          </h2>
        )}
        <div part="dialog-content" className="sf-content">
          {children}
        </div>
      </div>
    </div>
  );
}
