import { currencyInfo } from './currencyInfo';

/**
 * Converts a decimal amount ("19.99", 19.99, "-5", ".5") to integer minor units of `currency` (JPY: 0 digits,
 * unknown codes: 2). Works on the decimal digits, so 19.99 gives 1999 exactly; extra fraction digits round half away
 * from zero ("1.005" → 101). Returns NaN for anything else: "", "1,000", "12 USD", "1e3" (exponents are accepted only
 * from numbers, e.g. 1e-7), NaN, Infinity.
 */
export function toCents(decimal: string | number, currency: string): number {
  const isNumber = typeof decimal === 'number';
  if (isNumber ? !Number.isFinite(decimal) : typeof decimal !== 'string') return NaN;
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(isNumber ? String(decimal) : decimal.trim());
  const int = m?.[2] ?? '';
  const frac = m?.[3] ?? '';
  if (!m || !(int || frac) || (m[4] !== undefined && !isNumber)) return NaN;
  const all = int + frac;
  // Position of the decimal point in `all` once scaled to minor units.
  const point = int.length + Number(m[4] ?? 0) + (currencyInfo(currency)?.digits ?? 2);
  const padded = point > all.length ? all + '0'.repeat(point - all.length) : point < 0 ? '0'.repeat(-point) + all : all;
  const at = Math.max(point, 0);
  const units = Number(padded.slice(0, at) || '0') + (padded.charAt(at) >= '5' ? 1 : 0);
  return m[1] === '-' && units ? -units : units;
}
