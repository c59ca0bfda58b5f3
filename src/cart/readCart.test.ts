import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { readCart, readEntry } from './readCart';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => (warn = vi.spyOn(console, 'warn').mockImplementation(() => {})));
afterEach(() => vi.restoreAllMocks());

/** Every field of the spec's Shopping cart at its default (spec 000 §3: numbers 0, booleans false, lists empty). */
const DEFAULTS = {
  id: '',
  websiteId: '',
  orderId: null,
  created: 0,
  isPurchased: false,
  entries: [],
  shippingOptions: [],
  selectedShippingOption: null,
  shippingLocation: null,
  applicableTaxRules: [],
  coupons: [],
  validCoupons: [],
  invalidCoupons: [],
  subtotalCents: 0,
  taxCents: 0,
  shippingCostCents: 0,
  discountCents: 0,
  grandTotalCents: 0,
  totalQuantity: 0,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: false,
};

const ENTRY = {
  id: 'e1',
  itemId: 'p-tee',
  quantity: 2,
  chosenVariant: { sku: 'TEE-M-WHI', attributes: { Size: 'M', Colour: 'White' } },
  title: 'Tee',
  subTotal: 3800,
  purchasePriceCents: 1900,
  additionalFields: '{}',
  productType: 'physical',
};

