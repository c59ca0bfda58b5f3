import { ConfigError } from '../../src/input/configError';

/** The parts a product element shows, in the order of `data-contents` (docs/widgets/product.md). */
export const PARTS = ['gallery', 'title', 'price', 'options', 'quantity', 'button', 'instalments', 'description'] as const;
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

/** The prefixes whose attributes go to a part's element, without the prefix (`data-gallery-` + `design`). */
const PASS = { gallery: 'data-gallery-', options: 'data-picker-', instalments: 'data-instalments-' } as const;

/**
 * Reads a product element's settings. `data-contents`: part names separated by commas or spaces, each once, in the
 * order shown; an unknown name is a ConfigError naming it (the fallback stays). `data-layout`: vertical (default) or
 * horizontal. A heading level outside 1–6 is clamped, with one warning.
 */
export function parseProductSettings(el: Element, warn: (message: string) => void): ProductSettings {
  const raw = el.getAttribute('data-contents')?.trim();
  let contents: Part[] = [...DEFAULT_CONTENTS];
  if (raw) {
    const names = raw.split(/[\s,]+/).filter(Boolean);
    const unknown = names.filter((n) => !(PARTS as readonly string[]).includes(n));
    if (unknown.length) throw new ConfigError(`data-contents names no such part: ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`, 'data-contents');
    contents = [...new Set(names)] as Part[];
  }
  const layoutText = el.getAttribute('data-layout')?.trim() || 'vertical';
  if (layoutText != 'vertical' && layoutText != 'horizontal') throw new ConfigError(`data-layout "${layoutText}" is not vertical or horizontal`, 'data-layout');
  let headingLevel = 2;
  const level = el.getAttribute('data-heading-level')?.trim();
  if (level) {
    const n = Number(level);
    headingLevel = Number.isInteger(n) ? Math.min(6, Math.max(1, n)) : 2;
    if (headingLevel != n) warn(`data-heading-level="${level}" is not 1–6: ${headingLevel} is used`);
  }
  const pass: ProductSettings['pass'] = { gallery: {}, options: {}, instalments: {} };
  for (const { name, value } of Array.from(el.attributes))
    for (const part of Object.keys(PASS) as (keyof typeof PASS)[])
      if (name.startsWith(PASS[part]) && name.length > PASS[part].length) pass[part]['data-' + name.slice(PASS[part].length)] = value;
  return { contents, layout: layoutText, headingLevel, pass };
}
