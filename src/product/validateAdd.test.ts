import { afterEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { createStrings, defaultT, type Translate } from '../i18n';
import { parseProduct } from './index';
import type { Product } from './index';
import { parseQuantity, validateAdd, type AddRequest } from './validateAdd';

const ok = (input: unknown): Product => {
  const r = parseProduct(input);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const seed = (id: string): Product => ok(seedProducts().find((p) => p.id === id));
const tee = seed('p-tee');
const gift = seed('p-gift');
const check = (p: Product, req: Partial<AddRequest>) => validateAdd(p, { chosen: {}, quantity: 1, ...req }, t);
const message = (p: Product, req: Partial<AddRequest>) => {
  const r = check(p, req);
  return r.ok ? 'ok' : r.message;
};

const MSG = {
  variant: 'Sorry, that item variant is unavailable. Please select another variant.',
  stock: 'Sorry, we do not have enough of that item available.',
  number: 'Quantity must be a number.',
  whole: 'Quantity must be a whole number.',
  denomination: 'Select a denomination for the Gift Card.',
};

/** Three options, some combinations missing. */
const shirt = ok({
  id: 'p-shirt',
  variantOptionOrdering: ['Size', 'Colour', 'Fit'],
  structuredContent: {
    productType: 1,
    variants: [
      { id: 'a', price: 1, qtyInStock: 2, unlimited: false, attributes: { Size: 'S', Colour: 'Black', Fit: 'Slim' } },
      { id: 'b', price: 1, unlimited: true, attributes: { Size: 'M', Colour: 'White', Fit: 'Regular' } },
    ],
  },
});

/** The strings the functions are given: the defaults, unless a test sets overrides (as a runtime reads them from site settings). */
let t: Translate = defaultT;
afterEach(() => (t = defaultT));

describe('validateAdd: the messages (spec 000 §5)', () => {
  it('every option chosen: one, two, many missing', () => {
    expect(check(shirt, { chosen: { Size: 'S', Colour: 'Black' } })).toEqual({
      ok: false,
      reason: 'options',
      message: 'Please select the Fit option.',
    });
    expect(message(shirt, { chosen: { Colour: 'Black' } })).toBe('Please select the Size and Fit options.');
    expect(message(shirt, {})).toBe('Please select the Size, Colour and Fit options.');
    expect(message(tee, { chosen: { Size: 'S' } })).toBe('Please select the Colour option.');
    expect(message(tee, {})).toBe('Please select the Size and Colour options.');
  });

  it('no variant resolves', () => {
    expect(check(shirt, { chosen: { Size: 'S', Colour: 'White', Fit: 'Slim' } })).toEqual({
      ok: false,
      reason: 'unavailable',
      message: MSG.variant,
    });
    expect(message(tee, { chosen: { Size: 'XL', Colour: 'Black' } })).toBe(MSG.variant);
  });

  it('a variant with no price is as unavailable as one that does not exist', () => {
    const p = ok({
      id: 'p-np',
      structuredContent: {
        productType: 1,
        variants: [
          { sku: 'a', attributes: { Size: 'S' } },
          { sku: 'b', price: 500, attributes: { Size: 'M' } },
        ],
      },
    });
    expect(check(p, { chosen: { Size: 'S' } })).toEqual({ ok: false, reason: 'unavailable', message: MSG.variant });
    expect(check(p, { chosen: { Size: 'M' } })).toMatchObject({ ok: true });
  });

  it('out of stock for the quantity, counting the cart; unlimited passes', () => {
    const L_WHITE = { Size: 'L', Colour: 'White' }; // 0 in stock
    const M_BLACK = { Size: 'M', Colour: 'Black' }; // 2 in stock
    expect(check(tee, { chosen: L_WHITE })).toEqual({ ok: false, reason: 'stock', message: MSG.stock });
    expect(message(tee, { chosen: M_BLACK, quantity: 2 })).toBe('ok');
    expect(message(tee, { chosen: M_BLACK, quantity: 3 })).toBe(MSG.stock);
    expect(message(tee, { chosen: M_BLACK, quantity: 1, quantityInCart: 1 })).toBe('ok');
    expect(message(tee, { chosen: M_BLACK, quantity: 2, quantityInCart: 1 })).toBe(MSG.stock);
    expect(message(tee, { chosen: M_BLACK, quantity: 1, quantityInCart: 2 })).toBe(MSG.stock);
    expect(message(tee, { chosen: M_BLACK, quantity: 1, quantityInCart: -5 })).toBe('ok');
    expect(message(shirt, { chosen: { Size: 'M', Colour: 'White', Fit: 'Regular' }, quantity: 9999, quantityInCart: 500 })).toBe('ok');
    expect(message(seed('p-mug'), { chosen: { Colour: 'Red' } })).toBe(MSG.stock);
  });

  it('more than the quantity input allows (9999) is "not enough", even when unlimited', () => {
    expect(check(seed('p-poster'), { quantity: 10000 })).toMatchObject({ ok: false, reason: 'stock' });
    expect(message(seed('p-poster'), { quantity: '1e5' })).toBe(MSG.stock);
  });

  it('quantity not numeric', () => {
    for (const quantity of ['', '  ', 'abc', '2 apples', '1,000', '0x10', 'Infinity', '1e400', '--1', '.', NaN, Infinity]) {
      expect(check(seed('p-poster'), { quantity }), JSON.stringify(quantity)).toEqual({
        ok: false,
        reason: 'not-number',
        message: MSG.number,
      });
    }
  });

  it('quantity not a whole number (and 0 or negative, below the input’s min of 1)', () => {
    for (const quantity of ['2.5', 2.5, '0.5', '0', 0, '-1', -3, '-0', '1e-1']) {
      expect(check(seed('p-poster'), { quantity }), JSON.stringify(quantity)).toEqual({
        ok: false,
        reason: 'not-whole',
        message: MSG.whole,
      });
    }
  });

  it('accepts numeric strings sensibly', () => {
    const q = (quantity: string | number) => {
      const r = check(seed('p-poster'), { quantity });
      return r.ok ? r.quantity : r.reason;
    };
    expect([q('2'), q(' 3 '), q('1e2'), q('+4'), q('5.0'), q('6.'), q(7), q('0009')]).toEqual([2, 3, 100, 4, 5, 6, 7, 9]);
  });

  it('gift card without a denomination', () => {
    expect(check(gift, {})).toEqual({ ok: false, reason: 'denomination', message: MSG.denomination });
    expect(check(gift, { chosen: { Amount: '' }, denominationCents: null })).toMatchObject({ reason: 'denomination' });
  });

  it('uses the localized strings from site settings', () => {
    t = createStrings({
      selectOptionOne: 'Bitte {option} wählen.',
      notEnoughStock: 'Nicht genug.',
      quantityNotNumber: 'Keine Zahl.',
      giftCardDenomination: 'Betrag wählen.',
    }).t;
    expect(message(tee, { chosen: { Size: 'S' } })).toBe('Bitte Colour wählen.');
    expect(message(tee, { chosen: { Size: 'L', Colour: 'White' } })).toBe('Nicht genug.');
    expect(message(tee, { chosen: { Size: 'S', Colour: 'White' }, quantity: 'x' })).toBe('Keine Zahl.');
    expect(message(gift, {})).toBe('Betrag wählen.');
  });
});

describe('validateAdd: the check order (the first failing check wins)', () => {
  it('options before everything', () => {
    expect(check(shirt, { chosen: { Size: 'XL' }, quantity: 'abc' })).toMatchObject({ reason: 'options' });
  });
  it('unavailable before stock and quantity', () => {
    expect(check(shirt, { chosen: { Size: 'S', Colour: 'White', Fit: 'Slim' }, quantity: 'abc' })).toMatchObject({ reason: 'unavailable' });
  });
  it('stock before the quantity’s form: an unusable quantity counts as 1', () => {
    const L_WHITE = { Size: 'L', Colour: 'White' };
    expect(check(tee, { chosen: L_WHITE, quantity: 'abc' })).toMatchObject({ reason: 'stock' });
    expect(check(tee, { chosen: L_WHITE, quantity: '0' })).toMatchObject({ reason: 'stock' });
    const M_BLACK = { Size: 'M', Colour: 'Black' }; // 2 in stock
    expect(check(tee, { chosen: M_BLACK, quantity: 'abc' })).toMatchObject({ reason: 'not-number' });
    expect(check(tee, { chosen: M_BLACK, quantity: '2.5' })).toMatchObject({ reason: 'stock' });
    expect(check(tee, { chosen: M_BLACK, quantity: '1.5' })).toMatchObject({ reason: 'not-whole' });
  });
  it('not a number before not whole (they cannot both fail), whole before denomination', () => {
    expect(check(gift, { quantity: 'abc' })).toMatchObject({ reason: 'not-number' });
    expect(check(gift, { quantity: '1.5' })).toMatchObject({ reason: 'not-whole' });
    expect(check(gift, { quantity: 1 })).toMatchObject({ reason: 'denomination' });
  });
});

describe('validateAdd: each product kind', () => {
  it('physical with options (tee)', () => {
    const r = check(tee, { chosen: { Size: 'M', Colour: 'White' }, quantity: '4' });
    expect(r).toEqual({ ok: true, variant: tee.variants[3], quantity: 4, denominationCents: null });
  });
  it('physical with one variant (poster, unlimited): no options needed', () => {
    expect(check(seed('p-poster'), { quantity: 50 })).toMatchObject({ ok: true, quantity: 50 });
  });
  it('physical, sold out (mug)', () => {
    expect(check(seed('p-mug'), { chosen: { Colour: 'Blue' } })).toMatchObject({ reason: 'stock' });
    expect(check(seed('p-mug'), {})).toMatchObject({ reason: 'options', message: 'Please select the Colour option.' });
  });
  it('digital: never out of stock', () => {
    const ebook = seed('p-ebook');
    expect(check(ebook, {})).toMatchObject({ ok: true, variant: ebook.variants[0] });
    const limited = ok({ id: 'd', structuredContent: { productType: 2, variants: [{ price: 1, qtyInStock: 0, unlimited: false }] } });
    expect(check(limited, { quantity: 3 })).toMatchObject({ ok: true, quantity: 3 });
  });
  it('service (consultation): unlimited', () => {
    expect(check(seed('p-consult'), { quantity: 3 })).toMatchObject({ ok: true, quantity: 3 });
  });
  it('service with limited stock is checked', () => {
    const s = ok({ id: 's', structuredContent: { productType: 3, variants: [{ price: 1, qtyInStock: 1, unlimited: false }] } });
    expect(check(s, { quantity: 2 })).toMatchObject({ reason: 'stock' });
  });
  it('subscription (coffee club)', () => {
    expect(check(seed('p-coffee-club'), { quantity: 1, quantityInCart: 49 })).toMatchObject({ ok: true });
    expect(check(seed('p-coffee-club'), { quantity: 1, quantityInCart: 50 })).toMatchObject({ reason: 'stock' });
  });
  it('with additional fields (engraved pen): the checks do not look at the form', () => {
    expect(check(seed('p-engraved-pen'), { quantity: 10 })).toMatchObject({ ok: true });
    expect(check(seed('p-engraved-pen'), { quantity: 11 })).toMatchObject({ reason: 'stock' });
  });
});

describe('validateAdd: gift cards (the denomination is the choice of variant)', () => {
  it('denominationCents picks the variant priced at it', () => {
    expect(check(gift, { denominationCents: 5000 })).toEqual({ ok: true, variant: gift.variants[1], quantity: 1, denominationCents: 5000 });
  });
  it('or the Amount option picks it, and its price is the denomination', () => {
    expect(check(gift, { chosen: { Amount: '$100' }, quantity: '2' })).toEqual({
      ok: true,
      variant: gift.variants[2],
      quantity: 2,
      denominationCents: 10000,
    });
  });
  it('denominationCents wins over the options', () => {
    expect(check(gift, { chosen: { Amount: '$100' }, denominationCents: 2500 })).toMatchObject({
      ok: true,
      denominationCents: 2500,
      variant: gift.variants[0],
    });
  });
  it('a denomination on offer by no variant, or a variant not on offer, is unavailable', () => {
    expect(check(gift, { denominationCents: 1234 })).toMatchObject({ reason: 'unavailable', message: MSG.variant });
    expect(check(gift, { chosen: { Amount: '$75' } })).toMatchObject({ reason: 'unavailable' });
    const offered = ok({
      id: 'g',
      structuredContent: { productType: 4, denominations: [2500], variants: [{ price: 2500 }, { price: 5000 }] },
    });
    expect(check(offered, { denominationCents: 5000 })).toMatchObject({ reason: 'unavailable' });
    expect(check(offered, { denominationCents: 2500 })).toMatchObject({ ok: true });
  });
  it('no denomination: the options message is not used, the denomination one is, last', () => {
    expect(check(gift, { chosen: {} })).toMatchObject({ reason: 'denomination' });
  });
  it('one variant with several denominations: a denomination must still be chosen from the list', () => {
    const one = ok({ id: 'g1', structuredContent: { productType: 4, denominations: [2500, 5000], variants: [{ id: 'only', price: 0 }] } });
    expect(check(one, {})).toMatchObject({ reason: 'denomination' });
    expect(check(one, { denominationCents: 5000 })).toMatchObject({ ok: true, denominationCents: 5000, variant: { id: 'only' } });
    expect(check(one, { denominationCents: 7500 })).toMatchObject({ reason: 'unavailable' });
  });
  it('one variant with one or no denomination: nothing to choose', () => {
    const single = ok({ id: 'g2', structuredContent: { productType: 4, denominations: [5000], variants: [{ price: 0 }] } });
    expect(check(single, {})).toMatchObject({ ok: true, denominationCents: 5000 });
    const plain = ok({ id: 'g3', structuredContent: { productType: 4, variants: [{ price: 3000 }] } });
    expect(check(plain, {})).toMatchObject({ ok: true, denominationCents: 3000 });
    expect(check(plain, { denominationCents: 3000 })).toMatchObject({ ok: true });
    expect(check(plain, { denominationCents: 4000 })).toMatchObject({ reason: 'unavailable' });
  });
  it('ignores denominationCents for other kinds', () => {
    expect(check(seed('p-poster'), { denominationCents: 1 })).toMatchObject({ ok: true, denominationCents: null });
  });
});

describe('parseQuantity', () => {
  it('reads typed quantities', () => {
    expect([
      parseQuantity('2'),
      parseQuantity(' 3 '),
      parseQuantity('1e2'),
      parseQuantity('2.5'),
      parseQuantity('-1'),
      parseQuantity(4),
    ]).toEqual([2, 3, 100, 2.5, -1, 4]);
    for (const bad of ['', 'abc', '0x10', '1,5', 'Infinity', '1e400', NaN, -Infinity]) expect(parseQuantity(bad), String(bad)).toBeNaN();
  });
});