describe("readCart: the spec's defaults (spec 000 §3) for what a cart answer lacks", () => {
  it('an empty object: every field at its default, no warning', () => {
    expect(readCart({}, 'USD')).toEqual(DEFAULTS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('each field left out in turn takes its default; the others are kept; no warning', () => {
    const full = {
      ...DEFAULTS,
      id: 'c1',
      websiteId: 'w1',
      orderId: 'o1',
      created: 1732252800000,
      isPurchased: true,
      entries: [ENTRY],
      shippingOptions: [{ id: 's' }],
      selectedShippingOption: { id: 's' },
      shippingLocation: { country: 'US' },
      applicableTaxRules: [1],
      coupons: [2],
      validCoupons: [3],
      invalidCoupons: [4],
      subtotalCents: 3800,
      taxCents: 100,
      shippingCostCents: 500,
      discountCents: 200,
      grandTotalCents: 4200,
      totalQuantity: 2,
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: true,
    };
    expect(readCart(full, 'USD')).toEqual(full);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      const { [key]: _, ...without } = full;
      expect(readCart(without, 'USD'), key).toEqual({ ...full, [key]: DEFAULTS[key] });
      expect(readCart({ ...full, [key]: null }, 'USD'), `${key}: null`).toEqual({ ...full, [key]: DEFAULTS[key] });
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it("an entry's missing fields take their defaults too", () => {
    expect(readCart({ entries: [{}] }, 'USD')!.entries).toEqual([
      {
        id: '',
        itemId: '',
        quantity: 0,
        chosenVariant: { sku: null, attributes: {} },
        title: '',
        subTotal: 0,
        purchasePriceCents: 0,
        additionalFields: null,
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('no cart: null (no warning); an answer that is not a JSON object: null, named in one warning', () => {
    expect(readCart(null, 'USD')).toBeNull();
    expect(readCart(undefined, 'USD')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(readCart('cart', 'USD')).toBeNull();
    expect(readCart([DEFAULTS], 'USD')).toBeNull();
    expect(warn.mock.calls).toEqual([
      ['[storefront] cart: not of the type read, defaulted: (not a JSON object: no cart)'],
      ['[storefront] cart: not of the type read, defaulted: (not a JSON object: no cart)'],
    ]);
  });

  it('fields the SDK does not read are kept as they came', () => {
    const cart = readCart({ currencyCode: 'USD', entries: [{ ...ENTRY, note: 'gift' }] }, 'USD')!;
    expect(cart).toMatchObject({ currencyCode: 'USD', entries: [{ note: 'gift' }] });
  });
});

describe('readCart: a field of another type is named in one console warning and defaulted', () => {
  it('every wrong field of the cart and its entries, in one warning', () => {
    const cart = readCart(
      {
        id: 7,
        subtotalCents: '3800',
        totalQuantity: -1,
        hasDigital: 'yes',
        coupons: {},
        shippingLocation: 'US',
        created: 'never',
        entries: [
          { ...ENTRY, title: { text: 'Tee' }, quantity: 1.5, chosenVariant: { sku: 5, attributes: { Size: 'M', Colour: ['White'] } } },
          'not an entry',
          { ...ENTRY, id: 'e2', productType: 'plant', additionalFields: { a: 1 }, purchasePriceCents: NaN },
        ],
      },
      'USD',
    )!;
    expect(warn.mock.calls).toEqual([
      [
        '[storefront] cart: not of the type read, defaulted: created, entries[0].quantity, entries[0].chosenVariant.sku, entries[0].chosenVariant.attributes.Colour, entries[0].title, entries[1], entries[2].purchasePriceCents, entries[2].additionalFields, entries[2].productType, shippingLocation, coupons, subtotalCents, totalQuantity, hasDigital',
      ],
    ]);
    // A number id is read as its text; the rest take their defaults.
    expect(cart).toMatchObject({
      id: '7',
      subtotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      coupons: [],
      shippingLocation: null,
      created: 0,
    });
    expect(
      cart.entries.map((e) => [e.id, e.title, e.quantity, e.chosenVariant, e.purchasePriceCents, e.additionalFields, e.productType]),
    ).toEqual([
      ['e1', '', 0, { sku: null, attributes: { Size: 'M' } }, 1900, '{}', 'physical'],
      ['e2', 'Tee', 2, ENTRY.chosenVariant, 0, null, 'unknown'],
    ]);
  });

  it('a cart of defaults renders as money: every amount is a finite number', () => {
    const cart = readCart({ subtotalCents: 'NaN', grandTotalCents: Infinity, entries: [{ subTotal: '12' }] }, 'USD')!;
    for (const cents of [cart.subtotalCents, cart.grandTotalCents, cart.entries[0]!.subTotal]) expect(Number.isFinite(cents)).toBe(true);
  });
});

describe("readCart: amounts in cents or as money in any of the spec's three shapes (spec 001 §3)", () => {
  it.each([
    [{ value: '38.00', currency: 'USD' }],
    [{ value: 38, currency: 'usd' }],
    [{ decimalValue: '38.00', currencyCode: 'USD' }],
    [{ decimalValue: 38, currencyCode: 'USD' }],
    [{ amount: '38', currencyCode: 'USD' }],
    [{ amount: 38.0, currencyCode: 'USD' }],
    [3800],
  ])('%j → 3800 cents', (money) => {
    const cart = readCart(
      { subtotalCents: money, grandTotalCents: money, entries: [{ ...ENTRY, subTotal: money, purchasePriceCents: money }] },
      'USD',
    )!;
    expect([cart.subtotalCents, cart.grandTotalCents, cart.entries[0]!.subTotal, cart.entries[0]!.purchasePriceCents]).toEqual([
      3800, 3800, 3800, 3800,
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('JPY has no minor unit', () => {
    expect(readCart({ subtotalCents: { amount: '1200', currencyCode: 'JPY' } }, 'JPY')!.subtotalCents).toBe(1200);
  });

  it("money in another currency than the store's, or malformed: named and defaulted", () => {
    const cart = readCart({ subtotalCents: { value: '38.00', currency: 'EUR' }, taxCents: { value: '1,00', currency: 'USD' } }, 'USD')!;
    expect([cart.subtotalCents, cart.taxCents]).toEqual([0, 0]);
    expect(warn.mock.calls).toEqual([['[storefront] cart: not of the type read, defaulted: subtotalCents, taxCents']]);
  });
});

describe("readEntry (an add's newlyAdded)", () => {
  it('reads as the cart reads its entries; not an object: every default, named', () => {
    expect(readEntry({ ...ENTRY, subTotal: { value: '38.00', currency: 'USD' } }, 'USD')).toEqual(ENTRY);
    expect(readEntry(undefined, 'USD')).toMatchObject({ id: '', title: '', quantity: 0, subTotal: 0 });
    expect(warn).not.toHaveBeenCalled();
    expect(readEntry(42, 'USD')).toMatchObject({ id: '', quantity: 0 });
    expect(warn.mock.calls).toEqual([['[storefront] cart entry: not of the type read, defaulted: (not a JSON object)']]);
  });
});
