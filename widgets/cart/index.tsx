import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { parseCheckoutUrl } from './attributes';
import { Cart } from './Cart';
import { cartCss } from './styles';

/** `<div data-sf-widget="cart" [data-checkout-url]>`: see docs/widgets/cart.md. */
export const mount: WidgetMount = (el, rt) => {
  const checkoutUrl = parseCheckoutUrl(el);
  return mountWidget(el, rt, {
    name: 'cart',
    css: cartCss,
    render: ({ fail, reflect }) => <Cart checkoutUrl={checkoutUrl} rt={rt} fail={fail} onState={reflect} />,
  });
};
