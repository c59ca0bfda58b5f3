import { describe, expect, it, vi } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { parseProduct } from './index';
import type { Product } from './index';

const ok = (input: unknown, currency?: string): Product => {
  const r = parseProduct(input, currency);
  if (!r.ok) throw new Error(r.error);
  return r.product;
};
const err = (input: unknown): string => {
  const r = parseProduct(input);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};
const seed = (id: string) => seedProducts().find((p) => p.id === id)!;
/** A minimal product item with the given structuredContent over a one-variant physical product. */
const item = (sc: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  id: 'p-x',
  name: 'X',
  ...extra,
  structuredContent: {
    productType: 1,
    variants: [{ id: 'v1', sku: 'X', price: 1000, qtyInStock: 3, unlimited: false, onSale: false, attributes: {} }],
    ...sc,
  },
});

describe('parseProduct: the seed catalog', () => {
  it('parses every seed product', () => {
    // The seed's first eight: one product of each kind and edge case (mock-server/seed.ts); the shop's others are alike.
    const kinds = seedProducts()
      .slice(0, 8)
      .map((p) => [p.id, ok(p).kind]);
    expect(kinds).toEqual([
      ['p-tee', 'physical'],
      ['p-poster', 'physical'],
      ['p-mug', 'physical'],
      ['p-ebook', 'digital'],
      ['p-consult', 'service'],
      ['p-coffee-club', 'physical'],
      ['p-gift', 'gift-card'],
      ['p-engraved-pen', 'physical'],
    ]);
  });

  it('normalizes the tee: options in variantOptionOrdering, values in first-seen order, cents, sale', () => {
    const tee = ok(seed('p-tee'));
    expect(tee).toMatchObject({
      id: 'p-tee',
      name: 'Tee',
      currency: 'USD',
      isSubscribable: false,
      subscriptionPlan: null,
      additionalFieldsFormId: null,
      customAddButtonText: null,
      denominations: [],
      onSale: false,
    });
    expect(tee.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Black', 'White'] },
    ]);
    expect(tee.variants).toHaveLength(6);
    expect(tee.variants[0]).toEqual({
      id: 'v-tee-s-black',
      sku: 'TEE-S-BLA',
      priceCents: 2500,
      salePriceCents: null,
      onSale: false,
      unlimited: false,
      qtyInStock: 5,
      attributes: { Size: 'S', Colour: 'Black' },
      mainImage: {
        url: 'http://127.0.0.1:3000/media/products/tee-black-front.svg',
        width: 1200,
        height: 1500,
        focal: { x: 0.5, y: 0.45 },
        colour: '#2b2b2e',
        colorData: {
          topLeftAverage: 'f4f1ec',
          topRightAverage: 'f4f1ec',
          bottomLeftAverage: 'e6e1d8',
          bottomRightAverage: 'e6e1d8',
          centerAverage: '2b2b2e',
        },
        alt: 'Black tee, front',
        title: '',
        body: '',
      },
    });
    expect(tee.images.map((i) => i.url.split('/').pop())).toEqual([
      'tee-black-front.svg',
      'tee-white-front.svg',
      'tee-black-back.svg',
      'tee-white-back.svg',
      'tee-fabric.svg',
    ]);
    expect(tee.variants[3]).toMatchObject({ priceCents: 2500, salePriceCents: 1900, onSale: true, qtyInStock: 4 });
    expect(tee.merchandising).toMatchObject({
      scarcityEnabled: true,
      scarcityShownByDefault: true,
      scarcityText: 'Only {quantity} left!',
      restockNotificationViews: ['product-detail'],
    });
  });

  it('reads all three money shapes (value, decimalValue, amount)', () => {
    expect(ok(seed('p-tee')).variants[0]!.priceCents).toBe(2500); // {value, currency}
    expect(ok(seed('p-poster')).variants[0]!.priceCents).toBe(1500); // {decimalValue, currencyCode}
    expect(ok(seed('p-mug')).variants[0]!.priceCents).toBe(1250); // {amount, currencyCode}
  });

  it('normalizes the other kinds', () => {
    expect(ok(seed('p-poster'))).toMatchObject({ options: [], variants: [{ unlimited: true, qtyInStock: 0, attributes: {} }] });
    expect(ok(seed('p-mug')).merchandising).toMatchObject({ customSoldOutText: 'Back soon', mailingListSignUpEnabled: true });
    expect(ok(seed('p-coffee-club'))).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
    const gift = ok(seed('p-gift'));
    expect(gift.denominations).toEqual([2500, 5000, 10000]);
    expect(gift.options).toEqual([{ name: 'Amount', values: ['$25', '$50', '$100'] }]);
    expect(gift.variants.map((v) => v.priceCents)).toEqual([2500, 5000, 10000]);
    expect(ok(seed('p-engraved-pen')).additionalFieldsFormId).toBe('f-engraving');
    expect(ok(seed('p-ebook'))).toMatchObject({ kind: 'digital', variants: [{ priceCents: 999 }] });
    expect(ok(seed('p-consult'))).toMatchObject({ kind: 'service', variants: [{ priceCents: 8000, unlimited: true }] });
  });

  it('fills merchandising defaults when there is none', () => {
    expect(ok(seed('p-ebook')).merchandising).toEqual({
      restockNotificationViews: [],
      restockNotificationMessages: { buttonText: '', CTAText: '', placeholderText: '', mailingListDescription: '' },
      mailingListSignUpEnabled: false,
      mailingListOptInByDefault: false,
      scarcityEnabled: false,
      scarcityTemplateViews: [],
      scarcityText: '',
      scarcityShownByDefault: false,
      customSoldOutText: '',
    });
  });
});

