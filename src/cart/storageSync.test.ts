import { afterEach, describe, expect, it } from 'vitest';
import type { ShoppingCart } from '../types';
import type { SyncMessage } from './cartSync';
import { createStorageSync, STORAGE_KEY } from './storageSync';

const cart = (totalQuantity: number) => ({ totalQuantity }) as ShoppingCart;
afterEach(() => window.localStorage.clear());

describe('cross-tab sync over the storage event', () => {
  it("hands on every message another tab wrote to the sync key, and nothing else", () => {
    const seen: (SyncMessage | null)[] = [];
    const sync = createStorageSync('me', (m) => seen.push(m));
    // What another tab's publish looks like from here: a storage event on the sync key.
    const fire = (key: string, newValue: string | null) => window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    fire(STORAGE_KEY, JSON.stringify({ from: 'other-tab', cart: cart(5) }));
    fire('unrelated', JSON.stringify({ from: 'other-tab', cart: cart(6) }));
    fire(STORAGE_KEY, '{not json');
    fire(STORAGE_KEY, null);
    expect(seen.map((m) => m?.cart.totalQuantity)).toEqual([5]);
    sync.close();
    fire(STORAGE_KEY, JSON.stringify({ from: 'other-tab', cart: cart(8) }));
    expect(seen).toHaveLength(1);
  });

  it("writes this tab's publish to storage, tagged with this tab, for the browser to tell the others", () => {
    const sync = createStorageSync('me', () => {});
    sync.publish(cart(7));
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ from: 'me', cart: { totalQuantity: 7 } });
    sync.close();
  });
});
