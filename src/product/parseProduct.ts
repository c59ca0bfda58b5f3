import { clipText } from '../input/clipText';
import { InvalidData } from '../input/invalidData';
import { isObj } from '../input/isObj';
import { parseImage, parseImages } from '../media/image';
import { parseMoney } from '../money';
import type { SubscriptionPlan } from '../types';
import type { Merchandising, Product, ProductKind, ProductOption, ProductVariant } from './types';

const KINDS: ProductKind[] = ['physical', 'digital', 'service', 'gift-card', 'paywall'];
const str = (v: unknown): string => (typeof v == 'string' ? v : '');
/** The longest description kept (HTML): a page's worth, never a megabyte pasted by mistake. */
export const DESCRIPTION_MAX = 50_000;

/** A text to show: a string, cut at TEXT_MAX characters (src/input/clipText.ts). */
const text = (v: unknown): string => clipText(str(v));
const idOf = (v: unknown): string => (typeof v == 'number' ? String(v) : str(v));
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x == 'string').map(clipText) : []);
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** Merchandising when the data has none; also the type of every field. */
const MERCHANDISING: Merchandising = {
  restockNotificationViews: [],
  restockNotificationMessages: { buttonText: '', CTAText: '', placeholderText: '', mailingListDescription: '' },
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
  scarcityEnabled: false,
  scarcityTemplateViews: [],
  scarcityText: '',
  scarcityShownByDefault: false,
  customSoldOutText: '',
};

/** Every field of `defaults`, taken from `data` where it has the default's type (arrays: their strings), else the default. */
const pick = <T extends object>(data: unknown, defaults: T): T =>
  Object.fromEntries(
    Object.entries(defaults as Record<string, unknown>).map(([k, d]) => {
      const v = isObj(data) ? data[k] : undefined;
      return [k, Array.isArray(d) ? strs(v) : isObj(d) ? pick(v, d) : typeof v == typeof d ? (typeof v == 'string' ? clipText(v) : v) : d];
    }),
  ) as T;

/** Stops the parse: parseProduct returns `sentence` as its error. */
const fail = (sentence: string): never => {
  throw new InvalidData(sentence);
};

/**
 * Validates a product item (spec 001 §3) from the API or `data-product-json` (an object, or its JSON text) into a
 * `Product`. `currency` is used only when no money in the data names one. Never throws; errors are one sentence.
 * See docs/product-rules.md.
 */
export function parseProduct(input: unknown, currency = 'USD'): { ok: true; product: Product } | { ok: false; error: string } {
  try {
    return { ok: true, product: read(typeof input == 'string' ? JSON.parse(input) : input, currency) };
  } catch (e) {
    return { ok: false, error: e instanceof InvalidData ? e.message : typeof input == 'string' ? 'not valid JSON' : 'not a valid product' };
  }
}

