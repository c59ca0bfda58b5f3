import { parseProductAttributes, productContext } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/types';
import { AddToCart } from './AddToCart';
import { parseAddToCartUrls } from './attributes';
import { addToCartCss } from './styles';

/**
 * `<div data-sf-widget="add-to-cart" data-product-id="p-tee" [data-checkout-url] [data-subscription-url]
 * [data-gift-card-url]>`: see docs/widgets/add-to-cart.md.
 */
export const mount: WidgetMount = (el, ctx) => {
  const { source, scope } = parseProductAttributes(el);
  const urls = parseAddToCartUrls(el);
  const { store } = productContext(source, scope, ctx.config.currency);
  return mountWidget(el, ctx, {
    name: 'add-to-cart',
    css: addToCartCss,
    render: ({ fail, reflect }) => (
      <AddToCart store={store} urls={urls} expressCheckout={ctx.config.expressCheckout} emit={ctx.emit} fail={fail} onState={reflect} />
    ),
  });
};
