import { useMemo, useRef, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { withinFrameBudget } from './frameBudget';

/**
 * Subscribes a component to a vanilla store slice. `selector` must return a stable value (a primitive or stored object).
 * Notifications share the page's frame budget (./frameBudget.ts): when hundreds of widgets change at once, they render
 * over several frames.
 */
export function useStore<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  const subscribe = useMemo(() => withinFrameBudget(store.subscribe), [store]);
  // No server snapshot: widgets render only in the browser.
  return useSyncExternalStore(subscribe, () => selector(store.getState()));
}

/**
 * Subscribes a component to some fields of a vanilla store: it re-renders only when one of `keys` changes (compared
 * with ===), not when another field does (the variant picker does not re-render as the quantity is typed).
 */
export function useStoreFields<S, K extends keyof S>(store: StoreApi<S>, keys: readonly K[]): Pick<S, K> {
  const last = useRef<Pick<S, K> | undefined>(undefined);
  return useStore(store, (state) => {
    const prev = last.current;
    if (prev && keys.every((k) => prev[k] === state[k])) return prev;
    const next = {} as Pick<S, K>;
    for (const k of keys) next[k] = state[k];
    return (last.current = next);
  });
}
