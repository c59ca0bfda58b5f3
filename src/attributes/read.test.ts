import { describe, expect, it, vi } from 'vitest';
import { isConfigError } from '../input/configError';
import { attributeName, flag, id, ids, json, list, number, oneOf, prefix, raw, text, url, type AttributeSpec } from './declare';
import { readAttribute, readAttributes } from './read';

/** An element with these attributes. */
const el = (attrs: Record<string, string> = {}) => {
  const e = document.createElement('div');
  for (const [name, value] of Object.entries(attrs)) e.setAttribute(name, value);
  return e;
};
/** Reads `key` declared as `spec` off an element whose attribute for it holds `value` (absent: undefined). */
const read = (spec: AttributeSpec, value?: string, key = 'thing', warn: (m: string) => void = () => {}) =>
  readAttribute(el(value === undefined ? {} : { [attributeName(key, spec)]: value }), key, spec, 'cart-pill', warn);
/** The ConfigError `fn` throws: its message and source. */
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(isConfigError(error)).toBe(true);
    return { message: (error as Error).message, source: (error as { source: string }).source };
  }
  throw new Error('nothing was refused');
};

describe('attribute names', () => {
  it('are data- and the key in kebab case, unless the declaration names one', () => {
    expect(attributeName('pageSize', number({ min: 1, max: 2, default: 1 }))).toBe('data-page-size');
    expect(attributeName('pickerStyle', oneOf({ attr: 'data-style', options: ['a'], default: 'a', invalid: 'refuse' }))).toBe('data-style');
    expect(attributeName('product', json('data-product-json'))).toBe('data-product-json');
  });
});

describe('url attributes', () => {
  const href = url({ default: '/cart' });
  const readHref = (value?: string) => read(href, value, 'href');

  it('gives the default when the attribute is absent or blank, and null when there is none', () => {
    expect([readHref(), readHref(''), readHref('   ')]).toEqual(['/cart', '/cart', '/cart']);
    expect(read(url())).toBeNull();
  });

  it('gives a path for this origin and the whole URL for another', () => {
    expect(readHref(' /my-cart?x=1#top ')).toBe('/my-cart?x=1#top');
    expect(readHref('http://127.0.0.1:3000/pay?x=1')).toBe('/pay?x=1');
    expect(readHref('checkout')).toBe('/checkout');
    expect(readHref('https://shop.example.com/cart')).toBe('https://shop.example.com/cart');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'http://[bad', 'mailto:a@b.c'])(
    'refuses %s with an error naming the attribute',
    (value) => {
      expect(refusal(() => readHref(value))).toEqual({
        message: `data-href "${value.trim()}" must be a path or an http(s) URL`,
        source: 'cart-pill data-href',
      });
    },
  );

  it('a template keeps its placeholder, must hold it, and must be a link whatever replaces it', () => {
    const template = url({ template: '{id}' });
    expect(read(template, '/products/{id}')).toBe('/products/{id}');
    expect(refusal(() => read(template, '/products')).message).toBe('data-thing "/products" has no {id}');
    expect(refusal(() => read(template, 'javascript:{id}')).message).toBe('data-thing "javascript:{id}" must be a path or an http(s) URL');
  });
});

describe('numbers', () => {
  const size = number({ min: 1, max: 50, default: 24, whole: true });

  it('clamps one out of range and replaces one that is not a number, each with one warning naming the attribute', () => {
    const warn = vi.fn<(message: string) => void>();
    expect([
      read(size, '80', 'pageSize', warn),
      read(size, '0', 'pageSize', warn),
      read(size, 'ten', 'pageSize', warn),
      read(size, '2.5', 'pageSize', warn),
    ]).toEqual([50, 1, 24, 24]);
    expect(warn.mock.calls.map(([m]) => m)).toEqual([
      'data-page-size="80" is outside 1–50: 50 is used',
      'data-page-size="0" is outside 1–50: 1 is used',
      'data-page-size="ten" is not a whole number: 24 is used',
      'data-page-size="2.5" is not a whole number: 24 is used',
    ]);
  });

  it('takes a fraction where it need not be whole; absent or blank is the default, without a warning', () => {
    const warn = vi.fn<(message: string) => void>();
    const seconds = number({ min: 1, max: 10, default: 5 });
    expect([read(seconds, '2.5', 'x', warn), read(seconds, undefined, 'x', warn), read(seconds, ' ', 'x', warn)]).toEqual([2.5, 5, 5]);
    expect(warn).not.toHaveBeenCalled();
    expect(read(seconds, 'Infinity', 'x', warn)).toBe(5);
    expect(warn).toHaveBeenCalledWith('data-x="Infinity" is not a number: 5 is used');
  });
});

