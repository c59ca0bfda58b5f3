import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import {
  badge,
  displayPrice,
  effectivePrice,
  hasVariants,
  hasVariedPrices,
  isOnSale,
  isSoldOut,
  isVariantSoldOut,
  parseProduct,
  scarcity,
  totalStock,
} from './index';
import type { Product } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const seed = (id: string): Product => ok(seedProducts().find((p) => p.id === id));
const make = (productType: number, variants: Record<string, unknown>[], extra: Record<string, unknown> = {}): Product =>
  ok({ id: 'p-x', ...extra, structuredContent: { productType, variants, ...(extra.sc as object) } });
const v = (qtyInStock: number | null, more: Record<string, unknown> = {}) => ({
  price: 1000,
  ...(qtyInStock === null ? { unlimited: true, qtyInStock: 0 } : { unlimited: false, qtyInStock }),
  ...more,
});

describe('the seed products', () => {
  it('derive the spec 001 §4 state', () => {
    // The seed's first eight: one product of each kind and edge case (mock-server/seed.ts); the shop's others are alike.
    const rows = seedProducts()
      .slice(0, 8)
      .map((item) => {
        const p = ok(item);
        return [p.id, isSoldOut(p), isOnSale(p), badge(p), hasVariants(p), hasVariedPrices(p), totalStock(p)];
      });
    expect(rows).toEqual([
      ['p-tee', false, true, 'sale', true, true, 15],
      ['p-poster', false, false, null, false, false, Infinity],
      ['p-mug', true, false, 'sold-out', true, false, 0],
      ['p-ebook', false, false, null, false, false, Infinity],
      ['p-consult', false, false, null, false, false, Infinity],
      ['p-coffee-club', false, false, null, false, false, 50],
      ['p-gift', false, false, null, true, true, Infinity],
      ['p-engraved-pen', false, false, null, false, false, 10],
    ]);
  });
});

describe('isSoldOut', () => {
  it('physical and service: sold out when no variant is unlimited or has stock above 0', () => {
    for (const type of [1, 3]) {
      expect(isSoldOut(make(type, [v(0), v(0)]))).toBe(true);
      expect(isSoldOut(make(type, [v(0), v(1)]))).toBe(false);
      expect(isSoldOut(make(type, [v(0), v(null)]))).toBe(false);
    }
  });

  it('digital and gift card: never sold out', () => {
    expect(isSoldOut(make(2, [v(0)]))).toBe(false);
    expect(isSoldOut(make(4, [v(0), v(0)]))).toBe(false);
    expect(isVariantSoldOut(make(4, [v(0)]), make(4, [v(0)]).variants[0]!)).toBe(false);
  });

  it('paywall: never sold out (it is neither physical nor service)', () => {
    expect(isSoldOut(make(5, [v(0)]))).toBe(false);
  });

  it('isVariantSoldOut marks single variants', () => {
    const p = make(1, [v(0), v(2), v(null)]);
    expect(p.variants.map((x) => isVariantSoldOut(p, x))).toEqual([true, false, false]);
  });
});

describe('isOnSale and badge', () => {
  const sale = { onSale: true, salePrice: 800 };
  it('any variant on sale', () => {
    expect(isOnSale(make(1, [v(1), v(1, sale)]))).toBe(true);
    expect(isOnSale(make(3, [v(1)]))).toBe(false);
    expect(isOnSale(make(5, [v(1, sale)]))).toBe(true);
  });

  it('digital uses its own flag', () => {
    expect(isOnSale(make(2, [v(null)], { sc: { onSale: true, salePrice: 500 } }))).toBe(true);
    expect(isOnSale(make(2, [v(null, sale)]))).toBe(false);
    // Even a hand-built Product: the product flag decides.
    const p = make(2, [v(null)]);
    expect(isOnSale({ ...p, onSale: true })).toBe(true);
    expect(isOnSale({ ...p, variants: [{ ...p.variants[0]!, onSale: true }] })).toBe(false);
  });

  it('gift card: never', () => {
    const p = make(4, [v(null, sale)], { sc: { onSale: true } });
    expect(isOnSale(p)).toBe(false);
    expect(isOnSale({ ...p, onSale: true, variants: [{ ...p.variants[0]!, onSale: true, salePriceCents: 1 }] })).toBe(false);
  });

  it('badge: sold out first, then sale, else none', () => {
    expect(badge(make(1, [v(0, sale)]))).toBe('sold-out');
    expect(badge(make(1, [v(3, sale)]))).toBe('sale');
    expect(badge(make(1, [v(3)]))).toBeNull();
    expect(badge(make(2, [v(0)], { sc: { onSale: true, salePrice: 1 } }))).toBe('sale');
  });
});

describe('hasVariants', () => {
  it('is true for more than one variant, except digital', () => {
    expect(hasVariants(make(1, [v(1)]))).toBe(false);
    expect(hasVariants(make(1, [v(1), v(1)]))).toBe(true);
    expect(hasVariants(make(3, [v(1), v(1)]))).toBe(true);
    expect(hasVariants(make(4, [v(1), v(1)]))).toBe(true);
    expect(hasVariants(make(2, [v(1), v(1)]))).toBe(false);
  });
});

