import { defineWidget } from '../../src/ui/defineWidget';
import { parseCartPillAttributes } from './attributes';
import { CartPill } from './CartPill';
import { cartPillCss } from './styles';

/** `<div data-sf-widget="cart-pill" data-href="/cart">`: see docs/widgets/cart-pill.md. */
export const mount = defineWidget({
  name: 'cart-pill',
  chunk: 'runtime',
  styles: cartPillCss,
  attributes: (el, rt) => ({ ...parseCartPillAttributes(el), rt }),
  render: CartPill,
});
