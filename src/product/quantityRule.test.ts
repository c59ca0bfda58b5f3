import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { parseProduct, QUANTITY_DEFAULT, QUANTITY_MAX, QUANTITY_MIN, QUANTITY_STEP, showQuantity } from './index';
import type { Product } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const make = (productType: number, stock: (number | null)[], isSubscribable = false): Product =>
  ok({
    id: 'p',
    structuredContent: {
      productType,
      isSubscribable,
      variants: stock.map((q) => ({ price: 1, ...(q === null ? { unlimited: true } : { unlimited: false, qtyInStock: q }) })),
    },
  });

describe('quantity input constants (spec 001 §5, §9)', () => {
  it('number, step 1, min 1, max 9999, default 1', () => {
    expect([QUANTITY_MIN, QUANTITY_MAX, QUANTITY_STEP, QUANTITY_DEFAULT]).toEqual([1, 9999, 1, 1]);
  });
});

describe('showQuantity', () => {
  it('the seed products', () => {
    // The seed's first eight: one product of each kind and edge case (mock-server/seed.ts); the shop's others are alike.
    expect(
      seedProducts()
        .slice(0, 8)
        .map((p) => [p.id, showQuantity(ok(p))]),
    ).toEqual([
      ['p-tee', true], // 15 in stock
      ['p-poster', true], // unlimited
      ['p-mug', false], // sold out
      ['p-ebook', false], // digital
      ['p-consult', true], // service, allowed by default
      ['p-coffee-club', false], // subscribable
      ['p-gift', false], // gift card
      ['p-engraved-pen', true],
    ]);
  });

  // kind, stock, subscribable, services allowed → shown
  it.each([
    [1, [2], false, true, true],
    [1, [1, 1], false, true, true],
    [1, [1], false, true, false],
    [1, [1, 0], false, true, false],
    [1, [0], false, true, false],
    [1, [null], false, true, true],
    [1, [null], true, true, false],
    [1, [5], false, false, true],
    [3, [null], false, true, true],
    [3, [null], false, false, false],
    [3, [5], true, true, false],
    [3, [1], false, true, false],
    [2, [null], false, true, false],
    [4, [null, null], false, true, false],
    [5, [null], false, true, false],
  ] as const)('type %i, stock %j, subscribable %s, services allowed %s → %s', (type, stock, sub, allowed, shown) => {
    expect(showQuantity(make(type, [...stock], sub), { multipleQuantityAllowedForServices: allowed })).toBe(shown);
  });

  it('services are allowed by default', () => {
    expect(showQuantity(make(3, [null]))).toBe(true);
    expect(showQuantity(make(3, [null]), {})).toBe(true);
  });
});
