import { defineWidget } from '../../src/ui/defineWidget';
import { parseCheckoutUrl } from './attributes';
import { Cart } from './Cart';
import { cartCss } from './styles';

/** `<div data-sf-widget="cart" [data-checkout-url]>`: see docs/widgets/cart.md. */
export const mount = defineWidget({
  name: 'cart',
  styles: cartCss,
  attributes: (el, rt) => ({ checkoutUrl: parseCheckoutUrl(el), rt }),
  render: Cart,
});
