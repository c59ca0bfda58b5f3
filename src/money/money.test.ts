import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currencies, currencyInfo, formatMoney, MAX_INTEGER_PLACES, moneyFormat, parseMoney, toCents } from './index';
import type { MoneyInput } from '../types';

/** 123456789 minor units in each of the 27 currencies, written out by hand. */
const EXAMPLES: Record<string, string> = {
  USD: '$1,234,567.89',
  AUD: 'A$1,234,567.89',
  CAD: 'CA$1,234,567.89',
  CHF: 'CHF1,234,567.89',
  CZK: '1,234,567.89 Kč',
  DKK: '1,234,567.89 kr',
  EUR: '€1,234,567.89',
  GBP: '£1,234,567.89',
  HKD: 'HK$1,234,567.89',
  HUF: 'Ft1,234,567.89',
  ILS: '₪ 1,234,567.89',
  INR: '₹1,234,567.89',
  JPY: '¥123,456,789',
  MXN: 'MX$1,234,567.89',
  MYR: 'RM1,234,567.89',
  NOK: '1,234,567.89 kr',
  NZD: 'NZ$1,234,567.89',
  PHP: '₱1,234,567.89',
  PLN: '1,234,567.89 zł',
  RUB: '1,234,567.89 ₽',
  SEK: '1,234,567.89 kr',
  SGD: 'S$1,234,567.89',
  THB: '฿1,234,567.89',
  ZAR: 'R1,234,567.89',
  BRL: 'R$1,234,567.89',
  ARS: 'AR$1,234,567.89',
  COP: 'COL$1,234,567.89',
};

