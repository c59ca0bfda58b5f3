import { describe, expect, it } from 'vitest';
import { isConfigError } from '../input/configError';
import { urlAttribute } from './urlAttribute';

const el = (value?: string) => {
  const e = document.createElement('div');
  if (value !== undefined) e.setAttribute('data-href', value);
  return e;
};
const read = (value?: string) => urlAttribute(el(value), 'data-href', '/cart', 'cart-pill');

describe('urlAttribute', () => {
  it('gives the fallback when the attribute is absent or blank', () => {
    expect([read(), read(''), read('   ')]).toEqual(['/cart', '/cart', '/cart']);
  });

  it('gives a path for this origin and the whole URL for another', () => {
    expect(read(' /my-cart?x=1#top ')).toBe('/my-cart?x=1#top');
    expect(read('http://127.0.0.1:3000/pay?x=1')).toBe('/pay?x=1');
    expect(read('checkout')).toBe('/checkout');
    expect(read('https://shop.example.com/cart')).toBe('https://shop.example.com/cart');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'http://[bad', 'mailto:a@b.c'])('refuses %s with an error naming the attribute', (value) => {
    let error: unknown;
    try {
      read(value);
    } catch (e) {
      error = e;
    }
    expect(isConfigError(error)).toBe(true);
    expect((error as Error).message).toBe(`data-href "${value.trim()}" must be a path or an http(s) URL`);
    expect((error as { source: string }).source).toBe('cart-pill data-href');
  });
});
