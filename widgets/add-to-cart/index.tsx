import { parseProductAttributes, productContext, type Product } from '../../src/product';
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
  let refused = false;
  // Until the form modal lands (forms issue), a product with an additional-fields form is never added without them.
  const refuse = (p: Product) => {
    if (refused) return;
    refused = true;
    ctx.report(el, `product "${p.id}" has an additional-fields form (${p.additionalFieldsFormId}), and the form modal is not available yet: it cannot be added to the cart here`);
  };
  return mountWidget(el, ctx, {
    name: 'add-to-cart',
    css: addToCartCss,
    render: ({ fail, reflect }) => (
      <AddToCart store={store} urls={urls} expressCheckout={ctx.config.expressCheckout} emit={ctx.emit} refuse={refuse} fail={fail} onState={reflect} />
    ),
  });
};
