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

  it('falls back to the storage event where BroadcastChannel is missing (its code loaded then)', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const seen: number[] = [];
    const sync = createCartSync((c) => seen.push(c.totalQuantity));
    const fire = (n: number) =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'sf:cart-sync', newValue: JSON.stringify({ from: 'other-tab', cart: cart(n) }) }));
    // Listening starts once the fallback's code has loaded; a publish made before then is written once it has.
    sync.publish(cart(3));
    await vi.waitFor(() => {
      fire(5);
      expect(seen).toContain(5);
    });
    expect(JSON.parse(window.localStorage.getItem('sf:cart-sync')!).cart.totalQuantity).toBe(3);
    sync.close();
    await new Promise((r) => setTimeout(r));
    fire(8);
    expect(seen).not.toContain(8);
  });
});
