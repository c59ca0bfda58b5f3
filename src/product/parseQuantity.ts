// Part of the quantity rule (./quantityRule.ts), in a module of its own: only add-to-cart's checks and the instalment
// pill read a typed quantity, both loaded after the page, so the runtime chunk does not carry it. Import it from here,
// not from src/product (whose index the runtime reaches).

/**
 * A quantity as typed: a decimal number, optionally signed, with an optional exponent, spaces around ignored
 * (" 3 " → 3, "1e2" → 100, "2.5" → 2.5). NaN for anything else ("", "abc", "0x10", "1,000", Infinity).
 */
export function parseQuantity(q: string | number): number {
  const n = typeof q == 'number' ? q : /^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(q) ? Number(q) : NaN;
  return Number.isFinite(n) ? n : NaN;
}
