import { useEffect, useRef, useState } from 'react';
import '../../src/i18n/strings/product';
import type { ProductStore } from '../../src/product';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { Nested } from '../../src/ui/Nested';
import { useT } from '../../src/ui/strings';
import { useStoreFields } from '../../src/ui/useStore';
import { loadOnce } from '../../src/runtime/loadOnce';

/** `loading`: the product is not here yet (the fallback shows); `idle`: the button; `open`: the quick view is open; `error`: the product could not be loaded. */
export type QuickViewState = 'loading' | 'idle' | 'open' | 'error';

export interface QuickViewProps {
  rt: Runtime;
  store: ProductStore;
  /** The product attributes the product element inside takes (`data-product-id` or `data-product-json`, `data-sf-scope`). */
  productAttrs: Record<string, string | undefined>;
  fail: (reason: unknown) => void;
  onState: (state: QuickViewState) => void;
}

/** The quick view's width: the lightbox's, wider (custom property --sf-quick-view-width). */
export const quickViewLightboxCss = `.sf-root{--sf-modal-width:var(--sf-quick-view-width,60em)}`;

/** The lightbox (the one Dialog primitive, with the page's scroll locked) loads with the first press. */
const loadLightbox = loadOnce(() => import('../../src/ui/Lightbox'));
/** What records the quick view (the census call, under the analytics recording rule) loads with it too. */
const loadRecording = loadOnce(() => import('../../src/telemetry/onDemand'));

/**
 * A "Quick View" button: the product element (docs/widgets/product.md) in a lightbox, focus kept in it and given back to
 * the button as it closes (Escape, the close button); the add works from inside and every cart widget follows. Opening
 * it sends `POST /api/census/RecordQuickView/{id}` where analytics are recorded (failures ignored). It is not a product
 * page: no visit event (docs/analytics.md).
 */
export function QuickView({ rt, store, productAttrs, fail, onState }: QuickViewProps) {
  const t = useT();
  const { status, product, error } = useStoreFields(store, ['status', 'product', 'error']);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const state: QuickViewState = status == 'error' ? 'error' : !product ? 'loading' : open ? 'open' : 'idle';
  useWidgetState(onState, state, fail, status == 'error', error);

  useEffect(() => {
    if (!open || !product) return;
    let close: (() => void) | null = null;
    let live = true;
    loadLightbox().then(
      ({ Lightbox, openLightbox }) => {
        if (!live) return;
        close = openLightbox(
          <Lightbox label={product.name} state="open" onClose={() => setOpen(false)} returnFocus={() => button.current}>
            <Nested rt={rt} widget="product" attrs={{ ...productAttrs, 'data-layout': 'horizontal', 'data-heading-level': '2' }} />
          </Lightbox>,
          rt.t,
          quickViewLightboxCss,
        );
      },
      (reason: unknown) => {
        // Its code could not be fetched (offline): the button stays, and a later press tries again.
        if (live) setOpen(false);
        console.error('[storefront] quick-view: the quick view could not be opened', reason);
      },
    );
    loadRecording().then(
      (telemetry) => {
        if (telemetry.recordingAllowed(rt.settings.analytics ?? {})) void telemetry.recordQuickView(rt.api, product.id);
      },
      () => {},
    );
    return () => {
      live = false;
      close?.();
    };
  }, [open, product, productAttrs, rt]);

  if (!product) return <Fallback />;
  return (
    <button
      ref={button}
      type="button"
      part="button"
      className="button"
      aria-haspopup="dialog"
      aria-label={t('quickViewOf', { quickView: t('quickView'), name: product.name })}
      data-state={state}
      onClick={() => setOpen(true)}
    >
      {t('quickView')}
    </button>
  );
}
