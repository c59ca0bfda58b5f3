import { beforeEach, describe, expect, it } from 'vitest';
import { seedProducts } from '../../mock-server/seed';
import { parseProduct } from '../product';
import type { Product } from '../product';
import { holdProductJsonLd, productJsonLd } from './jsonLd';

const product = (id: string): Product => {
  const parsed = parseProduct(
    seedProducts().find((p) => p.id == id)!,
    'USD',
  );
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.product;
};
const scripts = () => [...document.head.querySelectorAll('script[type="application/ld+json"]')];

beforeEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('Product JSON-LD', () => {
  it('the schema.org Product: name, pictures, description text, an Offer per variant (sku, price, currency, stock), the rating', () => {
    const tee = product('p-tee');
    const data = productJsonLd(tee, 'Heavyweight cotton.', { average: 4.6, count: 128 }, 'https://shop.example/products/tee');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: 'p-tee',
      name: 'Tee',
      description: 'Heavyweight cotton.',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 128, bestRating: 5, worstRating: 1 },
    });
    expect((data.image as string[]).length).toBe(tee.images.length);
    const offers = data.offers as Record<string, string>[];
    expect(offers).toHaveLength(tee.variants.length);
    tee.variants.forEach((v, i) => {
      const cents = v.onSale && v.salePriceCents != null ? v.salePriceCents : v.priceCents!;
      expect(offers[i]).toEqual({
        '@type': 'Offer',
        sku: v.sku,
        price: (cents / 100).toFixed(2),
        priceCurrency: 'USD',
        availability: v.unlimited || v.qtyInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        url: 'https://shop.example/products/tee',
      });
    });
    expect(offers.some((o) => o.availability!.endsWith('OutOfStock'))).toBe(true);
    expect(productJsonLd(tee, '', null, '/')).not.toHaveProperty('aggregateRating');
  });

  it("prices in the currency's own fraction: yen whole, dollars to two places, an unknown code to two", () => {
    const tee = product('p-tee');
    const first = (currency: string, cents: number) =>
      (
        productJsonLd({ ...tee, currency, variants: [{ ...tee.variants[0]!, onSale: false, priceCents: cents }] }, '', null, '/')
          .offers as { price: string; priceCurrency: string }[]
      )[0];
    expect(first('JPY', 2500)).toMatchObject({ price: '2500', priceCurrency: 'JPY' });
    expect(first('USD', 2500)).toMatchObject({ price: '25.00' });
    expect(first('XTS', 2500)).toMatchObject({ price: '25.00' });
  });

  it('one script per product however many hold it, removed with the last holder', () => {
    const tee = product('p-tee');
    const data = () => productJsonLd(tee, '', null, '/');
    const a = holdProductJsonLd(document, tee, data);
    const b = holdProductJsonLd(document, tee, data);
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]!.textContent)).toMatchObject({ productID: 'p-tee' });
    a();
    a(); // twice: still one release
    expect(scripts()).toHaveLength(1);
    b();
    expect(scripts()).toHaveLength(0);
  });

  it('none where the page has its own Product JSON-LD for that product (by id, sku or name, in a list or a graph)', () => {
    const tee = product('p-tee');
    for (const own of [
      { '@type': 'Product', productID: 'p-tee' },
      [{ '@type': 'Organization' }, { '@type': 'Product', sku: tee.variants[0]!.sku }],
      { '@graph': [{ '@type': ['Product', 'Thing'], name: 'Tee' }] },
    ]) {
      document.head.querySelectorAll('script').forEach((s) => s.remove());
      const mine = Object.assign(document.createElement('script'), { type: 'application/ld+json', textContent: JSON.stringify(own) });
      document.head.append(mine);
      holdProductJsonLd(document, tee, () => productJsonLd(tee, '', null, '/'))();
      expect(scripts()).toEqual([mine]);
    }
    // Another product's data is not this one's.
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    document.head.append(
      Object.assign(document.createElement('script'), { type: 'application/ld+json', textContent: '{"@type":"Product","name":"Mug"}' }),
    );
    holdProductJsonLd(document, tee, () => productJsonLd(tee, '', null, '/'));
    expect(scripts()).toHaveLength(2);
  });
});
