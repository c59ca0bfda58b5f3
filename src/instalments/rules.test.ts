import { beforeEach, describe, expect, it } from 'vitest';
import { createStrings, defaultT, type Translate } from '../i18n';
import {
  allPhysical,
  brandFor,
  eligibility,
  instalmentCents,
  LOCALES,
  modalLocale,
  pillMessage,
  pillView,
  resolveLocale,
  US_AND_TERRITORIES,
  type InstalmentContext,
} from './rules';
import { readInstalmentContext } from './context';

/** The strings the functions are given: the defaults, unless a test sets overrides (as a runtime reads them from site settings). */
let t: Translate = defaultT;
beforeEach(() => (t = defaultT));

describe('locale by country and shopper language (spec 001 §5)', () => {
  it('the US and each territory give en, with the US locale, whatever the shopper language', () => {
    expect(US_AND_TERRITORIES).toEqual(['US', 'PR', 'GU', 'VI', 'MP', 'AS', 'UM']);
    for (const c of US_AND_TERRITORIES) {
      expect(resolveLocale(c, 'en')).toBe('en_US');
      expect(resolveLocale(c, 'es')).toBe('en_US');
      expect(resolveLocale(c.toLowerCase(), 'fr-CA')).toBe('en_US');
    }
  });
  it('CA gives en or fr: the shopper language if supported, else the first language (en)', () => {
    expect(resolveLocale('CA', 'fr')).toBe('fr_CA');
    expect(resolveLocale('CA', 'fr-CA')).toBe('fr_CA');
    expect(resolveLocale('CA', 'FR_ca')).toBe('fr_CA');
    expect(resolveLocale('CA', 'en')).toBe('en_CA');
    expect(resolveLocale('CA', 'de')).toBe('en_CA');
    expect(resolveLocale('CA', '')).toBe('en_CA');
  });
  it('AU, NZ, GB give en', () => {
    for (const c of ['AU', 'NZ', 'GB']) {
      expect(resolveLocale(c, 'en-GB')).toBe(`en_${c}`);
      expect(resolveLocale(c, 'fr')).toBe(`en_${c}`);
    }
  });
  it('any other country gives no locale', () => {
    for (const c of ['DE', 'FR', 'JP', '', 'UK', 'constructor', '__proto__']) expect(resolveLocale(c, 'en')).toBeNull();
  });
});

describe('brand by locale (spec 001 §5)', () => {
  it('en_US, en_CA, fr_CA, en_AU, en_NZ → Afterpay; en_GB → Clearpay; anything else → none', () => {
    for (const l of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) expect(brandFor(l)).toBe('Afterpay');
    expect(brandFor('en_GB')).toBe('Clearpay');
    for (const l of ['fr_FR', 'en_IE', 'es_US', 'en-US', 'EN_US', '', 'toString', null]) expect(brandFor(l)).toBeNull();
    expect(LOCALES).toEqual(['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ', 'en_GB']);
  });
  it('the modal page: the locale’s own, else the US English page', () => {
    expect(modalLocale('fr_CA')).toBe('fr_CA');
    expect(modalLocale('en_GB')).toBe('en_GB');
    expect(modalLocale('de_DE')).toBe('en_US');
    expect(modalLocale(null)).toBe('en_US');
  });
});

describe('eligibility (spec 000 §5): strictly above the minimum, at most the maximum', () => {
  it.each([
    [3499, 'below-min'],
    [3500, 'below-min'],
    [3501, 'eligible'],
    [50000, 'eligible'],
    [100000, 'eligible'],
    [100001, 'above-max'],
    [0, 'below-min'],
  ])('%i cents with min 3500 and max 100000 → %s', (total, expected) => expect(eligibility(total, 3500, 100000)).toBe(expected));
  it('a maximum below the minimum: over the maximum wins (spec 001 §5 checks the maximum first)', () => {
    expect(eligibility(600, 1000, 500)).toBe('above-max');
    expect(eligibility(400, 1000, 500)).toBe('below-min');
  });
});

