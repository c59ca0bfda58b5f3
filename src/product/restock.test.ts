import { describe, expect, it } from 'vitest';
import { parseProduct, restockReplacesAdd, restockWanted, soldOutFor, type Product, type ProductState } from './index';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
/** A two-size tee: S has none in stock, M has `mQty`; restock notifications on unless `views` is empty. */
const tee = (views: string[] = ['product-page'], mQty = 3) =>
  ok({
    id: 'p-tee',
    merchandising: { restockNotificationViews: views },
    structuredContent: {
      productType: 1,
      variants: [
        { id: 'v-s', price: 1000, unlimited: false, qtyInStock: 0, attributes: { Size: 'S' } },
        { id: 'v-m', price: 1000, unlimited: false, qtyInStock: mQty, attributes: { Size: 'M' } },
      ],
    },
  });
const state = (product: Product | null, chosen: Record<string, string>, restockForms?: number): ProductState => ({
  status: product ? 'ready' : 'loading',
  product,
  error: null,
  chosen,
  quantity: '1',
  denominationCents: null,
  restockForms,
});

describe('soldOutFor: nothing to buy for this choice (the add button shows sold out)', () => {
  it('the chosen variant sold out, or the whole product; restock notifications on or off', () => {
    for (const views of [['product-page'], []]) {
      expect(soldOutFor(tee(views), { Size: 'S' })).toBe(true);
      expect(soldOutFor(tee(views), { Size: 'M' })).toBe(false);
      expect(soldOutFor(tee(views), {})).toBe(false);
      expect(soldOutFor(tee(views, 0), {})).toBe(true);
      expect(soldOutFor(tee(views, 0), { Size: 'M' })).toBe(true);
    }
  });
  it('never a digital product or a gift card', () => {
    const kind = (productType: number) =>
      ok({ id: 'p', structuredContent: { productType, variants: [{ price: 1, unlimited: false, qtyInStock: 0 }] } });
    expect([1, 2, 3, 4].map((n) => soldOutFor(kind(n), {}))).toEqual([true, false, true, false]);
  });
});

describe('restockWanted: the restock form shows', () => {
  it('for a sold-out choice when the store has restock notifications on for the product', () => {
    expect(restockWanted(tee(), { Size: 'S' })).toBe(true);
    expect(restockWanted(tee(), { Size: 'M' })).toBe(false);
    // Nothing chosen yet: only a product sold out as a whole.
    expect(restockWanted(tee(), {})).toBe(false);
    expect(restockWanted(tee(['product-page'], 0), {})).toBe(true);
  });
  it('never when restock notifications are off (an empty restockNotificationViews)', () => {
    expect(restockWanted(tee([]), { Size: 'S' })).toBe(false);
  });
});

describe('restockReplacesAdd: which purchase widget a product shows', () => {
  it('add-to-cart, while no restock form of this product and scope is on the page, even for a sold-out choice', () => {
    expect(restockReplacesAdd(state(tee(), { Size: 'S' }))).toBe(false);
    expect(restockReplacesAdd(state(tee(), { Size: 'S' }, 0))).toBe(false);
  });
  it('the restock form, where one is on the page and the rule for it holds', () => {
    expect(restockReplacesAdd(state(tee(), { Size: 'S' }, 1))).toBe(true);
    expect(restockReplacesAdd(state(tee(), { Size: 'S' }, 2))).toBe(true);
  });
  it('add-to-cart again when the choice is back in stock, restock notifications are off, or the product is not here yet', () => {
    expect(restockReplacesAdd(state(tee(), { Size: 'M' }, 1))).toBe(false);
    expect(restockReplacesAdd(state(tee([]), { Size: 'S' }, 1))).toBe(false);
    expect(restockReplacesAdd(state(null, { Size: 'S' }, 1))).toBe(false);
  });
});
