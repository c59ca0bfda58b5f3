// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseMoney } from './money';
import { seedCatalog } from './seed';

describe('seed catalog', () => {
  const { products, forms, settings } = seedCatalog();
  const byId = Object.fromEntries(products.map((p) => [p.id, p]));

  it('has every product kind and uses all three money shapes', () => {
    expect(products.map((p) => [p.id, p.structuredContent.productType])).toEqual([
      ['p-tee', 1], ['p-poster', 1], ['p-mug', 1], ['p-ebook', 2], ['p-consult', 3], ['p-coffee-club', 1], ['p-gift', 4], ['p-engraved-pen', 1],
    ]);
    const shapes = new Set(products.flatMap((p) => p.structuredContent.variants.map((v) => Object.keys(v.priceMoney ?? {}).sort().join('+'))));
    expect([...shapes].sort()).toEqual(['amount+currencyCode', 'currency+value', 'currencyCode+decimalValue']);
    for (const p of products) for (const v of p.structuredContent.variants) expect(v.price).toBe(parseMoney(v.priceMoney!).cents);
  });

  it('has the tee edge cases: a sold-out variant, scarce variants, one on sale', () => {
    const tee = byId['p-tee']!;
    expect(tee.variantOptionOrdering).toEqual(['Size', 'Colour']);
    expect(tee.structuredContent.variants.map((v) => `${v.attributes.Size}/${v.attributes.Colour}:${v.qtyInStock}${v.onSale ? '*' : ''}`)).toEqual([
      'S/Black:5', 'S/White:3', 'M/Black:2', 'M/White:4*', 'L/Black:1', 'L/White:0',
    ]);
    expect(tee.structuredContent.variants[3]).toMatchObject({ salePrice: 1900, salePriceMoney: { value: '19.00', currency: 'USD' } });
    expect(byId['p-mug']!.structuredContent.variants.every((v) => !v.unlimited && v.qtyInStock === 0)).toBe(true);
  });

  it('has the subscription, gift card and additional-fields products, the forms and the settings', () => {
    expect(byId['p-coffee-club']!.structuredContent).toMatchObject({ isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } });
    const gift = byId['p-gift']!.structuredContent;
    expect([gift.denominations, gift.variants.map((v) => v.price)]).toEqual([[2500, 5000, 10000], [2500, 5000, 10000]]);
    expect(byId['p-engraved-pen']!.structuredContent.additionalFieldsFormId).toBe('f-engraving');
    expect(forms.map((f) => [f.id, f.fields.filter((x) => x.required).length])).toEqual([['f-engraving', 2], ['f-newsletter', 1], ['f-contact', 6]]);
    expect(settings).toEqual({ currency: 'USD', storeSettings: { multipleQuantityAllowedForServices: true }, checkoutMinimumCents: 0, captchaSettings: { siteKey: 'mock-site-key', scriptUrl: '/__mock/captcha.js' }, localizedStrings: {} });
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
      for (const v of p.structuredContent.variants) if (v.mainImage) expect(images.map((i) => i.assetUrl), `${p.id} ${v.sku}`).toContain(v.mainImage.assetUrl);
    }
    // The tee's and the mug's variants follow their colour.
    expect(byId['p-tee']!.structuredContent.variants.map((v) => v.mainImage?.assetUrl.split('/').pop())).toEqual([
      'tee-black-front.svg', 'tee-white-front.svg', 'tee-black-front.svg', 'tee-white-front.svg', 'tee-black-front.svg', 'tee-white-front.svg',
    ]);
    expect(byId['p-mug']!.structuredContent.variants.map((v) => v.mainImage?.altText)).toEqual(['Blue mug', 'Red mug']);
  });
});
