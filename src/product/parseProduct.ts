import { parseMoney } from '../money';
import type { MoneyInput, SubscriptionPlan } from '../types';
import type { Product, ProductKind, ProductOption, ProductVariant } from './types';

type Obj = Record<string, unknown>;

const KINDS: ProductKind[] = ['physical', 'digital', 'service', 'gift-card', 'paywall'];
const isObj = (v: unknown): v is Obj => typeof v == 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v == 'string' ? v : '');
const idOf = (v: unknown): string => (typeof v == 'number' ? String(v) : str(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x == 'string') : []);
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/**
 * Validates a product item (spec 001 §3) from the API or `data-product-json` (an object, or its JSON text) into a
 * `Product`. `currency` is used only when no money in the data names one. Never throws; errors are one sentence.
 * See docs/product-rules.md.
 */
export function parseProduct(input: unknown, currency = 'USD'): { ok: true; product: Product } | { ok: false; error: string } {
  let r: Product | string;
  try {
    r = read(typeof input == 'string' ? JSON.parse(input) : input, currency);
  } catch {
    r = typeof input == 'string' ? 'not valid JSON' : 'not a valid product';
  }
  return typeof r == 'string' ? { ok: false, error: r } : { ok: true, product: r };
}

function read(o: unknown, fallbackCurrency: string): Product | string {
  if (!isObj(o)) return 'not a JSON object';
  const id = idOf(o.id);
  if (!id) return 'product has no id';
  const P = `product ${id}`;
  // The platform nests the product fields in structuredContent; hand-written JSON may put them at the top level.
  const sc = isObj(o.structuredContent) ? o.structuredContent : o;
  const code = sc.productType;
  const kind = KINDS[(code as number) - 1];
  if (!Number.isInteger(code) || !kind) return code === undefined ? `${P} has no productType` : `${P} has unknown productType ${JSON.stringify(code)}`;
  const raw = sc.variants;
  if (!Array.isArray(raw) || !raw.length) return `${P} has no variants`;
  const gift = kind == 'gift-card';
  const productOnSale = !gift && sc.onSale === true;
  let cur: string | undefined;
  /** Cents from money (any shape), else from a cents number; null if neither is valid; a string on a currency clash. */
  const amount = (money: unknown, cents: unknown, at: string): number | string | null => {
    const m = parseMoney(money as MoneyInput);
    if (m && m.cents >= 0) return (cur ??= m.currency) == m.currency ? m.cents : `${at} is priced in ${m.currency}, not ${cur}`;
    return isCents(cents) ? cents : null;
  };

  const variants: ProductVariant[] = [];
  for (let i = 0; i < raw.length; i++) {
    const v: unknown = raw[i];
    const at = `variant ${i + 1} of ${P}`;
    if (!isObj(v)) return `${at} is not an object`;
    const price = amount(v.priceMoney, v.price, at) ?? amount(sc.priceMoney, sc.price, at);
    if (price === null) return `${at} has no valid price`;
    if (typeof price == 'string') return price;
    // Digital products use the product's own flag; gift cards are never on sale (spec 001 §4).
    const onSale = kind == 'digital' ? productOnSale : !gift && v.onSale === true;
    let sale: number | string | null = null;
    if (onSale) {
      sale = amount(v.salePriceMoney, v.salePrice, at) ?? amount(sc.salePriceMoney, sc.salePrice, at);
      if (sale === null) return `${at} is on sale but has no valid sale price`;
      if (typeof sale == 'string') return sale;
    }
    const attributes: Record<string, string> = {};
    const put = (k: unknown, x: unknown): void => {
      if (typeof k == 'string' && k && typeof attributes[k] != 'string' && (typeof x == 'string' || typeof x == 'number') && x !== '')
        attributes[k] = String(x);
    };
    if (isObj(v.attributes)) for (const [k, x] of Object.entries(v.attributes)) put(k, x);
    if (Array.isArray(v.optionValues)) for (const ov of v.optionValues) if (isObj(ov)) put(ov.optionName, ov.value);
    const q = v.qtyInStock;
    const img = v.mainImage;
    variants.push({
      id: idOf(v.id),
      sku: typeof v.sku == 'string' ? v.sku : null,
      priceCents: price,
      salePriceCents: sale,
      onSale,
      // No stock fields at all: unlimited (as the mock platform does).
      unlimited: v.unlimited === true || (v.unlimited === undefined && q === undefined),
      qtyInStock: Number.isFinite(q) && (q as number) > 0 ? Math.floor(q as number) : 0,
      attributes,
      mainImage: isObj(img) && str(img.assetUrl) ? { assetUrl: str(img.assetUrl), altText: str(img.altText) } : null,
    });
  }

  const options: ProductOption[] = [];
  const names = strs(o.variantOptionOrdering ?? sc.variantOptionOrdering);
  for (const v of variants) names.push(...Object.keys(v.attributes));
  for (const name of names) {
    if (options.some((x) => x.name == name)) continue;
    const values: string[] = [];
    for (const v of variants) {
      const x = v.attributes[name];
      if (typeof x == 'string' && !values.includes(x)) values.push(x);
    }
    if (values.length) options.push({ name, values });
  }

  const m = isObj(o.merchandising) ? o.merchandising : {};
  const rm = isObj(m.restockNotificationMessages) ? m.restockNotificationMessages : {};
  const plan = sc.subscriptionPlan;
  const custom = str(sc.customAddButtonText);
  return {
    id,
    name: str(o.name),
    kind,
    variants,
    options,
    onSale: productOnSale,
    // Subscriptions can be sold only for physical and service products (spec 001 §5).
    isSubscribable: sc.isSubscribable === true && (kind == 'physical' || kind == 'service'),
    subscriptionPlan: isObj(plan) && isObj(plan.billingPeriod) ? (plan as unknown as SubscriptionPlan) : null,
    additionalFieldsFormId: idOf(sc.additionalFieldsFormId) || null,
    customAddButtonText: sc.useCustomAddButtonText === true && custom.trim() ? custom : null,
    denominations: Array.isArray(sc.denominations) ? sc.denominations.filter((d): d is number => isCents(d) && d > 0) : [],
    currency: cur ?? fallbackCurrency.toUpperCase(),
    merchandising: {
      restockNotificationViews: strs(m.restockNotificationViews),
      restockNotificationMessages: {
        buttonText: str(rm.buttonText),
        CTAText: str(rm.CTAText),
        placeholderText: str(rm.placeholderText),
        mailingListDescription: str(rm.mailingListDescription),
      },
      mailingListSignUpEnabled: m.mailingListSignUpEnabled === true,
      mailingListOptInByDefault: m.mailingListOptInByDefault === true,
      scarcityEnabled: m.scarcityEnabled === true,
      scarcityTemplateViews: strs(m.scarcityTemplateViews),
      scarcityText: str(m.scarcityText),
      scarcityShownByDefault: m.scarcityShownByDefault === true,
      customSoldOutText: str(m.customSoldOutText),
    },
  };
}
