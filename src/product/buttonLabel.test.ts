import { afterEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { resetStrings, setStrings } from '../i18n';
import { addButtonLabel, parseProduct } from './index';
import type { Product } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const make = (sc: Record<string, unknown>): Product => ok({ id: 'p', structuredContent: { productType: 1, variants: [{ price: 1 }], ...sc } });

afterEach(() => resetStrings());

describe('addButtonLabel (spec 000 §9)', () => {
  it('the seed products, with and without express checkout', () => {
    expect(seedProducts().map((p) => [p.id, addButtonLabel(ok(p), { expressCheckout: false }), addButtonLabel(ok(p), { expressCheckout: true })])).toEqual([
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
    expect(addButtonLabel(make({}))).toBe('Add to Cart');
  });

  it('the custom label wins over everything when set and not blank', () => {
    const custom = { useCustomAddButtonText: true, customAddButtonText: 'Pre-order now' };
    expect(addButtonLabel(make(custom), { expressCheckout: true })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, isSubscribable: true }), { expressCheckout: false })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, productType: 4 }), { expressCheckout: false })).toBe('Pre-order now');
    expect(addButtonLabel(make({ ...custom, useCustomAddButtonText: false }), { expressCheckout: false })).toBe('Add to Cart');
    expect(addButtonLabel(make({ ...custom, customAddButtonText: ' ' }), { expressCheckout: false })).toBe('Add to Cart');
  });

  it('Subscribe for a subscribable product, even under express checkout', () => {
    expect(addButtonLabel(make({ isSubscribable: true, productType: 3 }), { expressCheckout: true })).toBe('Subscribe');
  });

  it('uses the localized strings from site settings', () => {
    setStrings({ addToCart: 'In den Warenkorb', subscribe: 'Abonnieren', purchase: 'Kaufen' });
    expect(addButtonLabel(make({}), { expressCheckout: false })).toBe('In den Warenkorb');
    expect(addButtonLabel(make({ isSubscribable: true }), { expressCheckout: false })).toBe('Abonnieren');
    expect(addButtonLabel(make({}), { expressCheckout: true })).toBe('Kaufen');
    expect(addButtonLabel(make({ productType: 4 }), { expressCheckout: false })).toBe('Kaufen');
  });
});
