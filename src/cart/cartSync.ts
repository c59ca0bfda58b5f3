import type { ShoppingCart } from '../types';

const CHANNEL = 'storefront:cart';

export interface CartSync {
  /** Tells the other tabs of this site about a new cart. */
  publish: (cart: ShoppingCart) => void;
  close: () => void;
}

export interface SyncMessage {
  from: string;
  cart: ShoppingCart;
}

/**
 * Carries cart changes between tabs of one origin over BroadcastChannel, which every browser of the baseline has
 * (docs/embed-contract.md, "Browser support"). Should a page have removed it, each tab keeps its own view until its next
 * load: the cart on the platform is right either way.
 */
export function createCartSync(onRemoteCart: (cart: ShoppingCart) => void): CartSync {
  if (typeof BroadcastChannel != 'function') return { publish() {}, close() {} };
  const self = Math.random().toString(36).slice(2);
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<SyncMessage | null>) => {
    if (data && data.from !== self && typeof data.cart == 'object' && data.cart) onRemoteCart(data.cart);
  };
  return {
    publish: (cart) => channel.postMessage({ from: self, cart } satisfies SyncMessage),
    close: () => channel.close(),
  };
}

/**
 * Tells the other tabs of a new cart without listening to them: what a tab's writes use until its own listener
 * (./listen.ts, started once the page is interactive) takes over, so a write made before then still reaches them.
 */
export function postCart(cart: ShoppingCart): void {
  if (typeof BroadcastChannel != 'function') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ from: 'unlistened', cart } satisfies SyncMessage);
  channel.close();
}
