import { parseMoney } from '../money/parseMoney';

let warned = false;

/**
 * The site settings' checkout minimum (`checkoutMinimumCents`, src/settings/siteSettings.ts) in cents of the store's
 * `currency`: given as cents, or as money in any of the spec's three shapes (spec 001 §3). Money that cannot be read,
 * or in another currency, is no minimum, named in the settings' warning once a page. Read by the cart widget alone,
 * so a page without a cart does not carry it.
 */
export function checkoutMinimumCents(given: number | Record<string, unknown> | undefined, currency: string): number {
  if (given == null) return 0;
  if (typeof given == 'number') return Number.isFinite(given) ? given : 0;
  const money = parseMoney(given as never);
  if (money && money.currency == currency.toUpperCase()) return money.cents;
  if (!warned) console.warn('[storefront] site settings: ignored, not of the type read: checkoutMinimumCents');
  warned = true;
  return 0;
}
