import { flag, json } from '../../src/attributes/declare';
import { readAttributes } from '../../src/attributes/read';
import { ConfigError } from '../../src/input/configError';
import { readInlineJson } from '../../src/input/inlineJson';
import { readOrder, type ReadOrder, type StoreOrder } from './purchase';

/** The order-confirmation widget's attributes (docs/widgets/order-confirmation.md). */
export const attributes = {
  /**
   * A selector of a `<script type="application/json">` holding the spec's Store order: `id`, `purchasedCartId`,
   * `testMode`, `websiteId`, `grandTotal`, `shippingTotal`, `taxTotal`, `items` (`sku`, `productName`, `quantity`,
   * `unitPrice`), money in any of the spec's shapes (the prop: the Store order). Required.
   */
  order: json<StoreOrder>('data-order-json'),
  /**
   * Send the purchase of a test-mode order (`testMode: true`) too.
   * @default off: a test-mode order sends nothing
   */
  sendTestOrders: flag(),
};

/** Reads the element's Store order and flag; a missing, malformed or unreadable order throws a ConfigError naming what. */
export function parseOrderConfirmationAttributes(el: Element, storeCurrency: string): { order: ReadOrder; sendTestOrders: boolean } {
  const { order: selector, sendTestOrders } = readAttributes(el, attributes, 'order-confirmation');
  if (!selector) throw new ConfigError('data-order-json is required: a selector of the Store order JSON', 'data-order-json');
  const order = readOrder(readInlineJson(selector, 'data-order-json', 'order', el.ownerDocument), storeCurrency);
  if (typeof order == 'string') throw new ConfigError(`the order JSON in ${selector} ${order}`, 'data-order-json');
  return { order, sendTestOrders };
}
