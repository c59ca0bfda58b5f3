import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/product';
import { QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP, showQuantity, type ProductContext } from '../../src/product';
import type { SiteSettings } from '../../src/settings/siteSettings';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStoreFields } from '../../src/ui/useStore';

/**
 * - `loading`: the product is not here yet (the fallback shows).
 * - `shown`: the quantity input.
 * - `hidden`: the product takes no quantity (spec 001 §5 "Quantity input"): nothing is rendered.
 * - `error`: the product could not be had (one console error, the fallback shows).
 */
export type QuantityState = 'loading' | 'shown' | 'hidden' | 'error';

export interface QuantityProps {
  store: ProductContext['store'];
  setQuantity: (text: string) => void;
  /** The runtime's site settings (storeSettings.multipleQuantityAllowedForServices). */
  settings: SiteSettings;
  fail: (reason: unknown) => void;
  onState: (state: QuantityState) => void;
}

export function Quantity({ store, setQuantity, settings, fail, onState }: QuantityProps) {
  const t = useT();
  const { status, product, error, quantity } = useStoreFields(store, ['status', 'product', 'error', 'quantity']);
  const allowed = settings.storeSettings?.multipleQuantityAllowedForServices ?? true;
  const state: QuantityState =
    status !== 'ready' ? status : showQuantity(product!, { multipleQuantityAllowedForServices: allowed }) ? 'shown' : 'hidden';
  useWidgetState(onState, state, fail, status == 'error', error);
  if (state === 'loading' || state === 'error') return <Fallback />;
  if (state === 'hidden') return null;
  return (
    <div className="sf-root field" part="field" data-state={state}>
      <label part="label" htmlFor="q">
        {t('quantityLabel')}
      </label>
      {/* The text is kept as typed: add-to-cart checks it ("Quantity must be a number." …) and shows the message. */}
      <input
        id="q"
        part="input"
        type="number"
        inputMode="numeric"
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        step={QUANTITY_STEP}
        value={quantity}
        onChange={(e) => setQuantity(e.currentTarget.value)}
      />
    </div>
  );
}
