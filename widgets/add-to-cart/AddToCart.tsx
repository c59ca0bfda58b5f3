import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useT } from '../../src/ui/strings';
import '../../src/i18n/strings/product';
import { addButtonLabel, restockReplacesAdd, soldOutFor, soldOutText, type ProductStore } from '../../src/product';
import { loadOnce } from '../../src/runtime/loadOnce';
import { useWidgetState } from '../../src/ui/defineWidget';
import { Fallback } from '../../src/ui/mountWidget';
import { useStore } from '../../src/ui/useStore';
import type { Runtime } from '../../src/runtime/createRuntime';
import type { AddToCartUrls } from './attributes';
import { initialAdd, reduceAdd, type AddOutcome } from './machine';

/**
 * - `loading`: the product or the cart is loading (the element's fallback shows).
 * - `idle`: the button can be pressed.
 * - `adding`: a request is in flight, and for 1 s after it (clicks do nothing; ./timing.ts).
 * - `added`: "Added!" for 2 s (clicks do nothing).
 * - `sold-out`: the product, or the chosen variant, is sold out: the button is disabled and reads the store's
 *   customSoldOutText, else "sold out" (where no restock form takes its place).
 * - `error`: the product could not be had; given up (fallback shows).
 */
export type AddToCartState = 'loading' | 'idle' | 'adding' | 'added' | 'sold-out' | 'error';

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
  const t = useT();
  const { expressCheckout } = rt.config;
  const shared = useStore(store, (s) => s);
  const { status, product, error } = shared;
  const cartLoading = useStore(rt.cart.store, (s) => s.status == 'loading');
  const [view, send] = useReducer(reduceAdd, initialAdd);
  const { phase, message, alert, timer } = view;
  // The lock, mirrored from the view at each render and taken at once by a press: a double or triple click in one
  // task sends one request.
  const busy = useRef(false);
  // After every render (a layout effect: in the same task as the render, so no press comes between them).
  useLayoutEffect(() => {
    busy.current = !!view.busy;
  });
  // Closes the additional-fields lightbox while it is open.
  const closeForm = useRef<(() => void) | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // The press's code, once loaded: it also brings the alert dialog (an alert only ever follows a press).
  const [flow, setFlow] = useState<Flow | null>(null);

  // The clock's next step; cleared on unmount (and a layout effect, so it starts in the same task as its outcome).
  useLayoutEffect(() => {
    if (!timer) return;
    const id = setTimeout(() => send({ kind: timer[1] }), timer[0]);
    return () => clearTimeout(id);
  }, [timer]);
  useLayoutEffect(() => () => closeForm.current?.(), []);

  // Nothing to buy for this choice: disabled, reading sold out (once a press under way has run its course).
  const soldOut = !!product && phase == 'idle' && !view.busy && soldOutFor(product, shared.chosen);
  const state: AddToCartState = status == 'error' ? 'error' : !product || cartLoading ? 'loading' : soldOut ? 'sold-out' : phase;
  useWidgetState(onState, state, fail, status == 'error', error);
  if (!product || cartLoading) return <Fallback />;
  // The product context's rule: a restock form of this product shows in the button's place.
  if (restockReplacesAdd(shared)) return null;
  const p = product;

  /** Takes an outcome of the press, then what follows it. */
  const follow = (outcome: AddOutcome): void => {
    closeForm.current = outcome.kind == 'form-opened' ? outcome.close : null;
    send(outcome);
    if ('next' in outcome) void outcome.next.then(follow);
  };
  const add = () => {
    if (busy.current) return;
    busy.current = true;
    send({ kind: 'press' });
    loadFlow().then(
      (loaded) => {
        setFlow(loaded);
        follow(loaded.runAdd(p, { rt, store, urls, button: () => button.current }));
      },
      // The press's code could not be fetched: the visitor is most likely offline.
      () => send({ kind: 'invalid', message: t('offline') }),
    );
  };
  const Dialog = flow?.Alert;

  return (
    <div className="sf-root">
      <button
        ref={button}
        type="button"
        part="button"
        className="button"
        data-state={soldOut ? 'sold-out' : phase}
        disabled={soldOut}
        aria-disabled={(!soldOut && phase != 'idle') || undefined}
        aria-describedby={message && !soldOut ? 'sf-add-message' : undefined}
        onClick={add}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {soldOut ? (
          <span className="sold-out">{soldOutText(p, t)}</span>
        ) : phase == 'added' ? (
          t('added')
        ) : (
          addButtonLabel(p, t, { expressCheckout })
        )}
      </button>
      <p id="sf-add-message" part="message" className="message" role="alert">
        {soldOut ? '' : message}
      </p>
      <span className="sf-visually-hidden" role="status">
        {phase == 'added' ? t('added') : ''}
      </span>
      {alert && Dialog && <Dialog {...alert} onClose={() => send({ kind: 'alert-closed' })} returnFocus={() => button.current} />}
    </div>
  );
}