describe("the amount: the total divided by 4, rounded to the currency's fraction digits as Intl rounds", () => {
  it.each([
    [10000, 2500],
    [3501, 875], // $35.01 → $8.75 (it read $8.76 when it rounded up)
    [1001, 250],
    [1002, 251], // $2.505: half away from zero
    [1003, 251],
    [1004, 251],
    [1005, 251],
    [1006, 252],
    [2, 1],
    [1, 0],
    [0, 0],
  ])('%i → %i', (total, one) => expect(instalmentCents(total)).toBe(one));

  it('the amount shown is what Intl shows for the exact quarter, in USD and JPY (no minor unit), 0 to 10,000 minor units', () => {
    // Every total eligible: the amount shown is one payment.
    const every: InstalmentContext = {
      afterPayAvailable: true,
      afterPayMinCents: -1,
      afterPayMaxCents: 1e9,
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    };
    for (const [currency, digits] of [
      ['USD', 2],
      ['JPY', 0],
    ] as const) {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency });
      for (let total = 0; total <= 10_000; total++) {
        // The quarter as an exact decimal string (total × 25 / 100 minor units), which Intl rounds without a float.
        const quarter = String(total * 25).padStart(digits + 3, '0');
        const exact = `${quarter.slice(0, -(digits + 2))}.${quarter.slice(-(digits + 2))}`;
        expect(pillView(every, total, currency, true)!.amount, `${total} ${currency}`).toBe(intl.format(exact as unknown as number));
      }
    }
  });
});

describe('physical items only (spec 000 §9)', () => {
  it('true only when every kind is physical (an empty list qualifies; unknown does not)', () => {
    expect(allPhysical([])).toBe(true);
    expect(allPhysical(['physical', 'physical'])).toBe(true);
    for (const k of ['digital', 'service', 'gift-card', 'unknown', 'paywall', undefined]) expect(allPhysical(['physical', k])).toBe(false);
  });
});

describe('the pill (texts letter for letter, spec 000 §5, spec 001 §5, §9)', () => {
  const ctx = (over: Partial<InstalmentContext> = {}): InstalmentContext => ({
    afterPayAvailable: true,
    afterPayMinCents: 3500,
    afterPayMaxCents: 100000,
    shopperLanguage: 'en',
    stripeAccountCountry: 'US',
    ...over,
  });
  it('eligible: "or 4 interest-free payments of {amount} with", the brand after it', () => {
    const view = pillView(ctx(), 5000, 'USD', true)!;
    expect(view).toEqual({ state: 'eligible', brand: 'Afterpay', locale: 'en_US', amount: '$12.50' });
    expect(pillMessage(view, t)).toBe('or 4 interest-free payments of $12.50 with');
  });
  it('below the minimum: "available for orders over {min}"; above the maximum: "available for orders up to {max}"', () => {
    const low = pillView(ctx(), 3500, 'USD', true)!;
    expect(low).toMatchObject({ state: 'below-min', amount: '$35.00' });
    expect(pillMessage(low, t)).toBe('available for orders over $35.00');
    const high = pillView(ctx({ stripeAccountCountry: 'GB' }), 100001, 'GBP', true)!;
    expect(high).toMatchObject({ state: 'above-max', brand: 'Clearpay', locale: 'en_GB', amount: '£1,000.00' });
    expect(pillMessage(high, t)).toBe('available for orders up to £1,000.00');
  });
  it('in the store currency (JPY has no minor unit; symbol after the value for SEK)', () => {
    expect(pillView(ctx({ afterPayMinCents: 1000, afterPayMaxCents: 100000 }), 12001, 'JPY', true)!.amount).toBe('¥3,000');
    expect(pillView(ctx(), 3501, 'USD', true)!.amount).toBe('$8.75');
    expect(pillView(ctx(), 5000, 'SEK', true)!.amount).toBe('12.50 kr');
  });
  it('French Canada: the Afterpay brand, locale fr_CA', () => {
    expect(pillView(ctx({ stripeAccountCountry: 'CA', shopperLanguage: 'fr-CA' }), 5000, 'CAD', true)).toMatchObject({
      brand: 'Afterpay',
      locale: 'fr_CA',
    });
  });
  it('nothing when not available, not all physical, or the country resolves to no brand', () => {
    expect(pillView(ctx({ afterPayAvailable: false }), 5000, 'USD', true)).toBeNull();
    expect(pillView(ctx(), 5000, 'USD', false)).toBeNull();
    expect(pillView(ctx({ stripeAccountCountry: 'DE' }), 5000, 'EUR', true)).toBeNull();
  });
  it('site overrides of the strings apply', () => {
    t = createStrings({ instalmentPaymentsWith: 'ou {n} versements sans intérêt de {amount} avec' }).t;
    expect(pillMessage({ state: 'eligible', amount: '12,50 $' }, t)).toBe('ou 4 versements sans intérêt de 12,50 $ avec');
  });
});

