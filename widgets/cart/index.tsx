import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { parseCheckoutUrl } from './attributes';
import { Cart } from './Cart';
import { cartCss } from './styles';

/** `<div data-sf-widget="cart" [data-checkout-url]>`: see docs/widgets/cart.md. */
export const mount: WidgetMount = (el, ctx) => {
  const checkoutUrl = parseCheckoutUrl(el);
  return mountWidget(el, ctx, {
    name: 'cart',
    css: cartCss,
    render: ({ fail, reflect }) => <Cart checkoutUrl={checkoutUrl} currency={ctx.config.currency} fail={fail} onState={reflect} />,
  });
};
