import { afterEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { createStrings, defaultT, type Translate } from '../i18n';
import { addButtonLabel, parseProduct, soldOutText } from './index';
import type { Product } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const make = (sc: Record<string, unknown>): Product =>
  ok({ id: 'p', structuredContent: { productType: 1, variants: [{ price: 1 }], ...sc } });

/** The strings the functions are given: the defaults, unless a test sets overrides (as a runtime reads them from site settings). */
let t: Translate = defaultT;
afterEach(() => (t = defaultT));

describe('addButtonLabel (spec 000 §9)', () => {
  it('the seed products, with and without express checkout', () => {
    // The seed's first eight: one product of each kind and edge case (mock-server/seed.ts); the shop's others are alike.
    expect(
      seedProducts()
        .slice(0, 8)
        .map((p) => [p.id, addButtonLabel(ok(p), t, { expressCheckout: false }), addButtonLabel(ok(p), t, { expressCheckout: true })]),
    ).toEqual([
      ['p-tee', 'Add to Cart', 'Purchase'],
      ['p-poster', 'Add to Cart', 'Purchase'],
      ['p-mug', 'Add to Cart', 'Purchase'],
      ['p-ebook', 'Add to Cart', 'Purchase'],
      ['p-consult', 'Add to Cart', 'Purchase'],
      ['p-coffee-club', 'Subscribe', 'Subscribe'],
      ['p-gift', 'Purchase', 'Purchase'],
      ['p-engraved-pen', 'Add to Cart', 'Purchase'],
    ]);
  });

  it('defaults to Add to Cart without options', () => {
    expect(addButtonLabel(make({}), t)).toBe('Add to Cart');
  });

  it('the custom label wins over everything when set and not blank', () => {
    const custom = { useCustomAddButtonText: true, customAddButtonText: 'Pre-order now' };
    expect(addButtonLabel(make(custom), t, { expressCheckout: true })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, isSubscribable: true }), t, { expressCheckout: false })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, productType: 4 }), t, { expressCheckout: false })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, useCustomAddButtonText: false }), t, { expressCheckout: false })).toBe('Add to Cart');
    expect(addButtonLabel(make({ ...custom, customAddButtonText: ' ' }), t, { expressCheckout: false })).toBe('Add to Cart');
  });

  it('Subscribe for a subscribable product, even under express checkout', () => {
    expect(addButtonLabel(make({ isSubscribable: true, productType: 3 }), t, { expressCheckout: true })).toBe('Subscribe');
  });

  it('uses the localized strings from site settings', () => {
    t = createStrings({ addToCart: 'In den Warenkorb', subscribe: 'Abonnieren', purchase: 'Kaufen' }).t;
    expect(addButtonLabel(make({}), t, { expressCheckout: false })).toBe('In den Warenkorb');
    expect(addButtonLabel(make({ isSubscribable: true }), t, { expressCheckout: false })).toBe('Abonnieren');
    expect(addButtonLabel(make({}), t, { expressCheckout: true })).toBe('Kaufen');
    expect(addButtonLabel(make({ productType: 4 }), t, { expressCheckout: false })).toBe('Kaufen');
  });
});

describe('addButtonLabel where the site has localized strings but not addToCart (spec 001 §8: docs/strings.md, "Which text wins")', () => {
  it('Add To Cart; the custom label still wins', () => {
    t = createStrings({ subscribe: 'Abonnieren' }).t;
    expect(addButtonLabel(make({}), t)).toBe('Add To Cart');
    expect(addButtonLabel(make({ isSubscribable: true }), t)).toBe('Abonnieren');
    expect(addButtonLabel(make({ useCustomAddButtonText: true, customAddButtonText: 'Pre-order now' }), t)).toBe('Pre-order now');
  });
});

describe('soldOutText (spec 001 §3 customSoldOutText, §8 "sold out")', () => {
  const withText = (customSoldOutText: string) =>
    ok({ id: 'p', merchandising: { customSoldOutText }, structuredContent: { productType: 1, variants: [{ price: 1 }] } });
  it("the store's customSoldOutText when set, else sold out in the runtime's words", () => {
    expect(soldOutText(make({}), t)).toBe('sold out');
    expect(soldOutText(withText('Back in spring'), t)).toBe('Back in spring');
    expect(soldOutText(withText('  '), t)).toBe('sold out');
    expect(soldOutText(make({}), createStrings({ soldOut: 'ausverkauft' }).t)).toBe('ausverkauft');
  });
  it('the seed: the mug "Back soon", the olive tree "Back in spring", the lavender seeds and the rose candle "sold out"', () => {
    const text = (id: string) => soldOutText(ok(seedProducts().find((p) => p.id == id)), t);
    expect(['p-mug', 'p-olive-tree', 'p-seeds-lavender', 'p-candle-rose'].map(text)).toEqual([
      'Back soon',
      'Back in spring',
      'sold out',
      'sold out',
    ]);
  });
});
