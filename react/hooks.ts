/** The hooks a theme's own components use: the cart, the account, a product's shared state, analytics and events. */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { accountOf, type AccountResult, type AccountState, type SignInInput } from '../src/account/account';
import type { CartState } from '../src/cart/store';
import type { CartAddInput } from '../src/cart/writes';
import type { ProductState } from '../src/product';
import type { Chosen } from '../src/product/selection';
import { cartCall } from '../src/runtime';
import { recordPageEvent, type PageEventFields } from '../src/telemetry/recordPageEvent';
import type { PageEvent } from '../src/telemetry/pageEvents';
import type { AddEntryResponse, ShoppingCart, StorefrontEventName } from '../src/types';
import type { Product } from './components/product';
import { useStorefront } from './provider';

const NO_CART: CartState = { status: 'idle', cart: null, error: null, recalculating: 0 };
const noSubscription = () => () => {};

export interface UseCart {
  /** The cart shown (with changes in flight), or null while there is none. */
  cart: ShoppingCart | null;
  status: CartState['status'];
  /** The last load's error (its message is ready to show), or null. */
  error: CartState['error'];
  /** Adds an item, like `Storefront.cart.add` (rejects with a StorefrontError, or a TypeError for bad input). */
  add(input: CartAddInput): Promise<AddEntryResponse>;
  /** Fetches the cart again. */
  refresh(): Promise<ShoppingCart | null>;
}

/** The cart of the nearest StorefrontProvider; re-renders when it changes. */
export function useCart(): UseCart {
  const rt = useStorefront();
  const state = useSyncExternalStore(
    rt ? rt.cart.store.subscribe : noSubscription,
    () => (rt ? rt.cart.store.getState() : NO_CART),
    () => NO_CART,
  );
  return useMemo(() => {
    const notReady = () =>
      Promise.reject(new Error('useCart: the StorefrontProvider has not started yet (it starts in the browser, after the first render).'));
    return {
      cart: state.cart,
      status: state.status,
      error: state.error,
      add: (input) => (rt ? cartCall(rt, 'add', input) : notReady()),
      refresh: () => (rt ? cartCall(rt, 'refresh') : notReady()),
    };
  }, [rt, state]);
}

export interface UseAccount {
  /** `signed-out`, `signing-in`, `signed-in` or `signing-out`; the email signed in with where this tab knows it; the last failure's message. */
  state: AccountState;
  /** Signs in (one call at a time: a second while one is on its way joins it). Never rejects: see the result's `reason`. */
  signIn(input: SignInInput): Promise<AccountResult>;
  /** Signs out; `cloneCart`: the anonymous cart after it keeps the member cart's items. */
  signOut(options?: { cloneCart?: boolean }): Promise<AccountResult>;
  /** Sends the member's language (spec 001 §7), when the page asks for it. */
  setLocale(language: string): Promise<AccountResult>;
}

const NO_ACCOUNT: AccountState = { status: 'signed-out', email: null, hasToken: false, error: null, notice: null };

/** The visitor's account under the nearest StorefrontProvider (docs/account.md); re-renders when it changes. */
export function useAccount(): UseAccount {
  const rt = useStorefront();
  const account = useMemo(() => (rt ? accountOf(rt) : null), [rt]);
  const state = useSyncExternalStore(
    account ? account.store.subscribe : noSubscription,
    () => (account ? account.store.getState() : NO_ACCOUNT),
    () => NO_ACCOUNT,
  );
  return useMemo(() => {
    const notReady = (): Promise<AccountResult> =>
      Promise.resolve({
        ok: false,
        reason: 'offline',
        message: 'useAccount: the StorefrontProvider has not started yet (it starts in the browser, after the first render).',
      });
    return {
      state,
      signIn: (input) => (account ? account.signIn(input) : notReady()),
      signOut: (options) => (account ? account.signOut(options) : notReady()),
      setLocale: (language) => (account ? account.setLocale(language) : notReady()),
    };
  }, [account, state]);
}

export interface UseAnalytics {
  /**
   * Records a moment the page draws itself, as `Storefront.analytics.record` does (docs/analytics.md): `reviews-tab` or
   * `reviews-vitals-link` with `{ productId, productName }` (the newer tracker), or a gated-content event
   * (`video-list-view`, `video-detail-view`, `access-denied-view`, `join-button-click`, `third-party-video-click`) with
   * its fields (the older tracker). Under the recording rule; resolves once sent or skipped; rejects with a TypeError
   * for another name, and before the provider has started.
   */
  record(event: PageEvent, fields?: PageEventFields): Promise<void>;
}

/** The page's own analytics events under the nearest StorefrontProvider (docs/analytics.md). */
export function useAnalytics(): UseAnalytics {
  const rt = useStorefront();
  return useMemo(
    () => ({
      record: (event, fields) =>
        rt
          ? recordPageEvent(rt, event, fields)
          : Promise.reject(
              new Error('useAnalytics: the StorefrontProvider has not started yet (it starts in the browser, after the first render).'),
            ),
    }),
    [rt],
  );
}

export interface UseProduct {
  /** `loading` until the product is here, `ready`, or `error` (then `error` says why). */
  status: ProductState['status'];
  /** The product (the spec's Product item, parsed: docs/product-rules.md), or null while it loads. */
  product: Product | null;
  error: string | null;
  /** The options chosen so far, by option name: the same selection the product's widgets of this scope show. */
  chosen: Chosen;
  /** The quantity as typed in the quantity widget. */
  quantity: string;
  /** Chooses `value` for the option `name` (the variant picker follows, and add-to-cart adds that variant). */
  choose(name: string, value: string): void;
  /** Sets the quantity (the quantity widget follows). */
  setQuantity(quantity: string): void;
}

const NO_PRODUCT: ProductState = { status: 'loading', product: null, error: null, chosen: {}, quantity: '1', denominationCents: null };

/**
 * The product `productId` as the widgets of `scope` share it: loaded once per provider, whatever shows it; re-renders
 * when it arrives or the selection changes. A theme's own controls can choose through it.
 */
export function useProduct(productId: string, scope = ''): UseProduct {
  const rt = useStorefront();
  const context = useMemo(() => (rt ? rt.product({ kind: 'id', id: productId }, scope) : null), [rt, productId, scope]);
  const state = useSyncExternalStore(
    context ? context.store.subscribe : noSubscription,
    () => (context ? context.store.getState() : NO_PRODUCT),
    () => NO_PRODUCT,
  );
  return useMemo(
    () => ({
      status: state.status,
      product: state.product,
      error: state.error,
      chosen: state.chosen,
      quantity: state.quantity,
      choose: (name, value) => context?.choose(name, value),
      setQuantity: (quantity) => context?.setQuantity(quantity),
    }),
    [context, state],
  );
}

/** Calls `handler` with the event's detail for every `storefront:<name>` event while the component is mounted. */
export function useStorefrontEvent(name: StorefrontEventName, handler: (detail: unknown) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener = (e: Event) => latest.current((e as CustomEvent).detail);
    document.addEventListener('storefront:' + name, listener);
    return () => document.removeEventListener('storefront:' + name, listener);
  }, [name]);
}
