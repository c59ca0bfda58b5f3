import { describe, expect, it } from 'vitest';
import { resolveApiRoot } from './contract';

describe('resolveApiRoot: data-api-root, as the loader fixes it once (docs/embed-contract.md, "The API root")', () => {
  const page = 'https://shop.example/catalog/p/tee?x=1#top';
  it.each([
    [undefined, 'https://shop.example'],
    ['', 'https://shop.example'],
    ['  ', 'https://shop.example'],
    ['/', 'https://shop.example'],
    ['/store/', 'https://shop.example/store'],
    ['store', 'https://shop.example/catalog/p/store'],
    ['../api-root', 'https://shop.example/catalog/api-root'],
    ['//api.example/v2', 'https://api.example/v2'],
    ['https://api.example', 'https://api.example'],
    ['HTTP://API.example:8080/v1//?q=1#frag', 'http://api.example:8080/v1'],
    ['https://user:secret@api.example/v1', 'https://api.example/v1'],
  ])('%j on %s → %s', (given, expected) => {
    expect(resolveApiRoot(given, page)).toBe(expected);
  });

  it.each([['javascript:alert(1)'], ['data:text/html,x'], ['ftp://api.example/'], ['http://[nope'], ['blob:https://shop.example/x']])(
    'refuses %s (not http(s))',
    (given) => {
      expect(resolveApiRoot(given, page)).toBeUndefined();
    },
  );

  it("on a page that is not http(s), an empty root is refused too (the caller falls back to the page's origin)", () => {
    expect(resolveApiRoot('', 'file:///tmp/page.html')).toBeUndefined();
    expect(resolveApiRoot('https://api.example', 'file:///tmp/page.html')).toBe('https://api.example');
  });
});