describe('parseProduct: loose input', () => {
  it('accepts the JSON text of data-product-json', () => {
    expect(ok(JSON.stringify(seed('p-tee')))).toEqual(ok(seed('p-tee')));
  });

  it('accepts the product fields at the top level (no structuredContent)', () => {
    const p = ok({ id: 'p-flat', productType: 3, variants: [{ priceMoney: { value: '5', currency: 'eur' } }] });
    expect(p).toMatchObject({ kind: 'service', currency: 'EUR', variants: [{ priceCents: 500, id: '', sku: null, unlimited: true }] });
  });

  it('maps productType 1–5 to kinds', () => {
    expect([1, 2, 3, 4, 5].map((productType) => ok(item({ productType })).kind)).toEqual([
      'physical',
      'digital',
      'service',
      'gift-card',
      'paywall',
    ]);
  });

  it('takes cents from price/salePrice when there is no money, and the currency from the caller', () => {
    const p = ok(item({ variants: [{ price: 2000, salePrice: 1500, onSale: true }] }), 'gbp');
    expect(p.currency).toBe('GBP');
    expect(p.variants[0]).toMatchObject({ priceCents: 2000, salePriceCents: 1500, onSale: true });
    expect(ok(item()).currency).toBe('USD');
  });

  it('prefers money over cents, and falls back to the product-level price', () => {
    expect(ok(item({ variants: [{ price: 1, priceMoney: { amount: '3.00', currencyCode: 'USD' } }] })).variants[0]!.priceCents).toBe(300);
    expect(ok(item({ priceMoney: { value: '7.00', currency: 'JPY' }, variants: [{}] }))).toMatchObject({
      currency: 'JPY',
      variants: [{ priceCents: 7 }],
    });
  });

  describe('money in every shape, in every money field (spec 001 §3 "Money", spec 000 §3 "price with decimalValue")', () => {
    const shapes = (amount: string | number, currency = 'USD') => [
      { value: amount, currency },
      { decimalValue: amount, currencyCode: currency },
      { amount, currencyCode: currency },
    ];
    const amounts = ['12.50', 12.5, '12.5', ' 12.50 '];

    it("a variant's price and salePrice may be money objects: any shape, the amount a string or a number", () => {
      for (const a of amounts)
        for (const price of shapes(a))
          for (const salePrice of shapes(typeof a == 'number' ? 10 : '10.00')) {
            const v = ok(item({ variants: [{ price, salePrice, onSale: true }] })).variants[0]!;
            expect([v.priceCents, v.salePriceCents, v.onSale]).toEqual([1250, 1000, true]);
          }
    });

    it("the product's own price (spec 000 §3: {decimalValue, currencyCode}), in structuredContent or on the item, stands in for a variant without one", () => {
      for (const price of shapes('19.99', 'EUR')) {
        const inContent = ok(item({ price, variants: [{}, { price: { value: '5', currency: 'EUR' } }] }));
        expect([inContent.currency, inContent.variants.map((v) => v.priceCents)]).toEqual(['EUR', [1999, 500]]);
        const onItem = ok(item({ variants: [{ sku: 'A' }] }, { price }));
        expect([onItem.currency, onItem.variants[0]!.priceCents]).toEqual(['EUR', 1999]);
      }
      // Spec 000 §3's flat Product: id, name, productType, price with decimalValue, variants with sku, price, attributes.
      const flat = ok({
        id: 'p-flat',
        name: 'Flat',
        productType: 1,
        price: { decimalValue: '30.00', currencyCode: 'USD' },
        variants: [
          { sku: 'F-1', attributes: { Size: 'S' } },
          { sku: 'F-2', price: { decimalValue: 32, currencyCode: 'USD' }, attributes: { Size: 'M' } },
        ],
      });
      expect(flat.variants.map((v) => v.priceCents)).toEqual([3000, 3200]);
    });

    it('the product-level sale price in any shape; JPY has no minor unit', () => {
      for (const salePrice of shapes('1200', 'JPY')) {
        const p = ok(item({ productType: 2, onSale: true, salePrice, variants: [{ price: { amount: 1500, currencyCode: 'JPY' } }] }));
        expect([p.currency, p.variants[0]!.priceCents, p.variants[0]!.salePriceCents]).toEqual(['JPY', 1500, 1200]);
      }
    });

    it('gift-card denominations: cents or money', () => {
      const gift = ok(
        item({ productType: 4, denominations: [2500, { value: '50.00', currency: 'USD' }, { amount: 100, currencyCode: 'USD' }] }),
      );
      expect(gift.denominations).toEqual([2500, 5000, 10000]);
    });

    it('a money field that is there but unreadable is named in one console warning; the next usable one is taken', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const p = ok(
        item(
          {
            variants: [
              { priceMoney: { value: '12,50', currency: 'USD' }, price: { decimalValue: '12.50', currencyCode: 'USD' } },
              { price: '1250' },
            ],
          },
          { id: 'p-unread' },
        ),
      );
      expect(p.variants.map((v) => v.priceCents)).toEqual([1250, null]);
      // The product's own, named as the product's.
      expect(ok(item({ price: '9.99', variants: [{ price: 100 }, {}] }, { id: 'p-own' })).variants[1]!.priceCents).toBeNull();
      expect(warn.mock.calls).toEqual([
        ['[storefront] product p-unread: not readable, left out: variant 1 priceMoney, variant 2 price'],
        ['[storefront] product p-own: not readable, left out: product price'],
      ]);
      warn.mockRestore();
    });
  });

  it('keeps the sale price only while on sale', () => {
    const p = ok(
      item({
        variants: [
          { price: 1000, salePrice: 0, onSale: false },
          { price: 1000, salePrice: 0, onSale: true },
        ],
      }),
    );
    expect(p.variants.map((v) => [v.onSale, v.salePriceCents])).toEqual([
      [false, null],
      [true, 0],
    ]);
  });

  it('uses the product-level on-sale flag for digital products and never a sale for gift cards', () => {
    const digital = ok(
      item({ productType: 2, onSale: true, salePriceMoney: { value: '4.00', currency: 'USD' }, variants: [{ price: 900 }] }),
    );
    expect([digital.onSale, digital.variants[0]!.onSale, digital.variants[0]!.salePriceCents]).toEqual([true, true, 400]);
    const notOnSale = ok(item({ productType: 2, variants: [{ price: 900, salePrice: 100, onSale: true }] }));
    expect([notOnSale.onSale, notOnSale.variants[0]!.onSale]).toEqual([false, false]);
    const gift = ok(item({ productType: 4, onSale: true, variants: [{ price: 900, salePrice: 100, onSale: true }] }));
    expect([gift.onSale, gift.variants[0]!.onSale, gift.variants[0]!.salePriceCents]).toEqual([false, false, null]);
  });

  it('orders options: variantOptionOrdering, then other attribute names first-seen; drops options with no values', () => {
    const p = ok(
      item(
        {
          variants: [
            { price: 1, attributes: { Material: 'Cotton', Colour: 'Red', Size: 'S' } },
            { price: 1, attributes: { Fit: 'Slim', Colour: 'Blue', Size: 'M' } },
            { price: 1, attributes: { Colour: 'Red', Size: 'M' } },
          ],
        },
        { variantOptionOrdering: ['Size', 'Ghost', 'Colour', 'Size'] },
      ),
    );
    expect(p.options).toEqual([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Material', values: ['Cotton'] },
      { name: 'Fit', values: ['Slim'] },
    ]);
  });

  it('reads attributes from optionValues too, skipping empty and non-string values and __proto__', () => {
    const attrs: unknown = JSON.parse('{"Size":"S","Count":3,"Empty":"","Obj":{},"__proto__":"x"}');
    const p = ok(
      item({
        variants: [
          {
            price: 1,
            attributes: attrs,
            optionValues: [{ optionName: 'Colour', value: 'Red' }, { optionName: 'Size', value: 'L' }, { value: 'orphan' }, 'junk'],
          },
        ],
      }),
    );
    expect(p.variants[0]!.attributes).toEqual({ Size: 'S', Count: '3', Colour: 'Red' });
    expect(Object.getPrototypeOf(p.variants[0]!.attributes)).toBe(Object.prototype);
  });

  it('normalizes stock: no stock fields is unlimited; bad or negative counts are 0; fractions floor', () => {
    const p = ok(
      item({
        variants: [
          { price: 1 },
          { price: 1, qtyInStock: 4 },
          { price: 1, unlimited: false },
          { price: 1, qtyInStock: -2 },
          { price: 1, qtyInStock: '5' },
          { price: 1, qtyInStock: 2.7, unlimited: false },
          { price: 1, qtyInStock: 0, unlimited: true },
        ],
      }),
    );
    expect(p.variants.map((v) => [v.unlimited, v.qtyInStock])).toEqual([
      [true, 0],
      [false, 4],
      [false, 0],
      [false, 0],
      [false, 0],
      [false, 2],
      [true, 0],
    ]);
  });

  it('reads ids, skus and main images', () => {
    const p = ok(
      item(
        {
          variants: [
            { id: 42, sku: 'A', price: 1, mainImage: { assetUrl: 'https://img/a.jpg', altText: 'Front' } },
            { id: 'v2', sku: 7, price: 1, mainImage: { assetUrl: '' } },
            { price: 1, mainImage: { assetUrl: 'https://img/c.jpg' } },
          ],
        },
        { id: 17 },
      ),
    );
    expect(p.id).toBe('17');
    expect(p.variants.map((v) => [v.id, v.sku, v.mainImage?.url ?? null, v.mainImage?.alt ?? null])).toEqual([
      ['42', 'A', 'https://img/a.jpg', 'Front'],
      ['v2', null, null, null],
      ['', null, 'https://img/c.jpg', ''],
    ]);
  });

  it("reads the product's images (an assumption: docs/embed-contract.md), top-level or in structuredContent, usable ones only", () => {
    const images = [
      { assetUrl: 'https://img/a.jpg', originalSize: '1500x1000', altText: 'Front' },
      { assetUrl: 'javascript:alert(1)' },
      { assetUrl: 'https://img/b.jpg' },
    ];
    expect(ok(item({}, { images })).images.map((i) => [i.url, i.width, i.height, i.alt])).toEqual([
      ['https://img/a.jpg', 1500, 1000, 'Front'],
      ['https://img/b.jpg', null, null, ''],
    ]);
    expect(ok(item({ images: images.slice(2) })).images).toHaveLength(1);
    expect(ok(item({})).images).toEqual([]);
  });

  it('keeps the custom label only when useCustomAddButtonText is true and the text is not blank', () => {
    expect(ok(item({ useCustomAddButtonText: true, customAddButtonText: 'Pre-order' })).customAddButtonText).toBe('Pre-order');
    expect(ok(item({ useCustomAddButtonText: false, customAddButtonText: 'Pre-order' })).customAddButtonText).toBeNull();
    expect(ok(item({ useCustomAddButtonText: true, customAddButtonText: '   ' })).customAddButtonText).toBeNull();
    expect(ok(item({ useCustomAddButtonText: true })).customAddButtonText).toBeNull();
  });

  it('allows subscriptions only for physical and service products', () => {
    expect(ok(item({ productType: 3, isSubscribable: true })).isSubscribable).toBe(true);
    expect(ok(item({ productType: 2, isSubscribable: true })).isSubscribable).toBe(false);
    expect(ok(item({ productType: 4, isSubscribable: true })).isSubscribable).toBe(false);
    expect(ok(item({ isSubscribable: 'yes', subscriptionPlan: 'monthly' }))).toMatchObject({
      isSubscribable: false,
      subscriptionPlan: null,
    });
  });

  it('keeps only positive whole-cent denominations', () => {
    expect(ok(item({ productType: 4, denominations: [2500, -1, 0, 12.5, '5000', 10000] })).denominations).toEqual([2500, 10000]);
  });
});

