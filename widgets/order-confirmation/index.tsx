import { defineWidget } from '../../src/ui/defineWidget';
import { parseOrderConfirmationAttributes } from './attributes';
import { OrderConfirmation } from './OrderConfirmation';

/**
 * `<div data-sf-widget="order-confirmation" data-order-json="#order">`: the order's purchase event to the page's tag
 * function (`gtag('event', 'purchase', …)`), once per order id. Shows nothing. See docs/widgets/order-confirmation.md.
 * A chunk of its own: only an order-confirmed page loads it.
 */
export const mount = defineWidget({
  name: 'order-confirmation',
  styles: '',
  attributes: (el, rt) => parseOrderConfirmationAttributes(el, rt.config.currency),
  render: OrderConfirmation,
});