describe('hasVariedPrices', () => {
  it('is false for one variant or identical prices', () => {
    expect(hasVariedPrices(make(1, [v(1)]))).toBe(false);
    expect(hasVariedPrices(make(1, [v(1), v(2), v(null)]))).toBe(false);
  });
  it('differs in price', () => {
    expect(hasVariedPrices(make(1, [v(1), v(1, { price: 1200 })]))).toBe(true);
  });
  it('differs in on-sale flag (even if the sale price equals the price)', () => {
    expect(hasVariedPrices(make(1, [v(1), v(1, { onSale: true, salePrice: 1000 })]))).toBe(true);
  });
  it('differs in sale price when on sale', () => {
    expect(hasVariedPrices(make(1, [v(1, { onSale: true, salePrice: 800 }), v(1, { onSale: true, salePrice: 700 })]))).toBe(true);
    expect(hasVariedPrices(make(1, [v(1, { onSale: true, salePrice: 800 }), v(1, { onSale: true, salePrice: 800 })]))).toBe(false);
  });
  it('ignores sale prices of variants not on sale', () => {
    expect(hasVariedPrices(make(1, [v(1, { salePrice: 800 }), v(1, { salePrice: 700 })]))).toBe(false);
  });
});

describe('displayPrice', () => {
  const tee = seed('p-tee');
  it('shows the selected variant: regular, or sale with the regular struck through', () => {
    expect(displayPrice(tee, tee.variants[0]!)).toEqual({ cents: 2500, compareAtCents: null, from: false });
    expect(displayPrice(tee, tee.variants[3]!)).toEqual({ cents: 1900, compareAtCents: 2500, from: false });
  });
  it('shows "from" the lowest effective price while no variant is chosen and prices vary', () => {
    expect(displayPrice(tee, null)).toEqual({ cents: 1900, compareAtCents: null, from: true });
    const gift = seed('p-gift');
    expect(displayPrice(gift, null)).toEqual({ cents: 2500, compareAtCents: null, from: true });
    const p = make(1, [v(1, { price: 3000 }), v(1, { price: 2000, onSale: true, salePrice: 2500 }), v(1, { price: 2600 })]);
    expect(displayPrice(p, null)).toEqual({ cents: 2500, compareAtCents: null, from: true });
  });
  it('shows the one price when prices do not vary, with the sale', () => {
    expect(displayPrice(seed('p-mug'), null)).toEqual({ cents: 1250, compareAtCents: null, from: false });
    expect(displayPrice(seed('p-ebook'), null)).toEqual({ cents: 999, compareAtCents: null, from: false });
    const onSale = make(1, [v(1, { onSale: true, salePrice: 600 }), v(2, { onSale: true, salePrice: 600 })]);
    expect(displayPrice(onSale, null)).toEqual({ cents: 600, compareAtCents: 1000, from: false });
  });
  it('no price: null ("Unavailable"), a variant without one left out of "from"', () => {
    const none = ok({ id: 'p-none', structuredContent: { productType: 1, variants: [{ sku: 'a' }] } });
    expect(displayPrice(none, null)).toEqual({ cents: null, compareAtCents: null, from: false });
    expect(displayPrice(none, none.variants[0]!)).toEqual({ cents: null, compareAtCents: null, from: false });
    const some = ok({
      id: 'p-some',
      structuredContent: { productType: 1, variants: [{ sku: 'a' }, { sku: 'b', price: 900, onSale: true, salePrice: 800 }] },
    });
    expect(displayPrice(some, null)).toEqual({ cents: 800, compareAtCents: null, from: true });
    expect(displayPrice(some, some.variants[0]!)).toEqual({ cents: null, compareAtCents: null, from: false });
    expect(some.variants.map(effectivePrice)).toEqual([null, 800]);
  });
  it('effectivePrice is the sale price while on sale', () => {
    expect(tee.variants.map(effectivePrice)).toEqual([2500, 2500, 2500, 1900, 2500, 2500]);
  });
});

describe('totalStock', () => {
  it('sums stock, Infinity when any variant is unlimited', () => {
    expect(totalStock(make(1, [v(2), v(3), v(0)]))).toBe(5);
    expect(totalStock(make(1, [v(2), v(null), v(3)]))).toBe(Infinity);
    expect(totalStock(make(1, [v(null), v(3)]))).toBe(Infinity);
  });
});

describe('scarcity', () => {
  const merch = (m: Record<string, unknown>) => ({ merchandising: { scarcityEnabled: true, ...m } });
  it('is null unless scarcityEnabled', () => {
    const p = make(1, [v(3), v(2)]);
    expect(scarcity(p, p.variants[0]!)).toBeNull();
    expect(scarcity(p, null)).toBeNull();
  });
  it('shows the chosen variant’s count', () => {
    const tee = seed('p-tee');
    expect(tee.variants.map((x) => scarcity(tee, x))).toEqual([5, 3, 2, 4, 1, null]);
  });
  it('with no variant chosen: the total, only when scarcityShownByDefault', () => {
    expect(scarcity(seed('p-tee'), null)).toBe(15);
    expect(scarcity(make(1, [v(3), v(2)], merch({})), null)).toBeNull();
    expect(scarcity(make(1, [v(3), v(2)], merch({ scarcityShownByDefault: true })), null)).toBe(5);
  });
  it('never for unlimited stock, none left, or products that do not track stock', () => {
    const p = make(1, [v(null), v(0)], merch({ scarcityShownByDefault: true }));
    expect([scarcity(p, p.variants[0]!), scarcity(p, p.variants[1]!), scarcity(p, null)]).toEqual([null, null, null]);
    const digital = make(2, [v(3)], merch({ scarcityShownByDefault: true }));
    expect([scarcity(digital, digital.variants[0]!), scarcity(digital, null)]).toEqual([null, null]);
    const gift = make(4, [v(3)], merch({ scarcityShownByDefault: true }));
    expect(scarcity(gift, gift.variants[0]!)).toBeNull();
    const service = make(3, [v(3)], merch({}));
    expect(scarcity(service, service.variants[0]!)).toBe(3);
  });
});
