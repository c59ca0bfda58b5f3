import { ConfigError } from '../input/configError';
import { parseMoney } from '../money';
import type { SiteSettings } from '../settings/siteSettings';
import type { MoneyInput } from '../types';
import type { InstalmentContext } from './rules';
import { widgetSettings } from '../settings/widgetSettings';

/**
 * Site settings' `instalments` object (the `data-settings` JSON): the site-wide instalment context. Min and max are
 * money: one of the spec's three shapes (`{ "value": "35.00", "currency": "USD" }` …) or an integer of cents.
 */
export interface InstalmentSettings {
  afterPayAvailable?: boolean;
  afterPayMin?: MoneyInput | number;
  afterPayMax?: MoneyInput | number;
  shopperLanguage?: string;
  stripeAccountCountry?: string;
}

/** Element attribute of each field (they override site settings for that element). */
export const CONTEXT_ATTRIBUTES = {
  afterPayAvailable: 'data-afterpay-available',
  afterPayMin: 'data-afterpay-min',
  afterPayMax: 'data-afterpay-max',
  shopperLanguage: 'data-shopper-language',
  stripeAccountCountry: 'data-stripe-account-country',
} as const;
type Field = keyof typeof CONTEXT_ATTRIBUTES;

const bad = (field: Field, fromAttribute: boolean, what: string, value: unknown): never => {
  throw new ConfigError(
    `${fromAttribute ? CONTEXT_ATTRIBUTES[field] : `site settings' instalments.${field}`} ${JSON.stringify(value)} ${what}`,
    'instalment context',
  );
};

/** Cents of the store currency from an integer of cents or a money shape; an attribute may hold either (JSON). */
function cents(field: Field, value: unknown, currency: string, fromAttribute: boolean): number {
  let v = value;
  if (fromAttribute && typeof v == 'string') {
    const s = v.trim();
    try {
      v = /^\d+$/.test(s) ? Number(s) : s.startsWith('{') ? JSON.parse(s) : v;
    } catch {
      /* reported below */
    }
  }
  if (typeof v == 'number')
    return Number.isSafeInteger(v) && v >= 0 ? v : bad(field, fromAttribute, 'must be a whole number of cents (0 or more)', value);
  const money = typeof v == 'object' ? parseMoney(v as MoneyInput) : null;
  if (!money || money.cents < 0) return bad(field, fromAttribute, 'must be cents or money ({"value":"35.00","currency":"USD"})', value);
  return money.currency == currency ? money.cents : bad(field, fromAttribute, `is not in the store currency ${currency}`, value);
}

/**
 * The instalment context of one pill (spec 000 §3), each field from, first to last: the element's attribute
 * (`data-afterpay-available` …), site settings' `instalments` object, and for the shopper language only the script
 * tag's `data-locale` (its language part). Returns null when instalments are not available (`afterPayAvailable` not
 * true): nothing is shown. Throws a ConfigError naming the attribute or setting when a value is malformed, or when
 * instalments are available but the minimum, the maximum or the account country is missing.
 */
export function readInstalmentContext(
  el: Element,
  settings: SiteSettings,
  config: { currency: string; locale: string },
): InstalmentContext | null {
  const site = widgetSettings(settings).instalments || {};
  const get = (field: Field): { value: unknown; fromAttribute: boolean } => {
    const attribute = el.getAttribute(CONTEXT_ATTRIBUTES[field]);
    return attribute != null && attribute.trim() != ''
      ? { value: attribute.trim(), fromAttribute: true }
      : { value: site[field], fromAttribute: false };
  };
  const available = get('afterPayAvailable');
  let on = available.value;
  if (available.fromAttribute) on = on == 'true' || (on == 'false' ? false : bad('afterPayAvailable', true, 'must be true or false', on));
  else if (on != null && typeof on != 'boolean') bad('afterPayAvailable', false, 'must be true or false', on);
  if (on !== true) return null;
  const missing = (field: Field): never => {
    throw new ConfigError(
      `${CONTEXT_ATTRIBUTES[field]} or site settings' instalments.${field} is required when instalments are available`,
      'instalment context',
    );
  };
  const money = (field: Field) => {
    const { value, fromAttribute } = get(field);
    return value == null ? missing(field) : cents(field, value, config.currency, fromAttribute);
  };
  const text = (field: Field, fallback?: string) => {
    const { value, fromAttribute } = get(field);
    const v = value ?? fallback;
    if (v == null) missing(field);
    return typeof v == 'string' && v.trim() ? v.trim() : bad(field, fromAttribute, 'must be a non-empty string', v);
  };
  return {
    afterPayAvailable: true,
    afterPayMinCents: money('afterPayMin'),
    afterPayMaxCents: money('afterPayMax'),
    shopperLanguage: text('shopperLanguage', config.locale),
    stripeAccountCountry: text('stripeAccountCountry'),
  };
}
