import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../src/i18n';
import '../../src/i18n/strings/product';
import { addButtonLabel, type ProductStore } from '../../src/product';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStore } from '../../src/ui/useStore';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { AddControls } from './addFlow';
import type { AddToCartUrls } from './attributes';

/**
 * - `loading`: the product or the cart is loading (the element's fallback shows).
 * - `idle`: the button can be pressed.
 * - `adding`: a request is in flight, and for 1 s after it (clicks do nothing; ./timing.ts).
 * - `added`: "Added!" for 2 s (clicks do nothing).
 * - `error`: the product could not be had; given up (fallback shows).
 */
export type AddToCartState = 'loading' | 'idle' | 'adding' | 'added' | 'error';

type Flow = typeof import('./addFlow');
/**
 * What a press does (./addFlow.ts), loaded once: on the first sign of intent (the pointer over the button, or focus
 * on it) or at the first press. A failed load is forgotten, so the next press tries again.
 */
export const loadFlow = loadOnce(() => import('./addFlow'));
const preload = () => void loadFlow().catch(() => {});

export interface AddToCartProps {
  rt: Runtime;
  store: ProductStore;
  urls: AddToCartUrls;
  fail: (reason: unknown) => void;
  onState: (state: AddToCartState) => void;
}

export function AddToCart({ rt, store, urls, fail, onState }: AddToCartProps) {
  const { expressCheckout } = rt.config;
  // restockShown: a restock form of this product is showing in its place.
  const { status, product, error, restockShown } = useStore(store, (s) => s);
  const cartLoading = useStore(rt.cart.store, (s) => s.status == 'loading');
  const [phase, setPhase] = useState<'idle' | 'adding' | 'added'>('idle');
  const [message, setMessage] = useState('');
  const [alert, setAlert] = useState<{ title: string; message: string } | null>(null);
  // Closes the additional-fields lightbox while it is open.
  const closeForm = useRef<(() => void) | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const busy = useRef(false);
  // The alert dialog, from the press's code (an alert only ever follows a press).
  const Alert = useRef<Flow['Alert'] | null>(null);
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
  useWidgetState(onState, state, fail, status == 'error', error);
  useEffect(() => {
    // Once per product per page, however many add buttons show it.
    if (product) void rt.once(`visit ${product.id}`, async () => rt.emit('visit-product-page', { productId: product.id, name: product.name }));
  }, [product, rt]);

  if (!product || cartLoading) return <Fallback />;
  if (restockShown) return null;
  const p = product;

  const add = () => {
    // Set at once: a double or triple click in one task sends one request.
    if (busy.current) return;
    busy.current = true;
    setMessage('');
    setAlert(null);
    const controls: AddControls = {
      rt,
      store,
      urls,
      say: setMessage,
      alert: (title, message) => setAlert({ title, message }),
      show: setPhase,
      idle,
      later,
      formOpen: (close) => (closeForm.current = close),
      button: () => button.current,
    };
    loadFlow().then(
      (loaded) => {
        Alert.current = loaded.Alert;
        return loaded.runAdd(p, controls);
      },
      // The press's code could not be fetched: the visitor is most likely offline.
      () => {
        setMessage(t('offline'));
        busy.current = false;
      },
    );
  };
  const Dialog = Alert.current;

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
        onPointerEnter={preload}
        onFocus={preload}
      >
        {phase == 'added' ? t('added') : addButtonLabel(p, { expressCheckout })}
      </button>
      <p id="sf-add-message" part="message" className="message" role="alert">
        {message}
      </p>
      <span className="sf-visually-hidden" role="status">
        {phase == 'added' ? t('added') : ''}
      </span>
      {alert && Dialog && (
        <Dialog
          {...alert}
          onClose={() => setAlert(null)}
          returnFocus={() => button.current}
        />
      )}
    </div>
  );
}
