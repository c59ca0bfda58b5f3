import type { MoneyInput } from '../types';
import { toCents } from './toCents';

export interface Money {
  /** Integer minor units (cents; whole yen for JPY). */
  cents: number;
  /** Upper-case ISO 4217 code. */
  currency: string;
}

/**
 * Reads any of the spec's three money shapes (spec 001 §3): {value, currency}, {decimalValue, currencyCode} or
 * {amount, currencyCode}, with a decimal string or a number. Returns null for anything malformed: missing or
 * non-decimal amount, a currency that is not three letters, or an amount too large to hold exactly (> 2^53 - 1 cents).
 */
export function parseMoney(m: MoneyInput | null | undefined): Money | null {
  if (typeof m != 'object' || !m) return null;
  const o = m as Record<string, unknown>;
  const [amount, currency] =
    'value' in o ? [o.value, o.currency] : 'decimalValue' in o ? [o.decimalValue, o.currencyCode] : [o.amount, o.currencyCode];
  // toCents gives NaN for an amount that is neither a string nor a number.
  const cents = typeof currency == 'string' && /^[a-z]{3}$/i.test(currency) ? toCents(amount as string, currency) : NaN;
  return Number.isSafeInteger(cents) ? { cents, currency: (currency as string).toUpperCase() } : null;
}
