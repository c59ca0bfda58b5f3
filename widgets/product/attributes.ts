import { extend, list, number, oneOf, prefix, raw } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { productDetailAttributes } from '../../src/product';

/** The parts a product element shows, in the order of `data-contents` (docs/widgets/product.md). */
export const PARTS = ['gallery', 'title', 'rating', 'price', 'options', 'quantity', 'button', 'instalments', 'description'] as const;
export type Part = (typeof PARTS)[number];

/** Every part, in this order, unless `data-contents` says otherwise (the order Buy Button's product uses, and the pill). */
export const DEFAULT_CONTENTS: readonly Part[] = PARTS;

export type Layout = 'vertical' | 'horizontal';

export interface ProductSettings {
  contents: Part[];
  layout: Layout;
  /** The title's heading level (`data-heading-level`, 1–6; default 2: under the page's own title). */
  headingLevel: number;
  /** Attributes handed to the parts' elements: `data-gallery-design="carousel"` → the gallery's `data-design`. */
  pass: { gallery: Record<string, string>; options: Record<string, string>; instalments: Record<string, string> };
}

/** The product element's attributes (docs/widgets/product.md). */
export const attributes = extend(productDetailAttributes, {
  /**
   * The parts shown and their order; an unknown name is an error naming it.
   * @default all, in this order
   */
  contents: list({ options: PARTS, noun: 'part' }),
  /** Pictures above the rest, or beside it. */
  layout: oneOf({ options: ['vertical', 'horizontal'], default: 'vertical', invalid: 'refuse' }),
  /** The title's heading level (2: under the page's own title). */
  headingLevel: number({ min: 1, max: 6, default: 2, whole: true }),
  /**
   * Handed to the gallery without the prefix: `data-gallery-design="slider"`, `data-gallery-image-sizes="…"`
   * ([gallery](gallery.md); the prop: the gallery's props).
   * @default a slideshow with controls and a lightbox
   */
  gallery: prefix('data-gallery-', 'gallery'),
  /** The gallery's design: the one gallery attribute with a prop of its own (`gallery={{ design }}` says the same). */
  galleryDesign: raw<'grid' | 'slideshow' | 'slider' | 'stacked'>('`grid`, `slideshow`, `slider`, `stacked`'),
  /** Handed to the variant picker: `data-picker-style="radio"` ([variant picker](variant-picker.md); the prop: its props). */
  picker: prefix('data-picker-', 'variant-picker'),
  /** The variant picker's style: the one picker attribute with a prop of its own (`picker={{ pickerStyle }}` says the same). */
  pickerStyle: raw<'dropdown' | 'radio'>('`dropdown`, `radio`'),
  /** Handed to the instalment pill: `data-instalments-afterpay-min="3500"` ([instalment pill](instalment-pill.md); the prop: its props). */
  instalments: prefix('data-instalments-', 'instalment-pill'),
});

/**
 * Reads a product element's settings. `data-contents`: part names separated by commas or spaces, each once, in the
 * order shown; an unknown name is a ConfigError naming it (the fallback stays). `data-layout`: vertical (default) or
 * horizontal. A heading level outside 1–6 is clamped, with one warning.
 */
export function parseProductSettings(el: Element, warn: (message: string) => void): ProductSettings {
  const a = readAttributes(el, attributes, 'product', warn);
  return {
    contents: a.contents,
    layout: a.layout,
    headingLevel: a.headingLevel,
    pass: { gallery: a.gallery, options: a.picker, instalments: a.instalments },
  };
}
