import type { MoneyInput, ProductItem, Variant } from '../src/types';
import { moneyCents } from './money';
import type { Catalog, FormDefinition, MockSettings } from './state';

// Validation of `PUT /__mock/catalog`. A test that sends a malformed product should hear exactly what is wrong at
// the PUT, not get a confusing 500 (or a silently sold-out item) from the cart later.

type Problem = { error: string };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function moneyError(value: unknown, where: string): string | null {
  try {
    moneyCents(value as MoneyInput | number | undefined);
    return null;
  } catch {
    return `${where} must be money: {value, currency}, {decimalValue, currencyCode} or {amount, currencyCode} with a decimal string or number (or whole cents).`;
  }
}

/** The first problem of the money fields of a variant or of a product's structuredContent. */
const moneyProblem = (o: Record<string, unknown>, at: string): string | null =>
  ['priceMoney', 'price', 'salePriceMoney', 'salePrice'].reduce<string | null>((bad, k) => bad ?? moneyError(o[k], `${at}.${k}`), null);

/** Fills what a hand-written test product may leave out. No stock fields at all means unlimited stock. */
function normalizeVariant(raw: Record<string, unknown>): Variant {
  const unlimited = typeof raw.unlimited === 'boolean' ? raw.unlimited : raw.qtyInStock === undefined;
  return { sku: null, attributes: {}, onSale: false, qtyInStock: 0, ...raw, unlimited };
}

function productsOf(value: unknown): ProductItem[] | Problem {
  if (!Array.isArray(value)) return { error: '"products" must be an array of Product items.' };
  const products: ProductItem[] = [];
  for (const [i, raw] of value.entries()) {
    const at = `products[${i}]`;
    if (!isObject(raw) || typeof raw.id !== 'string' || !raw.id) return { error: `${at} needs an "id" (a non-empty string).` };
    const content = raw.structuredContent;
    if (!isObject(content) || !Array.isArray(content.variants) || content.variants.length === 0)
      return { error: `${at} (${raw.id}) needs "structuredContent.variants" (a non-empty array).` };
    if (content.productType !== undefined && typeof content.productType !== 'number')
      return {
        error: `${at} (${raw.id}): "structuredContent.productType" must be a number (1 physical, 2 digital, 3 service, 4 gift card).`,
      };
    const variants: Variant[] = [];
    for (const [j, v] of content.variants.entries()) {
      const vat = `${at}.structuredContent.variants[${j}]`;
      if (!isObject(v)) return { error: `${vat} must be an object.` };
      if (v.sku !== undefined && v.sku !== null && typeof v.sku !== 'string') return { error: `${vat}.sku must be a string or null.` };
      if (v.qtyInStock !== undefined && typeof v.qtyInStock !== 'number') return { error: `${vat}.qtyInStock must be a number.` };
      const bad = moneyProblem(v, vat);
      if (bad) return { error: bad };
      variants.push(normalizeVariant(v));
    }
    const bad = moneyProblem(content, `${at}.structuredContent`);
    if (bad) return { error: bad };
    products.push({ ...raw, structuredContent: { productType: 1, ...content, variants } } as ProductItem);
  }
  return products;
}

function formsOf(value: unknown): FormDefinition[] | Problem {
  if (!Array.isArray(value)) return { error: '"forms" must be an array of Forms.' };
  for (const [i, raw] of value.entries()) {
    if (!isObject(raw) || typeof raw.id !== 'string' || !raw.id) return { error: `forms[${i}] needs an "id" (a non-empty string).` };
    if (!Array.isArray(raw.fields)) return { error: `forms[${i}] (${raw.id}) needs "fields" (an array).` };
  }
  return value as FormDefinition[];
}

/** Checks a `PUT /__mock/catalog` body: `{ products?, forms?, settings? }`. */
export function parseCatalogPatch(body: unknown): { patch: Partial<Catalog> } | Problem {
  if (!isObject(body)) return { error: 'The body must be a JSON object: { "products"?: [...], "forms"?: [...], "settings"?: {...} }.' };
  const unknown = Object.keys(body).filter((k) => !['products', 'forms', 'settings'].includes(k));
  if (unknown.length) return { error: `Unknown key(s) ${unknown.map((k) => `"${k}"`).join(', ')}; expected products, forms, settings.` };
  const patch: Partial<Catalog> = {};
  if (body.products !== undefined) {
    const products = productsOf(body.products);
    if ('error' in products) return products;
    patch.products = products;
  }
  if (body.forms !== undefined) {
    const forms = formsOf(body.forms);
    if ('error' in forms) return forms;
    patch.forms = forms;
  }
  if (body.settings !== undefined) {
    if (!isObject(body.settings)) return { error: '"settings" must be an object.' };
    patch.settings = body.settings as MockSettings;
  }
  return { patch };
}
