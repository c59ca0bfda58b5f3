import type { ShoppingCart } from '../types';

const CHANNEL = 'storefront:cart';

export interface CartSync {
  /** Tells the other tabs of this site about a new cart. */
  publish(cart: ShoppingCart): void;
  close(): void;
}

export interface SyncMessage {
  from: string;
  cart: ShoppingCart;
}

/**
 * Carries cart changes between tabs of one origin: BroadcastChannel where it exists, else the `storage` event
 * (Safari before 15.4). Where storage is unavailable too, each tab keeps its own view until its next load.
 */
export function createCartSync(onRemoteCart: (cart: ShoppingCart) => void): CartSync {
  const self = Math.random().toString(36).slice(2);
  const receive = (message: SyncMessage | null) => {
    if (message && message.from !== self && typeof message.cart == 'object' && message.cart) onRemoteCart(message.cart);
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => receive(event.data);
    return {
      publish: (cart) => channel.postMessage({ from: self, cart } satisfies SyncMessage),
      close: () => channel.close(),
    };
  }

  // No BroadcastChannel (Safari before 15.4): the storage event, whose code loads only in such a browser. Should it
  // fail to load, this tab keeps its own view until its next load, as where storage is unavailable.
  const fallback = import('./storageSync').then(
    (m) => m.createStorageSync(self, receive),
    () => null,
  );
  return {
    publish: (cart) => void fallback.then((sync) => sync?.publish(cart)),
    close: () => void fallback.then((sync) => sync?.close()),
  };
}
