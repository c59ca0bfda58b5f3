import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isStorefrontError } from '../../src/api/errors';
import { startSubscription } from '../../src/api/subscription';
import { addToCart, cartStore } from '../../src/cart/store';
import { t } from '../../src/i18n';
import '../../src/i18n/strings/product-add';
import '../../src/i18n/strings/product';
import { addButtonLabel, effectivePrice, resolveVariant, validateAdd, type ProductStore } from '../../src/product';
import { loadAdditionalFields } from '../../src/ui/forms/loadAdditionalFields';
import { LazyAlertDialog } from '../../src/ui/LazyAlertDialog';
import { Fallback } from '../../src/ui/mountWidget';
import { navigate } from '../../src/ui/navigate';
import { useStore } from '../../src/ui/useStore';
import type { Emit } from '../../src/types';
import type { AddToCartUrls } from './attributes';

/**
 * - `loading`: the product or the cart is loading (the element's fallback shows).
 * - `idle`: the button can be pressed.
 * - `adding`: a request is in flight, and for 1 s after it (clicks do nothing).
 * - `added`: "Added!" for 2 s (clicks do nothing).
 * - `error`: the product could not be had; given up (fallback shows).
 */
export type AddToCartState = 'loading' | 'idle' | 'adding' | 'added' | 'error';

/** Spec 000 §4: Added! 1 s after success, idle 2 s after that; idle 1 s after an error. */
export const ADDED_AFTER_MS = 1000;
export const ADDED_FOR_MS = 2000;
export const IDLE_AFTER_ERROR_MS = 1000;

export interface AddToCartProps {
  store: ProductStore;
  urls: AddToCartUrls;
  expressCheckout: boolean;
  emit: Emit;
  fail: (reason: unknown) => void;
  onState: (state: AddToCartState) => void;
}

const visited = new Set<string>();
/** Test hook: `visit-product-page` may be emitted again. */
export const resetVisitsForTests = () => visited.clear();

/** Units of this item and sku already in the cart. */
const inCart = (itemId: string, sku: string | null) =>
  (cartStore.getState().cart?.entries ?? []).reduce((n, e) => (e.itemId == itemId && e.chosenVariant?.sku == sku ? n + e.quantity : n), 0);

export function AddToCart({ store, urls, expressCheckout, emit, fail, onState }: AddToCartProps) {
  // restockShown: a restock form of this product is showing in its place.
  const { status, product, error, restockShown } = useStore(store, (s) => s);
  const cartLoading = useStore(cartStore, (s) => s.status == 'loading');
  const [phase, setPhase] = useState<'idle' | 'adding' | 'added'>('idle');
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  // Closes the additional-fields lightbox while it is open.
  const closeForm = useRef<(() => void) | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Set synchronously on click: a double or triple click in one task sends one request.
  const busy = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[] | null>([]);

  // A layout effect, so its cleanup exists from the first render on.
  useLayoutEffect(
    () => () => {
      timers.current!.forEach(clearTimeout);
      timers.current = null; // unmounted: schedule nothing more
      closeForm.current?.();
    },
    [],
  );
  const later = (ms: number, fn: () => void) => timers.current?.push(setTimeout(fn, ms));
  const idle = () => {
    busy.current = false;
    setPhase('idle');
  };

  const state: AddToCartState = status == 'error' ? 'error' : !product || cartLoading ? 'loading' : phase;
  useLayoutEffect(() => onState(state), [state, onState]);
  useEffect(() => {
    if (status == 'error') fail(error);
  }, [status, error, fail]);
  useEffect(() => {
    if (product && !visited.has(product.id)) {
      visited.add(product.id);
      emit('visit-product-page', { productId: product.id, name: product.name });
    }
  }, [product, emit]);

  if (!product || cartLoading) return <Fallback />;
  if (restockShown) return null;
  const p = product;

  const add = async () => {
    if (busy.current) return;
    setMessage('');
    setAlert(null);
    const { chosen, quantity, denominationCents } = store.getState();
    const picked = resolveVariant(p, chosen);
    const check = validateAdd(p, { chosen, quantity, denominationCents, quantityInCart: picked ? inCart(p.id, picked.sku) : 0 });
    if (!check.ok) return setMessage(check.message);
    busy.current = true;
    setPhase('adding');
    const { variant } = check;
    const gift = p.kind == 'gift-card';
    const fail = (title: string, e: unknown) => {
      setAlert({ title, message: isStorefrontError(e) ? e.message : t('unknownError') });
      later(IDLE_AFTER_ERROR_MS, idle);
    };
    // Adds (or subscribes, or goes to checkout) with these answers; rejects with the request's error.
    const commit = async (additionalFields: string | null): Promise<void> => {
      if (p.isSubscribable) {
        const cartToken = await startSubscription({ itemId: p.id, sku: variant.sku, qty: check.quantity, additionalFields });
        navigate(urls.subscription, { cartToken });
      } else {
        await addToCart({ itemId: p.id, sku: variant.sku, quantity: check.quantity, additionalFields });
        emit('add-to-cart', { productId: p.id, sku: variant.sku, quantity: check.quantity, priceCents: effectivePrice(variant), currency: p.currency });
        if (!expressCheckout)
          return void later(ADDED_AFTER_MS, () => {
            setPhase('added');
            later(ADDED_FOR_MS, idle);
          });
        navigate(urls.checkout);
      }
      // Leaving the page: if the visitor comes back (back/forward cache), the button is usable again.
      later(IDLE_AFTER_ERROR_MS, idle);
    };
    const failTitle = t(expressCheckout ? 'unableToPurchaseItem' : 'unableToAddItem');
    if (p.additionalFieldsFormId && !gift) {
      // Spec 000 §2, §5: the stock check, then the form in a lightbox; its save adds the item with the answers.
      try {
        closeForm.current = await (await loadAdditionalFields()).openAfterStockCheck(p, variant.sku, inCart(p.id, variant.sku), {
          saveFailTitle: failTitle,
          onSave: commit,
          onClose: (saved) => {
            closeForm.current = null;
            // Closed without saving: the button can be pressed again. After a save, commit has scheduled the states.
            if (!saved) idle();
            button.current?.focus();
          },
        });
        if (!closeForm.current) {
          setMessage(t('notEnoughStock'));
          idle();
        }
      } catch (e) {
        fail(failTitle, e);
      }
      return;
    }
    try {
      if (gift) {
        navigate(urls.giftCard, { itemId: p.id, amount: check.denominationCents! });
        later(IDLE_AFTER_ERROR_MS, idle);
      } else await commit(null);
    } catch (e) {
      fail(gift ? t('unableToPurchaseGiftCard') : failTitle, e);
    }
  };

  return (
    <div className="sf-root">
      <button
        ref={button}
        type="button"
        part="button"
        className="button"
        data-state={phase}
        aria-disabled={phase != 'idle' || undefined}
        aria-describedby={message ? 'sf-add-message' : undefined}
        onClick={add}
      >
        {phase == 'added' ? t('added') : addButtonLabel(p, { expressCheckout })}
      </button>
      <p id="sf-add-message" part="message" className="message" role="alert">
        {message}
      </p>
      <span className="sf-visually-hidden" role="status">
        {phase == 'added' ? t('added') : ''}
      </span>
      {alert && (
        <LazyAlertDialog
          {...alert}
          onClose={() => {
            setAlert(null);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
