import { useT } from './strings';
import '../i18n/strings/errors';
import { Dialog } from './Dialog';

export interface AlertDialogProps {
  title: string;
  /** Shown as text, never as HTML (server messages included). */
  message: string;
  /** The OK button or Escape: the owner stops rendering the dialog. */
  onClose: () => void;
  /** Where focus goes as it closes (Dialog's `returnFocus`): by default, where it was when the alert opened. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * The alert (role="alertdialog"): a Dialog (src/ui/Dialog.tsx) named by its visible title and described by its message,
 * with one OK button, which takes focus as it opens. Escape and OK call `onClose`; the dialog puts focus back. Parts:
 * dialog-title, dialog-message, dialog-button (and the Dialog's). Widgets render it through `LazyAlertDialog`
 * (src/ui/LazyAlertDialog.tsx), so neither this code nor its CSS is part of a page's initial JS.
 */
export function AlertDialog({ title, message, onClose, returnFocus }: AlertDialogProps) {
  const t = useT();
  return (
    <Dialog
      role="alertdialog"
      id="sf-alert"
      title={title}
      describedBy="sf-alert-message"
      className="sf-alert"
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p id="sf-alert-message" part="dialog-message">
        {message}
      </p>
      <button type="button" part="dialog-button" onClick={onClose}>
        {t('ok')}
      </button>
    </Dialog>
  );
}
