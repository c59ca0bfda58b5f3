import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStrings, defaultT as t } from './index';
import { listJoin } from './listJoin';
import { defaultStrings } from './strings';
import type { StringKey } from './index';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('t', () => {
  it('returns the default English', () => {
    expect(t('addToCart')).toBe('Add to Cart');
    expect(t('submitting')).toBe('Submitting…');
  });

  it('fills {name} placeholders', () => {
    expect(t('selectVariant', { variantName: 'Size' })).toBe('Select Size');
    expect(t('cartPillAccessibleName', { count: 3, label: 'items' })).toBe('Cart, 3 items');
    expect(t('instalmentPaymentsWith', { n: 4, amount: '$25.00' })).toBe('or 4 interest-free payments of $25.00 with');
    expect(t('checkoutMinimum', { subtotal: '$10.00' })).toBe('To check out, your order subtotal must be $10.00 or more.');
  });

  it('leaves a placeholder with no value as written, never "undefined"', () => {
    expect(t('selectVariant')).toBe('Select {variantName}');
    expect(t('selectVariant', {})).toBe('Select {variantName}');
    expect(t('selectVariant', { variantName: undefined })).toBe('Select {variantName}');
    expect(t('selectVariant', { variantName: null })).toBe('Select {variantName}');
    expect(t('cartPillAccessibleName', { count: 0 })).toBe('Cart, 0 {label}');
    expect(t('selectVariant', { toString: 'x' })).toBe('Select {variantName}');
  });

  it('does not interpolate inside values', () => {
    expect(t('selectVariant', { variantName: '{variantName}' })).toBe('Select {variantName}');
    expect(t('checkoutMinimum', { subtotal: '$1 {x}' })).toBe('To check out, your order subtotal must be $1 {x} or more.');
  });
});

describe("createStrings: one runtime's strings", () => {
  it('overrides strings by key', () => {
    const { t } = createStrings({ addToCart: 'In den Warenkorb', selectVariant: '{variantName} wählen' });
    expect(t('addToCart')).toBe('In den Warenkorb');
    expect(t('selectVariant', { variantName: 'Größe' })).toBe('Größe wählen');
    expect(t('subscribe')).toBe('Subscribe');
  });

  it("are its own: another runtime's overrides never leak into them", () => {
    createStrings({ addToCart: 'A' });
    const { t } = createStrings({ subscribe: 'B' });
    expect(t('addToCart')).toBe('Add To Cart');
    expect(t('subscribe')).toBe('B');
    expect(createStrings().t('addToCart')).toBe('Add to Cart');
  });

  it('ignores unknown keys and non-string values with one console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The warning waits for the key list when a key is in no loaded area (here `nope`): setStrings says when it is out.
    const { t, checked } = createStrings({ addToCart: 'Buy', nope: 'x', soldOut: 42, sale: null, toString: 'y' });
    await checked;
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/nope.*soldOut.*sale.*toString/);
    expect(t('addToCart')).toBe('Buy');
    expect(t('soldOut')).toBe('sold out');
    expect(t('sale')).toBe('sale');
  });

  it('does not warn when every override is valid', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createStrings({ ok: 'Okay' });
    createStrings({});
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the default for empty strings', () => {
    const { t } = createStrings({ addToCart: '', subscribe: '   ' });
    expect(t('addToCart')).toBe('Add to Cart');
    expect(t('subscribe')).toBe('Subscribe');
  });

  it('survives null or non-object overrides', () => {
    expect(() => createStrings(null as never)).not.toThrow();
    expect(createStrings(null as never).t('ok')).toBe('OK');
    expect(createStrings(undefined).t('ok')).toBe('OK');
  });

  it('leave the defaults (defaultT) as they are', () => {
    createStrings({ close: 'Schließen' });
    expect(t('close')).toBe('Close');
  });

  it('never changes defaultStrings', () => {
    createStrings({ close: 'Schließen' });
    expect(defaultStrings.close).toBe('Close');
  });
});