describe('currency table', () => {
  it('has exactly the 27 platform currencies', () => {
    expect(Object.keys(currencies).sort()).toEqual(Object.keys(EXAMPLES).sort());
    expect(Object.keys(currencies)).toHaveLength(27);
  });

  it('uses 2 fraction digits everywhere except JPY (0)', () => {
    for (const [code, info] of Object.entries(currencies)) expect([code, info.digits]).toEqual([code, code === 'JPY' ? 0 : 2]);
  });

  it('places the symbol as the spec says', () => {
    const after = Object.keys(currencies).filter((k) => currencies[k]?.placement === 'after');
    expect(after.sort()).toEqual(['CZK', 'DKK', 'NOK', 'PLN', 'RUB', 'SEK']);
    const spaced = Object.keys(currencies).filter((k) => currencies[k]?.placement === 'before-space');
    expect(spaced).toEqual(['ILS']);
  });

  it('looks codes up in any case and ignores prototype keys', () => {
    expect(currencyInfo('usd')).toBe(currencies.USD);
    expect(currencyInfo('toString')).toBeUndefined();
    expect(currencyInfo('__proto__')).toBeUndefined();
    expect(currencyInfo('XYZ')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it.each(Object.entries(EXAMPLES))('%s: 123456789 → %s', (code, expected) => {
    expect(formatMoney(123456789, code)).toBe(expected);
  });

  it.each(Object.keys(EXAMPLES))('%s: negative amounts carry a leading "-"', (code) => {
    expect(formatMoney(-123456789, code)).toBe(`-${EXAMPLES[code]}`);
  });

  it('formats the spec examples', () => {
    expect(formatMoney(1200, 'USD')).toBe('$12.00');
    expect(formatMoney(1200, 'EUR')).toBe('€12.00');
    expect(formatMoney(1200, 'GBP')).toBe('£12.00');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(1200, 'DKK')).toBe('12.00 kr');
    expect(formatMoney(1200, 'ILS')).toBe('₪ 12.00');
    expect(formatMoney(-1200, 'USD')).toBe('-$12.00');
    expect(formatMoney(-1200, 'SEK')).toBe('-12.00 kr');
    expect(formatMoney(-1200, 'ILS')).toBe('-₪ 12.00');
  });

  it('uses integer arithmetic (no float errors)', () => {
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(1, 'USD')).toBe('$0.01');
    expect(formatMoney(10, 'USD')).toBe('$0.10');
    expect(formatMoney(29, 'USD')).toBe('$0.29');
    expect(formatMoney(1005, 'USD')).toBe('$10.05');
    expect(formatMoney(9007199254740991, 'USD')).toBe('$90,071,992,547,409.91');
  });

  it('formats zero (and negative zero) without a sign', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
    expect(formatMoney(0, 'JPY')).toBe('¥0');
    expect(formatMoney(0, 'NOK')).toBe('0.00 kr');
    expect(formatMoney(-0.4, 'USD')).toBe('$0.00');
  });

  it('groups thousands at every size', () => {
    const cases: [number, string][] = [
      [99999, '$999.99'],
      [100000, '$1,000.00'],
      [1234567, '$12,345.67'],
      [12345678, '$123,456.78'],
      [100000000, '$1,000,000.00'],
      [123456789012, '$1,234,567,890.12'],
    ];
    for (const [cents, text] of cases) expect(formatMoney(cents, 'USD')).toBe(text);
    expect(formatMoney(999, 'JPY')).toBe('¥999');
    expect(formatMoney(1000, 'JPY')).toBe('¥1,000');
    expect(formatMoney(1000000, 'JPY')).toBe('¥1,000,000');
  });

  it(`shows at most ${MAX_INTEGER_PLACES} integer places, clamping larger magnitudes`, () => {
    expect(MAX_INTEGER_PLACES).toBe(15);
    expect(formatMoney(999_999_999_999_999, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(1e15, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(1e20, 'JPY')).toBe('¥999,999,999,999,999');
    expect(formatMoney(-1e20, 'JPY')).toBe('-¥999,999,999,999,999');
    expect(formatMoney(1e17, 'USD')).toBe('$999,999,999,999,999.99');
    expect(formatMoney(Number.MAX_VALUE, 'DKK')).toBe('999,999,999,999,999.99 kr');
    expect(formatMoney(1e16, 'USD')).toBe('$100,000,000,000,000.00');
  });

  it('rounds non-integer cents half away from zero', () => {
    expect(formatMoney(1999.5, 'USD')).toBe('$20.00');
    expect(formatMoney(1999.49, 'USD')).toBe('$19.99');
    expect(formatMoney(-1999.5, 'USD')).toBe('-$20.00');
    expect(formatMoney(-0.5, 'USD')).toBe('-$0.01');
    expect(formatMoney(2.5, 'JPY')).toBe('¥3');
    expect(formatMoney(-2.5, 'JPY')).toBe('-¥3');
  });

  it('shows an unknown currency as a code prefix with 2 digits, never throwing', () => {
    expect(formatMoney(1200, 'XYZ')).toBe('XYZ 12.00');
    expect(formatMoney(-123456789, 'xyz')).toBe('-XYZ 1,234,567.89');
    expect(formatMoney(1200, '')).toBe('12.00');
    expect(formatMoney(1200, 'toString')).toBe('TOSTRING 12.00');
    expect(formatMoney(1200, 'usd')).toBe('$12.00');
  });

  it('throws a TypeError for non-finite or non-number cents', () => {
    expect(() => formatMoney(NaN, 'USD')).toThrow(TypeError);
    expect(() => formatMoney(Infinity, 'USD')).toThrow(/finite number/);
    expect(() => formatMoney(-Infinity, 'USD')).toThrow(TypeError);
    expect(() => formatMoney('12' as unknown as number, 'USD')).toThrow(TypeError);
  });
});

describe("formatMoney with the site's money settings (trimZeroFractions, useCLDRMoneyFormat)", () => {
  const codes = Object.keys(currencies);

  it.each(codes)("%s: trimZeroFractions drops a whole amount's zero fraction, and only that", (code) => {
    const trim = { trimZeroFractions: true };
    const digits = currencies[code]!.digits;
    // A whole amount: the fixed format without its fraction; the rest unchanged.
    expect(formatMoney(1200 * 10 ** digits, code, trim)).toBe(formatMoney(1200 * 10 ** digits, code).replace(/\.0+(?=\D|$)/, ''));
    expect(formatMoney(1200 * 10 ** digits, code, trim)).not.toMatch(/\.0/);
    if (digits) expect(formatMoney(123450, code, trim)).toBe(formatMoney(123450, code));
    expect(formatMoney(-100 * 10 ** digits, code, trim)).toBe(`-${formatMoney(100 * 10 ** digits, code, trim)}`);
  });

  it('trimZeroFractions examples', () => {
    const trim = { trimZeroFractions: true };
    expect(formatMoney(1200, 'USD', trim)).toBe('$12');
    expect(formatMoney(1250, 'USD', trim)).toBe('$12.50');
    expect(formatMoney(1201, 'USD', trim)).toBe('$12.01');
    expect(formatMoney(123400, 'SEK', trim)).toBe('1,234 kr');
    expect(formatMoney(1200, 'ILS', trim)).toBe('₪ 12');
    expect(formatMoney(1200, 'JPY', trim)).toBe('¥1,200');
    expect(formatMoney(0, 'USD', trim)).toBe('$0');
    expect(formatMoney(1200, 'XYZ', trim)).toBe('XYZ 12');
    expect(formatMoney(1e20, 'USD', trim)).toBe('$999,999,999,999,999.99'); // clamped: its fraction is not zero
  });

  it.each(codes)('%s: useCLDRMoneyFormat follows the locale (de-DE: dot groups, comma decimals), digits as the table says', (code) => {
    const digits = currencies[code]!.digits;
    const de = formatMoney(123456789, code, { cldr: true, locale: 'de-DE' });
    expect(de).toMatch(digits ? /1\.234\.567,89/ : /123\.456\.789(?!,)/);
    const us = formatMoney(-123456789, code, { cldr: true, locale: 'en-US' });
    expect(us).toMatch(digits ? /1,234,567\.89/ : /123,456,789(?!\.)/);
    expect(us).toMatch(/^-/);
    // Trimmed as well: no fraction on a whole amount.
    expect(formatMoney(1200 * 10 ** digits, code, { cldr: true, locale: 'de-DE', trimZeroFractions: true })).not.toMatch(/,00/);
  });

  it("moneyFormat: a site's format, the same as formatMoney with its options", () => {
    const format = moneyFormat({ cldr: true, locale: 'de-DE', trimZeroFractions: true });
    for (const code of codes)
      for (const cents of [0, 1200, 123456789, -5])
        expect(format(cents, code)).toBe(formatMoney(cents, code, { cldr: true, locale: 'de-DE', trimZeroFractions: true }));
    expect(moneyFormat({})(1200, 'USD')).toBe('$12.00');
  });

  it('useCLDRMoneyFormat examples, exact to 15 integer places; the fixed format where Intl refuses the code or locale', () => {
    const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(nb(formatMoney(123456, 'EUR', { cldr: true, locale: 'de-DE' }))).toBe('1.234,56 €');
    expect(nb(formatMoney(123456, 'CAD', { cldr: true, locale: 'fr-CA' }))).toBe('1 234,56 $');
    expect(formatMoney(123456, 'USD', { cldr: true, locale: 'en-US' })).toBe('$1,234.56');
    expect(formatMoney(123456, 'GBP', { cldr: true })).toBe('£1,234.56'); // en-US by default
    // (ICU versions differ on de-CH's group mark: ' or ’.)
    expect(nb(formatMoney(120000, 'CHF', { cldr: true, locale: 'de-CH', trimZeroFractions: true }))).toMatch(/^CHF 1['’]200$/);
    expect(formatMoney(1e17, 'USD', { cldr: true })).toBe('$999,999,999,999,999.99');
    expect(formatMoney(1200, 'XY', { cldr: true })).toBe('XY 12.00'); // not an ISO code Intl takes
    expect(formatMoney(1200, 'USD', { cldr: true, locale: 'not a locale!' })).toBe('$12.00');
  });
});

describe('toCents', () => {
  it('converts decimal strings and numbers exactly', () => {
    expect(toCents('19.99', 'USD')).toBe(1999);
    expect(toCents(19.99, 'USD')).toBe(1999);
    expect(toCents(0.1 + 0.2, 'USD')).toBe(30);
    expect(toCents('12', 'USD')).toBe(1200);
    expect(toCents('12.5', 'EUR')).toBe(1250);
    expect(toCents('.5', 'USD')).toBe(50);
    expect(toCents('5.', 'USD')).toBe(500);
    expect(toCents(' 7.25 ', 'USD')).toBe(725);
    expect(toCents('+3', 'USD')).toBe(300);
    expect(toCents('-3.10', 'USD')).toBe(-310);
    expect(toCents('-0.00', 'USD')).toBe(0);
    expect(toCents('1200', 'JPY')).toBe(1200);
    expect(toCents('12.00', 'XYZ')).toBe(1200);
    expect(toCents(1e-7, 'USD')).toBe(0);
    expect(toCents(1e21, 'JPY')).toBe(1e21);
  });

  it('rounds extra fraction digits half away from zero', () => {
    expect(toCents('1.005', 'USD')).toBe(101);
    expect(toCents(1.005, 'USD')).toBe(101);
    expect(toCents('1.004', 'USD')).toBe(100);
    expect(toCents('-1.005', 'USD')).toBe(-101);
    expect(toCents('1200.5', 'JPY')).toBe(1201);
    expect(toCents('-0.004', 'USD')).toBe(0);
    expect(toCents(0.005, 'USD')).toBe(1);
  });

  it('returns NaN for malformed input', () => {
    for (const bad of ['', ' ', '.', '-', '1,000.00', '12 USD', '$12', '1e3', '1.2.3', 'abc', '0x10']) {
      expect(toCents(bad, 'USD'), JSON.stringify(bad)).toBeNaN();
    }
    expect(toCents(NaN, 'USD')).toBeNaN();
    expect(toCents(Infinity, 'USD')).toBeNaN();
    expect(toCents(null as unknown as string, 'USD')).toBeNaN();
  });
});

describe('parseMoney', () => {
  it('reads the three shapes', () => {
    expect(parseMoney({ value: '19.99', currency: 'USD' })).toEqual({ cents: 1999, currency: 'USD' });
    expect(parseMoney({ decimalValue: '1200', currencyCode: 'JPY' })).toEqual({ cents: 1200, currency: 'JPY' });
    expect(parseMoney({ amount: '12.00', currencyCode: 'DKK' })).toEqual({ cents: 1200, currency: 'DKK' });
  });

  it('accepts numbers, lower-case codes, negatives and unknown codes', () => {
    expect(parseMoney({ value: 19.99, currency: 'usd' })).toEqual({ cents: 1999, currency: 'USD' });
    expect(parseMoney({ amount: -5, currencyCode: 'EUR' })).toEqual({ cents: -500, currency: 'EUR' });
    expect(parseMoney({ decimalValue: '0', currencyCode: 'GBP' })).toEqual({ cents: 0, currency: 'GBP' });
    expect(parseMoney({ decimalValue: '3.5', currencyCode: 'XYZ' })).toEqual({ cents: 350, currency: 'XYZ' });
    expect(parseMoney({ decimalValue: '1200.4', currencyCode: 'JPY' })).toEqual({ cents: 1200, currency: 'JPY' });
  });

  it('returns null for anything malformed', () => {
    const bad: unknown[] = [
      null,
      undefined,
      'USD 12',
      12,
      [],
      {},
      { value: '12' },
      { currency: 'USD' },
      { value: '', currency: 'USD' },
      { value: 'abc', currency: 'USD' },
      { value: '1,000', currency: 'USD' },
      { value: null, currency: 'USD' },
      { value: NaN, currency: 'USD' },
      { value: Infinity, currency: 'USD' },
      { value: {}, currency: 'USD' },
      { value: '12', currency: '' },
      { value: '12', currency: 'US' },
      { value: '12', currency: 'US$' },
      { value: '12', currency: 840 },
      { value: '12', currencyCode: 'USD' },
      { decimalValue: '12', currency: 'USD' },
      { amount: '12' },
      { value: '1e400', currency: 'USD' },
      { value: 1e300, currency: 'USD' },
      { value: '100000000000000', currency: 'USD' },
    ];
    for (const input of bad) expect(parseMoney(input as MoneyInput), JSON.stringify(input)).toBeNull();
  });

  it('round-trips through formatMoney', () => {
    const money = parseMoney({ value: '1234567.89', currency: 'ILS' });
    expect(money && formatMoney(money.cents, money.currency)).toBe('₪ 1,234,567.89');
  });
});

describe('docs/money.md', () => {
  it('lists every currency as the code formats it', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/money.md'), 'utf8');
    for (const [code, info] of Object.entries(currencies)) {
      const row = `| ${code} | \`${info.symbol}\` | ${info.placement} | ${info.digits} | \`${formatMoney(123456789, code)}\` | \`${formatMoney(-1200, code)}\` |`;
      expect(doc, code).toContain(row);
    }
  });
});
