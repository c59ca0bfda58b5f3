import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { choiceStatus, missingOptions, parseProduct, resolveVariant } from './index';
import type { Product } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const seed = (id: string): Product => ok(seedProducts().find((p) => p.id === id));
const tee = seed('p-tee');

/** A shirt without M/White, with L/White sold out. */
const shirt = ok({
  id: 'p-shirt',
  variantOptionOrdering: ['Size', 'Colour'],
  structuredContent: {
    productType: 1,
    variants: [
      { id: 's-b', price: 1, qtyInStock: 1, unlimited: false, attributes: { Size: 'S', Colour: 'Black' } },
      { id: 's-w', price: 1, qtyInStock: 1, unlimited: false, attributes: { Size: 'S', Colour: 'White' } },
      { id: 'm-b', price: 1, qtyInStock: 1, unlimited: false, attributes: { Size: 'M', Colour: 'Black' } },
      { id: 'l-b', price: 1, qtyInStock: 0, unlimited: false, attributes: { Size: 'L', Colour: 'Black' } },
      { id: 'l-w', price: 1, qtyInStock: 0, unlimited: false, attributes: { Size: 'L', Colour: 'White' } },
    ],
  },
});

describe('missingOptions', () => {
  it('lists unchosen options in option order', () => {
    expect(missingOptions(tee, {})).toEqual(['Size', 'Colour']);
    expect(missingOptions(tee, { Colour: 'Black' })).toEqual(['Size']);
    expect(missingOptions(tee, { Size: 'S' })).toEqual(['Colour']);
    expect(missingOptions(tee, { Size: 'S', Colour: 'Black' })).toEqual([]);
  });
  it('treats empty, null and non-string values as not chosen', () => {
    expect(missingOptions(tee, { Size: '', Colour: null })).toEqual(['Size', 'Colour']);
    expect(missingOptions(tee, { Size: 3 as unknown as string })).toEqual(['Size', 'Colour']);
  });
  it('ignores inherited properties of the choices object', () => {
    const odd = ok({
      id: 'p',
      structuredContent: {
        productType: 1,
        variants: [
          { price: 1, attributes: { toString: 'a' } },
          { price: 1, attributes: { toString: 'b' } },
        ],
      },
    });
    expect(missingOptions(odd, {})).toEqual(['toString']);
    expect(resolveVariant(odd, {})).toBeNull();
  });
  it('is empty for products without variants (one variant, or digital)', () => {
    expect(missingOptions(seed('p-poster'), {})).toEqual([]);
    const digital = ok({
      id: 'd',
      structuredContent: {
        productType: 2,
        variants: [
          { price: 1, attributes: { Format: 'PDF' } },
          { price: 1, attributes: { Format: 'EPUB' } },
        ],
      },
    });
    expect(missingOptions(digital, {})).toEqual([]);
  });
});

describe('resolveVariant', () => {
  it('resolves when every option is chosen and matches', () => {
    expect(resolveVariant(tee, { Size: 'M', Colour: 'White' })?.id).toBe('v-tee-m-white');
    expect(resolveVariant(tee, { Colour: 'Black', Size: 'L', Extra: 'ignored' })?.id).toBe('v-tee-l-black');
  });
  it('is null while options are missing or nothing matches', () => {
    expect(resolveVariant(tee, { Size: 'M' })).toBeNull();
    expect(resolveVariant(shirt, { Size: 'M', Colour: 'White' })).toBeNull();
    expect(resolveVariant(tee, { Size: 'XL', Colour: 'Black' })).toBeNull();
  });
  it('resolves sold-out variants too (stock is checked when adding)', () => {
    expect(resolveVariant(tee, { Size: 'L', Colour: 'White' })?.qtyInStock).toBe(0);
  });
  it('always resolves a one-variant product, whatever is chosen', () => {
    for (const id of ['p-poster', 'p-ebook', 'p-consult', 'p-coffee-club', 'p-engraved-pen']) {
      const p = seed(id);
      expect(resolveVariant(p, {})).toBe(p.variants[0]);
      expect(resolveVariant(p, { Size: 'M' })).toBe(p.variants[0]);
    }
  });
  it('resolves a digital product to its first variant (it has no variants to choose, spec 001 §4)', () => {
    const digital = ok({
      id: 'd',
      structuredContent: {
        productType: 2,
        variants: [
          { price: 1, attributes: { Format: 'PDF' } },
          { price: 2, attributes: { Format: 'EPUB' } },
        ],
      },
    });
    expect(resolveVariant(digital, {})?.priceCents).toBe(1);
  });
  it('resolves the gift card by its Amount option', () => {
    expect(resolveVariant(seed('p-gift'), { Amount: '$50' })?.priceCents).toBe(5000);
  });
});

describe('choiceStatus', () => {
  it('marks every choice available with nothing chosen when some variant of it is in stock', () => {
    expect(tee.options.flatMap((o) => o.values.map((v) => choiceStatus(tee, {}, o.name, v)))).toEqual([
      'available',
      'available',
      'available',
      'available',
      'available',
    ]);
  });
  it('marks a choice sold out when every variant it would select is sold out', () => {
    expect(choiceStatus(tee, { Size: 'L' }, 'Colour', 'White')).toBe('sold-out');
    expect(choiceStatus(tee, { Size: 'L' }, 'Colour', 'Black')).toBe('available');
    expect(choiceStatus(tee, { Colour: 'White' }, 'Size', 'L')).toBe('sold-out');
    expect(choiceStatus(shirt, {}, 'Size', 'L')).toBe('sold-out');
    const mug = seed('p-mug');
    expect(mug.options[0]!.values.map((v) => choiceStatus(mug, {}, 'Colour', v))).toEqual(['sold-out', 'sold-out']);
  });
  it('marks a choice unavailable when no variant has it with the other choices', () => {
    expect(choiceStatus(shirt, { Size: 'M' }, 'Colour', 'White')).toBe('unavailable');
    expect(choiceStatus(shirt, { Colour: 'White' }, 'Size', 'M')).toBe('unavailable');
    expect(choiceStatus(shirt, { Size: 'M' }, 'Colour', 'Black')).toBe('available');
    expect(choiceStatus(tee, {}, 'Size', 'XL')).toBe('unavailable');
  });
  it('replaces the current choice of the same option', () => {
    // M/White is chosen; would switching Size to L keep White? L/White is sold out.
    expect(choiceStatus(tee, { Size: 'M', Colour: 'White' }, 'Size', 'L')).toBe('sold-out');
    expect(choiceStatus(shirt, { Size: 'S', Colour: 'White' }, 'Size', 'M')).toBe('unavailable');
    expect(choiceStatus(shirt, { Size: 'S', Colour: 'White' }, 'Size', 'S')).toBe('available');
  });
  it('never marks digital or gift-card choices sold out', () => {
    const gift = ok({
      id: 'g',
      structuredContent: {
        productType: 4,
        variants: [
          { price: 2500, qtyInStock: 0, unlimited: false, attributes: { Amount: '$25' } },
          { price: 5000, attributes: { Amount: '$50' } },
        ],
      },
    });
    expect(choiceStatus(gift, {}, 'Amount', '$25')).toBe('available');
  });
});
