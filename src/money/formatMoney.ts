import { currencyInfo } from './currencyInfo';

/** At most this many integer places are shown; larger magnitudes are clamped to 999,999,999,999,999.<all 9s>. */
export const MAX_INTEGER_PLACES = 15;

/**
 * Formats an amount held in minor units (cents; whole yen for JPY): "$1,234.56", "1,234.56 kr", "₪ 1,234.56",
 * "-$12.00", "¥1,200". Comma thousands separator, dot decimal, exactly the currency's fraction digits.
 * Non-integer cents round half away from zero. An unknown code is shown as a prefix with 2 digits: "XYZ 12.00".
 * Throws a TypeError if `cents` is not a finite number.
 */
export function formatMoney(cents: number, currency: string): string {
  // Number.isFinite is false for non-numbers too.
  if (!Number.isFinite(cents)) throw new TypeError(`formatMoney: cents must be a finite number, got ${String(cents)}`);
  const info = currencyInfo(currency);
  const digits = info?.digits ?? 2;
  const rounded = Math.round(Math.abs(cents));
  const places = MAX_INTEGER_PLACES + digits;
  // Digits only, never through a float division; beyond 15 integer places, the largest amount that fits.
  const s = rounded >= 10 ** places ? '9'.repeat(places) : String(rounded).padStart(digits + 1, '0');
  const cut = s.length - digits;
  const n = s.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',') + (digits ? '.' + s.slice(cut) : '');
  const sign = rounded > 0 && cents < 0 ? '-' : '';
  if (!info) return sign + (currency ? String(currency).toUpperCase() + ' ' : '') + n;
  const { symbol, placement } = info;
  return sign + (placement == 'after' ? n + ' ' + symbol : placement == 'before-space' ? symbol + ' ' + n : symbol + n);
}
