import { parseProductAttributes } from '../../src/product';
import { productElementAttributes } from '../../src/ui/Nested';
import { defineWidget } from '../../src/ui/defineWidget';
import { QuickView } from './QuickView';
import { quickViewCss } from './styles';

/**
 * `<div data-sf-widget="quick-view" data-product-id="p-tee">`: a button that opens the product in a lightbox
 * (docs/widgets/quick-view.md). A chunk of its own; a collection's cards use it for products with options.
 */
export const mount = defineWidget({
  name: 'quick-view',
  styles: quickViewCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    const { store } = rt.product(source, scope);
    const productAttrs = productElementAttributes(source, scope);
    return { rt, store, productAttrs };
  },
  render: QuickView,
});
