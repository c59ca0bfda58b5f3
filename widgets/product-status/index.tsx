import { parseProductAttributes } from '../../src/product';
import { defineWidget } from '../../src/ui/defineWidget';
import { ProductStatus } from './ProductStatus';
import { productStatusCss } from './styles';

/** `<div data-sf-widget="product-status" data-product-id="p-tee" [data-show-image]>`: see docs/widgets/product-status.md. */
export const mount = defineWidget({
  name: 'product-status',
  chunk: 'runtime',
  styles: productStatusCss,
  attributes: (el, rt) => {
    const { source, scope } = parseProductAttributes(el);
    return { store: rt.product(source, scope).store, showImage: el.hasAttribute('data-show-image') };
  },
  render: ProductStatus,
});