function read(o: unknown, fallbackCurrency: string): Product {
  if (!isObj(o)) return fail('not a JSON object');
  const id = idOf(o.id) || fail('product has no id');
  const P = `product ${id}`;
  // The platform nests the product fields in structuredContent; hand-written JSON may put them at the top level.
  const sc = isObj(o.structuredContent) ? o.structuredContent : o;
  const code = sc.productType;
  const kind = KINDS[(code as number) - 1];
  if (!Number.isInteger(code) || !kind)
    return fail(code === undefined ? `${P} has no productType` : `${P} has unknown productType ${JSON.stringify(code)}`);
  const raw = sc.variants;
  if (!Array.isArray(raw) || !raw.length) fail(`${P} has no variants`);
  const gift = kind == 'gift-card';
  const productOnSale = !gift && sc.onSale === true;
  let cur: string | undefined;
  /** What was there but could not be read (named in one console warning), each once. */
  const unread = new Set<string>();
  // The product's own price and sale price: in structuredContent, or on the item itself (spec 000 §3 "Product: …
  // price with decimalValue").
  const levels = sc == o ? [sc] : [sc, o];
  /**
   * Cents from the first field that holds a usable amount: money in any of the spec's three shapes (spec 001 §3
   * "Money", the amount a decimal string or a number), or a whole number of cents ≥ 0. Null if none does; a field that
   * is there but unusable is noted. Fails on a currency clash.
   */
  const amount = (at: string, fields: [name: string, value: unknown][]): number | null => {
    for (const [name, value] of fields) {
      if (value == null) continue;
      const m = isObj(value) ? parseMoney(value as never) : null;
      if (m && m.cents >= 0) return (cur ??= m.currency) == m.currency ? m.cents : fail(`${at} is priced in ${m.currency}, not ${cur}`);
      if (isCents(value)) return value;
      unread.add(name);
    }
    return null;
  };
  /** The variant's `field`Money, then its `field` (money or cents), then the product's two, in structuredContent then on the item. */
  const money = (v: Record<string, unknown>, i: number, field: string, at: string) =>
    amount(at, [
      [`variant ${i + 1} ${field}Money`, v[field + 'Money']],
      [`variant ${i + 1} ${field}`, v[field]],
      ...levels.flatMap((l): [string, unknown][] => [
        [`product ${field}Money`, l[field + 'Money']],
        [`product ${field}`, l[field]],
      ]),
    ]);

  // Array.from, not map: a hole is a variant that is not an object.
  const variants = Array.from(raw as unknown[], (v, i): ProductVariant => {
    const at = `variant ${i + 1} of ${P}`;
    if (!isObj(v)) return fail(`${at} is not an object`);
    const priceCents = money(v, i, 'price', at);
    // Digital products use the product's own flag; gift cards are never on sale (spec 001 §4).
    let onSale = kind == 'digital' ? productOnSale : !gift && v.onSale === true;
    // On sale with no usable sale price: shown and sold at its price, not on sale (noted), never a failed product.
    const salePriceCents = onSale ? money(v, i, 'salePrice', at) : null;
    if (salePriceCents == null && onSale) {
      onSale = false;
      unread.add(`variant ${i + 1} salePrice (on sale without one: shown at its price)`);
    }
    const attributes: Record<string, string> = {};
    // Option names and values are only shown and matched here (an add sends the sku): cut like every shown text.
    const put = (k: unknown, x: unknown): void => {
      if (
        typeof k == 'string' &&
        k &&
        typeof attributes[(k = clipText(k))] != 'string' &&
        (typeof x == 'string' || typeof x == 'number') &&
        x !== ''
      )
        attributes[k as string] = clipText(String(x));
    };
    if (isObj(v.attributes)) for (const [k, x] of Object.entries(v.attributes)) put(k, x);
    if (Array.isArray(v.optionValues)) for (const ov of v.optionValues) if (isObj(ov)) put(ov.optionName, ov.value);
    const q = v.qtyInStock;
    const img = v.mainImage;
    return {
      id: idOf(v.id),
      sku: typeof v.sku == 'string' ? v.sku : null,
      priceCents,
      salePriceCents,
      onSale,
      // No stock fields at all: unlimited (as the mock platform does).
      unlimited: v.unlimited === true || (v.unlimited === undefined && q === undefined),
      qtyInStock: typeof q == 'number' && Number.isFinite(q) && q > 0 ? Math.floor(q) : 0,
      attributes,
      mainImage: parseImage(img),
    };
  });

  // variantOptionOrdering first, then other attribute names in first-seen order; options with no values dropped.
  const options: ProductOption[] = [];
  for (const name of new Set([
    ...strs(o.variantOptionOrdering ?? sc.variantOptionOrdering),
    ...variants.flatMap((v) => Object.keys(v.attributes)),
  ])) {
    const values = [...new Set(variants.map((v) => v.attributes[name]).filter((x): x is string => typeof x == 'string'))];
    if (values.length) options.push({ name, values });
  }

  const plan = sc.subscriptionPlan;
  const custom = text(sc.customAddButtonText);
  const product: Product = {
    id,
    name: text(o.name),
    description: str(o.description).slice(0, DESCRIPTION_MAX),
    kind,
    variants,
    images: parseImages(o.images ?? sc.images),
    options,
    onSale: productOnSale,
    // Subscriptions can be sold only for physical and service products (spec 001 §5).
    isSubscribable: sc.isSubscribable === true && (kind == 'physical' || kind == 'service'),
    // Kept as sent, read by subscriptionTerms: a plan it cannot read makes the price "Unavailable".
    subscriptionPlan: isObj(plan) ? (plan as unknown as SubscriptionPlan) : null,
    additionalFieldsFormId: idOf(sc.additionalFieldsFormId) || null,
    additionalFieldsForm: sc.additionalFieldsForm,
    customAddButtonText: sc.useCustomAddButtonText === true && custom.trim() ? custom : null,
    denominations: Array.isArray(sc.denominations)
      ? sc.denominations.flatMap((d, i) => {
          const cents = amount(P, [[`denominations[${i}]`, d]]);
          return cents ? [cents] : [];
        })
      : [],
    currency: cur ?? fallbackCurrency.toUpperCase(),
    merchandising: pick(o.merchandising, MERCHANDISING),
  };
  if (unread.size) warn(`[storefront] ${P}: not readable, left out: ${[...unread].join(', ')}`);
  return product;
}

/** Warnings given: a product is read again for each card and scope that shows it, its warning once per page. */
const warned = new Set<string>();
const warn = (message: string) => warned.has(message) || (warned.add(message), console.warn(message));
