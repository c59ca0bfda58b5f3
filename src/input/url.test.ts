import { describe, expect, it } from 'vitest';
import { scriptUrl } from './scriptUrl';
import { httpUrl, shortUrl } from './url';

describe('the URL checker', () => {
  it('httpUrl: resolves against the base and takes http(s) only', () => {
    expect(httpUrl('/p?x=1', 'https://shop.example/a/')!.href).toBe('https://shop.example/p?x=1');
    expect(httpUrl('HTTPS://Other.example', 'https://shop.example/')!.href).toBe('https://other.example/');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'blob:https://shop.example/1', 'mailto:a@b.c', 'http://[bad'])
      expect(httpUrl(bad, 'https://shop.example/')).toBeNull();
  });

  it('shortUrl: a path on this origin, the whole URL elsewhere', () => {
    expect(shortUrl(new URL('/cart?x=1#top', location.href))).toBe('/cart?x=1#top');
    expect(shortUrl(new URL('https://pay.example/go'))).toBe('https://pay.example/go');
    // A <base href> on another origin: a path would follow it, so the whole URL (host page abuse, docs/security.md).
    const base = document.createElement('base');
    base.href = 'https://evil.example/shop/';
    document.head.append(base);
    try {
      expect(shortUrl(new URL('/cart', location.href))).toBe(`${location.origin}/cart`);
    } finally {
      base.remove();
    }
  });

  it('script mode: http(s), resolved against the document, as a full URL', () => {
    expect(scriptUrl('/__mock/captcha.js', document)).toBe(new URL('/__mock/captcha.js', document.baseURI).href);
    expect(scriptUrl('https://www.google.com/recaptcha/api.js?render=explicit', document)).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit',
    );
    expect(scriptUrl('javascript:alert(1)', document)).toBeNull();
    expect(scriptUrl('data:text/javascript,alert(1)', document)).toBeNull();
  });
});
