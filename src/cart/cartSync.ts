import { safeLocalStorage } from '../storage/safeStorage';
import type { ShoppingCart } from '../types';

const CHANNEL = 'storefront:cart';
const STORAGE_KEY = 'sf:cart-sync';

export interface CartSync {
  /** Tells the other tabs of this site about a new cart. */
  publish(cart: ShoppingCart): void;
  close(): void;
}

interface Message {
  from: string;
  cart: ShoppingCart;
}

/**
 * Carries cart changes between tabs of one origin: BroadcastChannel where it exists, else the `storage` event
 * (Safari before 15.4). Where storage is unavailable too, each tab keeps its own view until its next load.
 */
export function createCartSync(onRemoteCart: (cart: ShoppingCart) => void): CartSync {
  const self = Math.random().toString(36).slice(2);
  const receive = (message: Message | null) => {
    if (message && message.from !== self && typeof message.cart == 'object' && message.cart) onRemoteCart(message.cart);
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => receive(event.data);
    return {
      publish: (cart) => channel.postMessage({ from: self, cart } satisfies Message),
      close: () => channel.close(),
    };
  }

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
