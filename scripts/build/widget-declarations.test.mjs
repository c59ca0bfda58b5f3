import { describe, expect, it } from 'vitest';
import { readDeclaration, readWidgets } from './widget-declarations.mjs';

describe('the build reads each widget\'s declaration (defineWidget) from its source', () => {
  it('reads name and chunk; a widget without a chunk gets its own', () => {
    expect(readDeclaration('w/a/index.tsx', "export const mount = defineWidget({ name: 'a', chunk: 'runtime', styles: aCss, attributes: p, render: A });"))
      .toEqual({ name: 'a', chunk: 'runtime', file: 'w/a/index.tsx' });
    expect(readDeclaration('w/b/index.tsx', "export const mount = defineWidget({\n  name: 'b',\n  styles: bCss,\n  render: B,\n});").chunk).toBe('b');
  });

  it('refuses what it cannot read for certain: no call, two calls, a computed name or chunk, an unknown chunk', () => {
    expect(() => readDeclaration('x.tsx', 'export const mount = () => {};')).toThrow(/expected one defineWidget/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a' }); defineWidget({ name: 'b' });")).toThrow(/found 2/);
    expect(() => readDeclaration('x.tsx', 'defineWidget({ name: NAME });')).toThrow(/name must be a string literal/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', chunk: `run${x}` });")).toThrow(/chunk must be a string literal/);
    expect(() => readDeclaration('x.tsx', "defineWidget({ name: 'a', chunk: 'product' });")).toThrow(/chunk is 'runtime' or left out/);
  });

  it('the shop\'s widgets: the cart pill and the product widgets in the runtime chunk, every other widget apart', () => {
    const widgets = readWidgets('widgets');
    expect(Object.keys(widgets).sort()).toEqual(['account', 'add-to-cart', 'audio', 'cart', 'cart-pill', 'collection', 'comments', 'error-reporter', 'event', 'follow', 'gallery', 'instalment-pill', 'language-switcher', 'like', 'member-gate', 'order-confirmation', 'popup', 'product', 'product-status', 'quantity', 'quick-view', 'restock-form', 'reviews', 'share', 'site-form', 'variant-picker', 'video']);
    expect(Object.values(widgets).filter((w) => w.chunk === 'runtime').map((w) => w.name).sort()).toEqual(['add-to-cart', 'cart-pill', 'product-status', 'quantity', 'variant-picker']);
  });
});
