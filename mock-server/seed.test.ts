// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MoneyInput } from '../src/types';
import { parseMoney } from './money';
import { PICTURE_NAMES } from './pictures';
import { seedCatalog } from './seed';

describe('seed catalog', () => {
  const { products, forms, settings } = seedCatalog();
  const byId = Object.fromEntries(products.map((p) => [p.id, p]));

  it('has every product kind; its money in all three shapes, strings and numbers, in every money field, never in cents', () => {
    expect(products.slice(0, 8).map((p) => [p.id, p.structuredContent.productType])).toEqual([
      ['p-tee', 1],
      ['p-poster', 1],
      ['p-mug', 1],
      ['p-ebook', 2],
      ['p-consult', 3],
      ['p-coffee-club', 1],
      ['p-gift', 4],
      ['p-engraved-pen', 1],
    ]);
    const money = products.flatMap((p) =>
      [p.structuredContent, ...p.structuredContent.variants].flatMap((o) =>
        (['price', 'priceMoney', 'salePrice', 'salePriceMoney'] as const).flatMap((field) => {
          const m = (o as unknown as Record<string, unknown>)[field];
          return m === undefined ? [] : [{ field, m: m as Record<string, unknown> }];
        }),
      ),
    );
    // Money objects only: the spec gives cents to the cart alone.
    expect(money.every(({ m }) => typeof m == 'object')).toBe(true);
    const shapes = (field: string) =>
      [...new Set(money.filter((x) => x.field == field).map(({ m }) => Object.keys(m).sort().join('+')))].sort();
    const all = ['amount+currencyCode', 'currency+value', 'currencyCode+decimalValue'];
    expect(shapes('price')).toEqual(all);
    expect(shapes('priceMoney')).toEqual(all);
    expect(shapes('salePrice')).toEqual(all);
    const amountTypes = new Set(money.map(({ m }) => typeof (m.value ?? m.decimalValue ?? m.amount)));
    expect([...amountTypes].sort()).toEqual(['number', 'string']);
    // Where both are given they agree.
    for (const p of products)
      for (const v of p.structuredContent.variants)
        if (v.priceMoney) expect(parseMoney(v.price as MoneyInput)).toEqual(parseMoney(v.priceMoney));
    // The shop's variants carry `price` alone; one product carries its price itself, with decimalValue (spec 000 §3).
    expect(byId['p-fern']!.structuredContent.variants[0]).not.toHaveProperty('priceMoney');
    const notebook = byId['p-notebook']!.structuredContent;
    expect(notebook.price).toEqual({ decimalValue: '14.00', currencyCode: 'USD' });
    expect(notebook.variants.every((v) => v.price === undefined && v.priceMoney === undefined)).toBe(true);
  });

  it('has the tee edge cases: a sold-out variant, scarce variants, one on sale', () => {
    const tee = byId['p-tee']!;
    expect(tee.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(
      tee.structuredContent.variants.map((v) => `${v.attributes.Size}/${v.attributes.Colour}:${v.qtyInStock}${v.onSale ? '*' : ''}`),
    ).toEqual(['S/Black:5', 'S/White:3', 'M/Black:2', 'M/White:4*', 'L/Black:1', 'L/White:0']);
    expect(tee.structuredContent.variants[3]).toMatchObject({
      salePrice: { value: '19.00', currency: 'USD' },
      salePriceMoney: { value: '19.00', currency: 'USD' },
    });
    expect(byId['p-mug']!.structuredContent.variants.every((v) => !v.unlimited && v.qtyInStock === 0)).toBe(true);
  });

  it('has the subscription, gift card and additional-fields products, the forms and the settings', () => {
    expect(byId['p-coffee-club']!.structuredContent).toMatchObject({
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
    });
    const gift = byId['p-gift']!.structuredContent;
    expect([gift.denominations, gift.variants.map((v) => parseMoney(v.price as MoneyInput).cents)]).toEqual([
      [2500, 5000, 10000],
      [2500, 5000, 10000],
    ]);
    expect(byId['p-engraved-pen']!.structuredContent.additionalFieldsFormId).toBe('f-engraving');
    expect(forms.map((f) => [f.id, f.fields.filter((x) => x.required).length])).toEqual([
      ['f-engraving', 2],
      ['f-newsletter', 1],
      ['f-contact', 6],
    ]);
    expect(settings).toEqual({
      currency: 'USD',
      storeSettings: { multipleQuantityAllowedForServices: true },
      checkoutMinimumCents: 0,
      captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' },
      localizedStrings: {},
    });
  });

  it('every product has 1 to 6 pictures with their size, focal point and colours; a variant with a main image points at one of them', () => {
    for (const p of products) {
      const images = p.images ?? [];
      expect(images.length, p.id).toBeGreaterThanOrEqual(1);
      expect(images.length, p.id).toBeLessThanOrEqual(6);
      for (const i of images) {
        expect(i.assetUrl, p.id).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
        expect(i.originalSize, p.id).toMatch(/^\d+x\d+$/);
        expect(i.colorData?.centerAverage, p.id).toMatch(/^[0-9a-f]{6}$/);
        expect(i.mediaFocalPoint, p.id).toBeDefined();
      }
      for (const v of p.structuredContent.variants)
        if (v.mainImage)
          expect(
            images.map((i) => i.assetUrl),
            `${p.id} ${v.sku}`,
          ).toContain(v.mainImage.assetUrl);
    }
    // The tee's and the mug's variants follow their colour.
    expect(byId['p-tee']!.structuredContent.variants.map((v) => v.mainImage?.assetUrl.split('/').pop())).toEqual([
      'tee-black-front.svg',
      'tee-white-front.svg',
      'tee-black-front.svg',
      'tee-white-front.svg',
      'tee-black-front.svg',
      'tee-white-front.svg',
    ]);
    expect(byId['p-mug']!.structuredContent.variants.map((v) => v.mainImage?.altText)).toEqual(['Blue mug', 'Red mug']);
  });

  it('goes on with the rest of the shop: 40 more products in c-shop, ids, skus and variant ids unique, every picture shown', () => {
    expect(products.length).toBe(48);
    expect(products.every((p) => p.collectionId === 'c-shop')).toBe(true);
    const unique = (xs: unknown[]) => expect(new Set(xs).size).toBe(xs.length);
    const variants = products.flatMap((p) => p.structuredContent.variants);
    unique(products.map((p) => p.id));
    unique(variants.map((v) => v.sku));
    unique(variants.map((v) => v.id));
    expect(variants.every((v) => v.sku && v.id)).toBe(true);
    const shop = products.slice(8);
    expect(
      shop
        .map((p) => p.structuredContent.productType)
        .sort()
        .join(''),
    ).toMatch(/^1{30,}2{3}3{3}$/);
    for (const p of shop) expect(p.images!.length, p.id).toBeLessThanOrEqual(4);
    const shown = new Set(products.flatMap((p) => (p.images ?? []).map((i) => i.assetUrl)));
    // Every picture but those of the demo's pages: the journal video's poster (demo/journal.html).
    const pagePictures = ['journal-fern-bathroom'];
    expect(PICTURE_NAMES.filter((name) => !shown.has(`/media/products/${name}.svg`) && !pagePictures.includes(name))).toEqual([]);
  });

  it('the shop has what a grid must show: sales, sold-out products and options, low stock with scarcity, options with their own pictures', () => {
    const shop = products.slice(8);
    const soldOut = (p: (typeof products)[number]) => p.structuredContent.variants.every((v) => !v.unlimited && v.qtyInStock === 0);
    expect(shop.filter((p) => p.structuredContent.variants.some((v) => v.onSale)).map((p) => p.id)).toEqual([
      'p-monstera',
      'p-seeds-sunflower',
      'p-candle-cedar',
      'p-tote-fern',
      'p-print-night',
      'p-tee-rust',
      'p-coffee-colombia',
      'p-ebook-balcony',
    ]);
    expect(shop.filter(soldOut).map((p) => p.id)).toEqual(['p-olive-tree', 'p-seeds-lavender', 'p-candle-rose', 'p-coffee-decaf']);
    // Sold out in one option only: the rest can still be bought.
    expect(
      shop.filter((p) => !soldOut(p) && p.structuredContent.variants.some((v) => !v.unlimited && v.qtyInStock === 0)).map((p) => p.id),
    ).toEqual(['p-herbs', 'p-notebook', 'p-tee-sage', 'p-workshop']);
    for (const p of [...shop.filter(soldOut), byId['p-herbs']!, byId['p-notebook']!, byId['p-tee-sage']!])
      expect(p.merchandising?.restockNotificationViews, p.id).toEqual(['product-detail']);
    const scarce = shop.filter((p) => p.merchandising?.scarcityEnabled && p.merchandising.scarcityShownByDefault);
    expect(scarce.map((p) => p.id)).toEqual([
      'p-monstera',
      'p-seeds-chilli',
      'p-notebook',
      'p-mug-glazed',
      'p-tee-rust',
      'p-workshop',
      'p-secateurs',
    ]);
    for (const p of scarce)
      expect(Math.min(...p.structuredContent.variants.filter((v) => v.qtyInStock > 0).map((v) => v.qtyInStock)), p.id).toBeLessThanOrEqual(
        3,
      );
    expect(byId['p-workshop']!.merchandising?.scarcityText).toBe('Only {quantity} places left!');
    // Every option's values, in order; the options that change the look point each variant at its own picture.
    const options = Object.fromEntries(
      shop
        .filter((p) => p.variantOptionOrdering?.length)
        .map((p) => [
          p.id,
          p.variantOptionOrdering!.map((o) => `${o}: ${p.structuredContent.variants.map((v) => v.attributes[o]).join('/')}`).join('; '),
        ]),
    );
    expect(options).toEqual({
      'p-snake-plant': 'Size: Small/Large',
      'p-cactus': 'Pot: Terracotta/White/Sage',
      'p-herbs': 'Herb: Basil/Rosemary/Mint',
      'p-candle-fig': 'Size: 180 g/300 g',
      'p-tote': 'Colour: Natural/Black',
      'p-notebook': 'Colour: Sage/Ochre/Navy/Rust',
      'p-print-coast': 'Size: A3/A2',
      'p-mug-glazed': 'Glaze: Sage/Ochre',
      'p-tee-sage': 'Size: S/M/L',
      'p-tee-rust': 'Size: S/M/L',
      'p-coffee-ethiopia': 'Grind: Whole bean/Filter/Espresso',
      'p-workshop': 'Date: Sat 14 June/Sat 21 June/Sat 28 June',
      'p-watering-can': 'Colour: Galvanised/Sage',
    });
    for (const id of ['p-cactus', 'p-herbs', 'p-tote', 'p-notebook', 'p-mug-glazed', 'p-watering-can']) {
      const variants = byId[id]!.structuredContent.variants;
      expect(new Set(variants.map((v) => v.mainImage?.assetUrl)).size, id).toBe(variants.length);
      for (const v of variants)
        expect(v.mainImage!.altText!.toLowerCase(), `${id} ${v.sku}`).toContain(Object.values(v.attributes)[0]!.toLowerCase());
    }
  });

  it('has three more subscriptions, by the month, every two weeks and by the year, all physical or services', () => {
    const plans = products
      .filter((p) => p.structuredContent.isSubscribable)
      .map((p) => [p.id, p.structuredContent.productType, p.structuredContent.subscriptionPlan]);
    expect(plans).toEqual([
      ['p-coffee-club', 1, { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }],
      ['p-seed-of-the-month', 1, { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 }],
      ['p-flower-box', 1, { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 }],
      ['p-garden-care', 3, { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 2 }],
    ]);
    expect(products.filter((p) => !p.structuredContent.isSubscribable).every((p) => p.structuredContent.subscriptionPlan === null)).toBe(
      true,
    );
  });
});
