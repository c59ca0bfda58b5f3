import { useLayoutEffect, useRef } from 'react';
import { t } from '../i18n';
import { stylesheet } from './stylesheet';

export interface AlertDialogProps {
  title: string;
  /** Shown as text, never as HTML (server messages included). */
  message: string;
  /** The OK button or Escape: the owner removes the dialog and moves focus back (e.g. to the button that opened it). */
  onClose: () => void;
}

/**
 * The dialog's CSS, adopted into the shadow root it renders in when it first opens. Custom properties: --sf-dialog-backdrop, --sf-dialog-background, --sf-dialog-color, --sf-dialog-radius,
 * --sf-dialog-button-background, --sf-dialog-button-color. Parts: backdrop, dialog, dialog-title, dialog-message,
 * dialog-button.
 */
export const alertDialogCss = `.sf-backdrop{position:fixed;inset:0;z-index:2147483001;display:flex;align-items:center;justify-content:center;padding:16px;background:var(--sf-dialog-backdrop,rgba(0,0,0,.55))}
.sf-dialog{width:100%;max-width:26em;padding:1.5em;border-radius:var(--sf-dialog-radius,8px);background:var(--sf-dialog-background,#fff);color:var(--sf-dialog-color,#1a1a1a);box-shadow:0 12px 32px rgba(0,0,0,.3)}
.sf-dialog h2{margin:0 0 .5em;font-size:1.2em}
.sf-dialog p{margin:0 0 1.25em;white-space:pre-line;overflow-wrap:anywhere}
.sf-dialog button{font:inherit;font-weight:600;min-width:6em;min-height:44px;padding:.5em 1.25em;border:0;border-radius:4px;cursor:pointer;background:var(--sf-dialog-button-background,#111);color:var(--sf-dialog-button-color,#fff)}
.sf-dialog button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}`;

/**
 * A modal alert dialog (role="alertdialog", aria-modal) over a full-viewport backdrop, in the calling widget's shadow
 * root. Focus moves to its OK button at once; then focus-trap (src/ui/trap.ts, loaded on first open) keeps Tab
 * inside. Escape and OK call `onClose`. IDs are the shadow root's own, so two widgets never clash; one dialog per
 * widget at a time. Widgets render it through `LazyAlertDialog` (src/ui/LazyAlertDialog.tsx), so neither this code
 * nor its CSS is part of a page's initial JS.
 */
export function AlertDialog({ title, message, onClose }: AlertDialogProps) {
  const box = useRef<HTMLDivElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: focus moves (and Escape works) as the dialog appears, not a frame later.
  useLayoutEffect(() => {
    // Styles first (a layout effect runs before the first paint), then focus.
    const root = box.current!.getRootNode();
    const sheet = stylesheet(alertDialogCss);
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    ok.current!.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key == 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        close.current();
      }
    };
    document.addEventListener('keydown', onKey, true);
    let live = true;
    let release: (() => void) | undefined;
    // focus-trap is loaded on first open; without it the dialog still works (focus is in it, Escape and OK close it).
    import('./trap').then(
      ({ trapFocus }) => {
        if (live && box.current) release = trapFocus(box.current);
      },
      () => {},
    );
    return () => {
      live = false;
      document.removeEventListener('keydown', onKey, true);
      release?.();
    };
  }, []);

  return (
    <div className="sf-backdrop" part="backdrop">
      <div
        ref={box}
        className="sf-dialog"
        part="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sf-alert-title"
        aria-describedby="sf-alert-message"
        tabIndex={-1}
      >
        <h2 id="sf-alert-title" part="dialog-title">
          {title}
        </h2>
        <p id="sf-alert-message" part="dialog-message">
          {message}
        </p>
        <button ref={ok} type="button" part="dialog-button" onClick={() => close.current()}>
          {t('ok')}
        </button>
      </div>
    </div>
  );
}
