import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../../tests/unit/clearCookies';
import { shouldLoadCart } from '../cart/shouldLoadCart';
import { identify } from '../telemetry/identity';
import { cookieJar, readCookie } from './readCookie';
import { countReads } from '../../tests/unit/countCookieReads';

afterEach(() => {
  delete (document as { cookie?: string }).cookie;
  vi.restoreAllMocks();
  clearCookies('a', 'b', 'hasCart', 'CART', 'SiteUserInfo', 'SS_ANALYTICS_ID', 'SS_ANALYTICS_EXPIRATION');
});

describe('cookies (document.cookie is a round trip to the cookie store on every read)', () => {
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

  it('the analytics identity never reads them after writing one (a read after a write waits for the cookie store)', () => {
    const reads = countReads();
    // A first visit: the analytics id and its expiry written; what it reads after them comes from the SDK's own reading.
    const who = identify();
    expect(reads.log.join('')).toMatch(/^r+w+$/);
    expect(reads()).toBeLessThanOrEqual(2);
    expect(cookieJar()('SS_ANALYTICS_ID')).toBe(who.analyticsId);
    expect(reads.log.join('')).toMatch(/^r+w+$/);
    // The next run of script asks the browser again, and finds what was written.
    return Promise.resolve().then(() => {
      expect(readCookie('SS_ANALYTICS_ID')).toBe(who.analyticsId);
      expect(reads.log.at(-1)).toBe('r');
    });
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
