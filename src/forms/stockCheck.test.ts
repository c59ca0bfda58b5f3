import { describe, expect, it } from 'vitest';
import { passesStockCheck } from './stockCheck';

describe('passesStockCheck (spec 000 §5 "Stock check for forms")', () => {
  it('passes when any result is unlimited', () => {
    expect(passesStockCheck([{ unlimited: true, qtyInStock: 0 }], 100)).toBe(true);
    expect(
      passesStockCheck(
        [
          { unlimited: false, qtyInStock: 0 },
          { unlimited: true, qtyInStock: 0 },
        ],
        5,
      ),
    ).toBe(true);
  });
  it('passes when qtyInStock exceeds the quantity already in the cart', () => {
    expect(passesStockCheck([{ unlimited: false, qtyInStock: 3 }], 0)).toBe(true);
    expect(passesStockCheck([{ unlimited: false, qtyInStock: 3 }], 2)).toBe(true);
    expect(
      passesStockCheck(
        [
          { unlimited: false, qtyInStock: 1 },
          { unlimited: false, qtyInStock: 4 },
        ],
        3,
      ),
    ).toBe(true);
  });
  it('fails when no result exceeds it (equal is not enough)', () => {
    expect(passesStockCheck([{ unlimited: false, qtyInStock: 3 }], 3)).toBe(false);
    expect(passesStockCheck([{ unlimited: false, qtyInStock: 0 }], 0)).toBe(false);
    expect(
      passesStockCheck(
        [
          { unlimited: false, qtyInStock: 2 },
          { unlimited: false, qtyInStock: 1 },
        ],
        2,
      ),
    ).toBe(false);
  });
  it('fails with no results', () => {
    expect(passesStockCheck([], 0)).toBe(false);
  });
});
