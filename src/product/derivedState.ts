import type { Product, ProductVariant } from './types';

// Derived product state, spec 001 §4 "Derived product state (templates)". See docs/product-rules.md.

/** Only physical and service products track stock (digital and gift-card products are never sold out). */
export const tracksStock = (p: Product): boolean => p.kind == 'physical' || p.kind == 'service';

/** The variant can't be bought: its product tracks stock and the variant is neither unlimited nor in stock. */
export const isVariantSoldOut = (p: Product, v: ProductVariant): boolean => tracksStock(p) && !v.unlimited && v.qtyInStock <= 0;

/** A physical or service product none of whose variants is unlimited or has stock above 0. */
export const isSoldOut = (p: Product): boolean => tracksStock(p) && p.variants.every((v) => isVariantSoldOut(p, v));

/** Any variant on sale; digital products by their own flag; gift cards never. */
export const isOnSale = (p: Product): boolean =>
  p.kind == 'digital' ? p.onSale : p.kind != 'gift-card' && p.variants.some((v) => v.onSale);

/** Badge priority: sold out, then sale, else none. */
export const badge = (p: Product): 'sold-out' | 'sale' | null => (isSoldOut(p) ? 'sold-out' : isOnSale(p) ? 'sale' : null);

/** More than one variant, and not digital. */
export const hasVariants = (p: Product): boolean => p.variants.length > 1 && p.kind != 'digital';

/** Variants differ in on-sale flag, sale price (when on sale) or price. (salePriceCents is null when not on sale.) */
export const hasVariedPrices = (p: Product): boolean => {
  const [f, ...rest] = p.variants;
  return rest.some((v) => v.onSale != f!.onSale || v.priceCents != f!.priceCents || v.salePriceCents != f!.salePriceCents);
};

/** What the visitor pays for the variant: the sale price while on sale, else the price; null: it has no price. */
export const effectivePrice = (v: ProductVariant): number | null =>
  v.priceCents === null ? null : v.onSale ? (v.salePriceCents ?? v.priceCents) : v.priceCents;

/**
 * The price to show: the variant's (with the regular price to strike through while on sale). With no variant chosen
 * and varied prices: "from" the lowest effective price of all variants that have one, nothing struck through. With no
 * variant chosen and one price: the first variant's. `cents` null: no price to show ("Unavailable").
 */
export function displayPrice(
  p: Product,
  variant: ProductVariant | null,
): { cents: number | null; compareAtCents: number | null; from: boolean } {
  const prices = p.variants.map(effectivePrice).filter((c) => c !== null);
  if (!variant && hasVariedPrices(p) && prices.length) return { cents: Math.min(...prices), compareAtCents: null, from: true };
  const v = variant ?? p.variants[0]!;
  const cents = effectivePrice(v);
  return { cents, compareAtCents: cents !== null && v.onSale ? v.priceCents : null, from: false };
}

/** Units in stock over all variants; Infinity when any variant is unlimited. */
export const totalStock = (p: Product): number => p.variants.reduce((n, v) => (v.unlimited ? Infinity : n + v.qtyInStock), 0);

/**
 * The stock count for the scarcity message, or null for no message. Only when scarcityEnabled and the product tracks
 * stock: the chosen variant's count; with no variant chosen, the product's total, and only when
 * scarcityShownByDefault. Never for unlimited stock or 0 (the sold-out state shows instead).
 */
export function scarcity(p: Product, variant: ProductVariant | null): number | null {
  const m = p.merchandising;
  const n =
    !m.scarcityEnabled || !tracksStock(p)
      ? 0
      : variant
        ? variant.unlimited
          ? 0
          : variant.qtyInStock
        : m.scarcityShownByDefault
          ? totalStock(p)
          : 0;
  return n > 0 && n < Infinity ? n : null;
}
