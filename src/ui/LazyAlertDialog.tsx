import { useLayoutEffect, useState } from 'react';
import { loadOnce } from '../runtime/loadOnce';
import type { AlertDialog, AlertDialogProps } from './AlertDialog';

/** Loads the alert dialog (component and CSS) once; a failed load is forgotten so the next alert tries again. */
export const loadAlertDialog = loadOnce(() => import('./AlertDialog').then((m) => m.AlertDialog));

/**
 * `AlertDialog`, loaded when the first alert opens: failures are rare, so a product page does not load the dialog's
 * code up front. While it loads (a few milliseconds from cache or the CDN) nothing shows. If it cannot load (the
 * visitor has just gone offline, say), the title and message are announced in place as a `role="alert"` paragraph
 * (part `message`), so the visitor is still told what went wrong; the caller clears it by no longer rendering it.
 */
export function LazyAlertDialog(props: AlertDialogProps) {
  const [Dialog, setDialog] = useState<typeof AlertDialog | null>(null);
  const [failed, setFailed] = useState(false);
  useLayoutEffect(() => {
    let live = true;
    loadAlertDialog().then(
      (D) => live && setDialog(() => D),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (Dialog) return <Dialog {...props} />;
  return failed ? (
    <p part="message" className="message" role="alert">
      {props.title}. {props.message}
    </p>
  ) : null;
}
