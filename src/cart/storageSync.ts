import { safeLocalStorage } from '../storage/safeStorage';
import type { CartSync, SyncMessage } from './cartSync';

/** The localStorage key whose `storage` events carry the carts. */
export const STORAGE_KEY = 'sf:cart-sync';

/**
 * Cross-tab sync over the `storage` event, for browsers without BroadcastChannel (Safari before 15.4): a publish
 * writes the message to localStorage and the browser tells the other tabs. Loaded by cartSync.ts only where it is
 * needed. `self` tags this tab's messages; `receive` gets every message another tab wrote.
 */
export function createStorageSync(self: string, receive: (message: SyncMessage | null) => void): CartSync {
  const onStorage = ({ key, newValue }: StorageEvent) => {
    try {
      if (key == STORAGE_KEY && newValue) receive(JSON.parse(newValue));
    } catch {
      /* another writer's garbage: ignore */
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    publish: (cart) => safeLocalStorage.setItem(STORAGE_KEY, JSON.stringify({ from: self, cart, at: Date.now() })),
    close: () => window.removeEventListener('storage', onStorage),
  };
}
