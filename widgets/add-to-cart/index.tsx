import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { AddToCart } from './AddToCart';
import { parseAddToCartUrls } from './attributes';
import { addToCartCss } from './styles';

/**
 * `<div data-sf-widget="add-to-cart" data-product-id="p-tee" [data-checkout-url] [data-subscription-url]
 * [data-gift-card-url]>`: see docs/widgets/add-to-cart.md.
 */
export const mount = defineWidget({
  name: 'add-to-cart',
  chunk: 'runtime',
  styles: addToCartCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const urls = parseAddToCartUrls(el);
    const { store } = rt.product(source, scope);
    return { rt, urls, store };
  },
  render: AddToCart,
});
