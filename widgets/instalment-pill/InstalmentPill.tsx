import { useLayoutEffect, useRef, useState } from 'react';
import type { CartState } from '../../src/cart/store';
import { useMoney } from '../../src/ui/money';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/instalments';
import { allPhysical, pillMessage, pillView, type InstalmentContext, type PillView } from '../../src/instalments';
import { displayPrice, resolveVariant, type ProductState, type ProductStore } from '../../src/product';
import { parseQuantity } from '../../src/product/parseQuantity';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStore } from '../../src/ui/useStore';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { Sanitize } from '../../src/html/sanitizeHtml';
import type { Popup as PopupComponent } from './Popup';

/**
 * - `loading`: the product or the cart is loading (the element's fallback shows).
 * - `hidden`: nothing is shown: instalments not available, an item that is not physical, a country with no brand, an
 *   empty cart, or the product's currency is not the store's.
 * - `eligible`: "or 4 interest-free payments of $12.50 with Afterpay".
 * - `below-min`: "Afterpay available for orders over $35.00".
 * - `above-max`: "Afterpay available for orders up to $1,000.00".
 * - `error`: the product could not be had; given up (one console error; the fallback shows).
 */
export type InstalmentPillState = 'loading' | 'hidden' | 'eligible' | 'below-min' | 'above-max' | 'error';

export interface InstalmentPillProps {
  /** A product's shared selection, or null: the cart. */
  product: ProductStore | null;
  /** The instalment context (null: not available, nothing shown). */
  context: InstalmentContext | null;
  /** The page's runtime: its cart, and the store currency (the context's money is in it). */
  rt: Runtime;
  fail: (reason: unknown) => void;
  onState: (state: InstalmentPillState) => void;
}

/**
 * The product's price for the selection: the chosen variant's (else the first or the lowest) × the quantity (an unusable
 * quantity counts as 1); null when it has no price.
 */
function productTotal(s: ProductState): number | null {
  const p = s.product!;
  const n = parseQuantity(s.quantity);
  const cents = displayPrice(p, resolveVariant(p, s.chosen)).cents;
  return cents === null ? null : cents * (Number.isInteger(n) && n >= 1 ? n : 1);
}

/** The pill's view, or a state without one. Derived synchronously from the stores: it is never stale. */
export function derive(
  p: ProductState | null,
  c: CartState,
  context: InstalmentContext | null,
  currency: string,
  money?: (cents: number, currency: string) => string,
): PillView | 'loading' | 'hidden' | 'error' {
  if (p?.status == 'error') return 'error';
  if ((p && !p.product) || c.status == 'loading') return 'loading';
  // Cart entries' kinds; a cart that could not be loaded is not known to be all physical.
  const kinds = c.status == 'error' ? ['unknown'] : (c.cart?.entries ?? []).map((e) => e.productType);
  if (!context) return 'hidden';
  if (p) {
    const product = p.product!;
    const total = productTotal(p);
    // Another currency, or no price ("Unavailable"): nothing to pay in instalments.
    if (product.currency != currency || total === null) return 'hidden';
    return pillView(context, total, currency, product.kind == 'physical' && allPhysical(kinds), money) ?? 'hidden';
  }
  if (!c.cart?.entries.length) return 'hidden';
  return pillView(context, c.cart.subtotalCents, currency, allPhysical(kinds), money) ?? 'hidden';
}

/** The popup dialog's id (in the pill's shadow root), named by the info button's `aria-controls` while it is open. */
const POPUP_ID = 'sf-popup';

/** The popup's code (with focus-trap), loaded on the first press; a failed load is forgotten. */
const loadPopup = loadOnce(() => import('./Popup'));

/** The open popup: its component, the provider's page it shows and the sanitiser it goes through. */
type OpenPopup = { Popup: typeof PopupComponent; html: string; sanitize: Sanitize; locale: string };

export function InstalmentPill({ rt, product, context, fail, onState }: InstalmentPillProps) {
  const t = useT();
  const { currency } = rt.config;
  const money = useMoney();
  const cartStore = rt.cart.store;
  // Hooks run unconditionally: for the cart, the cart store stands in and the selector gives null.
  const p = useStore((product ?? cartStore) as unknown as ProductStore, (s) => (product ? s : null));
  const c = useStore(cartStore, (s) => s);
  // The popup opens once its code and its page are here (null: closed); `pending` while they load.
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const pending = useRef(false);
  const info = useRef<HTMLButtonElement>(null);
  const live = useRef(true);
  useLayoutEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const view = derive(product ? p : null, c, context, currency, money);
  const state: InstalmentPillState = typeof view == 'string' ? view : view.state;
  useWidgetState(onState, state, fail, state == 'error', p?.error);

  if (view == 'loading' || view == 'error') return <Fallback />;
  if (view == 'hidden') return null;

  // Spec 000 §8: a popup that cannot be loaded (its code, or the provider's page) is only logged, once a press; nothing
  // opens, the pill stays as it is, and a later press tries again.
  const press = () => {
    if (pending.current || open) return;
    pending.current = true;
    const { locale, brand: brandName } = view;
    let what = 'the popup';
    loadPopup()
      .then((m) => {
        what = `the ${brandName} page (${locale})`;
        return Promise.all([m.loadModalPage(rt, locale), m.loadSanitizer()]).then(([html, sanitize]) => ({
          Popup: m.Popup,
          html,
          sanitize,
          locale,
        }));
      })
      .then(
        (popup) => live.current && setOpen(popup),
        (error: unknown) =>
          live.current &&
          console.error(
            `[storefront] instalment-pill: ${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => (pending.current = false));
  };
  const close = () => setOpen(null);

  const message = pillMessage(view, t);
  const brand = (
    <span part="brand" className="brand">
      {view.brand}
    </span>
  );
  const name = t('instalmentInfo', { brand: view.brand });
  return (
    <div className="sf-root">
      <p part="pill" className="pill" data-state={view.state}>
        {view.state == 'eligible' ? (
          <>
            <span part="message">{message}</span> {brand}
          </>
        ) : (
          <>
            {brand} <span part="message">{message}</span>
          </>
        )}
        <button
          ref={info}
          type="button"
          part="info"
          className="info"
          aria-label={name}
          aria-haspopup="dialog"
          aria-expanded={!!open}
          aria-controls={open ? POPUP_ID : undefined}
          onClick={press}
        >
          <span aria-hidden="true">i</span>
        </button>
      </p>
      {open && (
        <open.Popup
          id={POPUP_ID}
          html={open.html}
          sanitize={open.sanitize}
          locale={open.locale}
          brand={view.brand}
          onClose={close}
          returnFocus={() => info.current}
        />
      )}
    </div>
  );
}
