import { useLayoutEffect, useRef, useState } from 'react';
import { apiUrl } from '../../src/api/client';
import { sanitizeHtml } from '../../src/html/sanitizeHtml';
import { t } from '../../src/i18n';
import '../../src/i18n/strings/instalments';
import { FALLBACK_LOCALE, modalLocale } from '../../src/instalments';
import { Modal } from '../../src/ui/Modal';

// The instalment popup, loaded when the info button is first pressed (with DOMPurify and focus-trap), so the pill
// itself stays small. Its content is the provider's static modal page for the locale (spec 000 §7).

/**
 * Where the provider's static page of a locale is served. The spec shows no path: an assumption of the SDK, under
 * the API root (docs/widgets/instalment-pill.md).
 */
export const modalPagePath = (locale: string) => `/api/commerce/instalments/modal/${encodeURIComponent(locale)}`;

const MODAL_TIMEOUT_MS = 15_000;

/** Page text by locale, fetched once per page; a failed fetch is forgotten (the next opening tries again). */
const pages = new Map<string, Promise<string>>();
export const resetModalPagesForTests = () => pages.clear();

function fetchPage(locale: string): Promise<string> {
  let page = pages.get(locale);
  if (!page) {
    const url = apiUrl(modalPagePath(locale));
    // The provider's static page: no cookies needed.
    page = fetch(url, { credentials: 'omit', signal: AbortSignal.timeout(MODAL_TIMEOUT_MS) }).then((r) => {
      if (!r.ok) throw new Error(`GET ${url} → ${r.status}`);
      return r.text();
    });
    pages.set(locale, page);
    page.catch(() => pages.delete(locale));
  }
  return page;
}

/** The locale's page, else (it has none, or it failed) the US English page. */
export async function loadModalPage(locale: string): Promise<string> {
  const chosen = modalLocale(locale);
  try {
    return await fetchPage(chosen);
  } catch (error) {
    if (chosen == FALLBACK_LOCALE) throw error;
    return fetchPage(FALLBACK_LOCALE);
  }
}

/** `loading` → `loaded` (the page is shown) or `failed` (logged once; a short plain explanation is shown). */
export type PopupState = 'loading' | 'loaded' | 'failed';

export interface PopupProps {
  locale: string;
  brand: string;
  onClose: () => void;
}

export function Popup({ locale, brand, onClose }: PopupProps) {
  const [state, setState] = useState<PopupState>('loading');
  const content = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    let live = true;
    loadModalPage(locale)
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
        console.error(`[storefront] instalment-pill: the ${brand} page (${locale}) could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        setState('failed');
      });
    return () => {
      live = false;
    };
  }, [locale, brand]);

  return (
    <Modal label={t('instalmentInfo', { brand })} onClose={onClose} busy={state == 'loading'} state={state}>
      <div ref={content} lang={locale.split('_')[0]} />
      {state == 'failed' && (
        <p part="popup-message" className="message">
          {t('instalmentInfoUnavailable')}
        </p>
      )}
    </Modal>
  );
}
