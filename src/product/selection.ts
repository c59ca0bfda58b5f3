import { hasVariants, isVariantSoldOut } from './derivedState';
import type { Product, ProductVariant } from './types';

/** Option name → chosen value. A missing, empty or non-string value means "not chosen". */
export type Chosen = Record<string, string | null | undefined>;

/** The chosen value of `option`, or a falsy value when it is not chosen. */
const picked = (chosen: Chosen, option: string): string | false => {
  const x = chosen[option];
  return typeof x == 'string' && x;
};

/** The variant agrees with every chosen value (options not chosen match anything). */
const fits = (p: Product, v: ProductVariant, chosen: Chosen): boolean =>
  p.options.every((o) => {
    const x = picked(chosen, o.name);
    return !x || v.attributes[o.name] === x;
  });

/** The options still to choose, in option order. None for a product without variants (one variant, or digital). */
export const missingOptions = (p: Product, chosen: Chosen): string[] =>
  hasVariants(p) ? p.options.filter((o) => !picked(chosen, o.name)).map((o) => o.name) : [];

/**
 * The variant the choices select: every option chosen and matching. A product without variants (one variant, or
 * digital) always resolves to its first variant. Null while options are missing or no variant matches.
 */
export function resolveVariant(p: Product, chosen: Chosen): ProductVariant | null {
  if (!hasVariants(p)) return p.variants[0]!;
  return missingOptions(p, chosen).length ? null : (p.variants.find((v) => fits(p, v, chosen)) ?? null);
}

/**
 * How to mark `value` of `option` in a picker: with the other current choices kept, 'unavailable' when no variant
 * matches, 'sold-out' when every matching variant is sold out, else 'available'.
 */
export function choiceStatus(p: Product, chosen: Chosen, option: string, value: string): 'available' | 'sold-out' | 'unavailable' {
  const c = { ...chosen, [option]: value };
  const matching = p.variants.filter((v) => fits(p, v, c));
  return !matching.length ? 'unavailable' : matching.every((v) => isVariantSoldOut(p, v)) ? 'sold-out' : 'available';
}
