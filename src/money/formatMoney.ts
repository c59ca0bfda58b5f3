import { currencyInfo } from './currencyInfo';

/** At most this many integer places are shown; larger magnitudes are clamped to 999,999,999,999,999.<all 9s>. */
export const MAX_INTEGER_PLACES = 15;

/**
 * How amounts are shown on a site (docs/money.md): the site settings' `useCLDRMoneyFormat` (spec 001 §3) and
 * `trimZeroFractions` (spec 001 §9 "optional trimming of zero fractions"; the setting's name is the SDK's), with the
 * page's locale (`data-locale`).
 */
export interface MoneyFormatOptions {
  /** The locale's own format (CLDR, through `Intl.NumberFormat`) instead of the fixed one. */
  cldr?: boolean;
  /** The locale for `cldr`; default en-US. */
  locale?: string;
  /** A whole amount without its zero fraction: `$12` for `$12.00` (`$12.50` stays). */
  trimZeroFractions?: boolean;
}

/** Intl's currency format for `locale`, `currency` and `digits`; null where Intl refuses the code or the locale. */
type CldrFormats = (locale: string, currency: string, digits: number) => Intl.NumberFormat | null;

const makeCldrFormat: CldrFormats = (locale, currency, digits) => {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    return null; // the fixed format instead
  }
};

/**
 * A money format for a site (`options` once): `formatMoney` with them, Intl's formatters made once per currency and
 * kept by this function (they are slow to make, quick to use). The runtime makes its page's with the site settings.
 */
export function moneyFormat(options: MoneyFormatOptions): (cents: number, currency: string) => string {
  const made = new Map<string, Intl.NumberFormat | null>();
  const cached: CldrFormats = (locale, currency, digits) => {
    const key = `${locale} ${currency} ${digits}`;
    if (!made.has(key)) made.set(key, makeCldrFormat(locale, currency, digits));
    return made.get(key)!;
  };
  return (cents, currency) => format(cents, currency, options, cached);
}

/**
 * Formats an amount held in minor units (cents; whole yen for JPY): "$1,234.56", "1,234.56 kr", "₪ 1,234.56",
 * "-$12.00", "¥1,200". Comma thousands separator, dot decimal, exactly the currency's fraction digits.
 * Non-integer cents round half away from zero. An unknown code is shown as a prefix with 2 digits: "XYZ 12.00".
 * Throws a TypeError if `cents` is not a finite number. `options`: the locale's own format, zero fractions trimmed.
 */
export function formatMoney(cents: number, currency: string, options?: MoneyFormatOptions): string {
  return format(cents, currency, options, makeCldrFormat);
}

function format(cents: number, currency: string, options: MoneyFormatOptions | undefined, cldrFormat: CldrFormats): string {
  // Number.isFinite is false for non-numbers too.
  if (!Number.isFinite(cents)) throw new TypeError(`formatMoney: cents must be a finite number, got ${String(cents)}`);
  const info = currencyInfo(currency);
  const rounded = Math.round(Math.abs(cents));
  const places = MAX_INTEGER_PLACES + (info?.digits ?? 2);
  // Digits only, never through a float division; beyond 15 integer places, the largest amount that fits.
  const s = rounded >= 10 ** places ? '9'.repeat(places) : String(rounded).padStart(places - MAX_INTEGER_PLACES + 1, '0');
  let digits = places - MAX_INTEGER_PLACES;
  const whole = s.slice(0, s.length - digits);
  let fraction = s.slice(s.length - digits);
  if (options?.trimZeroFractions && /^0*$/.test(fraction)) {
    digits = 0;
    fraction = '';
  }
  const sign = rounded > 0 && cents < 0 ? '-' : '';
  const code = String(currency).toUpperCase();
  const cldr =
    options?.cldr && /^[A-Z]{3}$/.test(code) && typeof Intl == 'object' ? cldrFormat(options.locale || 'en-US', code, digits) : null;
  // A decimal string: Intl formats it exactly (no float for 15 integer places and more).
  if (cldr) return cldr.format((sign + whole + (digits ? '.' + fraction : '')) as unknown as number);
  const n = whole.replace(/\B(?=(\d{3})+$)/g, ',') + (digits ? '.' + fraction : '');
  if (!info) return sign + (currency ? code + ' ' : '') + n;
  const { symbol, placement } = info;
  return sign + (placement == 'after' ? n + ' ' + symbol : placement == 'before-space' ? symbol + ' ' + n : symbol + n);
}
