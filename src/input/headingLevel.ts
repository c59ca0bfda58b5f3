/**
 * `data-heading-level` of a widget that renders headings (a product's title, a collection's cards' titles): a whole
 * number 1–6, default 2 (under the page's own title). Out of range it is clamped, not a whole number it is 2, each with
 * one warning (`warn`).
 */
export function parseHeadingLevel(el: Element, warn: (message: string) => void): number {
  const level = el.getAttribute('data-heading-level')?.trim();
  if (!level) return 2;
  const n = Number(level);
  const used = Number.isInteger(n) ? Math.min(6, Math.max(1, n)) : 2;
  if (used != n) warn(`data-heading-level="${level}" is not 1–6: ${used} is used`);
  return used;
}