describe('options', () => {
  it('one of a set: any case; another value is refused naming the options, or replaced with a warning', () => {
    const style = oneOf({ attr: 'data-style', options: ['dropdown', 'radio'], default: 'dropdown', invalid: 'refuse' });
    expect([read(style), read(style, 'Radio'), read(style, ' dropdown ')]).toEqual(['dropdown', 'radio', 'dropdown']);
    expect(refusal(() => read(style, 'buttons'))).toEqual({
      message: 'data-style "buttons" must be "dropdown" or "radio"',
      source: 'cart-pill data-style',
    });
    const labelled = oneOf({ options: ['i', 'c'], labels: { i: 'item', c: 'collection' }, default: 'c', invalid: 'refuse' });
    expect(refusal(() => read(labelled, 'x', 'contentSource')).message).toBe(
      'data-content-source "x" must be "i" (item) or "c" (collection)',
    );
    const warn = vi.fn<(message: string) => void>();
    const theme = oneOf({ options: ['dark', 'light', 'auto'], default: 'dark', invalid: 'warn' });
    expect(read(theme, 'pink', 'theme', warn)).toBe('dark');
    expect(warn).toHaveBeenCalledWith('data-theme="pink" is not one of dark, light, auto: dark is used');
  });

  it('a list: each once, in the order given; an unknown one is refused naming it; absent: all', () => {
    const parts = list({ options: ['title', 'price', 'button'], noun: 'part' });
    expect(read(parts, 'button, title price,title')).toEqual(['button', 'title', 'price']);
    expect(read(parts)).toEqual(['title', 'price', 'button']);
    expect(refusal(() => read(parts, 'title, picture', 'contents')).message).toBe(
      'data-contents names no such part: picture (parts: title, price, button)',
    );
  });
});

describe('flags, text and ids', () => {
  it('a flag is on when present with any value but false', () => {
    expect([
      read(flag()),
      read(flag(), ''),
      read(flag(), 'true'),
      read(flag(), ' FALSE '),
      read(flag({ default: true })),
      read(flag({ default: true }), 'false'),
    ]).toEqual([false, true, true, false, true, false]);
  });

  it('text is trimmed, blank is absent (the default, else null); inline JSON and raw attributes give their text', () => {
    expect([read(text()), read(text(), '  '), read(text(), ' a b '), read(text({ default: 'd' }))]).toEqual([null, null, 'a b', 'd']);
    expect(read(json('data-thing'), ' #p ')).toBe('#p');
    expect(read(raw('anything'), 'dark')).toBe('dark');
  });

  it('an id no URL can carry (a lone UTF-16 surrogate) is refused; a list of ids drops blanks, repeats and those', () => {
    expect(read(id(), ' p-tee ')).toBe('p-tee');
    expect(read(id(), 'p-𝕏')).toBe('p-𝕏');
    expect(refusal(() => read(id(), 'p-\ud835', 'formId')).message).toBe('data-form-id is not well-formed text');
    expect(read(ids(), 'a, b,,a , c,\ud835')).toEqual(['a', 'b', 'c']);
  });

  it('a prefix hands on the attributes under it, without the prefix', () => {
    const e = el({ 'data-gallery-design': 'slider', 'data-gallery-': 'x', 'data-picker-style': 'radio' });
    expect(readAttribute(e, 'gallery', prefix('data-gallery-', 'gallery'), 'product', () => {})).toEqual({ 'data-design': 'slider' });
  });

  it('readAttributes reads every declared attribute, warning through the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const e = el({ 'data-page-size': '99', 'data-label': 'All' });
    expect(readAttributes(e, { pageSize: number({ min: 1, max: 50, default: 24 }), label: text(), on: flag() }, 'collection')).toEqual({
      pageSize: 50,
      label: 'All',
      on: false,
    });
    expect(warn).toHaveBeenCalledWith('[storefront] collection: data-page-size="99" is outside 1–50: 50 is used', e);
    warn.mockRestore();
  });
});
