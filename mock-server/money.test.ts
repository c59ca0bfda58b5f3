// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decimalToCents, fractionDigits, parseMoney } from './money';

describe('mock money', () => {
  it('reads the three money shapes as integer cents', () => {
    expect(parseMoney({ value: '25.00', currency: 'USD' })).toEqual({ cents: 2500, currency: 'USD' });
    expect(parseMoney({ decimalValue: '19.99', currencyCode: 'eur' })).toEqual({ cents: 1999, currency: 'EUR' });
    expect(parseMoney({ amount: 12.5, currencyCode: 'GBP' })).toEqual({ cents: 1250, currency: 'GBP' });
  });

  it('uses 0 fraction digits for JPY and 2 for every other currency', () => {
    expect(fractionDigits('JPY')).toBe(0);
    expect(fractionDigits('usd')).toBe(2);
    expect(decimalToCents('1500', 'JPY')).toBe(1500);
    expect(decimalToCents('1500', 'USD')).toBe(150000);
  });

  it('works on digits (no float error), rounds extra digits half up, and refuses non-decimals', () => {
    expect(decimalToCents('0.29', 'USD')).toBe(29);
    expect(decimalToCents('1.005', 'USD')).toBe(101);
    expect(decimalToCents('.5', 'USD')).toBe(50);
    expect(decimalToCents('9.4', 'JPY')).toBe(9);
    for (const bad of ['', 'abc', '1,000', '-1', '1e3']) expect(() => decimalToCents(bad, 'USD')).toThrow(/not a decimal/);
  });
});
