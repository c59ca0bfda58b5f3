import { describe, expect, it } from 'vitest';
import { readDeclaration, readWidgets } from './widget-declarations.mjs';

describe('the build reads each widget\'s declaration (defineWidget) from its source', () => {
  it('reads name, chunk and mountWhen; a widget without a chunk gets its own', () => {
    expect(readDeclaration('w/a/index.tsx', "export const mount = defineWidget({ name: 'a', chunk: 'runtime', styles: aCss, attributes: p, render: A });"))
      .toEqual({ name: 'a', chunk: 'runtime', file: 'w/a/index.tsx', near: false });
    expect(readDeclaration('w/b/index.tsx', "export const mount = defineWidget({\n  name: 'b',\n  styles: bCss,\n  render: B,\n});").chunk).toBe('b');
    expect(readDeclaration('w/c/index.tsx', "defineWidget({ name: 'c', mountWhen: 'near', styles: c });")).toEqual({ name: 'c', chunk: 'c', file: 'w/c/index.tsx', near: true });
  });

  it('refuses what it cannot read for certain: no call, two calls, a computed name or chunk, an unknown chunk', () => {
    expect(() => readDeclaration('x.tsx', 'export const mount = () => {};')).toThrow(/expected one defineWidget/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a' }); defineWidget({ name: 'b' });")).toThrow(/found 2/);
    expect(() => readDeclaration('x.tsx', 'defineWidget({ name: NAME });')).toThrow(/name must be a string literal/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', chunk: `run${x}` });")).toThrow(/chunk must be a string literal/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', chunk: 'product' });")).toThrow(/chunk is 'runtime' or left out/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', mountWhen: 'idle' });")).toThrow(/mountWhen is 'near'/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', chunk: 'runtime', mountWhen: 'near' });")).toThrow(/mountWhen is 'near'/);
  });

  it('the shop\'s widgets: the cart pill and the product widgets in the runtime chunk, every other widget apart', () => {
    const widgets = readWidgets('widgets');
    expect(Object.keys(widgets).sort()).toEqual(['account', 'add-to-cart', 'audio', 'cart', 'cart-pill', 'collection', 'comments', 'error-reporter', 'event', 'follow', 'gallery', 'instalment-pill', 'language-switcher', 'like', 'member-gate', 'order-confirmation', 'popup', 'product', 'product-status', 'quantity', 'quick-view', 'restock-form', 'reviews', 'share', 'site-form', 'variant-picker', 'video']);
    expect(Object.values(widgets).filter((w) => w.chunk === 'runtime').map((w) => w.name).sort()).toEqual(['add-to-cart', 'cart-pill', 'product-status', 'quantity', 'variant-picker']);
    // What acts for the whole page (a popup's timer, a purchase tag, a gate, the account, the cart, a reporter) mounts
    // when found; what shows content in place (the reviews too: the page holds their height) waits, below the first
    // screen, until the visitor scrolls near.
    expect(Object.values(widgets).filter((w) => w.chunk !== 'runtime' && !w.near).map((w) => w.name).sort()).toEqual(['account', 'cart', 'error-reporter', 'member-gate', 'order-confirmation', 'popup', 'quick-view']);
  });
});
