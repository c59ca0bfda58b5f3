import { currencyInfo } from '../../src/money/currencyInfo';
import { parseMoney } from '../../src/money/parseMoney';
import type { MoneyInput } from '../../src/types';

/** The spec's Store order (spec 000 §3 "Store order (analytics)"), as a page gives it; money in any of its shapes. */
export interface StoreOrder {
  id: string;
  purchasedCartId?: string;
  testMode?: boolean;
  websiteId?: string;
  grandTotal: MoneyInput | number | string;
  shippingTotal?: MoneyInput | number | string;
  taxTotal?: MoneyInput | number | string;
  items?: { sku?: string; productName?: string; quantity?: number; unitPrice?: MoneyInput | number | string }[];
}

/** What `gtag('event', 'purchase', …)` is given (spec 000 §7: "a purchase event is passed to a global tag function"). */
export interface PurchaseParams {
  transaction_id: string;
  value: number;
  tax: number;
  shipping: number;
  currency: string;
  items: { item_id: string; item_name: string; quantity: number; price: number }[];
}

/** An order read: the tag's parameters, and whether it is a test-mode order. */
export interface ReadOrder {
  params: PurchaseParams;
  testMode: boolean;
}

/**
 * An amount in cents of `currency`: money in one of the spec's three shapes (spec 001 §3 "Money"), or a bare number or
 * decimal text, the amount in the store currency's major unit (`12.5` is $12.50). Null when unreadable, or in another
 * currency than `currency` (when that is given).
 */
function cents(value: unknown, store: string, currency: string | null): { cents: number; currency: string } | null {
  const m =
    typeof value == 'number' || typeof value == 'string'
      ? parseMoney({ value: String(value), currency: store })
      : parseMoney(value as MoneyInput);
  return m && (!currency || m.currency == currency) ? m : null;
}

/** Cents as the tag takes an amount: a number in the currency's major unit (1999 USD cents → 19.99; JPY as is). */
export const major = (amount: number, currency: string): number => amount / 10 ** (currencyInfo(currency)?.digits ?? 2);

/**
 * Reads a Store order into the purchase event's parameters: `transaction_id` the order's id, `value` its grandTotal,
 * `tax` and `shipping` its taxTotal and shippingTotal (0 when absent), `currency` the grandTotal's (the store currency for
 * a bare amount), `items` each item's sku, productName, quantity (1 when absent) and unitPrice. Returns the reason
 * (a sentence naming the field) when the order cannot be read: no id, an amount unreadable or in another currency,
 * an item without a sku.
 */
export function readOrder(order: unknown, storeCurrency: string): ReadOrder | string {
  if (typeof order != 'object' || !order || Array.isArray(order)) return 'is not a Store order object';
  const o = order as Record<string, unknown>;
  if (typeof o.id != 'string' || !o.id) return 'has no id';
  const total = cents(o.grandTotal, storeCurrency, null);
  if (!total) return 'has no readable grandTotal';
  const { currency } = total;
  const amount = (field: string, value: unknown): number | string => {
    if (value == null) return 0;
    const m = cents(value, storeCurrency, currency);
    return m ? major(m.cents, currency) : `has an unreadable ${field} (or one not in ${currency})`;
  };
  const tax = amount('taxTotal', o.taxTotal);
  if (typeof tax == 'string') return tax;
  const shipping = amount('shippingTotal', o.shippingTotal);
  if (typeof shipping == 'string') return shipping;
  if (o.items != null && !Array.isArray(o.items)) return 'has items that are not a list';
  const items: PurchaseParams['items'] = [];
  for (const [i, item] of ((o.items ?? []) as Record<string, unknown>[]).entries()) {
    if (typeof item != 'object' || !item || typeof item.sku != 'string' || !item.sku) return `has an item without a sku (items[${i}])`;
    const quantity = item.quantity ?? 1;
    if (!Number.isInteger(quantity) || (quantity as number) < 1) return `has an item whose quantity is not a whole number (items[${i}])`;
    const price = amount(`items[${i}].unitPrice`, item.unitPrice);
    if (typeof price == 'string') return price;
    items.push({
      item_id: item.sku,
      item_name: typeof item.productName == 'string' ? item.productName : '',
      quantity: quantity as number,
      price,
    });
  }
  return {
    params: { transaction_id: o.id, value: major(total.cents, currency), tax, shipping, currency, items },
    testMode: o.testMode === true,
  };
}

/** Where the ids of the orders whose purchase went are kept (localStorage), so that a reload sends none again. */
export const SENT_KEY = 'sf-purchases-sent';
/** How many ids are kept: the newest; an older order's page reloaded after that many others may send again. */
export const SENT_KEPT = 50;

/** What became of an order's purchase event. */
export type PurchaseOutcome = 'sent' | 'already-sent' | 'test-order' | 'no-tag';

type Gtag = (command: 'event', name: 'purchase', params: PurchaseParams) => void;

/**
 * Calls the page's tag function once per order id, across reloads: `gtag('event', 'purchase', params)`. Nothing for a
 * test-mode order unless `sendTestOrders`, nothing when the page has no `window.gtag` (then the order is not marked,
 * so a later load with the tag sends it), nothing for an id already sent (kept in `store`). A tag that throws counts as
 * sent (the page's tag took it); its error is the page's.
 */
export function sendPurchase(
  read: ReadOrder,
  sendTestOrders: boolean,
  store: { getItem(key: string): string | null; setItem(key: string, value: string): void },
  win: Window = window,
): PurchaseOutcome {
  if (read.testMode && !sendTestOrders) return 'test-order';
  const gtag = (win as Window & { gtag?: unknown }).gtag;
  if (typeof gtag != 'function') return 'no-tag';
  let sent: string[] = [];
  try {
    const kept: unknown = JSON.parse(store.getItem(SENT_KEY) ?? '[]');
    if (Array.isArray(kept)) sent = kept.filter((id): id is string => typeof id == 'string');
  } catch {
    // Unreadable: none kept.
  }
  const id = read.params.transaction_id;
  if (sent.includes(id)) return 'already-sent';
  store.setItem(SENT_KEY, JSON.stringify([...sent, id].slice(-SENT_KEPT)));
  try {
    (gtag as Gtag)('event', 'purchase', read.params);
  } catch (error) {
    console.error("[storefront] order-confirmation: the page's gtag threw", error);
  }
  return 'sent';
}
