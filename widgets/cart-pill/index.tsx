import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parseCartPillAttributes } from './attributes';
import { CartPill } from './CartPill';
import { cartPillCss } from './styles';

/** `<div data-sf-widget="cart-pill" data-href="/cart">`: see docs/widgets/cart-pill.md. */
export const mount: WidgetMount = (el, rt) => {
  const { href } = parseCartPillAttributes(el);
  return mountWidget(el, rt, {
    name: 'cart-pill',
    css: cartPillCss,
    render: ({ reflect }) => <CartPill href={href} rt={rt} onState={reflect} />,
  });
};
