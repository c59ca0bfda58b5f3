import { useLayoutEffect, useRef, useState } from 'react';
import { modalPage } from '../../src/data/instalments';
import { sanitizeHtml } from '../../src/html/sanitizeHtml';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/instalments';
import { FALLBACK_LOCALE, modalLocale } from '../../src/instalments';
import type { Runtime } from '../../src/runtime/createRuntime';
import { Dialog } from '../../src/ui/Dialog';

// The instalment popup, loaded when the info button is first pressed (with DOMPurify and focus-trap), so the pill
// itself stays small. Its content is the provider's static modal page for the locale (spec 000 §7).

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

/** `loading` → `loaded` (the page is shown) or `failed` (logged once; a short plain explanation is shown). */
export type PopupState = 'loading' | 'loaded' | 'failed';

export interface PopupProps {
  /** The dialog's id: its trigger names it in `aria-controls`. */
  id: string;
  rt: Runtime;
  locale: string;
  brand: string;
  onClose: () => void;
  /** The info button: focus goes back to it as the popup closes. */
  returnFocus: () => HTMLElement | null;
}

export function Popup({ id, rt, locale, brand, onClose, returnFocus }: PopupProps) {
  const t = useT();
  const [state, setState] = useState<PopupState>('loading');
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    let live = true;
    loadModalPage(rt, locale)
      .then((html) => {
        // Parsed and cleaned by DOMPurify, then checked: server HTML is never inserted as it came.
        const fragment = sanitizeHtml(html);
        if (live) {
          content.current!.replaceChildren(fragment);
          setState('loaded');
        }
      })
      .catch((error: unknown) => {
        if (!live) return;
        // Spec 000 §8: a load failure is only logged.
        console.error(
          `[storefront] instalment-pill: the ${brand} page (${locale}) could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
        setState('failed');
      });
    return () => {
      live = false;
    };
  }, [rt, locale, brand]);

  return (
    <Dialog
      id={id}
      label={t('instalmentInfo', { brand })}
      onClose={onClose}
      returnFocus={returnFocus}
      closeButton
      dismissOnBackdrop
      busy={state == 'loading'}
      state={state}
    >
      <div ref={content} lang={locale.split('_')[0]} />
      {state == 'failed' && (
        <p part="popup-message" className="message">
          {t('instalmentInfoUnavailable')}
        </p>
      )}
    </Dialog>
  );
}
