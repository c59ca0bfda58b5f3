import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';

/** Subscribes a component to a vanilla store slice. `selector` must return a stable value (a primitive or stored object). */
export function useStore<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  // No server snapshot: widgets render only in the browser.
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
