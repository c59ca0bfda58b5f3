import { useLayoutEffect, useRef } from 'react';
import { modalPage } from '../../src/data/instalments';
import type { Sanitize } from '../../src/html/sanitizeHtml';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/instalments';
import { FALLBACK_LOCALE, modalLocale } from '../../src/instalments';
import type { Runtime } from '../../src/runtime/createRuntime';
import { Dialog } from '../../src/ui/Dialog';

// The instalment popup, loaded when the info button is first pressed (with focus-trap, and DOMPurify where the browser
// has no sanitiser of its own: src/html/sanitizeHtml.ts), so the pill itself stays small. Its content is the provider's
// static modal page for the locale (spec 000 §7), loaded before the popup opens.
export { loadSanitizer } from '../../src/html/sanitizeHtml';

/** The locale's page, else (it has none, or it failed) the US English page. */
export async function loadModalPage(rt: Runtime, locale: string): Promise<string> {
  const chosen = modalLocale(locale);
  try {
    return await modalPage(rt, chosen);
  } catch (error) {
    if (chosen == FALLBACK_LOCALE) throw error;
    return modalPage(rt, FALLBACK_LOCALE);
  }
}

export interface PopupProps {
  /** The dialog's id: its trigger names it in `aria-controls`. */
  id: string;
  /** The provider's page, as loaded (`loadModalPage`): sanitised here before it is shown. */
  html: string;
  /** The sanitiser (src/html/sanitizeHtml.ts, `loadSanitizer`), loaded with the page. */
  sanitize: Sanitize;
  locale: string;
  brand: string;
  onClose: () => void;
  /** The info button: focus goes back to it as the popup closes. */
  returnFocus: () => HTMLElement | null;
}

/**
 * The popup, opened once its page is here (the pill loads it first: a page that cannot be loaded is only logged, and
 * nothing opens; spec 000 §8). Its `dialog` part's `data-state` is `loaded`.
 */
export function Popup({ id, html, sanitize, locale, brand, onClose, returnFocus }: PopupProps) {
  const t = useT();
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    // Parsed and cleaned by the sanitiser, then checked: server HTML is never inserted as it came.
    content.current!.replaceChildren(sanitize(html));
  }, [html, sanitize]);

  return (
    <Dialog
      id={id}
      label={t('instalmentInfo', { brand })}
      onClose={onClose}
      returnFocus={returnFocus}
      closeButton
      dismissOnBackdrop
      state="loaded"
    >
      <div ref={content} lang={locale.split('_')[0]} />
    </Dialog>
  );
}