describe('parseProduct: bad input gives one clear sentence and never throws', () => {
  it.each([
    [null, 'not a JSON object'],
    [undefined, 'not a JSON object'],
    [42, 'not a JSON object'],
    [[], 'not a JSON object'],
    ['{"id": ', 'not valid JSON'],
    ['"a string"', 'not a JSON object'],
    [{ structuredContent: { productType: 1 } }, 'product has no id'],
    [{ id: '', structuredContent: { productType: 1 } }, 'product has no id'],
  ])('%j → %s', (input, error) => {
    expect(err(input)).toBe(error);
  });

  it('names a missing or unknown productType', () => {
    expect(err(item({ productType: undefined }))).toBe('product p-x has no productType');
    expect(err(item({ productType: 7 }))).toBe('product p-x has unknown productType 7');
    expect(err(item({ productType: 0 }))).toBe('product p-x has unknown productType 0');
    expect(err(item({ productType: 1.5 }))).toBe('product p-x has unknown productType 1.5');
    expect(err(item({ productType: '1' }))).toBe('product p-x has unknown productType "1"');
    expect(err(item({ productType: null }))).toBe('product p-x has unknown productType null');
  });

  it('needs variants', () => {
    expect(err(item({ variants: undefined }))).toBe('product p-x has no variants');
    expect(err(item({ variants: [] }))).toBe('product p-x has no variants');
    expect(err(item({ variants: {} }))).toBe('product p-x has no variants');
    expect(err({ id: 'p-x', structuredContent: 'nope' })).toBe('product p-x has no productType');
    expect(err(item({ variants: [{ price: 1 }, null] }))).toBe('variant 2 of product p-x is not an object');
  });

  it('a variant with no valid price (its own or its product\'s) has none: null, shown "Unavailable", never bought', () => {
    const priceOf = (input: unknown, i: number) => {
      const r = parseProduct(input);
      if (!r.ok) throw new Error(r.error);
      return r.product.variants[i]!.priceCents;
    };
    expect(priceOf(item({ variants: [{ price: 1 }, {}] }), 1)).toBeNull();
    expect(priceOf(item({ variants: [{ priceMoney: { value: 'abc', currency: 'USD' } }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ priceMoney: { value: '12', currency: 'US Dollars' } }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ priceMoney: { value: '-1.00', currency: 'USD' } }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ priceMoney: '12.00' }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ price: -100 }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ price: 12.5 }] }), 0)).toBeNull();
    expect(priceOf(item({ variants: [{ price: '1200' }] }), 0)).toBeNull();
    // The other variants keep theirs; the product's own price stands in for a variant without one.
    expect(priceOf(item({ variants: [{ price: 1 }, {}] }), 0)).toBe(1);
    expect(priceOf(item({ price: 700, variants: [{ price: 1 }, {}] }), 1)).toBe(700);
  });

  it('on sale with no usable sale price: shown and sold at its price, not on sale, named in one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = ok(
      item({
        variants: [
          { price: 1000, onSale: true },
          { price: 1000, onSale: true, salePriceMoney: { value: 'x', currency: 'USD' } },
          { price: 1000, onSale: true, salePrice: 800 },
        ],
      }),
    );
    expect(p.variants.map((v) => [v.priceCents, v.onSale, v.salePriceCents])).toEqual([
      [1000, false, null],
      [1000, false, null],
      [1000, true, 800],
    ]);
    expect(warn.mock.calls).toEqual([
      [
        '[storefront] product p-x: not readable, left out: variant 1 salePrice (on sale without one: shown at its price), variant 2 salePriceMoney, variant 2 salePrice (on sale without one: shown at its price)',
      ],
    ]);
    // Read again (another card, another scope): no second warning.
    ok(
      item({
        variants: [
          { price: 1000, onSale: true },
          { price: 1000, onSale: true, salePriceMoney: { value: 'x', currency: 'USD' } },
          { price: 1000, onSale: true, salePrice: 800 },
        ],
      }),
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('refuses mixed currencies', () => {
    const v = (currency: string) => ({ priceMoney: { value: '1.00', currency } });
    expect(err(item({ variants: [v('USD'), v('USD'), v('EUR')] }))).toBe('variant 3 of product p-x is priced in EUR, not USD');
    expect(err(item({ variants: [{ ...v('USD'), onSale: true, salePriceMoney: { value: '1', currency: 'GBP' } }] }))).toBe(
      'variant 1 of product p-x is priced in GBP, not USD',
    );
  });

  it('never throws, even on hostile objects', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(parseProduct(hostile)).toEqual({ ok: false, error: 'not a valid product' });
    expect(() => parseProduct(Object.create(null))).not.toThrow();
  });
});
