import { parseProductAttributes } from '../../src/product';
import { mountWidget } from '../../src/ui/mountWidget';
import type { WidgetMount } from '../../src/runtime/createRuntime';
import { AddToCart } from './AddToCart';
import { parseAddToCartUrls } from './attributes';
import { addToCartCss } from './styles';

/**
 * `<div data-sf-widget="add-to-cart" data-product-id="p-tee" [data-checkout-url] [data-subscription-url]
 * [data-gift-card-url]>`: see docs/widgets/add-to-cart.md.
 */
export const mount: WidgetMount = (el, rt) => {
  const { source, scope } = parseProductAttributes(el);
  const urls = parseAddToCartUrls(el);
  const { store } = rt.product(source, scope);
  return mountWidget(el, rt, {
    name: 'add-to-cart',
    css: addToCartCss,
    render: ({ fail, reflect }) => (
      <AddToCart rt={rt} store={store} urls={urls} fail={fail} onState={reflect} />
    ),
  });
};
