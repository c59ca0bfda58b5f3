import type { MoneyInput } from '../src/types';

// The mock platform parses money on its own rather than importing src/money: it plays the server, and a bug shared
// between the SDK and its mock would hide itself in every test.

/** Minor-unit digits of a currency (spec 000 §3: all 2, except JPY with 0). */
export function fractionDigits(currency: string): number {
  return currency.toUpperCase() === 'JPY' ? 0 : 2;
}

/**
 * A non-negative decimal ("25.00", "9.5", 12, "1000") in integer minor units of `currency`, computed on the digits so
 * "19.99" is exactly 1999. Extra fraction digits round half up. Throws on anything else, so a bad seed or catalog
 * fails loudly instead of pricing something at NaN.
 */
export function decimalToCents(decimal: string | number, currency: string): number {
  const text = typeof decimal === 'number' ? String(decimal) : decimal.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !(match[1] || match[2])) throw new Error(`not a decimal amount: ${JSON.stringify(decimal)}`);
  const digits = fractionDigits(currency);
  const fraction = (match[2] ?? '').padEnd(digits + 1, '0');
  const units = Number((match[1] || '0') + fraction.slice(0, digits));
  return fraction.charAt(digits) >= '5' ? units + 1 : units;
}

/** Integer cents and upper-case currency of any of the spec's three money shapes (spec 001 §3 "Money"). Throws on anything else. */
export function parseMoney(money: MoneyInput): { cents: number; currency: string } {
  if (typeof money !== 'object' || money === null) throw new Error(`not money: ${JSON.stringify(money)}`);
  const [amount, currency] =
    'value' in money
      ? [money.value, money.currency]
      : 'decimalValue' in money
        ? [money.decimalValue, money.currencyCode]
        : [money.amount, money.currencyCode];
  return { cents: decimalToCents(amount, currency), currency: currency.toUpperCase() };
}

/**
 * Cents of a money field as products carry them: money in any of the three shapes, or whole cents (what a hand-written
 * test product may give). Undefined when the field is absent (or null); throws when it is malformed.
 */
export function moneyCents(value: MoneyInput | number | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number') return parseMoney(value).cents;
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a whole number of cents: ${value}`);
  return value;
}
