// A product's description (HTML) as plain text: the product element's first render of it, and the description of the
// Product data for search engines (src/reviews/jsonLd.ts). Shown as text, never parsed as HTML.

/** The description's text before its HTML is ready: at most this many characters (spec 001 §9 "Description fallback"). */
export const DESCRIPTION_TEXT_MAX = 250;

/** The few named character references a description's text commonly holds; others stay as written. */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/**
 * A preview of `html` as text: tags (and what `<script>` and `<style>` hold) dropped, character references decoded,
 * spaces collapsed, cut at `max` with an ellipsis. Shown as text, never parsed as HTML: no DOM parser (a page that
 * requires Trusted Types refuses one a plain string), nothing loads, nothing runs.
 */
export function descriptionText(html: string, max = DESCRIPTION_TEXT_MAX): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->|<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] != '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] == 'x' || ref[1] == 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1).trimEnd() + '…' : text;
}
