import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../../tests/unit/clearCookies';
import { shouldLoadCart } from '../cart/shouldLoadCart';
import { identify } from '../telemetry/identity';
import { cookieJar, readCookie } from './readCookie';

/** Counts the page's reads of `document.cookie` from now on (writes go through). */
function countReads() {
  let proto: object | null = document;
  while (proto && !Object.getOwnPropertyDescriptor(proto, 'cookie')) proto = Object.getPrototypeOf(proto);
  const own = Object.getOwnPropertyDescriptor(proto!, 'cookie')!;
  let reads = 0;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => (reads++, own.get!.call(document) as string),
    set: (value: string) => own.set!.call(document, value),
  });
  return () => reads;
}

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  vi.restoreAllMocks();
  clearCookies('a', 'b', 'hasCart', 'CART', 'SiteUserInfo');
});

describe('cookies (issue 15: document.cookie is a round trip to the cookie store on every read)', () => {
  it('a jar reads the cookies once and looks up any number of them; values are decoded', () => {
    document.cookie = 'a=1';
    document.cookie = `b=${encodeURIComponent('x y')}`;
    const reads = countReads();
    const jar = cookieJar();
    expect([jar('a'), jar('b'), jar('c')]).toEqual(['1', 'x y', null]);
    expect(reads()).toBe(1);
    expect(readCookie('b')).toBe('x y');
    expect(reads()).toBe(2);
  });

  it('the cart-loading rule reads them once for its three cookies', () => {
    const reads = countReads();
    expect(shouldLoadCart()).toBe(false);
    expect(reads()).toBe(1);
    document.cookie = 'CART=c-1';
    expect(shouldLoadCart()).toBe(true);
    expect(reads()).toBe(2);
  });

  it('the analytics identity reads them once', () => {
    const reads = countReads();
    identify();
    expect(reads()).toBe(1);
  });

  it('a page that denies cookies has none, and nothing throws', () => {
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(cookieJar()('a')).toBeNull();
    expect(shouldLoadCart()).toBe(false);
  });
});