describe('listJoin (missing variant options, spec 000 §5)', () => {
  it('one option', () => {
    expect(listJoin(['Size'], t)).toBe('Please select the Size option.');
  });
  it('two options', () => {
    expect(listJoin(['Size', 'Colour'], t)).toBe('Please select the Size and Colour options.');
  });
  it('three options', () => {
    expect(listJoin(['Size', 'Colour', 'Material'], t)).toBe('Please select the Size, Colour and Material options.');
  });
  it('four options', () => {
    expect(listJoin(['Size', 'Colour', 'Material', 'Fit'], t)).toBe('Please select the Size, Colour, Material and Fit options.');
  });
  it('no options', () => {
    expect(listJoin([], t)).toBe('');
  });
  it('follows overrides', () => {
    const de = createStrings({ selectOptionMany: 'Bitte {options} und {lastOption} wählen.' }).t;
    expect(listJoin(['A', 'B', 'C'], de)).toBe('Bitte A, B und C wählen.');
  });
});

describe('the catalogue holds every exact spec string', () => {
  /** Copied letter for letter from specs 000 and 001. */
  const SPEC: [StringKey, string][] = [
    // spec 000
    ['added', 'Added!'],
    ['saving', 'Saving…'],
    ['selectOptionOne', 'Please select the {option} option.'],
    ['selectOptionTwo', 'Please select the {option1} and {option2} options.'],
    ['selectOptionMany', 'Please select the {options} and {lastOption} options.'],
    ['variantUnavailable', 'Sorry, that item variant is unavailable. Please select another variant.'],
    ['notEnoughStock', 'Sorry, we do not have enough of that item available.'],
    ['quantityNotNumber', 'Quantity must be a number.'],
    ['quantityNotWhole', 'Quantity must be a whole number.'],
    ['giftCardDenomination', 'Select a denomination for the Gift Card.'],
    ['required', 'Required'],
    ['checkoutMinimum', 'To check out, your order subtotal must be {subtotal} or more.'],
    ['unableToAddItem', 'Unable to Add Item'],
    ['unableToPurchaseItem', 'Unable to Purchase Item'],
    ['unableToPurchaseGiftCard', 'Unable to purchase Gift Card'],
    ['crumbFail', 'Your session has expired. Please reload the page and try again.'],
    ['cookiesDisabled', 'Please enable cookies in your browser, reload the page, and try again.'],
    ['rateLimited', 'Please try again in a few seconds.'],
    ['unableToUpdateQuantity', 'Unable to update quantity'],
    ['unableToRemoveItem', 'Unable to remove item'],
    ['unableToUpdateForm', 'Unable to update form'],
    ['unableToOpenForm', 'Unable to open form'],
    ['offline', 'Please check your internet connection.'],
    ['cartEmpty', 'You have nothing in your shopping cart.'],
    ['cartPillOverflow', '100+'],
    ['cartPillItem', 'item'],
    ['cartPillItems', 'items'],
    ['addToCart', 'Add to Cart'],
    ['subscribe', 'Subscribe'],
    ['purchase', 'Purchase'],
    // spec 001
    ['likertStronglyDisagree', 'Strongly Disagree'],
    ['likertDisagree', 'Disagree'],
    ['likertNeutral', 'Neutral'],
    ['likertAgree', 'Agree'],
    ['likertStronglyAgree', 'Strongly Agree'],
    ['signedUp', 'Signed up!'],
    ['submitting', 'Submitting…'],
    ['emailBlank', 'Email cannot be blank'],
    ['emailInvalid', 'Email is invalid'],
    ['captchaIncomplete', 'Complete CAPTCHA before submitting.'],
    ['characterLimit', 'You have exceeded the character limit.'],
    ['emailNotValid', 'Email is not valid. Email addresses should follow the format {email}.'],
    ['fieldsInvalid', 'One or more fields is invalid, please check your entries.'],
    ['instalmentUpTo', 'available for orders up to {amount}'],
    ['instalmentOver', 'available for orders over {amount}'],
    ['instalmentPayments', '{n} interest-free payments of {amount}'],
    ['instalmentPaymentsWith', 'or {n} interest-free payments of {amount} with'],
    ['formUnauthorized', 'Unable to submit form. Please try again later.'],
    ['formNotConfigured', 'This form has not been configured yet.'],
    ['formRateLimited', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['formServerError', 'Unable to send form. Please try again later.'],
    ['unknownError', 'Unknown error, please try again later.'],
    ['formSubmissionFailed', 'Error processing form submission. Please reload and try again.'],
    ['formNoKey', 'Could not get a form submission key, please try again later.'],
    ['formUnparsable', 'Could not parse the form fields, please check your entries.'],
    ['formProblemAbove', 'Your form has encountered a problem. Please scroll down to review.'],
    ['formProblemBelow', 'Your form has encountered a problem. Please scroll up to review.'],
    ['noAnswer', 'N/A'],
    ['subscribe', 'Subscribe'],
    ['quantityLabel', 'Quantity'],
    ['quickView', 'Quick View'],
    ['soldOut', 'sold out'],
    ['sale', 'sale'],
    ['selectValue', 'Select Value'],
    ['selectVariant', 'Select {variantName}'],
    ['priceUnavailable', 'Unavailable'],
    ['captchaNotSetUp', 'ReCaptcha has not been set up!'],
  ];

  it.each(SPEC)('%s is %j', (key, text) => {
    expect(defaultStrings[key]).toBe(text);
    expect(Object.values(defaultStrings)).toContain(text);
  });

  it('uses the real ellipsis character, not three dots', () => {
    expect(defaultStrings.submitting.endsWith('\u2026')).toBe(true);
    expect(defaultStrings.saving.endsWith('\u2026')).toBe(true);
    expect(Object.values(defaultStrings).filter((s) => s.includes('...'))).toEqual([]);
  });

  it('the template fallback "Add To Cart" (spec 001 §8) is no default: with no localized strings the storefront\'s "Add to Cart" (spec 000 §9) stands', () => {
    expect(Object.values(defaultStrings)).not.toContain('Add To Cart');
  });

  it('every value is a non-empty string with balanced placeholders', () => {
    for (const [key, value] of Object.entries(defaultStrings)) {
      expect(value.trim(), key).not.toBe('');
      expect(value.replace(/\{\w+\}/g, ''), key).not.toMatch(/[{}]/);
    }
  });
});

describe('docs/strings.md', () => {
  it('lists every key with its default', () => {
    const doc = readFileSync(resolve(__dirname, '../../docs/strings.md'), 'utf8');
    for (const [key, value] of Object.entries(defaultStrings)) expect(doc, key).toContain(`| \`${key}\` | ${value} |`);
  });
});

describe("which text wins (docs/strings.md): the site's string, else spec 001 §8's fallback where the site has localized strings, else the default", () => {
  /** Spec 001 §8: "Missing localized strings fall back to English defaults: …", each with its key. */
  const FALLBACKS: [StringKey, string][] = [
    ['addToCart', 'Add To Cart'],
    ['subscribe', 'Subscribe'],
    ['quantityLabel', 'Quantity'],
    ['quickView', 'Quick View'],
    ['soldOut', 'sold out'],
    ['sale', 'sale'],
    ['selectValue', 'Select Value'],
    ['selectVariant', 'Select {variantName}'],
  ];

  it.each(FALLBACKS)('%s: %j where localizedStrings hold other strings but not this one', (key, text) => {
    expect(createStrings({ cartPillItem: 'Artikel' }).t(key)).toBe(text);
  });

  it("the site's own string wins over both", () => {
    const { t } = createStrings({ addToCart: 'In den Warenkorb', soldOut: 'ausverkauft' });
    expect([t('addToCart'), t('soldOut')]).toEqual(['In den Warenkorb', 'ausverkauft']);
  });

  it('no localized strings at all (none given, an empty table, only blank or non-string values): "Add to Cart", spec 000 §9', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const given of [undefined, {}, { addToCart: '  ' }, { soldOut: 42 }])
      expect(createStrings(given as Record<string, unknown> | undefined).t('addToCart'), JSON.stringify(given)).toBe('Add to Cart');
    expect(t('addToCart')).toBe('Add to Cart');
  });

  it("a placeholder of a fallback fills as the default's does", () => {
    expect(createStrings({ ok: 'Okay' }).t('selectVariant', { variantName: 'Size' })).toBe('Select Size');
  });
});