describe('the instalment context: element attributes, then site settings, then the script tag (language)', () => {
  const config = { currency: 'USD', locale: 'en-US' };
  const el = (attrs: Record<string, string> = {}) => {
    const div = document.createElement('div');
    for (const [k, v] of Object.entries(attrs)) div.setAttribute(k, v);
    return div;
  };
  const settings = {
    instalments: {
      afterPayAvailable: true,
      afterPayMin: { value: '35.00', currency: 'USD' },
      afterPayMax: 100000,
      stripeAccountCountry: 'US',
    },
  };

  it('from site settings: money shapes or cents; the language from data-locale', () => {
    expect(readInstalmentContext(el(), settings, config)).toEqual({
      afterPayAvailable: true,
      afterPayMinCents: 3500,
      afterPayMaxCents: 100000,
      shopperLanguage: 'en-US',
      stripeAccountCountry: 'US',
    });
    for (const min of [{ decimalValue: '35', currencyCode: 'USD' }, { amount: 35, currencyCode: 'usd' }, 3500])
      expect(readInstalmentContext(el(), { instalments: { ...settings.instalments, afterPayMin: min } }, config)!.afterPayMinCents).toBe(
        3500,
      );
  });
  it('element attributes override site settings (cents or JSON money)', () => {
    const got = readInstalmentContext(
      el({
        'data-afterpay-min': '1000',
        'data-afterpay-max': '{"value":"2000.00","currency":"USD"}',
        'data-shopper-language': 'fr',
        'data-stripe-account-country': 'CA',
      }),
      settings,
      config,
    );
    expect(got).toEqual({
      afterPayAvailable: true,
      afterPayMinCents: 1000,
      afterPayMaxCents: 200000,
      shopperLanguage: 'fr',
      stripeAccountCountry: 'CA',
    });
    expect(readInstalmentContext(el({ 'data-afterpay-available': 'false' }), settings, config)).toBeNull();
    expect(
      readInstalmentContext(
        el({ 'data-afterpay-available': 'true', 'data-afterpay-min': '1', 'data-afterpay-max': '2', 'data-stripe-account-country': 'GB' }),
        {},
        config,
      ),
    ).toMatchObject({
      afterPayMinCents: 1,
      afterPayMaxCents: 2,
      stripeAccountCountry: 'GB',
    });
  });
  it('not available (absent or false): null, nothing else is read', () => {
    expect(readInstalmentContext(el(), {}, config)).toBeNull();
    expect(readInstalmentContext(el(), { instalments: { afterPayAvailable: false, afterPayMin: 'junk' } }, config)).toBeNull();
  });
  it('malformed or missing values throw, naming the attribute or setting', () => {
    const read =
      (attrs: Record<string, string>, s: Record<string, unknown> = settings) =>
      () =>
        readInstalmentContext(el(attrs), s, config);
    expect(read({ 'data-afterpay-available': 'yes' })).toThrow('data-afterpay-available "yes" must be true or false');
    expect(read({}, { instalments: { afterPayAvailable: 'true' } })).toThrow(
      'site settings\' instalments.afterPayAvailable "true" must be true or false',
    );
    expect(read({ 'data-afterpay-min': '35.00' })).toThrow('data-afterpay-min "35.00" must be cents or money');
    expect(read({ 'data-afterpay-min': '{"value":"35"' })).toThrow('data-afterpay-min');
    expect(read({ 'data-afterpay-max': '{"value":"10.00","currency":"EUR"}' })).toThrow('is not in the store currency USD');
    expect(read({}, { instalments: { ...settings.instalments, afterPayMax: -5 } })).toThrow(
      'instalments.afterPayMax -5 must be a whole number of cents',
    );
    expect(read({}, { instalments: { ...settings.instalments, afterPayMax: 1.5 } })).toThrow('must be a whole number of cents');
    expect(read({}, { instalments: { afterPayAvailable: true, afterPayMax: 1 } })).toThrow(
      "data-afterpay-min or site settings' instalments.afterPayMin is required",
    );
    expect(read({}, { instalments: { ...settings.instalments, stripeAccountCountry: undefined } })).toThrow(
      'instalments.stripeAccountCountry is required',
    );
    expect(read({}, { instalments: { ...settings.instalments, shopperLanguage: 7 } })).toThrow(
      'instalments.shopperLanguage 7 must be a non-empty string',
    );
  });
});
