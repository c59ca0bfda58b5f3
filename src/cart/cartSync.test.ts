import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../types';
import { createCartSync } from './cartSync';

const cart = (totalQuantity: number) => ({ totalQuantity }) as ShoppingCart;

afterEach(() => vi.unstubAllGlobals());

describe('cross-tab cart sync', () => {
  it('uses BroadcastChannel and ignores its own messages', async () => {
    const seen: number[] = [];
    const a = createCartSync((c) => seen.push(c.totalQuantity));
    const b = createCartSync(() => {});
    a.publish(cart(1)); // own message: ignored by a
    b.publish(cart(2)); // another tab's: received by a
    await new Promise((r) => setTimeout(r, 30));
    a.close();
    b.close();
    expect(seen).toEqual([2]);
  });

  it('falls back to the storage event where BroadcastChannel is missing', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const seen: number[] = [];
    const sync = createCartSync((c) => seen.push(c.totalQuantity));
    // What another tab's publish looks like from here: a storage event on the sync key.
    const fire = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire('sf:cart-sync', JSON.stringify({ from: 'other-tab', cart: cart(5) }));
    fire('unrelated', JSON.stringify({ from: 'other-tab', cart: cart(6) }));
    fire('sf:cart-sync', '{not json');
    fire('sf:cart-sync', null);
    expect(seen).toEqual([5]);
    // This tab's own publish is written to storage (the browser tells the other tabs).
    sync.publish(cart(7));
    expect(JSON.parse(window.localStorage.getItem('sf:cart-sync')!).cart.totalQuantity).toBe(7);
    sync.close();
    fire('sf:cart-sync', JSON.stringify({ from: 'other-tab', cart: cart(8) }));
    expect(seen).toEqual([5]);
  });
});
