import { currencyInfo } from './currencyInfo';

/**
 * Converts a decimal amount ("19.99", 19.99, "-5", ".5") to integer minor units of `currency` (JPY: 0 digits,
 * unknown codes: 2). Works on the decimal digits, so 19.99 gives 1999 exactly; extra fraction digits round half away
 * from zero ("1.005" → 101). Returns NaN for anything else: "", "1,000", "12 USD", "1e3" (exponents are accepted only
 * from numbers, e.g. 1e-7), NaN, Infinity.
 */
export function toCents(decimal: string | number, currency: string): number {
  const isNumber = typeof decimal == 'number';
  const m =
    (isNumber ? Number.isFinite(decimal) : typeof decimal == 'string') &&
    /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(isNumber ? String(decimal) : decimal.trim());
  if (!m || !(m[2] || m[3]) || (m[4] && !isNumber)) return NaN;
  const all = m[2]! + (m[3] ?? '');
  // Position of the decimal point in `all` once scaled to minor units.
  const point = m[2]!.length + Number(m[4] ?? 0) + (currencyInfo(currency)?.digits ?? 2);
  const padded = '0'.repeat(Math.max(-point, 0)) + all.padEnd(point, '0');
  const at = Math.max(point, 0);
  // Number('') is 0; a digit ≥ 5 after the cut rounds up.
  const units = Number(padded.slice(0, at)) + (padded.charAt(at) >= '5' ? 1 : 0);
  return m[1] == '-' && units ? -units : units;
}
