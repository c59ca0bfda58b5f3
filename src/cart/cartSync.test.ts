import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShoppingCart } from '../types';
import { createCartSync, postCart } from './cartSync';

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

  it('keeps to itself where a page removed BroadcastChannel (no throw, nothing sent or received)', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const seen: number[] = [];
    const sync = createCartSync((c) => seen.push(c.totalQuantity));
    expect(() => sync.publish(cart(3))).not.toThrow();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'sf:cart-sync', newValue: JSON.stringify({ from: 'other-tab', cart: cart(5) }) }),
    );
    sync.close();
    expect(seen).toEqual([]);
  });

  it('postCart tells the other tabs without listening itself', async () => {
    const seen: number[] = [];
    const other = createCartSync((c) => seen.push(c.totalQuantity));
    postCart(cart(4));
    await new Promise((r) => setTimeout(r, 30));
    other.close();
    expect(seen).toEqual([4]);
  });
});
