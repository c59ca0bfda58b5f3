import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigate, navigation } from './navigate';

afterEach(() => vi.restoreAllMocks());

describe('navigate', () => {
  it('goes through navigation.go, with the query parameters encoded', () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => {});
    navigate('/commerce/subscription', { cartToken: 'a b&c' });
    expect(go).toHaveBeenCalledWith('/commerce/subscription?cartToken=a+b%26c');
    navigate('/commerce/gift-card?x=1#top', { itemId: 'p-gift', amount: 5000 });
    expect(go).toHaveBeenLastCalledWith('/commerce/gift-card?x=1&itemId=p-gift&amount=5000#top');
    navigate('https://pay.example.com/checkout');
    expect(go).toHaveBeenLastCalledWith('https://pay.example.com/checkout');
  });

  it('navigation.go calls location.assign with the URL resolved against the page (a <base href> elsewhere cannot move it)', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const base = document.createElement('base');
    base.href = 'https://evil.example/shop/';
    document.head.append(base);
    try {
      navigation.go('/checkout');
      expect(assign).toHaveBeenCalledWith(`${location.origin}/checkout`);
    } finally {
      base.remove();
    }
  });
});
