import type { Translate } from '../i18n';
import '../i18n/strings/instalments';
import { formatMoney } from '../money';

// Instalment messaging rules (spec 000 §3, §5, §9; spec 001 §5 "Instalment messaging (platform side)", §9
// "Instalments"). Pure functions: no DOM, no store. See docs/widgets/instalment-pill.md.

/** The instalment context of an item (spec 000 §3): where each field comes from is in src/instalments/context.ts. */
export interface InstalmentContext {
  afterPayAvailable: boolean;
  /** The provider's minimum, in cents of the store currency (the price must be strictly above it). */
  afterPayMinCents: number;
  /** The provider's maximum, in cents of the store currency (the price must be at most this). */
  afterPayMaxCents: number;
  /** The shopper's language, e.g. "fr" (a tag such as "fr-CA" or "fr_CA" is read by its first part). */
  shopperLanguage: string;
  /** ISO 3166 alpha-2 country of the merchant's payment account, e.g. "US". */
  stripeAccountCountry: string;
}

/** Default number of payments (spec 000 §9, spec 001 §9). */
export const INSTALMENTS = 4;

/** The US and its territories (spec 001 §9): each gives the language en and the US locale. */
export const US_AND_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM'] as const;

/** Languages by country, the first being the country's first language (spec 001 §5). */
const LANGUAGES: Record<string, readonly string[]> = { CA: ['en', 'fr'], AU: ['en'], NZ: ['en'], GB: ['en'] };
for (const c of US_AND_TERRITORIES) LANGUAGES[c] = ['en'];

/** The brands: the first (Afterpay) and the second (Clearpay). */
export const BRANDS = ['Afterpay', 'Clearpay'] as const;
export type Brand = (typeof BRANDS)[number];

/** Locale → brand (spec 001 §5); any other locale shows nothing. */
const BRAND_OF: Record<string, Brand> = {
  en_US: BRANDS[0],
  en_CA: BRANDS[0],
  fr_CA: BRANDS[0],
  en_AU: BRANDS[0],
  en_NZ: BRANDS[0],
  en_GB: BRANDS[1],
};

/** The locales that have a brand, hence a modal page of their own (the mock platform serves one each). */
export const LOCALES = Object.keys(BRAND_OF);

/** The page shown when the locale has none of its own (spec 000 §7). */
export const FALLBACK_LOCALE = 'en_US';

/**
 * The locale for a payment-account country and the shopper's language (spec 001 §5): the shopper language if the
 * country supports it, else the country's first language; `language_COUNTRY`, the US territories giving `_US`.
 * Null for a country with no supported language (nothing is shown).
 * @example resolveLocale('CA', 'fr-CA') // 'fr_CA'; resolveLocale('CA', 'de') // 'en_CA'; resolveLocale('PR', 'es') // 'en_US'
 */
export function resolveLocale(country: string, shopperLanguage: string): string | null {
  const c = country.trim().toUpperCase();
  const languages = Object.prototype.hasOwnProperty.call(LANGUAGES, c) ? LANGUAGES[c]! : null;
  if (!languages) return null;
  const language = shopperLanguage.trim().toLowerCase().split(/[-_]/)[0]!;
  return `${languages.includes(language) ? language : languages[0]}_${(US_AND_TERRITORIES as readonly string[]).includes(c) ? 'US' : c}`;
}

/** The brand of a locale (spec 001 §5), or null: nothing is shown. */
export const brandFor = (locale: string | null): Brand | null =>
  locale && Object.prototype.hasOwnProperty.call(BRAND_OF, locale) ? BRAND_OF[locale]! : null;

/** The modal page to show for a locale: its own when it has one, else the US English page (spec 000 §7). */
export const modalLocale = (locale: string | null): string => (locale && LOCALES.includes(locale) ? locale : FALLBACK_LOCALE);

/**
 * Spec 000 §5: eligible when the price is strictly above the minimum and at most the maximum; otherwise `above-max`
 * when it exceeds the maximum, else `below-min` (spec 001 §5: "up to" when over the maximum, otherwise "over").
 */
export type Eligibility = 'eligible' | 'below-min' | 'above-max';
export function eligibility(totalCents: number, minCents: number, maxCents: number): Eligibility {
  if (totalCents > maxCents) return 'above-max';
  return totalCents > minCents ? 'eligible' : 'below-min';
}

/**
 * One payment: the total divided by 4 (spec 000 §9, spec 001 §9), in whole minor units of the store currency, rounded
 * as `Intl.NumberFormat` rounds an amount to the currency's fraction digits (half away from zero, "halfExpand"):
 * $35.01 / 4 = $8.7525 → $8.75, $10.02 / 4 = $2.505 → $2.51, ¥12,001 / 4 = ¥3,000.25 → ¥3,000. The amounts are whole
 * minor units already, so the division and the rounding are exact.
 * @example instalmentCents(3501) // 875 ($8.75)
 */
export const instalmentCents = (totalCents: number): number => Math.sign(totalCents) * Math.round(Math.abs(totalCents) / INSTALMENTS) || 0;

/**
 * Spec 000 §9 / spec 001 §5: messaging is shown only if every cart item is physical, and for a product's pill the
 * product itself too. An entry whose kind is unknown does not count as physical.
 */
export const allPhysical = (kinds: readonly (string | undefined)[]): boolean => kinds.every((k) => k == 'physical');

/** What the pill shows: null for nothing. */
export interface PillView {
  state: Eligibility;
  brand: Brand;
  locale: string;
  /** The formatted amount in the message: one payment (eligible), the minimum or the maximum. */
  amount: string;
}

/**
 * Everything the pill needs, from the item's context, its total (cents of `currency`) and whether every item is
 * physical; null when nothing is shown (not available, not all physical, or no brand for the locale).
 */
export function pillView(
  ctx: InstalmentContext,
  totalCents: number,
  currency: string,
  physical: boolean,
  money: (cents: number, currency: string) => string = formatMoney,
): PillView | null {
  if (!ctx.afterPayAvailable || !physical) return null;
  const locale = resolveLocale(ctx.stripeAccountCountry, ctx.shopperLanguage);
  const brand = brandFor(locale);
  if (!brand) return null;
  const state = eligibility(totalCents, ctx.afterPayMinCents, ctx.afterPayMaxCents);
  const cents = state == 'eligible' ? instalmentCents(totalCents) : state == 'below-min' ? ctx.afterPayMinCents : ctx.afterPayMaxCents;
  return { state, brand, locale: locale!, amount: money(cents, currency) };
}

/**
 * The pill's message (spec 000 §5, spec 001 §5, §9), without the brand: "or 4 interest-free payments of $12.50 with"
 * (the brand follows it), "available for orders over $35.00" or "available for orders up to $1,000.00" (the brand
 * precedes them).
 */
export function pillMessage(view: Pick<PillView, 'state' | 'amount'>, t: Translate): string {
  const { state, amount } = view;
  return state == 'eligible'
    ? t('instalmentPaymentsWith', { n: INSTALMENTS, amount })
    : t(state == 'below-min' ? 'instalmentOver' : 'instalmentUpTo', { amount });
}
